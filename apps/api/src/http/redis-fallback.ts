import type { Redis } from "ioredis";

/**
 * Runs `shared` on Redis when the connection is up, else (or when it fails) `local` in this process:
 * with Redis down each instance keeps its own counts (docs/operations.md, "Faults") instead of failing
 * requests or waiting for a reconnect. `onFallback` hears the first failure of each outage.
 */
export function redisOrLocal(redis: Redis, onFallback: (error: unknown) => void = () => {}) {
  let down = false;
  return async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (redis.status !== "ready") return local();
    try {
      const result = await shared();
      down = false;
      return result;
    } catch (error) {
      if (!down) onFallback(error);
      down = true;
      return local();
    }
  };
}

/** What /api/health reports of Redis: none configured, connected, or not reachable. */
export function redisState(redis: Redis | undefined): "none" | "ok" | "down" {
  if (!redis) return "none";
  return redis.status === "ready" ? "ok" : "down";
}
