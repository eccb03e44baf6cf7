import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidate } from "../../infra/invalidation.ts";
import { knownLive, rememberLive, revocationMark } from "./live-sessions.ts";
import type { UserRow } from "./repository.ts";
import * as repo from "./repository.ts";
import {
  hashToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  signAccessToken,
  signIdToken,
  verifyAccessToken,
} from "./tokens.ts";

/** What a sign-in or refresh hands out; the routes put it in cookies. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  sessionId: string;
  /** Epoch ms: the family's absolute end. */
  expiresAt: number;
  isGuestUser: boolean;
}

export const displayName = (user: Pick<UserRow, "firstName" | "lastName" | "isGuestUser">) =>
  `${user.firstName} ${user.lastName}`.trim() || (user.isGuestUser ? "Guest" : "Ojas member");

async function issue(
  deps: Deps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  expiresAt: number,
): Promise<IssuedSession> {
  const now = deps.now();
  const [accessToken, idToken] = await Promise.all([
    signAccessToken(deps.config, now, {
      userId: user.userId,
      sessionId,
      name: displayName(user),
      isGuestUser: user.isGuestUser,
      isStaff: user.isStaff,
    }),
    signIdToken(deps.config, now, {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      isGuestUser: user.isGuestUser,
    }),
  ]);
  return { accessToken, refreshToken, idToken, sessionId, expiresAt, isGuestUser: user.isGuestUser };
}

/** How long a staff account's session lasts, whatever rotations follow (docs/architecture.md, "Staff access"). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

/** A new session family for the user: 30 days from now (12 hours for staff), whatever rotations follow. */
export async function startSession(deps: Deps, user: UserRow): Promise<IssuedSession> {
  const { db } = deps;
  const now = deps.now();
  const familyId = randomUUID();
  const expiresAt = now + (user.isStaff ? STAFF_SESSION_TTL_MS : REFRESH_TOKEN_TTL_MS);
  const refreshToken = newRefreshToken();
  await repo.insertFamily(db, {
    familyId,
    userId: user.userId,
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  await repo.insertRefreshToken(db, {
    tokenHash: hashToken(refreshToken),
    familyId,
    issuedAt: new Date(now),
  });
  return issue(deps, user, familyId, refreshToken, expiresAt);
}

type Rotation =
  | { ok: true; user: UserRow; token: string; familyId: string; expiresAt: number }
  | { ok: false };

/**
 * Exchanges a refresh token for a new one in the same family. A token presented a second time means
 * it leaked (or a client misbehaves): the whole family is revoked, so neither copy works again.
 */
export async function rotateSession(
  deps: Deps,
  presented: string | undefined,
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (!presented) throw new AppError(4011);
  const tokenHash = hashToken(presented);
  const now = new Date(deps.now());
  const result = await deps.db.transaction(async (txn): Promise<Rotation | { ok: false; reuse: string }> => {
    const tx = txn as unknown as Db;
    const row = await repo.findRefreshToken(tx, tokenHash);
    if (!row || row.revokedAt || row.expiresAt <= now) return { ok: false };
    if (row.rotatedAt || !(await repo.markRotated(tx, tokenHash, now))) {
      return { ok: false, reuse: row.familyId };
    }
    const user = await repo.findUserById(tx, row.userId);
    if (!user || user.mergedIntoUserId) return { ok: false, reuse: row.familyId };
    const token = newRefreshToken();
    await repo.insertRefreshToken(tx, { tokenHash: hashToken(token), familyId: row.familyId, issuedAt: now });
    return { ok: true, user, token, familyId: row.familyId, expiresAt: row.expiresAt.getTime() };
  });
  if (!result.ok) {
    if ("reuse" in result) await revokeFamily(deps, result.reuse, "refresh token reused", now);
    throw new AppError(4011);
  }
  const session = await issue(deps, result.user, result.familyId, result.token, result.expiresAt);
  return { user: result.user, session };
}

/**
 * Whether the access token's session is still live (not signed out, not revoked, not past 30 days). A
 * session found live is trusted for a few seconds without reading it again (live-sessions.ts).
 */
export async function isSessionLive(deps: Deps, sessionId: string, userId: string): Promise<boolean> {
  const now = deps.now();
  if (knownLive(sessionId, userId, now)) return true;
  const mark = revocationMark();
  const family = await repo.findFamily(deps.db, sessionId);
  const live = !!family && family.userId === userId && !family.revokedAt && family.expiresAt.getTime() > now;
  if (live) rememberLive(sessionId, { userId, expiresAt: family.expiresAt.getTime() }, now, mark);
  return live;
}

async function revokeFamily(deps: Deps, familyId: string, reason: string, at: Date): Promise<void> {
  await repo.revokeFamily(deps.db, familyId, reason, at);
  invalidate(deps, "session", familyId);
}

/** Signs out: the family of the refresh token and of the access token's session, whichever are known. */
export async function endSession(
  deps: Deps,
  { refreshToken, sessionId }: { refreshToken?: string; sessionId?: string },
): Promise<void> {
  const now = new Date(deps.now());
  if (sessionId) await revokeFamily(deps, sessionId, "signed out", now);
  if (refreshToken) {
    const row = await repo.findRefreshToken(deps.db, hashToken(refreshToken));
    if (row) await revokeFamily(deps, row.familyId, "signed out", now);
  }
}

/**
 * The native app hands its session to a webview. Both tokens must belong to one live session (the access
 * token may have just expired). The webview gets a family of its own, so its rotations never make the
 * app's refresh token look replayed.
 */
export async function handOffSession(deps: Deps, accessToken: string, refreshToken: string) {
  const claims = await verifyAccessToken(deps.config, deps.now(), accessToken, { ignoreExpiry: true });
  const row = await repo.findRefreshToken(deps.db, hashToken(refreshToken));
  const now = deps.now();
  if (
    !claims ||
    !row ||
    row.rotatedAt ||
    row.revokedAt ||
    row.expiresAt.getTime() <= now ||
    row.familyId !== claims.sessionId ||
    row.userId !== claims.userId
  ) {
    throw new AppError(4011);
  }
  const user = await repo.findUserById(deps.db, row.userId);
  if (!user || user.mergedIntoUserId) throw new AppError(4011);
  return { user, session: await startSession(deps, user) };
}
