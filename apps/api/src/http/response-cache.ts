import { RecentReads } from "../db/recent-reads.ts";

/**
 * Serialized JSON responses of read-mostly endpoints, kept for a short time per key: RecentReads of the
 * JSON text, so concurrent misses of one key share a single computation, failures are not kept, and a
 * computation that started before clear() is not kept. A TTL of 0 turns it off.
 */
export class ResponseCache {
  private readonly reads: RecentReads<string>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.reads = new RecentReads(maxEntries);
  }

  json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return this.reads.get(key, this.ttlMs, this.now(), async () => JSON.stringify(await compute()));
  }

  clear(): void {
    this.reads.clear();
  }

  get size(): number {
    return this.reads.size;
  }
}
