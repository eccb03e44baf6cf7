import type { SessionResponse } from "@ojas/domain";
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

type Notice = { title: string; text: string };

/** The session page's messages (docs/product.md, pages), from the session's time window and whether the coach started. */
function noticeFor(session: SessionResponse | null): Notice | null {
  if (!session) return { title: "This session link is not valid", text: "Please check and try again later" };
  if (session.state === "completed") return { title: "This session has ended", text: "" };
  if (session.state === "upcoming") {
    return { title: "This session hasn't started yet", text: "Please join at the scheduled time" };
  }
  if (!session.started || !session.joinUrl) {
    return {
      title: "This session hasn't started yet",
      text: "Please wait for the coach to start the session",
    };
  }
  return null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  try {
    const session = await apiFor(request, context).get<SessionResponse>(
      `/api/trainer/v1/sessions/${encodeURIComponent(params.sessionId ?? "")}`,
    );
    return { session };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ session: null }, { status: 404 });
    }
    return pageError(error);
  }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: args.loaderData?.session?.title ?? "Live session",
    description: "Join your live Ojas session with your coach.",
    crumb: "Session",
    noindex: true,
  });

export default function Session() {
  const { session } = useLoaderData<typeof loader>();
  const market = useMarket();
  const href = useMarketPath();
  const notice = noticeFor(session);
  const format = useMarketFormat(market);
  const when = session ? format.dayDateTime(session.startTime) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6" data-market={market}>
      {session ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{session.title}</p>
      ) : null}
      <h1 className="mt-3 text-title font-semibold text-ink" data-testid="session-title">
        {notice ? notice.title : "Your session is live"}
      </h1>
      {notice?.text ? <p className="mt-3 text-muted">{notice.text}</p> : null}
      {session && session.state === "upcoming" && when ? (
        <p className="mt-2 text-ink">Starts {when}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notice && session?.joinUrl ? (
          <ButtonLink to={session.joinUrl} size="lg">
            Join now
          </ButtonLink>
        ) : (
          <ButtonLink to={href("/webinars")} variant="secondary">
            See upcoming sessions
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
