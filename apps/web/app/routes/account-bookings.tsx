import type { MetaFunction } from "react-router";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { BookingList } from "../features/bloodwork/Bookings.tsx";
import { MyWebinars } from "../features/webinars/MyWebinars.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your bookings",
    description: "Your blood tests, with their visits and reports, and the webinars you have a place in.",
    crumb: "Bookings",
    noindex: true,
  });

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /account/bookings: the shopper's blood tests (all of them) and the webinars they have a place in. */
export default function AccountBookings() {
  return (
    <AccountLayout title="Bookings" what="bookings">
      {() => (
        <div className="flex flex-col gap-8">
          <Section id="bookings-blood-work" title="Blood tests">
            <BookingList />
          </Section>
          <Section id="bookings-webinars" title="Webinars">
            <MyWebinars />
          </Section>
        </div>
      )}
    </AccountLayout>
  );
}
