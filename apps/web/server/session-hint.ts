// The readable hint that a session may be in this browser (docs/decisions/0048). The API sets it with the
// session; a session that began before the hint existed gets it from the next page it asks for, so a page
// shared by every shopper does not take it for a visitor's.

/**
 * The Set-Cookie that adds the hint for a request holding a session without it, else null. It lasts as long
 * as the browser session: the API sets it again, with the session's lifetime, at the next token refresh.
 */
export function missingSessionHint(cookieHeader: string | undefined, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const names = new Set(cookieHeader.split(";").map((part) => part.split("=")[0]!.trim()));
  if (!names.has("refresh_token") || names.has("hasSession")) return null;
  return `hasSession=true; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
