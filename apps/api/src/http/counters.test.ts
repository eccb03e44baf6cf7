import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type Counters, memoryCounters, redisCounters } from "./counters.ts";

/** The same rules, whichever store keeps the counts. */
function behavesAsCounters(make: () => { counters: Counters; advance: (ms: number) => Promise<void> }) {
  it("counts hits within a window and starts over after it", async () => {
    const { counters, advance } = make();
    const key = `k-${randomUUID()}`;
    expect(await counters.peek(key)).toBe(0);
    expect(await counters.hit(key, 300)).toBe(1);
    expect(await counters.hit(key, 300)).toBe(2);
    expect(await counters.peek(key)).toBe(2);
    await advance(400);
    expect(await counters.peek(key)).toBe(0);
    expect(await counters.hit(key, 300)).toBe(1);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const { counters } = make();
    const a = `a-${randomUUID()}`;
    const b = `b-${randomUUID()}`;
    await counters.hit(a, 10_000);
    await counters.hit(a, 10_000);
    await counters.hit(b, 10_000);
    expect([await counters.peek(a), await counters.peek(b)]).toEqual([2, 1]);
    await counters.reset(a);
    expect(await counters.peek(a)).toBe(0);
  });
}

describe("memoryCounters", () => {
  behavesAsCounters(() => {
    let now = 1_000_000;
    return {
      counters: memoryCounters(() => now),
      advance: async (ms) => {
        now += ms;
      },
    };
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("redisCounters", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });
  behavesAsCounters(() => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(redis);
    // A prefix per run: parallel runs sharing one Redis never share a counter.
    const counters = redisCounters(redis, `ojas-test:${randomUUID()}:`);
    return {
      counters,
      advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
  });

  it("shares counts between instances and sets an expiry", async () => {
    const prefix = `ojas-test:${randomUUID()}:`;
    const one = new Redis(process.env.TEST_REDIS_URL!);
    const two = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await redisCounters(one, prefix).hit("otp:send:+919800000001", 60_000);
      expect(await redisCounters(two, prefix).hit("otp:send:+919800000001", 60_000)).toBe(2);
      const ttl = await one.pttl(`${prefix}otp:send:+919800000001`);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      one.disconnect();
      two.disconnect();
    }
  });
});
