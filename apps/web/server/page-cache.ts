// Rendered pages for anonymous visitors, kept for a few seconds (docs/decisions/0009-page-cache.md).

import { shortCache } from "@ojas/cache";
import type { Encoding } from "../../api/src/http/compression.ts";
import { SESSION_COOKIES } from "../app/lib/auth/session.ts";

/**
 * Cookies that never change what the server renders: a request carrying only these may share a page
 * (hasSession is read by page scripts only, docs/decisions/0048).
 */
export const RENDER_NEUTRAL_COOKIES = new Set<string>(["ojas_engagement_sid", SESSION_COOKIES.hint]);

export const PAGE_CACHE_MAX_ENTRIES = 500;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed, per encoding, made the first time a client asks for it. */
  encoded?: Partial<Record<Encoding, Uint8Array>>;
}

export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(request: PageRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/**
 * The cache key of a request that may share a rendered page, or null: only GETs, without credentials and
 * without cookies that change the page (a session, the webview flags). The user agent is part of the key:
 * it decides the webview mode and, for crawlers, how the page is streamed.
 */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== "GET" || header(request, "authorization")) return null;
  const cookie = header(request, "cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=")[0]?.trim();
      if (name && !RENDER_NEUTRAL_COOKIES.has(name)) return null;
    }
  }
  return `${request.url}\n${header(request, "user-agent")}`;
}

/** A page worth sharing: a full 200 HTML or loader-data answer that sets no cookie. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(response.headers.get("cache-control") ?? "")
  );
}

/** What a render handed back that cannot be shared: never kept. */
class Unshareable extends Error {}

/**
 * Keeps rendered pages for ttlMs. Concurrent misses for one key share one render; a render that fails or
 * is not shareable is never kept. The least recently used go first beyond maxEntries.
 *
 * With staleMs, an expired page younger than staleMs is still served while one background render replaces
 * it (stale while revalidate): nobody waits for the re-render after the TTL, so the slowest requests are
 * no longer those that arrive just then. A background render that fails or cannot be shared leaves the old
 * page until the next request tries again; past staleMs a request renders and waits as without the option.
 */
export function createPageCache(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = PAGE_CACHE_MAX_ENTRIES,
  staleMs = 0,
) {
  const pages = shortCache<CachedPage>({ max: maxEntries, ttl: ttlMs, staleMs, now });

  async function capture(response: Response): Promise<CachedPage> {
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "content-length"),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  }

  return {
    get size() {
      return pages.size;
    },

    /** Forgets every page: the catalogue changed (a review approved), so pages showing it are rendered anew. */
    clear() {
      pages.clear();
    },

    /**
     * The page for key: from the cache, or rendered now. A fresh render that cannot be shared is handed
     * back as its own Response (streamed as usual).
     */
    async serve(key: string, render: () => Promise<Response>): Promise<CachedPage | Response> {
      let unshareable: Response | undefined;
      let answered = false;
      let mine = false;
      const load = async () => {
        mine = true;
        const response = await render();
        if (isShareable(response)) return capture(response);
        // A background render nobody waits for: its body is not read.
        if (answered) await response.body?.cancel();
        else unshareable = response;
        throw new Unshareable();
      };
      // A request that joined a render that failed or could not be shared renders for itself.
      for (let attempt = 0; ; attempt++) {
        try {
          const page = await pages.fetch(key, load);
          answered = true;
          await unshareable?.body?.cancel();
          return page;
        } catch (error) {
          if (unshareable) return unshareable;
          if (mine || attempt > 0) throw error;
        }
      }
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
