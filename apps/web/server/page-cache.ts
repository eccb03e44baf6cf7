// Rendered pages for anonymous visitors, kept for a few seconds (docs/decisions/0009-page-cache.md).

import type { Encoding } from "./compression.ts";

/** Cookies that never change what the server renders: a request carrying only these may share a page. */
export const RENDER_NEUTRAL_COOKIES = new Set(["ojas_engagement_sid"]);

export const PAGE_CACHE_MAX_ENTRIES = 500;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The body compressed, per encoding, made the first time a client asks for it. */
  encoded?: Partial<Record<Encoding, Uint8Array>>;
}

interface Entry {
  page: Promise<CachedPage | null>;
  expiresAt: number;
  /** The page once rendered and shareable, and when. */
  ready?: { page: CachedPage; at: number };
  /** A background render of an expired page is running. */
  refreshing?: boolean;
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

/**
 * Keeps rendered pages for ttlMs. Concurrent misses for one key share one render; a render that fails or
 * is not shareable is never kept. Oldest entries go first beyond maxEntries.
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
  const entries = new Map<string, Entry>();

  async function capture(response: Response): Promise<CachedPage> {
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "content-length"),
      body: new Uint8Array(await response.arrayBuffer()),
    };
  }

  /** Renders an expired page again in the background; the entry keeps serving the old page meanwhile. */
  function refresh(key: string, entry: Entry, render: () => Promise<Response>) {
    entry.refreshing = true;
    const at = now();
    render()
      .then(async (response) => {
        if (!isShareable(response)) {
          await response.body?.cancel();
          return;
        }
        const page = await capture(response);
        if (entries.get(key) !== entry) return;
        entry.page = Promise.resolve(page);
        entry.ready = { page, at };
        entry.expiresAt = at + ttlMs;
      })
      .catch(() => {})
      .finally(() => {
        entry.refreshing = false;
      });
  }

  return {
    get size() {
      return entries.size;
    },

    /**
     * The page for key: from the cache, or rendered now. A fresh render that cannot be shared is handed
     * back as its own Response (streamed as usual).
     */
    async serve(key: string, render: () => Promise<Response>): Promise<CachedPage | Response> {
      const at = now();
      const existing = entries.get(key);
      if (existing && existing.expiresAt > at) {
        // A render that failed or could not be shared: this request renders for itself.
        const page = await existing.page.catch(() => null);
        if (page) return page;
      }
      if (existing?.ready && at - existing.ready.at < staleMs) {
        if (!existing.refreshing) refresh(key, existing, render);
        return existing.ready.page;
      }
      let unshareable: Response | undefined;
      const page = render().then(async (response) => {
        if (!isShareable(response)) {
          unshareable = response;
          return null;
        }
        return capture(response);
      });
      const entry: Entry = { page, expiresAt: at + ttlMs };
      page.then(
        (result) => {
          if (result) entry.ready = { page: result, at };
        },
        () => {},
      );
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      try {
        const result = await page;
        if (result) return result;
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
      if (entries.get(key) === entry) entries.delete(key);
      return unshareable!;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
