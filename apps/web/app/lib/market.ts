import { CHAT_WIDGET_PATHS, MARKET_INFO, type Market, marketFromPath, withMarketPrefix } from "@ojas/domain";
import { useLocation } from "react-router";

/** The path without its market prefix: "/ae/shop" -> "/shop", "/us" -> "/", "/skin" -> "/skin". */
export function stripMarketPrefix(pathname: string): string {
  const prefix = MARKET_INFO[marketFromPath(pathname)].pathPrefix;
  if (!prefix) return pathname || "/";
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * A storefront path in the given market: marketPath("AE", "/shop") -> "/ae/shop". A link within the page
 * ("#plans") or to the page's own query ("?kind=FITNESS") stays as it is.
 */
export function marketPath(market: Market, path: string): string {
  if (path.startsWith("#") || path.startsWith("?")) return path;
  return withMarketPrefix(market, path);
}

/**
 * The same page in another market, query kept: switching market never loses the page. The back office
 * (/staff) is one for every market (its pages choose a market themselves): from there it is the market's home.
 */
export function switchMarketHref(pathname: string, search: string, target: Market): string {
  const path = stripMarketPrefix(pathname);
  if (path === "/staff" || path.startsWith("/staff/")) return withMarketPrefix(target, "/");
  return `${withMarketPrefix(target, path)}${search}`;
}

/** The page's market, from the URL prefix. */
export function useMarket(): Market {
  return marketFromPath(useLocation().pathname);
}

/** Builds links in the page's market: const href = useMarketPath(); href("/shop"). */
export function useMarketPath(): (path: string) => string {
  const market = useMarket();
  return (path: string) => marketPath(market, path);
}

/** The chat button lives only on /, /nutrition, /skin, /fitness and /contact-us. */
export function showsChatButton(pathname: string): boolean {
  const path = stripMarketPrefix(pathname).replace(/(.)\/$/, "$1");
  return (CHAT_WIDGET_PATHS as readonly string[]).includes(path);
}
