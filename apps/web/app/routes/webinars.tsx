import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

interface Webinar {
  webinarId: string;
  title: string;
  description?: string;
  startTime: number;
  endTime: number;
  sessionId?: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const { webinars } = await apiFor(request, context).get<{ webinars: Webinar[] }>(
      "/api/subscription/v1/webinars",
    );
    return { webinars: webinars.filter((w) => w.endTime > Date.now()) };
  } catch (error) {
    // No webinar list in this market is an empty schedule, not a broken page.
    if (error instanceof ApiError && error.status === 404) return { webinars: [] as Webinar[] };
    return pageError(error);
  }
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Free live webinars with Ojas coaches",
    description:
      "Live sessions on sleep, glucose, strength and skin with Ojas coaches and doctors. Free to join.",
    crumb: "Webinars",
    keywords: ["health webinar", "live session", "Ojas coaches"],
  });

export default function Webinars() {
  const { webinars } = useLoaderData<typeof loader>();
  const market = useMarket();
  const href = useMarketPath();
  const format = useMarketFormat(market);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Live webinars">
        Free live sessions with Ojas coaches and doctors: ask questions, see the data, leave with a plan.
      </PageHeader>
      <div className="mt-8">
        {webinars.length === 0 ? (
          <EmptyState
            title="No webinars scheduled right now"
            text="New sessions are announced every few weeks. Meanwhile, meet the Ojas Ring in detail."
            action={{ label: "Explore the Ojas Ring", to: href("/ring") }}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {webinars.map((webinar) => (
              <li
                key={webinar.webinarId}
                className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5"
              >
                <p className="text-sm font-semibold text-accent tabular">
                  {format.dayDateTime(webinar.startTime)}
                </p>
                <h2 className="text-lg font-semibold text-ink">{webinar.title}</h2>
                {webinar.description ? <p className="text-sm text-muted">{webinar.description}</p> : null}
                {webinar.sessionId ? (
                  <ButtonLink
                    to={href(`/session/${webinar.sessionId}`)}
                    variant="secondary"
                    className="mt-2 self-start"
                  >
                    Open session page
                  </ButtonLink>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
