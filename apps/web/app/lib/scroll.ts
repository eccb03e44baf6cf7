import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigation, useNavigationType } from "react-router";
import { stripMarketPrefix } from "./market.ts";

/**
 * After a route change the page scrolls to the top, except on /blog and when the path is
 * unchanged (a filter or sort in the query string). Back and forward go back to where the shopper was
 * (`useScrollPositions`).
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

/** sessionStorage key of the positions, kept there when the tab leaves the page (a reload reads them). */
const SAVED = "ojas:scroll";
const KEPT_POSITIONS = 100;
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(SAVED) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Keeps an entry's position, as the latest kept (a key's place in the object is its insertion's). */
function remember(entry: string, y: number): void {
  const saved = savedPositions();
  delete saved[entry];
  saved[entry] = y;
}

/** A history entry and its URL: the first entry of every page load has the key "default". */
export function entryOf(location: Pick<Location, "key" | "pathname" | "search">): string {
  return `${location.key}:${location.pathname}${location.search}`;
}

/** Whether this page load came from a reload or from back/forward, when a saved position applies. */
function loadReturnsToEntry(): boolean {
  const [load] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return load?.type === "reload" || load?.type === "back_forward";
}

/**
 * Back and forward return to where the shopper was on that entry. The browser's own restoration runs at
 * popstate, on the page being left (cut short to its height), before the page returned to has loaded its
 * data and rendered: back from a product page to a long listing landed hundreds of pixels off, or at the
 * footer. So the position of each entry is kept while its page is still shown (a navigation has started,
 * or the tab leaves the page), and restored once the page returned to has rendered.
 */
export function useScrollPositions(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { state } = useNavigation();
  const entry = entryOf(location);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    if (state !== "idle") remember(entry, window.scrollY);
  }, [state, entry]);

  useEffect(() => {
    const persist = () => {
      remember(entry, window.scrollY);
      // The latest entries only: a long visit does not grow it for ever.
      const latest = Object.entries(savedPositions()).slice(-KEPT_POSITIONS);
      try {
        sessionStorage.setItem(SAVED, JSON.stringify(Object.fromEntries(latest)));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
    };
    window.addEventListener("pagehide", persist);
    return () => window.removeEventListener("pagehide", persist);
  }, [entry]);

  useLayoutEffect(() => {
    const returning = first.current ? loadReturnsToEntry() : navigationType === "POP";
    first.current = false;
    const y = savedPositions()[entry];
    if (returning && y !== undefined) window.scrollTo(0, y);
  }, [entry, navigationType]);
}
