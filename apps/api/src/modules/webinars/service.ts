import {
  classifySessionTime,
  type Market,
  SESSION_WINDOW_MINUTES,
  SESSION_WINDOW_MS,
  type SessionResponse,
  type Webinar,
  type WebinarTopic,
  withMarketPrefix,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { getUser } from "../identity/service.ts";
import {
  findRegistration,
  findSession,
  findWebinar,
  marketWebinars,
  registeredAmong,
  type WebinarRow,
} from "./repository.ts";
import { sessionStateOf } from "./state.ts";

export { REMINDER_BEFORE_MS, sendWebinarNotice, type WebinarNotice, webinarNoticeKey } from "./notices.ts";
export { findWebinar } from "./repository.ts";
export { grantSeat, RING_WEBINAR_SOURCE, releaseSeats, seatRegistrationId } from "./seats.ts";

/** A session with its time state; the join link is handed out only while it is ongoing and opened. */
export async function getSession(deps: Deps, sessionId: string): Promise<SessionResponse> {
  const session = await findSession(deps.db, sessionId);
  if (!session) throw notFound("This session link is not valid");
  const state = sessionStateOf(session, deps.now());
  const joinable = state === "ongoing" && session.started && session.joinUrl;
  return {
    sessionId: session.sessionId,
    title: session.title,
    hostName: session.hostName,
    startTime: session.startTime,
    endTime: session.endTime,
    state,
    started: session.started,
    ...(joinable ? { joinUrl: session.joinUrl! } : {}),
  };
}

export const isPaid = (row: WebinarRow) => row.price !== null && row.price > 0;

function toWebinar(row: WebinarRow, now: number, registered?: boolean): Webinar {
  return {
    webinarId: row.webinarId,
    title: row.title,
    host: row.host,
    ...(row.description ? { description: row.description } : {}),
    ...(row.topic === "RING" ? { topic: "RING" as const } : {}),
    startTime: row.startTime,
    endTime: row.endTime,
    state: classifySessionTime(row, now),
    paid: isPaid(row),
    ...(isPaid(row) ? { price: row.price!, currency: row.currency! } : {}),
    ...(registered !== undefined ? { registered } : {}),
  };
}

/**
 * The market's upcoming and ongoing webinars, soonest first (completed ones, past the 15-minute window
 * after their end, are left out). A signed-in caller learns which they are registered for, by account or
 * by the account's phone.
 */
export async function listWebinars(
  deps: Deps,
  market: Market,
  caller: { userId: string } | null,
  topic?: WebinarTopic,
): Promise<{ webinars: Webinar[] }> {
  const now = deps.now();
  const rows = await marketWebinars(deps.db, market, now - SESSION_WINDOW_MS);
  const live = rows.filter(
    (row) => classifySessionTime(row, now) !== "completed" && (!topic || row.topic === topic),
  );
  let registered: Set<string> | undefined;
  if (caller) {
    const user = await getUser(deps, caller.userId).catch(() => null);
    registered = await registeredAmong(
      deps.db,
      live.map((row) => row.webinarId),
      { userId: caller.userId, phoneNumber: user?.phoneNumber ?? null },
    );
  }
  return { webinars: live.map((row) => toWebinar(row, now, registered?.has(row.webinarId))) };
}

/**
 * Where a registration's join link leads: the webinar's session page while the session window is open
 * (15 minutes before the start to 15 minutes after the end). Outside it a page-less caller gets 4000 with
 * why; a browser (`page`) is sent to the session page anyway, which says in words that the session has not
 * started or has ended and offers no room. 4040 for an unknown registration.
 */
export async function joinWebinar(
  deps: Deps,
  registrationId: string,
  { page }: { page: boolean },
): Promise<string> {
  const registration = await findRegistration(deps.db, registrationId);
  const webinar = registration && (await findWebinar(deps.db, registration.webinarId));
  if (!webinar) throw notFound("This join link is not valid");
  const sessionPage = withMarketPrefix(
    webinar.market as Market,
    `/session/${encodeURIComponent(webinar.webinarId)}`,
  );
  const state = classifySessionTime(webinar, deps.now());
  if (state === "ongoing" || page) return sessionPage;
  if (state === "upcoming") {
    throw invalid(
      undefined,
      `The room opens ${SESSION_WINDOW_MINUTES} minutes before the webinar starts. Please join at the scheduled time.`,
    );
  }
  throw invalid(undefined, "This webinar has ended");
}
