// Which page requests render the same for every shopper (docs/decisions/0042): the route a URL ends on
// says so with `handle.sharedForEveryone` (app/lib/page-sharing.ts).

import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { SESSION_COOKIES } from "../app/lib/auth/session.ts";
import type { PageHandle } from "../app/lib/page-sharing.ts";

/** The session cookies (the API's identity cookies): what a shared page is rendered without. */
export const SESSION_COOKIE_NAMES = new Set<string>(Object.values(SESSION_COOKIES));

/** The Cookie header without the session cookies; "" when nothing else is left. */
export function withoutSessionCookies(cookie: string): string {
  return cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !SESSION_COOKIE_NAMES.has(part.split("=")[0]!.trim()))
    .join("; ");
}

/** The page a URL path asks for: a loader-data request (`/x.data`, `/_root.data`) names its page's path. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

type Manifest = ServerBuild["routes"];

function treeOf(routes: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route && route.parentId === parentId)
    .map((route) => {
      const handle = (route!.module as { handle?: PageHandle }).handle;
      const children = treeOf(routes, route!.id);
      const common = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, handle };
      return route!.index ? { ...common, index: true as const } : { ...common, children };
    });
}

/** Paths whose answer is remembered; past that the memory starts over. */
export const MATCHER_MEMORY = 5_000;

/**
 * A test of URL paths against the build's routes: true when the page it ends on is shared. Answers are
 * remembered per path: matchRoutes ranks every route of the build on each call (a tenth of a personal
 * render's CPU when measured).
 */
export function sharedPageMatcher(routes: Manifest): (pathname: string) => boolean {
  const tree = treeOf(routes, undefined);
  const known = new Map<string, boolean>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const matches = matchRoutes(tree, pagePathOf(pathname));
    const leaf = matches?.[matches.length - 1]?.route;
    const shared = (leaf?.handle as PageHandle | undefined)?.sharedForEveryone === true;
    if (known.size >= MATCHER_MEMORY) known.clear();
    known.set(pathname, shared);
    return shared;
  };
}
