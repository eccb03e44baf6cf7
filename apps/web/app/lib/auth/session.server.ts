import type { UserDto } from "@ojas/domain";
import type { AppLoadContext } from "react-router";
import { ApiError, apiFor } from "../api.ts";
import { parseCookies, SESSION_COOKIES, type SessionSnapshot } from "./session.ts";

/**
 * Who is asking for this page, from the shopper's cookies forwarded to the in-process API. Never renews
 * the session here: a refresh token rotates on use, and the browser may be using it at the same time.
 */
export async function loadSession(request: Request, context: AppLoadContext): Promise<SessionSnapshot> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const canRenew = Boolean(cookies[SESSION_COOKIES.refresh]);
  const renew: SessionSnapshot = { state: "renew", isGuestUser: cookies[SESSION_COOKIES.guest] === "true" };
  if (!cookies[SESSION_COOKIES.access]) return canRenew ? renew : { state: "signed-out" };
  try {
    const { userDto } = await apiFor(request, context).get<{ userDto: UserDto }>("/api/user/v3/getUser");
    return { state: "signed-in", user: userDto };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !canRenew) return { state: "signed-out" };
    // Expired or revoked, or the API could not answer: the browser finds out.
    if (request.signal.aborted) throw error;
    return renew;
  }
}
