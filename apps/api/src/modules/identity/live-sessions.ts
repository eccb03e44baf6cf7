// Sessions this instance found live a moment ago, so a burst of requests with one access token reads the
// session table once every few seconds rather than on every request (docs/decisions/0011-cart-hot-path.md).
// A session revoked on this instance is forgotten at once; one revoked on another instance as soon as its
// message arrives (docs/decisions/0039-cross-instance-invalidation.md), and at the latest after
// LIVE_SESSION_TTL_MS when messages are lost.
import { shortCache } from "@ojas/cache";
import { handleInvalidation } from "../../infra/invalidation.ts";

/** How long a session seen live is trusted without reading it again. */
export const LIVE_SESSION_TTL_MS = 5000;
interface LiveSession {
  userId: string;
  /** Epoch ms: the family's absolute end. */
  expiresAt: number;
}

/** Enough for every session active within the TTL on one instance; the least recently used go first beyond it. */
const live = shortCache<LiveSession>({ max: 50_000, ttl: LIVE_SESSION_TTL_MS });
/** Counts revocations seen here, so a read that raced one is not remembered (see rememberLive). */
let revocations = 0;

/** Taken before reading a session: rememberLive stores the read only if nothing was revoked meanwhile. */
export const revocationMark = () => revocations;

/** True when the session was seen live within the TTL and has not ended since; undefined when unknown. */
export function knownLive(sessionId: string, userId: string, now: number): true | undefined {
  const seen = live.get(sessionId, now);
  if (!seen || seen.userId !== userId) return undefined;
  return seen.expiresAt > now ? true : undefined;
}

export function rememberLive(
  sessionId: string,
  seen: { userId: string; expiresAt: number },
  now: number,
  mark: number,
): void {
  if (mark !== revocations) return;
  live.set(sessionId, { userId: seen.userId, expiresAt: seen.expiresAt }, undefined, now);
}

export function forgetSession(sessionId: string): void {
  revocations += 1;
  live.delete(sessionId);
}

/** Every remembered session of the user, except `keepSessionId`. */
export function forgetUserSessions(userId: string, keepSessionId?: string): void {
  revocations += 1;
  for (const [sessionId, seen] of [...live.entries()]) {
    if (seen.userId === userId && sessionId !== keepSessionId) live.delete(sessionId);
  }
}

/** Every remembered session (messages from other instances may have been missed). */
export function forgetAllSessions(): void {
  revocations += 1;
  live.clear();
}

handleInvalidation("session", (_deps, sessionId) => {
  if (sessionId === undefined) forgetAllSessions();
  else forgetSession(sessionId);
});
handleInvalidation("user-sessions", (_deps, userId) => {
  if (userId === undefined) forgetAllSessions();
  else forgetUserSessions(userId);
});
