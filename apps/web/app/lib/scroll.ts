import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { stripMarketPrefix } from "./market.ts";

/**
 * After a route change the page scrolls to the top, except on /blog and when the path is
 * unchanged (a filter or sort in the query string). Back and forward keep the browser's own position.
 */
export function shouldScrollToTop(previousPath: string | null, nextPath: string, isPop: boolean): boolean {
  if (isPop || previousPath === null || previousPath === nextPath) return false;
  return stripMarketPrefix(nextPath).replace(/(.)\/$/, "$1") !== "/blog";
}

export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname, navigationType === "POP")) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname, navigationType]);
}
