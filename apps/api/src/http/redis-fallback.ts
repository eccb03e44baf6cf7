import type { Redis } from "ioredis";

/**
 * Runs `shared` on Redis when the connection is up, else (or when it fails) `local` in this process:
 * with Redis down each instance keeps its own counts (docs/operations.md, "Faults") instead of failing
 * requests or waiting for a reconnect. `onFallback` hears the first failure of each outage.
 */
/** Connection states in which Redis gets the command: up, or making its first connection. */
const SHARED_STATES = new Set(["ready", "wait", "connecting", "connect"]);

export function redisOrLocal(redis: Redis, onFallback: (error: unknown) => void = () => {}) {
  let down = false;
  return async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    // While the first connection is being made, commands wait in ioredis's queue (bounded by its command
    // timeout): counting locally then would let each new instance start with counts of its own.
    if (!SHARED_STATES.has(redis.status)) return local();
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
