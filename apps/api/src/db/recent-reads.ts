import { type ShortCache, shortCache } from "@ojas/cache";

/**
 * Values read from the database a moment ago, per key, for reads that may lag by up to a TTL (the cart's
 * pricing inputs; docs/decisions/0018-cart-reads-may-lag.md). Concurrent misses of a key share one read,
 * a failed read is not kept, and a read of a key that started before its forget() or a clear() is not kept
 * either (it may hold what was just changed). A TTL of 0 reads every time and keeps nothing.
 */
export class RecentReads<V> {
  private readonly entries: ShortCache<V>;

  constructor(maxEntries = 50_000) {
    this.entries = shortCache<V>({ max: maxEntries, ttl: 0 });
  }

  /** The value of `key` read within `ttlMs` before `now`, else `read()`'s (kept for `ttlMs`). */
  get(key: string, ttlMs: number, now: number, read: () => Promise<V>): Promise<V> {
    return this.entries.fetch(key, read, ttlMs, now);
  }

  /**
   * The values of `keys`, like get(): the ones not read recently (nor being read) are read together by
   * `readMissing`, which answers a value for each key it is given.
   */
  async getMany(
    keys: readonly string[],
    ttlMs: number,
    now: number,
    readMissing: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    if (ttlMs <= 0) return readMissing([...keys]);
    // The cache calls the read of each key it misses right away; those keys are then read in one batch.
    const missing: string[] = [];
    let startBatch!: (batch: Promise<Map<string, V>>) => void;
    const batch = new Promise<Map<string, V>>((resolve) => {
      startBatch = resolve;
    });
    const reads = keys.map((key) =>
      this.entries.fetch(
        key,
        async () => {
          missing.push(key);
          const values = await batch;
          if (!values.has(key)) throw new Error(`RecentReads: no value read for ${key}`);
          return values.get(key) as V;
        },
        ttlMs,
        now,
      ),
    );
    startBatch(missing.length > 0 ? readMissing(missing) : Promise.resolve(new Map()));
    const values = await Promise.all(reads);
    return new Map(keys.map((key, i) => [key, values[i]]));
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    // Clearing costs the cache's whole capacity however few entries it keeps (lru-cache's clear()); an
    // empty cache has nothing to forget, reads under way included (they are entries too).
    if (this.entries.size === 0) return;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How a read for pricing may be served: from the database now, or from what was read a moment ago. */
export type Freshness = "live" | "recent";
