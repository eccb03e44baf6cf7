import { useSearchParams } from "react-router";
import { useMarket } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { BookSeatLink, SeatBooking } from "./SeatBooking.tsx";

/** A webinar as GET /api/subscription/v1/webinars?topic=RING lists it. */
export interface RingWebinar {
  webinarId: string;
  title: string;
  host: string;
  description?: string;
  startTime: number;
  endTime: number;
  paid: boolean;
  price?: number;
  currency?: string;
  registered?: boolean;
}

/**
 * /ring/webinar's block: the market's ring webinars, each booked on the page itself (the same seat
 * checkout as /webinars).
 */
export function RingWebinars({ webinars }: { webinars: RingWebinar[] }) {
  const [search] = useSearchParams();
  const booking = search.get("book");
  const format = useMarketFormat(useMarket());
  return (
    <section
      aria-labelledby="ring-webinars-title"
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6"
      data-testid="ring-webinars"
    >
      <h2 id="ring-webinars-title" className="text-title font-semibold text-ink">
        Ring masterclasses
      </h2>
      <p className="mt-2 text-muted">
        Live with our sleep and training coaches: how to read your Ojas Ring's scores and what to change.
      </p>
      {webinars.length === 0 ? (
        <p className="mt-6 text-sm text-muted">
          No ring masterclass is scheduled right now: new dates come soon.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {webinars.map((webinar) => (
            <li
              key={webinar.webinarId}
              aria-labelledby={`ring-webinar-${webinar.webinarId}`}
              data-testid={`webinar-${webinar.webinarId}`}
              className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
            >
              <p className="text-sm font-semibold text-accent tabular">
                <time dateTime={new Date(webinar.startTime).toISOString()}>
                  {format.dayDateTime(webinar.startTime)}
                </time>
                <span className="font-normal text-muted">
                  {" "}
                  · {Math.round((webinar.endTime - webinar.startTime) / 60_000)} min
                </span>
              </p>
              <h3 id={`ring-webinar-${webinar.webinarId}`} className="text-lg font-semibold text-ink">
                {webinar.title}
              </h3>
              <p className="text-sm text-ink">with {webinar.host}</p>
              {webinar.description ? <p className="text-sm text-muted">{webinar.description}</p> : null}
              {webinar.registered ? (
                <p
                  role="status"
                  className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm text-accent"
                >
                  You are registered
                </p>
              ) : !webinar.paid ? null : booking === webinar.webinarId ? (
                <SeatBooking webinar={webinar} />
              ) : (
                <BookSeatLink webinar={webinar} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
