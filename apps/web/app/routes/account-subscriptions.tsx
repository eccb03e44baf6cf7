import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { MySubscriptions } from "../features/subscriptions/MySubscriptions.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your subscriptions",
    description: "Your Ojas coaching plans: payments, invoices, plan changes and cancellation.",
    crumb: "Subscriptions",
    noindex: true,
  });

export default function AccountSubscriptions() {
  return (
    <AccountLayout title="Subscriptions" what="subscriptions">
      {() => <MySubscriptions />}
    </AccountLayout>
  );
}
