import { ENGAGEMENT_SESSION_COOKIE, LOGIN_REDIRECT_DELAY_MS, marketFromPath } from "@ojas/domain";
import { createApi } from "../../lib/api.ts";
import { loginPopupRequest, marketLoginPopupUrl } from "../../lib/auth/redirect.ts";
import { postToWrapper } from "../../lib/bridge.ts";
import { resetPage } from "../../lib/state/shared-actions.ts";
import { loggedOut } from "../../lib/state/user-slice.ts";
import type { AppStore } from "../../lib/store.ts";

export interface ExpiryDeps {
  store: AppStore;
  /** Client-side navigation (the router's), so the app is not reloaded. */
  navigate: (to: string) => void;
  location?: Pick<Location, "pathname" | "search">;
}

/** The engagement service's identity of this visitor ends with the session. */
export function clearEngagementData(doc: Pick<Document, "cookie"> = document): void {
  doc.cookie = `${ENGAGEMENT_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * After a failed session refresh (docs/product.md, network and errors): clear local storage and the app state; inside the
 * native app ask it to sign out; otherwise sign out here, clear the engagement data and, unless the login
 * popup is already up, go to the home page with the popup and a way back to this page.
 */
export function handleSessionExpired({ store, navigate, location = window.location }: ExpiryDeps): void {
  const popupShowing =
    store.getState().user.loginPopupData.show || loginPopupRequest(location.search) !== null;
  try {
    window.localStorage.clear();
  } catch {
    // Storage blocked: nothing kept there to clear.
  }
  store.dispatch(resetPage());
  store.dispatch(loggedOut());
  // Inside the native app (a wrapper is listening) the app owns the sign-out.
  if (postToWrapper({ type: "LOGOUT" })) return;

  const market = marketFromPath(location.pathname);
  void createApi({ market, session: null })
    .post("/api/logout", {})
    .catch(() => undefined);
  clearEngagementData();
  if (popupShowing) return;
  const here = `${location.pathname}${location.search}`;
  window.setTimeout(() => navigate(marketLoginPopupUrl(market, here)), LOGIN_REDIRECT_DELAY_MS);
}
