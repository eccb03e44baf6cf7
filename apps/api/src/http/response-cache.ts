/**
 * Serialized JSON responses of read-mostly endpoints, kept for a short time per key. Concurrent misses
 * of one key share a single computation; failures are not kept. A TTL of 0 turns it off.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  async json(key: string, compute: () => Promise<unknown>): Promise<string> {
    if (this.ttlMs <= 0) return JSON.stringify(await compute());
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.json;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = compute()
      .then((value) => {
        const json = JSON.stringify(value);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.delete(key);
        this.entries.set(key, { json, expiresAt: this.now() + this.ttlMs });
        return json;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
