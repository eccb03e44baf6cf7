// The live room of a session (docs/product.md, "Live room"): plain constants and rules, free of zod, so
// the storefront's browser code may import them.

/** How each person in a room is there: the session's coach, other staff, the subscriber, a webinar attendee. */
export const ROOM_ROLES = ["COACH", "STAFF", "SUBSCRIBER", "ATTENDEE"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

export const ROOM_ROLE_NAMES: Readonly<Record<RoomRole, string>> = {
  COACH: "Coach",
  STAFF: "Ojas team",
  SUBSCRIBER: "Member",
  ATTENDEE: "Attendee",
};

/** A chat message's longest text. */
export const ROOM_MESSAGE_MAX_LENGTH = 1000;
/** Someone is "there" while their last heartbeat is at most this old. */
export const ROOM_PRESENCE_WINDOW_MS = 30_000;
/** How often the room page sends its heartbeat and reads the room again. */
export const ROOM_POLL_MS = 3_000;
/** The latest messages a room answers with. */
export const ROOM_MESSAGES_SHOWN = 200;
/** Where shoppers go when a session ends, unless the session names another page. */
export const DEFAULT_SESSION_AFTER_URL = "/plans/lite";

/** Kinds of session staff schedule: a coach session for one subscriber, or a webinar listed on a market. */
export const STAFF_SESSION_KINDS = ["COACH", "WEBINAR"] as const;
export type StaffSessionKind = (typeof STAFF_SESSION_KINDS)[number];

/** Shortest and longest session staff may schedule, in minutes. */
export const SESSION_MIN_MINUTES = 15;
export const SESSION_MAX_MINUTES = 480;

/** Whether `value` is an absolute https link to a host (a meeting's join link); nothing else is embedded. */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
}

/** Whether `value` is a path of this site (where to send shoppers after a session): "/x", never "//x". */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value);
}
