// Redis stopped under a running server (docs/operations.md, "Faults"): the server keeps serving, counts
// rate limits and OTP limits in its own memory (per instance) until Redis is back, and /api/health says
// "degraded" meanwhile.
import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  hasRedisServer,
  type PrivateRedis,
  type ServerProcess,
  sleep,
  startPrivateRedis,
  startServer,
  stopServer,
  until,
} from "../test/processes.ts";

const WINDOW_MS = 2_000;
const RATE_LIMIT = 20;
const OTP_PER_ADDRESS = 3;

let redis: PrivateRedis | undefined;
let server: ServerProcess | undefined;
let probe: Redis | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ojas-redis-down-"));
afterAll(async () => {
  probe?.disconnect();
  if (server) await stopServer(server);
  await redis?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const headers = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };
const health = async (base: string) => {
  const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
  return { status: res.status, json: (await res.json()) as { body?: object; error?: { code: number } } };
};
const askOtp = async (base: string) => {
  const res = await fetch(`${base}/api/auth/login-or-signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ phoneNumber: `9${String(randomInt(100_000_000, 999_999_999))}` }),
    signal: AbortSignal.timeout(5_000),
  });
  return { status: res.status, code: ((await res.json()) as { error?: { code: number } }).error?.code };
};
const healthIs = (base: string, body: object) => async () =>
  JSON.stringify((await health(base)).json) === JSON.stringify({ body });
/** Every poll counts against the rate limit (RATE_LIMIT per WINDOW_MS): 10 a second stays under it. */
const POLL_MS = 100;

// Its own server and Redis whatever the project: run once, in the default one.
describe.skipIf(!hasRedisServer || inject("pgTemplate") !== "")("Redis down", () => {
  it("keeps serving with limits per instance, says degraded, and goes back to Redis when it returns", async () => {
    redis = await startPrivateRedis();
    server = await startServer({
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: String(RATE_LIMIT),
      RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
      OTP_SENDS_PER_ADDRESS: String(OTP_PER_ADDRESS),
    });
    const base = server.base;
    await sleep(WINDOW_MS + 100);

    // Up: limits count in Redis, where every instance sees them.
    expect(await health(base)).toEqual({
      status: 200,
      json: { body: { status: "ok", db: "ok", redis: "ok" } },
    });
    expect((await askOtp(base)).status).toBe(200);
    probe = new Redis(redis.url);
    expect(Number(await probe.get("ojas:limits:otp:address:127.0.0.1"))).toBe(1);
    expect((await probe.keys("ojas-rl:*")).length).toBeGreaterThan(0);
    probe.disconnect();

    await redis.stop();
    await until(
      healthIs(base, { status: "degraded", db: "ok", redis: "down" }),
      "health to say degraded",
      5_000,
      POLL_MS,
    );
    await sleep(WINDOW_MS + 100);

    // Rate limit: still enforced, in this instance's memory.
    const burst = await Promise.all(Array.from({ length: RATE_LIMIT + 5 }, () => health(base)));
    const statuses = burst.map((b) => b.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(burst.find((b) => b.status === 429)?.json).toMatchObject({ error: { code: 4290 } });
    await sleep(WINDOW_MS + 100);

    // OTP sends per client address: counted from zero in memory, and still refused past the limit.
    const otps = [];
    for (let i = 0; i < OTP_PER_ADDRESS + 1; i++) otps.push(await askOtp(base));
    expect(otps.map((o) => o.status)).toEqual([...Array(OTP_PER_ADDRESS).fill(200), 429]);
    expect(otps.at(-1)?.code).toBe(4290);
    expect(server.alive()).toBe(true);

    // Back: the server reconnects by itself and counts in Redis again.
    await redis.start();
    await until(
      healthIs(base, { status: "ok", db: "ok", redis: "ok" }),
      "health to say ok again",
      8_000,
      POLL_MS,
    );
    await sleep(WINDOW_MS + 100);
    expect((await askOtp(base)).status).toBe(200);
    probe = new Redis(redis.url);
    expect(Number(await probe.get("ojas:limits:otp:address:127.0.0.1"))).toBe(1);
    // It took 56-68 s on a busy two-core machine (load average 10-12), against the 60 s it had.
  }, 120_000);
});
