import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { AddressBook } from "../features/account/AddressBook.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your addresses",
    description: "The delivery addresses saved to your Ojas account.",
    crumb: "Addresses",
    noindex: true,
  });

export default function AccountAddresses() {
  return (
    <AccountLayout title="Your addresses" what="saved addresses">
      {() => <AddressBook />}
    </AccountLayout>
  );
}
