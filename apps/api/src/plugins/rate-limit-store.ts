// @fastify/rate-limit's store: counts in Redis while it answers, in this process while it does not, so a
// Redis outage leaves each instance limiting on its own instead of failing every request
// (docs/operations.md, "Faults").
import type { Redis } from "ioredis";
import { redisOrLocal } from "../http/redis-fallback.ts";

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;
/** What the plugin passes to child(): the route's options with its method and url in routeInfo. */
type RouteOptions = object;

/** One window per key in memory, as the plugin's LocalStore keeps it (a fixed window from the first hit). */
class MemoryWindows {
  private windows = new Map<string, { count: number; endsAt: number }>();
  incr(key: string, timeWindow: number): Answer {
    const now = Date.now();
    if (this.windows.size > 50_000) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.endsAt - now };
  }
}

async function redisIncr(redis: Redis, key: string, timeWindow: number): Promise<Answer> {
  const results = await redis.multi().incr(key).pttl(key).exec();
  if (!results) throw new Error("Redis transaction was aborted");
  const [[incrError, current], [ttlError, ttl]] = results as [[Error | null, number], [Error | null, number]];
  if (incrError || ttlError) throw incrError ?? ttlError;
  if (ttl < 0) {
    await redis.pexpire(key, timeWindow);
    return { current, ttl: timeWindow };
  }
  return { current, ttl };
}

export function fallbackRateLimitStore(redis: Redis, prefix: string, onFallback: (error: unknown) => void) {
  const run = redisOrLocal(redis, onFallback);
  const memory = new MemoryWindows();
  class Store {
    constructor(
      _params?: unknown,
      private readonly keyPrefix = prefix,
    ) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      const k = this.keyPrefix + key;
      run(
        () => redisIncr(redis, k, timeWindow),
        async () => memory.incr(k, timeWindow),
      ).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: RouteOptions) {
      const { method, url } = (routeOptions as { routeInfo: { method: string; url: string } }).routeInfo;
      return new Store(undefined, `${this.keyPrefix}${method}${url}-`);
    }
  }
  return Store;
}
