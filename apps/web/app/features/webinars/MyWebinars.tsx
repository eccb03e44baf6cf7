import type { Webinar } from "@ojas/domain";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { LoadView } from "../../components/ui/LoadView.tsx";
import { useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useApiLoad } from "../../lib/use-api-load.ts";

/**
 * The webinars the shopper holds a place in (registered free, or a seat bought), soonest first: the
 * market's list of upcoming and live webinars says `registered` for a signed-in caller. Each opens its
 * session page, which lets them into the room while it is open.
 */
export function MyWebinars() {
  const href = useMarketPath();
  const format = useMarketFormat();
  const load = useApiLoad(async (api) => {
    const { webinars } = await api.get<{ webinars: Webinar[] }>("/api/subscription/v1/webinars");
    return webinars.filter((w) => w.registered).sort((a, b) => a.startTime - b.startTime);
  });
  return (
    <LoadView load={load} what="your webinars" rows={1}>
      {(webinars) =>
        webinars.length === 0 ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-muted">No upcoming webinar booked.</p>
            <ButtonLink to={href("/webinars")} variant="secondary">
              See upcoming webinars
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-3" data-testid="my-webinars">
            {webinars.map((w) => (
              <li key={w.webinarId}>
                <Link
                  to={href(`/session/${encodeURIComponent(w.webinarId)}`)}
                  className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 hover:border-accent"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{w.title}</span>
                    <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                      {w.state === "ongoing" ? "Live now" : "Booked"}
                    </span>
                  </span>
                  <span className="text-sm text-muted">
                    With {w.host} ·{" "}
                    <time dateTime={new Date(w.startTime).toISOString()}>
                      {format.dayDateTime(w.startTime)}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  );
}
