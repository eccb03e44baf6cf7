import {
  marketFromPath,
  ROOM_MESSAGE_MAX_LENGTH,
  ROOM_POLL_MS,
  ROOM_ROLE_NAMES,
  type RoomMessage,
  type RoomResponse,
  type SessionResponse,
  withMarketPrefix,
} from "@ojas/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useNavigate,
} from "react-router";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useApi } from "../lib/auth/auth-api.ts";
import { marketLoginPopupUrl } from "../lib/auth/redirect.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

// The live room (docs/product.md, "Live room"): the coach's embedded meeting, who is there and the chat,
// for the people the API lets in. The page sends a heartbeat every few seconds, which also brings the room
// again; when the coach ends the session, shoppers are sent on to the session's after page.

type View = { room: RoomResponse; notAllowed?: undefined } | { room: null; notAllowed: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const sessionId = params.sessionId ?? "";
  const url = new URL(request.url);
  const market = marketFromPath(url.pathname);
  const sessionPage = withMarketPrefix(market, `/session/${encodeURIComponent(sessionId)}`);
  const api = apiFor(request, context);
  const path = `/api/trainer/v1/sessions/${encodeURIComponent(sessionId)}`;
  let session: SessionResponse;
  try {
    session = await api.get<SessionResponse>(path);
  } catch (error) {
    // The session page says why the link is not valid (with its 404).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw redirect(sessionPage);
    return pageError(error);
  }
  // Outside its window (or ended) the session page says why there is no room.
  if (session.state !== "ongoing") throw redirect(sessionPage);
  try {
    return { room: await api.get<RoomResponse>(`${path}/room`) } satisfies View;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(marketLoginPopupUrl(market, `${url.pathname}${url.search}`));
    }
    // Not one of the people this room is for.
    if (error instanceof ApiError && error.status === 404) {
      return data({ room: null, notAllowed: true } satisfies View, { status: 404 });
    }
    return pageError(error);
  }
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: args.loaderData?.room ? `Live: ${args.loaderData.room.title}` : "Live session",
    description: "Your live Ojas session with your coach.",
    crumb: "Live session",
    noindex: true,
  });

const isStaff = (room: RoomResponse) => room.me.role === "COACH" || room.me.role === "STAFF";

/** The heartbeat: every few seconds while the page is open; each answer is the room as it is now. */
function useLiveRoom(initial: RoomResponse) {
  const api = useApi();
  const [room, setRoom] = useState(initial);
  const [offline, setOffline] = useState(false);
  const path = `/api/trainer/v1/sessions/${encodeURIComponent(initial.sessionId)}/room`;
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const beat = async () => {
      try {
        const next = await api.post<RoomResponse>(`${path}/presence`);
        if (stopped) return;
        setRoom(next);
        setOffline(false);
        // Ended: shoppers are on their way out; staff keep the room open.
        if (next.ended && next.me.role !== "COACH" && next.me.role !== "STAFF") return;
      } catch (error) {
        if (stopped) return;
        // No longer allowed in (the window closed): the session page says why.
        if (error instanceof ApiError && error.status === 404) {
          window.location.reload();
          return;
        }
        setOffline(true);
      }
      if (!stopped) timer = window.setTimeout(beat, ROOM_POLL_MS);
    };
    void beat();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [api, path]);
  const refresh = () => {
    api.post<RoomResponse>(`${path}/presence`).then(setRoom, () => undefined);
  };
  return { room, setRoom, offline, path, refresh };
}

function Meeting({ room }: { room: RoomResponse }) {
  if (room.ended) {
    return (
      <div className="rounded-xl bg-bg p-6" role="status" data-testid="live-state">
        <p className="text-lg font-semibold text-ink">This session has ended</p>
        <p className="mt-1 text-muted">Thank you for joining.</p>
      </div>
    );
  }
  if (room.joinUrl && (room.started || isStaff(room))) {
    return (
      <div>
        {!room.started ? (
          <p className="mb-3 text-sm text-muted" data-testid="live-state">
            Only you see the meeting until you start the session.
          </p>
        ) : (
          <p className="sr-only" data-testid="live-state">
            The session is live
          </p>
        )}
        <div className="aspect-video w-full overflow-hidden rounded-xl border border-line bg-ink">
          <iframe
            src={room.joinUrl}
            title={`Video meeting: ${room.title}`}
            className="size-full"
            allow="camera; microphone; fullscreen; display-capture; autoplay"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
          />
        </div>
        <p className="mt-2 text-sm text-muted">
          Video not showing?{" "}
          <a href={room.joinUrl} target="_blank" rel="noopener noreferrer" className="text-accent underline">
            Open the meeting in a new tab
          </a>
        </p>
      </div>
    );
  }
  if (room.started) {
    return (
      <div className="rounded-xl bg-bg p-6" role="status" data-testid="live-state">
        <p className="text-lg font-semibold text-ink">You&apos;re in</p>
        <p className="mt-1 text-muted">The video will appear here as soon as the coach shares it.</p>
      </div>
    );
  }
  const text = isStaff(room)
    ? "Set the meeting link in the back office, then start the session."
    : "Please wait for the coach to start the session";
  return (
    <div className="rounded-xl bg-bg p-6" role="status" data-testid="live-state">
      <p className="text-lg font-semibold text-ink">This session hasn&apos;t started yet</p>
      <p className="mt-1 text-muted">{text}</p>
    </div>
  );
}

function Participants({ room }: { room: RoomResponse }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5">
      <h2 id={id} className="font-semibold text-ink">
        Here now <span className="text-muted tabular">({room.participants.length})</span>
      </h2>
      <ul className="mt-3 flex flex-col gap-2" aria-label="People in the room" data-testid="participants">
        {room.participants.length === 0 ? <li className="text-sm text-muted">Nobody yet.</li> : null}
        {room.participants.map((p) => (
          <li key={p.userId} className="flex items-center justify-between gap-2 text-sm">
            <span className="text-ink">
              {p.name}
              {p.userId === room.me.userId ? <span className="text-muted"> (you)</span> : null}
            </span>
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              {ROOM_ROLE_NAMES[p.role]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chat({
  room,
  path,
  onSent,
}: {
  room: RoomResponse;
  path: string;
  onSent: (message: RoomMessage) => void;
}) {
  const api = useApi();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const format = useMarketFormat(useMarket());
  const count = room.messages.length;
  // Keep the newest message in view.
  useEffect(() => {
    if (count > 0 && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError("Write a message first.");
      return;
    }
    setSending(true);
    try {
      const answer = await api.post<{ message: RoomMessage }>(`${path}/messages`, { text: trimmed });
      onSent(answer.message);
      setText("");
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The message was not sent. Try again.");
    } finally {
      setSending(false);
    }
  };
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-card border border-line bg-surface p-5">
      <h2 id={id} className="font-semibold text-ink">
        Chat
      </h2>
      <ol
        ref={list}
        className="mt-3 flex max-h-80 min-h-24 flex-col gap-3 overflow-y-auto"
        aria-label="Messages"
        aria-live="polite"
        aria-relevant="additions"
        data-testid="messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard
        tabIndex={0}
      >
        {room.messages.length === 0 ? <li className="text-sm text-muted">No messages yet.</li> : null}
        {room.messages.map((m) => (
          <li key={m.messageId} className="text-sm">
            <span className="font-semibold text-ink">{m.name}</span>{" "}
            <span className="text-xs text-muted">
              {ROOM_ROLE_NAMES[m.role]} ·{" "}
              <time dateTime={new Date(m.at).toISOString()}>{format.time(m.at)}</time>
            </span>
            <p className="mt-0.5 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{m.text}</p>
          </li>
        ))}
      </ol>
      {room.ended ? null : (
        <form onSubmit={send} className="mt-4 flex flex-col gap-2" noValidate>
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
            Message
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={2}
            maxLength={ROOM_MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink"
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            Enter sends; Shift+Enter starts a new line.
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-error">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? "Sending…" : "Send"}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The coach's buttons: start (once the meeting link is set) and end; the next heartbeat shows the change. */
function CoachControls({ room, onChanged }: { room: RoomResponse; onChanged: () => void }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  if (room.ended) return null;
  const act = async (what: "start" | "end") => {
    setBusy(true);
    try {
      await api.post(
        `/api/staff/sessions/${encodeURIComponent(room.sessionId)}/${what}`,
        {},
        {
          idempotencyKey: `${key.current}.${what}`,
        },
      );
      setMessage(what === "start" ? "The session has started." : "The session has ended.");
      onChanged();
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "That did not work. Try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {room.started ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={() => act("end")}>
          End session
        </Button>
      ) : (
        <Button type="button" disabled={busy} onClick={() => act("start")}>
          Start session
        </Button>
      )}
      <p role="status" className="text-sm text-muted">
        {message ?? ""}
      </p>
    </div>
  );
}

function Room({ initial }: { initial: RoomResponse }) {
  const { room, setRoom, offline, path, refresh } = useLiveRoom(initial);
  const href = useMarketPath();
  const navigate = useNavigate();
  const endsAt = useMarketFormat(useMarket()).time(room.endTime);
  const sessionPage = href(`/session/${encodeURIComponent(room.sessionId)}`);
  const shopper = !isStaff(room);

  // The coach ended the session: shoppers go on to the after page (the plan page by default).
  // Once: a heartbeat arriving while the next page loads must not start the navigation again.
  const leaving = useRef(false);
  const afterPage = href(room.afterUrl);
  useEffect(() => {
    if (!room.ended || !shopper || leaving.current) return;
    leaving.current = true;
    navigate(afterPage, { replace: true });
  }, [room.ended, shopper, navigate, afterPage]);

  const onSent = (message: RoomMessage) =>
    setRoom((current) =>
      current.messages.some((m) => m.messageId === message.messageId)
        ? current
        : { ...current, messages: [...current.messages, message] },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12" data-testid="live-room">
      <header>
        {room.started ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-accent" />
            </span>
            Live now
          </p>
        ) : null}
        <h1 className="mt-3 text-title font-semibold text-ink">{room.title}</h1>
        <p className="mt-1 text-muted">
          with <span className="font-medium text-ink">{room.hostName}</span> · ends at{" "}
          <span className="tabular">{endsAt}</span>
        </p>
        {offline ? (
          <p role="alert" className="mt-2 text-sm text-error">
            You seem to be offline. Trying again…
          </p>
        ) : null}
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <Meeting room={room} />
        </div>
        <div className="flex flex-col gap-6">
          <Participants room={room} />
          <Chat room={room} path={path} onSent={onSent} />
        </div>
      </div>
      {isStaff(room) ? (
        <div className="mt-6">
          <CoachControls room={room} onChanged={refresh} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        {isStaff(room) ? (
          <ButtonLink to={`/staff/sessions/${encodeURIComponent(room.sessionId)}`} variant="secondary">
            Manage in the back office
          </ButtonLink>
        ) : null}
        <ButtonLink to={sessionPage} variant="secondary">
          Leave session
        </ButtonLink>
      </div>
    </div>
  );
}

export default function SessionLive() {
  const view = useLoaderData<typeof loader>();
  const href = useMarketPath();
  if (!view.room) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-title font-semibold text-ink" data-testid="session-title">
          This session link is not valid
        </h1>
        <p className="mt-3 text-muted">Please check and try again later</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to={href("/webinars")} variant="secondary">
            See upcoming sessions
          </ButtonLink>
        </div>
      </div>
    );
  }
  return <Room key={view.room.sessionId} initial={view.room} />;
}
