import { marketFromPath } from "@ojas/domain";
import type { AppLoadContext } from "react-router";

// Loader data that is the same for every shopper (a landing's copy, products, articles ...), shared across
// requests on the server for context.sharedDataTtlMs (docs/decisions/0015). Per-shopper data (plans with
// canBuy, the cart, the session) is never put here.

export type Share = <T>(key: string, load: () => Promise<T>) => Promise<T>;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export const SHARED_DATA_MAX_ENTRIES = 300;

/**
 * A store of shared loads: concurrent callers of one key share one load; a failed load is not kept (a caller
 * that joined someone else's failed load tries once on its own). Oldest entries go first beyond maxEntries.
 */
export function createSharedData(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = SHARED_DATA_MAX_ENTRIES,
): Share {
  const entries = new Map<string, Entry>();
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const at = now();
    const existing = entries.get(key);
    if (existing && existing.expiresAt > at) {
      try {
        return (await existing.value) as T;
      } catch {
        return load();
      }
    }
    const value = load();
    const entry: Entry = { value, expiresAt: at + ttlMs };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
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
