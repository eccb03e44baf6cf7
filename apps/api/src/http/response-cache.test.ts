import { describe, expect, it } from "vitest";
import { ResponseCache } from "./response-cache.ts";

describe("ResponseCache", () => {
  it("keeps a response for its TTL, then computes again", async () => {
    let now = 1000;
    let calls = 0;
    const cache = new ResponseCache(5000, 10, () => now);
    const compute = async () => ({ n: ++calls });
    expect(await cache.json("k", compute)).toBe('{"n":1}');
    now += 4999;
    expect(await cache.json("k", compute)).toBe('{"n":1}');
    now += 1;
    expect(await cache.json("k", compute)).toBe('{"n":2}');
  });

  it("shares one computation between concurrent misses", async () => {
    let calls = 0;
    const cache = new ResponseCache(1000);
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return calls;
    };
    const results = await Promise.all([cache.json("k", compute), cache.json("k", compute)]);
    expect(results).toEqual(["1", "1"]);
    expect(calls).toBe(1);
  });

  it("does not keep failures, and is off with a TTL of 0", async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.json("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.json("k", async () => "ok")).toBe('"ok"');
    let calls = 0;
    const off = new ResponseCache(0);
    await off.json("k", async () => ++calls);
    await off.json("k", async () => ++calls);
    expect(calls).toBe(2);
    expect(off.size).toBe(0);
  });

  it("drops the oldest entry beyond its size and clears on demand", async () => {
    const cache = new ResponseCache(1000, 2);
    for (const k of ["a", "b", "c"]) await cache.json(k, async () => k);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("keeps each response's ETag and compressed forms with it, made once", async () => {
    const cache = new ResponseCache(1000);
    const first = await cache.body("k", async () => ({ text: "x".repeat(2000) }));
    const again = await cache.body("k", async () => ({ text: "y" }));
    expect(again).toBe(first);
    expect(again.etag).toBe(first.etag);
    expect(again.encoded("br")).toBe(first.encoded("br"));
    expect(again.encoded("gzip")).not.toBe(first.encoded("br"));
    cache.clear();
    expect((await cache.body("k", async () => ({ text: "y" }))).etag).not.toBe(first.etag);
  });
});
