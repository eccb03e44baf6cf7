import { type MetaFunction, useParams } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { BookingDetail } from "../features/bloodwork/Bookings.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your blood test",
    description: "Your blood-work booking: visit, timeline and report.",
    crumb: "Blood test",
    noindex: true,
  });

/** /account/blood-work/:bookingId: one booking, with reschedule, cancel and the report. */
export default function AccountBloodWorkBooking() {
  const { bookingId = "" } = useParams();
  return (
    <AccountLayout title="Blood test" what="blood-work booking">
      {() => <BookingDetail bookingId={bookingId} />}
    </AccountLayout>
  );
}
