import type { Redis } from "ioredis";
import type { Deps } from "../deps.ts";
import { redisOrLocal } from "./redis-fallback.ts";

/**
 * Windowed counters for limits (OTP sends, wrong passwords, per-address sends). A window opens at a
 * key's first hit and lasts windowMs. In-process by default; in Redis when there is one, so every
 * instance behind a load balancer counts against the same limit. While Redis is down each instance counts
 * in its own memory (docs/operations.md, "Faults").
 */
export interface Counters {
  /** Counts one more event and returns the count in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window, without counting. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      if (windows.size > 100_000) {
        for (const k of windows.keys()) live(k);
      }
      const w = live(key) ?? { count: 0, endsAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return w.count;
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounters(redis: Redis, prefix = "ojas:limits:"): Counters {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pttl(k).exec();
      if (!results) throw new Error("Redis transaction was aborted");
      const [[incrError, count], [, ttl]] = results as [[Error | null, number], [Error | null, number]];
      if (incrError) throw incrError;
      // -1: no expiry yet (first hit, or a crash between the two calls last time).
      if (ttl === -1) await redis.pexpire(k, windowMs);
      return count;
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Redis's counters while it answers, this process's own while it does not. */
export function fallbackCounters(
  shared: Counters,
  local: Counters,
  run: ReturnType<typeof redisOrLocal>,
): Counters {
  return {
    hit: (key, windowMs) =>
      run(
        () => shared.hit(key, windowMs),
        () => local.hit(key, windowMs),
      ),
    peek: (key) =>
      run(
        () => shared.peek(key),
        () => local.peek(key),
      ),
    reset: (key) =>
      run(
        async () => {
          await Promise.all([shared.reset(key), local.reset(key)]);
        },
        () => local.reset(key),
      ),
  };
}

const byDeps = new WeakMap<Deps, Counters>();

/** The counters of this app: one store per Deps, Redis-backed when deps.redis is set. */
export function countersFor(deps: Deps): Counters {
  let counters = byDeps.get(deps);
  if (!counters) {
    counters = deps.redis
      ? fallbackCounters(
          redisCounters(deps.redis),
          memoryCounters(deps.now),
          redisOrLocal(deps.redis, (error) =>
            console.warn(
              `Redis is unreachable (${String(error)}): limits count per instance until it is back`,
            ),
          ),
        )
      : memoryCounters(deps.now);
    byDeps.set(deps, counters);
  }
  return counters;
}
