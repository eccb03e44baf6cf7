import { marketFromPath, SESSION_WINDOW_MS, type SessionResponse, withMarketPrefix } from "@ojas/domain";
import { useEffect } from "react";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useNavigate,
} from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

/** The live room: only for a session that is on and opened by its coach; otherwise its session page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const sessionId = params.sessionId ?? "";
  const market = marketFromPath(new URL(request.url).pathname);
  const sessionPage = withMarketPrefix(market, `/session/${encodeURIComponent(sessionId)}`);
  let session: SessionResponse;
  try {
    session = await apiFor(request, context).get<SessionResponse>(
      `/api/trainer/v1/sessions/${encodeURIComponent(sessionId)}`,
    );
  } catch (error) {
    // The session page says why the link is not valid (with its 404).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw redirect(sessionPage);
    return pageError(error);
  }
  if (session.state !== "ongoing" || !session.started || !session.joinUrl) throw redirect(sessionPage);
  return { session };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: args.loaderData ? `Live: ${args.loaderData.session.title}` : "Live session",
    description: "You are in your live Ojas session.",
    crumb: "Live session",
    noindex: true,
  });

export default function SessionLive() {
  const { session } = useLoaderData<typeof loader>();
  const market = useMarket();
  const href = useMarketPath();
  const navigate = useNavigate();
  const sessionPage = href(`/session/${encodeURIComponent(session.sessionId)}`);
  const endsAt = useMarketFormat(market).time(session.endTime);

  // When the room closes (15 minutes after the end), the session page says it has ended.
  useEffect(() => {
    const closesIn = session.endTime + SESSION_WINDOW_MS - Date.now();
    const timer = window.setTimeout(() => navigate(sessionPage, { replace: true }), Math.max(0, closesIn));
    return () => window.clearTimeout(timer);
  }, [session.endTime, sessionPage, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <section
        aria-labelledby="live-title"
        data-testid="live-room"
        className="rounded-card border border-line bg-surface p-6 shadow-raised sm:p-8"
      >
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-accent" />
          </span>
          Live now
        </p>
        <h1 id="live-title" className="mt-4 text-title font-semibold text-ink">
          {session.title}
        </h1>
        <p className="mt-1 text-muted">
          with <span className="font-medium text-ink">{session.hostName}</span>
        </p>
        <div className="mt-8 rounded-xl bg-bg p-5" role="status">
          <p className="text-lg font-semibold text-ink" data-testid="live-state">
            You&apos;re in
          </p>
          <p className="mt-1 text-muted">
            The session ends at <span className="font-medium text-ink tabular">{endsAt}</span>. Keep this page
            open while you train with {session.hostName.split(" ")[0]}.
          </p>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={sessionPage} variant="secondary">
            Leave session
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
