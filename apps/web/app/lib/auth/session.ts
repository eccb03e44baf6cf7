import type { UserDto } from "@ojas/domain";
import { type UserState, userInitialState } from "../state/user-slice.ts";

/**
 * The session cookies (docs/api.md, identity); only isGuestUser and hasSession, the hint that a session may
 * be here (docs/decisions/0048), are readable by page scripts.
 */
export const SESSION_COOKIES = {
  access: "access_token",
  refresh: "refresh_token",
  id: "id_token",
  guest: "isGuestUser",
  hint: "hasSession",
} as const;

/**
 * What the server render knows of the shopper (root loader): signed in (guest or full) with the user,
 * signed out, or "renew": a session whose access token has lapsed, which the browser renews (it owns
 * the rotating refresh cookie) before it knows who this is, or "deferred": a page shared by every shopper
 * (docs/decisions/0042), rendered without the session; the browser asks who this is after hydration.
 */
export type SessionSnapshot =
  | { state: "signed-in"; user: UserDto }
  | { state: "signed-out" }
  | { state: "renew"; isGuestUser: boolean }
  | { state: "deferred" };

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * Whether this browser may hold a session, from its readable cookies: without the hint nobody is signed in,
 * so a shared page need not ask who this is.
 */
export function mayHaveSession(documentCookie: string): boolean {
  return parseCookies(documentCookie)[SESSION_COOKIES.hint] === "true";
}

/** The user slice a page starts with, from the server's snapshot (docs/product.md, app start). */
export function userStateFromSession(snapshot: SessionSnapshot | undefined): UserState {
  if (snapshot?.state === "renew" || snapshot?.state === "deferred") {
    return { ...userInitialState, isRenewing: true };
  }
  if (snapshot?.state !== "signed-in") return userInitialState;
  const user = snapshot.user;
  return {
    ...userInitialState,
    isLoggedIn: true,
    userId: user.id,
    healthGoal: user.healthGoal,
    data: user,
    isGuestUser: user.isGuestUser,
  };
}
