/**
 * Values read from the database a moment ago, per key, for reads that may lag by up to a TTL (the cart's
 * pricing inputs; docs/decisions/0018-cart-reads-may-lag.md). Concurrent misses of a key share one read,
 * a failed read is not kept, and a read that started before a forget() or clear() is not kept either (it
 * may hold what was just changed). A TTL of 0 reads every time and keeps nothing.
 */
export class RecentReads<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  /** Moves on with every forget and clear: a read that started before one is not kept. */
  private generation = 0;

  constructor(private readonly maxEntries = 50_000) {}

  private fresh(key: string, now: number, ttlMs: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // A clock that moved back (tests move it) makes an entry untrustworthy, like an old one.
    if (hit.until > now && hit.until - now <= ttlMs) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  private keep(key: string, value: V, until: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  /** The value of `key` read within `ttlMs` before `now`, else `read()`'s (kept for `ttlMs`). */
  get(key: string, ttlMs: number, now: number, read: () => Promise<V>): Promise<V> {
    if (ttlMs <= 0) return read();
    const hit = this.fresh(key, now, ttlMs);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = read()
      .then((value) => {
        if (generation === this.generation) this.keep(key, value, now + ttlMs);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
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
    const found = new Map<string, V>();
    const waiting: [string, Promise<V>][] = [];
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.fresh(key, now, ttlMs);
      if (hit !== undefined) found.set(key, hit);
      else {
        const inFlight = this.pending.get(key);
        if (inFlight) waiting.push([key, inFlight]);
        else missing.push(key);
      }
    }
    if (missing.length > 0) {
      const generation = this.generation;
      const batch = readMissing(missing);
      for (const key of missing) {
        const promise = batch
          .then((values) => {
            if (!values.has(key)) throw new Error(`RecentReads: no value read for ${key}`);
            const value = values.get(key) as V;
            if (generation === this.generation) this.keep(key, value, now + ttlMs);
            return value;
          })
          .finally(() => {
            if (this.pending.get(key) === promise) this.pending.delete(key);
          });
        // Only the batch's own rejection is reported (below); the per-key copies must not go unhandled.
        promise.catch(() => {});
        this.pending.set(key, promise);
        waiting.push([key, promise]);
      }
      await batch;
    }
    for (const [key, promise] of waiting) found.set(key, await promise);
    return found;
  }

  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How a read for pricing may be served: from the database now, or from what was read a moment ago. */
export type Freshness = "live" | "recent";
