import { LRUCache } from "lru-cache";

// Short-lived caches of the api and the storefront (docs/architecture.md, "Short-lived caches"): lru-cache
// keeps the entries (size cap, one fetch for concurrent misses, what a failed or aborted fetch leaves); this
// file adds the clock the shop's tests move and the freshness rule every cache here shares.

export interface ShortCacheOptions<V> {
  /** Most entries kept; the least recently used go first beyond it. */
  max: number;
  /** How long an entry is fresh, in ms; 0 keeps nothing (every fetch loads), Infinity keeps until evicted. */
  ttl: number;
  /**
   * How long past its TTL an entry is still served while one background fetch replaces it (stale while
   * revalidate). A background fetch that fails leaves the old entry until the next fetch tries again.
   */
  staleMs?: number;
  /** The clock. An entry from later than now (a clock moved back, as tests do) is not trusted. */
  now?: () => number;
  /** What fetch() loads when it is given no loader. */
  fetch?: (key: string) => Promise<V>;
}

interface Box<V> {
  value: V;
  expiresAt: number;
}

type Load<V> = (key: string) => Promise<V>;

export interface ShortCache<V> {
  /** The fresh value of key, or undefined. `at`: the time of the call, where the caller brings its clock. */
  get(key: string, at?: number): V | undefined;
  /** Keeps value as fresh for ttl (default: the cache's TTL). */
  set(key: string, value: V, ttl?: number, at?: number): void;
  /**
   * The fresh value of key, else load()'s, kept for ttl (default: the cache's). Concurrent misses of a key
   * share one load; a failed load is not kept, nor one that was running when its key was deleted or the
   * cache cleared (it may hold what was just changed): its callers still get what it read.
   */
  fetch(key: string, load?: Load<V>, ttl?: number, at?: number): Promise<V>;
  delete(key: string): void;
  clear(): void;
  /** The kept keys and values, fresh or not, most recently used first. */
  entries(): Generator<[string, V]>;
  readonly size: number;
}

export function shortCache<V>(options: ShortCacheOptions<V>): ShortCache<V> {
  const clock = options.now ?? Date.now;
  // A call given its own time (`at`) is served at that time, lru-cache's checks included.
  let callAt: number | undefined;
  const now = () => callAt ?? clock();
  const timed = (at: number | undefined) => {
    callAt = at;
  };
  const staleMs = options.staleMs ?? 0;
  const lru = new LRUCache<string, Box<V>, { load: Load<V>; ttl: number }>({
    max: options.max,
    perf: { now },
    // Read the clock on every check: by default lru-cache reuses a reading for 1 ms, and tests move it.
    ttlResolution: 0,
    // A load whose key was deleted meanwhile still answers its callers; lru-cache then does not keep it.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context }) => {
      const expiresAt = now() + context.ttl;
      return { value: await context.load(key), expiresAt };
    },
  });

  const ttlOf = (ttl: number | undefined) => ttl ?? options.ttl;
  // lru-cache's TTL of an entry: it drops entries past the stale window; 0 is none.
  const lruTtl = (ttl: number) => (Number.isFinite(ttl) ? ttl + staleMs : 0);
  // Fresh: ends within ttl from now. lru-cache's own check keeps an entry one ms longer and trusts a clock
  // that moved back, hence this one.
  const fresh = (box: Box<V>, at: number, ttl: number) => box.expiresAt > at && box.expiresAt - at <= ttl;
  const servable = (box: Box<V>, at: number, ttl: number) =>
    box.expiresAt + staleMs > at && box.expiresAt - at <= ttl;
  const kept = (key: string) => lru.get(key, { allowStale: true });
  const loaderFor = (load: Load<V> | undefined): Load<V> => {
    const loader = load ?? options.fetch;
    if (!loader) throw new Error("shortCache: fetch() needs a loader");
    return loader;
  };

  function fetchBox(key: string, load: Load<V>, ttl: number, refresh = false): Promise<Box<V>> {
    return lru.fetch(key, {
      context: { load, ttl },
      ttl: lruTtl(ttl),
      forceRefresh: true,
      allowStaleOnFetchRejection: refresh,
    }) as Promise<Box<V>>;
  }

  return {
    get(key, at) {
      timed(at);
      const box = kept(key);
      return box && fresh(box, now(), options.ttl) ? box.value : undefined;
    },
    set(key, value, ttl, at) {
      timed(at);
      const t = ttlOf(ttl);
      if (t <= 0) return;
      lru.set(key, { value, expiresAt: now() + t }, { ttl: lruTtl(t) });
    },
    fetch(key, load, ttl, callTime) {
      timed(callTime);
      const t = ttlOf(ttl);
      const loader = loaderFor(load);
      if (t <= 0) return loader(key);
      const at = now();
      const box = kept(key);
      if (box && fresh(box, at, t)) return Promise.resolve(box.value);
      if (box && staleMs > 0 && servable(box, at, t)) {
        // Served stale; lru-cache runs one background load for it, joined by later callers.
        fetchBox(key, loader, t, true).catch(() => {});
        return Promise.resolve(box.value);
      }
      // forceRefresh: lru-cache joins a load already running for key, else starts one even when its own
      // check would still serve the entry this file found stale.
      return fetchBox(key, loader, t).then((b) => b.value);
    },
    delete(key) {
      lru.delete(key);
    },
    clear() {
      lru.clear();
    },
    *entries() {
      for (const [key, box] of lru.entries()) yield [key, box.value];
    },
    get size() {
      return lru.size;
    },
  };
}
