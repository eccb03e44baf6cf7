import { describe, expect, it } from "vitest";
import { RecentReads } from "./recent-reads.ts";

const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("RecentReads", () => {
  it("keeps a read for the TTL, then reads again", async () => {
    const reads = new RecentReads<number>();
    let calls = 0;
    const read = async () => ++calls;
    expect(await reads.get("k", 1000, 5000, read)).toBe(1);
    expect(await reads.get("k", 1000, 5999, read)).toBe(1);
    expect(await reads.get("k", 1000, 6000, read)).toBe(2);
    expect(await reads.get("other", 1000, 6000, read)).toBe(3);
  });

  it("reads every time and keeps nothing with a TTL of 0", async () => {
    const reads = new RecentReads<number>();
    let calls = 0;
    await reads.get("k", 0, 1, async () => ++calls);
    await reads.get("k", 0, 1, async () => ++calls);
    expect(calls).toBe(2);
    expect(reads.size).toBe(0);
  });

  it("does not trust an entry when the clock moved back, nor past a shorter TTL", async () => {
    const reads = new RecentReads<number>();
    let calls = 0;
    const read = async () => ++calls;
    await reads.get("k", 1000, 5000, read);
    expect(await reads.get("k", 1000, 4000, read)).toBe(2);
    await reads.get("k", 1000, 4000, read);
    expect(await reads.get("k", 100, 4000, read)).toBe(3);
  });

  it("shares one read among concurrent misses and keeps no failure", async () => {
    const reads = new RecentReads<number>();
    let calls = 0;
    const read = () => later(++calls);
    expect(await Promise.all([reads.get("k", 1000, 1, read), reads.get("k", 1000, 1, read)])).toEqual([1, 1]);
    await expect(reads.get("bad", 1000, 1, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await reads.get("bad", 1000, 1, async () => 7)).toBe(7);
  });

  it("does not keep a read that started before a forget or a clear", async () => {
    const reads = new RecentReads<string>();
    const racing = reads.get("k", 1000, 1, () => later("before the change"));
    reads.forget("k");
    expect(await racing).toBe("before the change");
    expect(await reads.get("k", 1000, 1, async () => "after")).toBe("after");
    expect(await reads.get("k", 1000, 1, async () => "not read")).toBe("after");
    reads.clear();
    expect(await reads.get("k", 1000, 1, async () => "read again")).toBe("read again");
  });

  it("reads only the keys it has not read recently, together", async () => {
    const reads = new RecentReads<string>();
    const batches: string[][] = [];
    const readMissing = async (keys: string[]) => {
      batches.push(keys);
      return new Map(keys.map((k) => [k, `${k}@${batches.length}`]));
    };
    expect([...(await reads.getMany(["a", "b"], 1000, 1, readMissing))]).toEqual([
      ["a", "a@1"],
      ["b", "b@1"],
    ]);
    const second = await reads.getMany(["b", "c"], 1000, 2, readMissing);
    expect(Object.fromEntries(second)).toEqual({ b: "b@1", c: "c@2" });
    expect(batches).toEqual([["a", "b"], ["c"]]);
  });

  it("lets a batch wait for keys another batch is reading, and reports a failed batch", async () => {
    const reads = new RecentReads<string>();
    const batches: string[][] = [];
    const readMissing = async (keys: string[]) => {
      batches.push(keys);
      return later(new Map(keys.map((k) => [k, k.toUpperCase()])));
    };
    const [first, second] = await Promise.all([
      reads.getMany(["a", "b"], 1000, 1, readMissing),
      reads.getMany(["b", "c"], 1000, 1, readMissing),
    ]);
    expect(Object.fromEntries(first)).toEqual({ a: "A", b: "B" });
    expect(Object.fromEntries(second)).toEqual({ b: "B", c: "C" });
    expect(batches).toEqual([["a", "b"], ["c"]]);
    await expect(reads.getMany(["x"], 1000, 1, () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(Object.fromEntries(await reads.getMany(["x"], 1000, 1, readMissing))).toEqual({ x: "X" });
  });
});
