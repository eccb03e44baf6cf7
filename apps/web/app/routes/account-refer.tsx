import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { ReferFriend } from "../features/account/ReferFriend.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Refer a friend",
    description: "Share your Ojas referral code and earn life bits when a friend places a first order.",
    crumb: "Refer a friend",
    noindex: true,
  });

export default function AccountRefer() {
  return (
    <AccountLayout title="Refer a friend" what="referral code">
      {() => <ReferFriend />}
    </AccountLayout>
  );
}
