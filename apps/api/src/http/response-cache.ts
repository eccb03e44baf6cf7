import { RecentReads } from "../db/recent-reads.ts";
import { JsonBody } from "./http-cache.ts";

/**
 * Serialized JSON responses of read-mostly endpoints, kept for a short time per key: RecentReads of the
 * JSON text, so concurrent misses of one key share a single computation, failures are not kept, and a
 * computation that started before clear() is not kept. A TTL of 0 turns it off. Each response keeps its
 * ETag and compressed forms once made (http-cache.ts), so a clear() forgets them with it.
 */
export class ResponseCache {
  private readonly reads: RecentReads<JsonBody>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {
    this.reads = new RecentReads(maxEntries);
  }

  body(key: string, compute: () => Promise<unknown>): Promise<JsonBody> {
    return this.reads.get(
      key,
      this.ttlMs,
      this.now(),
      async () => new JsonBody(JSON.stringify(await compute())),
    );
  }

  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    return (await this.body(key, compute)).text;
  }

  clear(): void {
    this.reads.clear();
  }

  get size(): number {
    return this.reads.size;
  }
}
