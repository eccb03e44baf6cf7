import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { MyReviews } from "../features/account/MyReviews.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your reviews",
    description: "The reviews you wrote, whether they are published, and why one was not.",
    crumb: "Reviews",
    noindex: true,
  });

/** /account/reviews: the shopper's own reviews with their status (GET /api/catalogue/v1/my-reviews). */
export default function AccountReviews() {
  return (
    <AccountLayout title="Reviews" what="reviews">
      {() => <MyReviews />}
    </AccountLayout>
  );
}
