import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { BookingList } from "../features/bloodwork/Bookings.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your blood tests",
    description: "Your blood-work bookings, their visits and reports.",
    crumb: "Blood work",
    noindex: true,
  });

/** /account/blood-work: the shopper's bookings (GET /api/blood-work/v1/bookings). */
export default function AccountBloodWork() {
  return (
    <AccountLayout title="Blood tests" what="blood-work bookings">
      {() => <BookingList />}
    </AccountLayout>
  );
}
