import { marketFromPath } from "@ojas/domain";
import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useSearchParams,
} from "react-router";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { RegistrationForm } from "../features/webinars/RegistrationForm.tsx";
import { type RegistrationResult, sendRegistration } from "../features/webinars/registration.ts";
import { BookSeatLink, SeatBooking } from "../features/webinars/SeatBooking.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

interface Webinar {
  webinarId: string;
  title: string;
  host: string;
  description?: string;
  startTime: number;
  endTime: number;
  state: "upcoming" | "ongoing" | "completed";
  paid: boolean;
  price?: number;
  currency?: string;
  registered?: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const { webinars } = await apiFor(request, context).get<{ webinars: Webinar[] }>(
      "/api/subscription/v1/webinars",
    );
    return { webinars };
  } catch (error) {
    // No webinar list in this market is an empty schedule, not a broken page.
    if (error instanceof ApiError && error.status === 404) return { webinars: [] as Webinar[] };
    return pageError(error);
  }
}

/** The registration form posts here: checked against the market's phone rules, then sent on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  return sendRegistration(apiFor(request, context), market, await request.formData());
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Live webinars with Ojas coaches",
    description:
      "Live sessions on sleep, glucose, strength and skin with Ojas coaches and doctors. Register free with your mobile number, or book a seat in a masterclass.",
    crumb: "Webinars",
    keywords: ["health webinar", "live session", "Ojas coaches"],
  });

const minutesOf = (w: Webinar) => Math.round((w.endTime - w.startTime) / 60_000);

export default function Webinars() {
  const { webinars } = useLoaderData<typeof loader>();
  const result = useActionData<RegistrationResult>();
  const [search] = useSearchParams();
  const selected = search.get("register");
  const booking = search.get("book");
  const market = useMarket();
  const href = useMarketPath();
  const format = useMarketFormat(market);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Live webinars">
        Live sessions with Ojas coaches and doctors: ask questions, see the data, leave with a plan. Register
        with your mobile number and we send you the join link.
      </PageHeader>
      <div className="mt-8">
        {webinars.length === 0 ? (
          <EmptyState
            title="No webinars scheduled right now"
            text="New sessions are announced every few weeks. Meanwhile, meet the Ojas Ring in detail."
            action={{ label: "Explore the Ojas Ring", to: href("/ring") }}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Upcoming webinars">
            {webinars.map((webinar) => {
              const answered = result?.webinarId === webinar.webinarId;
              const headingId = `webinar-${webinar.webinarId}-title`;
              return (
                <li
                  key={webinar.webinarId}
                  aria-labelledby={headingId}
                  data-testid={`webinar-${webinar.webinarId}`}
                  className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    {webinar.state === "ongoing" ? (
                      <span className="rounded-full bg-error px-2.5 py-0.5 text-xs font-semibold text-on-accent">
                        Live now
                      </span>
                    ) : null}
                    <p className="text-sm font-semibold text-accent tabular">
                      <time dateTime={new Date(webinar.startTime).toISOString()}>
                        {format.dayDateTime(webinar.startTime)}
                      </time>
                      <span className="font-normal text-muted"> · {minutesOf(webinar)} min</span>
                    </p>
                  </div>
                  <h2 id={headingId} className="text-lg font-semibold text-ink">
                    {webinar.title}
                  </h2>
                  <p className="text-sm text-ink">with {webinar.host}</p>
                  {webinar.description ? <p className="text-sm text-muted">{webinar.description}</p> : null}
                  <p className="text-sm font-semibold text-ink tabular">
                    {webinar.paid && webinar.price !== undefined ? (
                      <>
                        <span className="sr-only">Price </span>
                        {format.money(webinar.price, webinar.currency)}
                      </>
                    ) : (
                      "Free"
                    )}
                  </p>
                  {answered ? (
                    <RegistrationForm webinarId={webinar.webinarId} title={webinar.title} result={result} />
                  ) : webinar.registered ? (
                    <p
                      role="status"
                      className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm text-accent"
                    >
                      You are registered
                    </p>
                  ) : webinar.paid ? (
                    booking === webinar.webinarId ? (
                      <SeatBooking webinar={webinar} />
                    ) : (
                      <BookSeatLink webinar={webinar} />
                    )
                  ) : selected === webinar.webinarId ? (
                    <RegistrationForm webinarId={webinar.webinarId} title={webinar.title} result={result} />
                  ) : (
                    <Link
                      to={{ search: `?register=${encodeURIComponent(webinar.webinarId)}` }}
                      preventScrollReset
                      className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                      aria-label={`Register for ${webinar.title}`}
                    >
                      Register
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
