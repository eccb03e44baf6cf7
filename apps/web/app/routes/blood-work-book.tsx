import type { MetaFunction } from "react-router";
import { SignInPrompt } from "../features/account/SignInPrompt.tsx";
import { type AddressChooser, BookingPage } from "../features/bloodwork/BookingPage.tsx";
import { SavedAddressChoice } from "../features/checkout/AddressChoice.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Book a blood test",
    description:
      "Choose a package, a home-collection slot and pay: a phlebotomist collects the sample at home.",
    crumb: "Book a blood test",
  });

/** /blood-work/book: the booking flow (features/bloodwork/BookingPage.tsx). */
export default function BloodWorkBook() {
  return (
    <BookingPage
      AddressChoice={SavedAddressChoice as AddressChooser}
      signIn={<SignInPrompt what="addresses and book the collection" />}
    />
  );
}
