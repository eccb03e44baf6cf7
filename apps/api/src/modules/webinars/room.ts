// The live room of a session (docs/product.md, "Live room"; docs/api.md, "Live room"): who may be in it,
// who is there (a heartbeat in the last 30 seconds) and its stored chat. The video is the meeting link the
// coach sets, embedded by the page; there is no video server of our own.
import {
  can,
  classifySessionTime,
  DEFAULT_SESSION_AFTER_URL,
  ROOM_MESSAGES_SHOWN,
  ROOM_PRESENCE_WINDOW_MS,
  type RoomMessage,
  type RoomMessageBody,
  type RoomParticipant,
  type RoomResponse,
  type RoomRole,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { getUser } from "../identity/service.ts";
import { currentRoles } from "../staff/service.ts";
import { findSession, registeredAmong } from "./repository.ts";
import * as repo from "./room-repository.ts";
import { sessionStateOf } from "./state.ts";

const NOT_HERE = "This session link is not valid";

/** The caller of a room call: the request's signed-in user. */
export interface RoomCaller {
  userId: string;
  name: string;
  isGuestUser: boolean;
}

interface Admitted {
  session: repo.SessionRow;
  me: RoomParticipant;
}

const ROLE_ORDER: Record<RoomRole, number> = { COACH: 0, STAFF: 1, SUBSCRIBER: 2, ATTENDEE: 3 };

/**
 * Who may be in the room, checked on every call: staff with `sessions` (the session's coach as COACH) at
 * any time; inside the session window (15 minutes before the start to 15 minutes after the end) the
 * subscriber the session belongs to and the webinar's registered attendees (by account, or the account's
 * phone). Anyone else, and shoppers outside the window, get 4040; a signed-out caller 4011.
 */
export async function admit(deps: Deps, sessionId: string, caller: RoomCaller | null): Promise<Admitted> {
  if (!caller || caller.isGuestUser) throw new AppError(4011);
  const session = await findSession(deps.db, sessionId);
  if (!session) throw notFound(NOT_HERE);
  const name = caller.name.trim() || "Member";
  const roles = await currentRoles(deps, caller.userId);
  if (can(roles, "sessions")) {
    const role: RoomRole = session.coachId === caller.userId ? "COACH" : "STAFF";
    return { session, me: { userId: caller.userId, name, role } };
  }
  if (classifySessionTime(session, deps.now()) !== "ongoing") throw notFound(NOT_HERE);
  if (session.userId !== null && session.userId === caller.userId) {
    return { session, me: { userId: caller.userId, name, role: "SUBSCRIBER" } };
  }
  const webinar = await repo.webinarRowOf(deps.db, sessionId);
  if (webinar) {
    const user = await getUser(deps, caller.userId).catch(() => null);
    const registered = await registeredAmong(deps.db, [sessionId], {
      userId: caller.userId,
      phoneNumber: user?.phoneNumber ?? null,
    });
    if (registered.has(sessionId)) return { session, me: { userId: caller.userId, name, role: "ATTENDEE" } };
  }
  throw notFound(NOT_HERE);
}

const toMessage = (row: repo.MessageRow): RoomMessage => ({
  messageId: String(row.id),
  userId: row.userId,
  name: row.name,
  role: row.role as RoomRole,
  text: row.text,
  at: row.at.getTime(),
});

async function roomOf(deps: Deps, { session, me }: Admitted): Promise<RoomResponse> {
  const now = deps.now();
  const [present, messages] = await Promise.all([
    repo.presentSince(deps.db, session.sessionId, new Date(now - ROOM_PRESENCE_WINDOW_MS)),
    repo.latestMessages(deps.db, session.sessionId, ROOM_MESSAGES_SHOWN),
  ]);
  const ended = session.endedAt !== null;
  const started = session.started && !ended;
  const staff = me.role === "COACH" || me.role === "STAFF";
  const participants = present
    .map((p) => ({ userId: p.userId, name: p.name, role: p.role as RoomRole }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return {
    sessionId: session.sessionId,
    title: session.title,
    hostName: session.hostName,
    startTime: session.startTime,
    endTime: session.endTime,
    state: sessionStateOf(session, now),
    started,
    ended,
    // Staff see the meeting they set before starting; shoppers once the coach started.
    joinUrl: (started || (staff && !ended)) && session.meetingUrl ? session.meetingUrl : null,
    afterUrl: session.afterUrl ?? DEFAULT_SESSION_AFTER_URL,
    me,
    participants,
    messages: messages.map(toMessage),
  };
}

/** GET .../room: the room as the caller may see it. */
export async function getRoom(deps: Deps, sessionId: string, caller: RoomCaller | null) {
  return roomOf(deps, await admit(deps, sessionId, caller));
}

/** POST .../room/presence: the page's heartbeat; marks the caller as there and answers the room. */
export async function heartbeat(deps: Deps, sessionId: string, caller: RoomCaller | null) {
  const admitted = await admit(deps, sessionId, caller);
  await repo.touchPresence(deps.db, {
    sessionId,
    userId: admitted.me.userId,
    role: admitted.me.role,
    name: admitted.me.name,
    at: new Date(deps.now()),
  });
  return roomOf(deps, admitted);
}

/** POST .../room/messages: stores a chat message (trimmed, 1 to 1000 characters) while the room is open. */
export async function postMessage(
  deps: Deps,
  sessionId: string,
  caller: RoomCaller | null,
  body: RoomMessageBody,
): Promise<{ message: RoomMessage }> {
  const { session, me } = await admit(deps, sessionId, caller);
  if (session.endedAt !== null) {
    throw new AppError(4000, "This session has ended", { text: "This session has ended" });
  }
  const row = await repo.insertMessage(deps.db, {
    sessionId,
    userId: me.userId,
    name: me.name,
    role: me.role,
    text: body.text,
    at: new Date(deps.now()),
  });
  return { message: toMessage(row) };
}
