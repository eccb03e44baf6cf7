// The readable hint that a session may be in this browser (docs/decisions/0048). The API sets it with the
// session; a session that began before the hint existed gets it from the next page it asks for, so a page
// shared by every shopper does not take it for a visitor's.

import { parseCookies, SESSION_COOKIES } from "../app/lib/auth/session.ts";

/**
 * The Set-Cookie that adds the hint for a request holding a session without it, else null. It lasts as long
 * as the browser session: the API sets it again, with the session's lifetime, at the next token refresh.
 */
export function missingSessionHint(cookieHeader: string | undefined, secure: boolean): string | null {
  const cookies = parseCookies(cookieHeader);
  if (!cookies[SESSION_COOKIES.refresh] || SESSION_COOKIES.hint in cookies) return null;
  return `${SESSION_COOKIES.hint}=true; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
