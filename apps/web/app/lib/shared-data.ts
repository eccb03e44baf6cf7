import { shortCache } from "@ojas/cache";
import { marketFromPath } from "@ojas/domain";
import type { AppLoadContext } from "react-router";

// Loader data that is the same for every shopper (a landing's copy, products, articles ...), shared across
// requests on the server for context.sharedDataTtlMs (docs/decisions/0015). Per-shopper data (plans with
// canBuy, the cart, the session) is never put here.

export type Share = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export const SHARED_DATA_MAX_ENTRIES = 300;

/**
 * A store of shared loads: concurrent callers of one key share one load; a failed load is not kept (a caller
 * that joined someone else's failed load tries once on its own). The least recently used go first beyond
 * maxEntries.
 */
export function createSharedData(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = SHARED_DATA_MAX_ENTRIES,
): Share {
  const entries = shortCache<unknown>({ max: maxEntries, ttl: ttlMs, now });
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let mine = false;
    try {
      return (await entries.fetch(key, () => {
        mine = true;
        return load();
      })) as T;
    } catch (error) {
      if (mine) throw error;
      return load();
    }
  };
}

const stores = new Map<number, Share>();

/** The shared loads of this server for a page request, keyed within the page's market. */
export function shareFor(request: Request, context: AppLoadContext): Share {
  const ttl = context.sharedDataTtlMs ?? 0;
  let store = stores.get(ttl);
  if (!store) {
    store = createSharedData(ttl);
    stores.set(ttl, store);
  }
  const market = marketFromPath(new URL(request.url).pathname);
  const shared = store;
  return (key, load) => shared(`${market}:${key}`, load);
}
