import { describe, expect, it } from "vitest";
import { shortCache } from "./short-cache.ts";

const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function clock(start = 1000) {
  const c = { at: start, now: () => c.at };
  return c;
}

describe("shortCache", () => {
  it("keeps a value for its TTL, then loads again", async () => {
    const c = clock();
    const cache = shortCache<number>({ max: 10, ttl: 100, now: c.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.fetch("k", load)).toBe(1);
    c.at += 99;
    expect(await cache.fetch("k", load)).toBe(1);
    expect(cache.get("k")).toBe(1);
    c.at += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(await cache.fetch("k", load)).toBe(2);
  });

  it("serves a call at the time the caller gives, whatever its own clock says", async () => {
    const cache = shortCache<number>({ max: 10, ttl: 100, now: () => 0 });
    cache.set("k", 1, undefined, 5_000);
    expect(cache.get("k", 5_099)).toBe(1);
    expect(cache.get("k", 5_100)).toBeUndefined();
    // Without a time, the cache's clock (0): an entry from later than it is not trusted.
    cache.set("j", 2, undefined, 5_000);
    expect(cache.get("j")).toBeUndefined();
    let loads = 0;
    expect(await cache.fetch("f", async () => ++loads, undefined, 9_000)).toBe(1);
    expect(await cache.fetch("f", async () => ++loads, undefined, 9_050)).toBe(1);
    expect(await cache.fetch("f", async () => ++loads, undefined, 9_100)).toBe(2);
  });

  it("keeps an entry until it is evicted with an infinite TTL", async () => {
    const c = clock();
    const cache = shortCache<number>({ max: 10, ttl: Number.POSITIVE_INFINITY, now: c.now });
    cache.set("k", 1);
    expect(await cache.fetch("j", async () => 2)).toBe(2);
    c.at += 365 * 24 * 3_600_000;
    expect(cache.get("k")).toBe(1);
    expect(await cache.fetch("j", async () => 3)).toBe(2);
  });

  it("does not trust an entry from later than its clock", async () => {
    const c = clock();
    const cache = shortCache<number>({ max: 10, ttl: 100, now: c.now });
    cache.set("k", 1);
    c.at -= 10;
    expect(cache.get("k")).toBeUndefined();
    expect(await cache.fetch("k", async () => 2)).toBe(2);
  });

  it("evicts the least recently used entry beyond its size cap", async () => {
    const cache = shortCache<string>({ max: 2, ttl: 1000 });
    cache.set("a", "A");
    cache.set("b", "B");
    cache.get("a");
    cache.set("c", "C");
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect([...cache.entries()]).toEqual([
      ["c", "C"],
      ["a", "A"],
    ]);
  });

  it("shares one load among concurrent misses", async () => {
    const cache = shortCache<number>({ max: 10, ttl: 1000 });
    let loads = 0;
    const load = () => later(++loads);
    expect(
      await Promise.all([cache.fetch("k", load), cache.fetch("k", load), cache.fetch("k", load)]),
    ).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("keeps no failed load, and every caller of it sees the failure", async () => {
    const cache = shortCache<number>({ max: 10, ttl: 1000 });
    const failing = () => later(null).then(() => Promise.reject(new Error("down")));
    const results = await Promise.allSettled([cache.fetch("k", failing), cache.fetch("k", failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(cache.size).toBe(0);
    expect(await cache.fetch("k", async () => 7)).toBe(7);
  });

  it("does not keep a load that was running when its key was deleted or the cache cleared", async () => {
    const cache = shortCache<string>({ max: 10, ttl: 1000 });
    const racing = cache.fetch("k", () => later("before the change"));
    cache.delete("k");
    expect(await racing).toBe("before the change");
    expect(cache.get("k")).toBeUndefined();
    const cleared = cache.fetch("k", () => later("before the clear"));
    cache.clear();
    expect(await cleared).toBe("before the clear");
    expect(await cache.fetch("k", async () => "after")).toBe("after");
    expect(await cache.fetch("k", async () => "not loaded")).toBe("after");
  });

  it("keeps values that are undefined, and nothing with a TTL of 0", async () => {
    const kept = shortCache<string | undefined>({ max: 10, ttl: 1000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    await kept.fetch("k", load);
    await kept.fetch("k", load);
    expect(loads).toBe(1);
    const none = shortCache<number>({ max: 10, ttl: 0, fetch: async () => ++loads });
    await none.fetch("k");
    await none.fetch("k");
    expect(loads).toBe(3);
    expect(none.size).toBe(0);
  });

  it("serves a stale value while one background load replaces it, within staleMs", async () => {
    const c = clock();
    const cache = shortCache<string>({ max: 10, ttl: 100, staleMs: 1000, now: c.now });
    let loads = 0;
    let release!: () => void;
    const slow = () => new Promise<string>((resolve) => (release = () => resolve(`v${++loads}`)));
    cache.set("k", "v0");
    c.at += 150;
    expect(await cache.fetch("k", slow)).toBe("v0");
    expect(await cache.fetch("k", slow)).toBe("v0");
    release();
    await later(null, 1);
    expect(loads).toBe(1);
    expect(await cache.fetch("k", slow)).toBe("v1");
    // A background load that fails leaves the old value.
    c.at += 150;
    expect(await cache.fetch("k", () => Promise.reject(new Error("down")))).toBe("v1");
    await later(null, 1);
    expect(await cache.fetch("k", async () => "v2")).toBe("v1");
    await later(null, 1);
    expect(cache.get("k")).toBe("v2");
    // Past the stale window the caller waits for a fresh load.
    c.at += 2000;
    const fresh = cache.fetch("k", async () => "v9");
    expect(await fresh).toBe("v9");
  });
});
