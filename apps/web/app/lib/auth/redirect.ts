import { loginPopupUrl, type Market, QUERY_PARAMS, withMarketPrefix } from "@ojas/domain";

/**
 * A redirectUrl this site may follow: a path on this origin ("/account?tab=1"), never another site
 * ("//evil.test", "https://...", "/\\evil.test") or a script URL. Anything else: null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, "http://same.origin");
    if (url.origin !== "http://same.origin") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The page's path and query without the login popup's own parameters. */
export function withoutLoginParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUERY_PARAMS.SHOW_LOGIN_POPUP);
  params.delete(QUERY_PARAMS.REDIRECT_URL);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** ?showLoginPopup=true&redirectUrl=... (docs/product.md, pages). */
export function loginPopupRequest(search: string): { redirectUrl: string | null } | null {
  const params = new URLSearchParams(search);
  if (params.get(QUERY_PARAMS.SHOW_LOGIN_POPUP) !== "true") return null;
  return { redirectUrl: safeRedirectPath(params.get(QUERY_PARAMS.REDIRECT_URL)) };
}

/** The market's home with the login popup and the way back: "/ae?showLoginPopup=true&redirectUrl=...". */
export function marketLoginPopupUrl(market: Market, redirectPathAndQuery: string): string {
  const query = loginPopupUrl(redirectPathAndQuery).slice(1);
  return `${withMarketPrefix(market, "/")}${query}`;
}

/** Signing in from the cart's checkout button goes on to checkout in the same market. */
export function cartSignInRedirect(market: Market): string {
  return withMarketPrefix(market, "/checkout");
}
