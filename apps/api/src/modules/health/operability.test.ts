// Liveness and readiness, and GET /api/metrics (docs/operations.md, "Health" and "Metrics").
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Deps } from "../../deps.ts";
import { settleJob } from "../../jobs/worker.ts";
import { markWorking } from "../../jobs/working.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { runRenewals } from "../../workflows/subscription-jobs.ts";
import { seedDueSubscriptions } from "../subscriptions/renewals-testing.ts";
import { readiness } from "./routes.ts";

let ctx: TestContext;
const apps: FastifyInstance[] = [];
const TOKEN = "metrics-token-for-tests-0123456789";

beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  markWorking(ctx.deps.jobs!, false);
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(deps: Partial<Deps>): Promise<FastifyInstance> {
  const app = await buildApp({ deps: { ...ctx.deps, ...deps } });
  apps.push(app);
  await app.ready();
  return app;
}

describe("liveness and readiness", () => {
  it("is live whenever the process answers; the old health check answers as the contract says", async () => {
    const live = await call(ctx, { method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ body: { status: "ok" } });
    const health = await call(ctx, { method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ body: { status: "ok", db: "ok" } });
  });

  it("is not ready (503) until this instance works the job queue, then ready", async () => {
    const before = await call(ctx, { method: "GET", url: "/api/health/ready" });
    expect(before.statusCode).toBe(503);
    expect(before.json().body).toEqual({
      status: "not_ready",
      db: "ok",
      migrations: "ok",
      jobs: "not_working",
      redis: "not_configured",
    });
    markWorking(ctx.deps.jobs!, true);
    const after = await call(ctx, { method: "GET", url: "/api/health/ready" });
    expect(after.statusCode).toBe(200);
    expect(after.json().body).toMatchObject({ status: "ready", jobs: "working" });
  });

  it("is not ready when the database does not answer, and still live", async () => {
    markWorking(ctx.deps.jobs!, true);
    const gone = { ...ctx.deps.db, execute: () => Promise.reject(new Error("connection refused")) };
    const app = await appWith({ db: gone as unknown as Deps["db"] });
    const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().body).toMatchObject({ status: "not_ready", db: "down", migrations: "unknown" });
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });

  it("reports Redis down but stays ready: the documented fallback is per instance", async () => {
    markWorking(ctx.deps.jobs!, true);
    const redis = (ping: () => Promise<string>) => ({ ping }) as unknown as Deps["redis"];
    const down = await readiness({
      ...ctx.deps,
      redis: redis(() => Promise.reject(new Error("ECONNREFUSED"))),
    });
    expect(down).toMatchObject({ status: "ready", redis: "down" });
    const up = await readiness({ ...ctx.deps, redis: redis(() => Promise.resolve("PONG")) });
    expect(up).toMatchObject({ status: "ready", redis: "ok" });
  });
});

/** Prometheus text: `name{labels} value` lines under # HELP / # TYPE; answers the samples. */
function parse(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case.
    const raw = match[2]!.toLowerCase();
    const value =
      raw === "nan" ? Number.NaN : raw === "+inf" ? Infinity : raw === "-inf" ? -Infinity : Number(raw);
    if (Number.isNaN(value) && raw !== "nan") throw new Error(`bad value: ${line}`);
    samples.set(match[1]!, value);
  }
  return samples;
}

describe("GET /api/metrics", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ config: { ...ctx.deps.config, metricsToken: TOKEN } });
  });
  const scrape = async () => {
    const res = await app.inject({
      method: "GET",
      url: "/api/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(res.body);
  };

  it("does not exist without METRICS_TOKEN (4040), and asks for the token when set (4011)", async () => {
    const none = await call(ctx, { method: "GET", url: "/api/metrics" });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe(4040);
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe(4011);
    }
  });

  it("counts requests per route pattern and status, never per raw URL", async () => {
    const key =
      'ojas_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}';
    const before = (await scrape()).get(key) ?? 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: "/api/health/live" });
    const secret = `no-such-${randomUUID()}`;
    await app.inject({ method: "GET", url: `/api/${secret}` });
    await app.inject({ method: "GET", url: `/api/catalogue/v3/product/${secret}` });
    const after = await scrape();
    expect(after.get(key)).toBe(before + 3);
    expect(
      after.get(
        'ojas_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health/live",status="200"}',
      ),
    ).toBe(before + 3);
    expect([...after.keys()].some((k) => k.includes('route="unmatched",status="404"'))).toBe(true);
    expect([...after.keys()].some((k) => k.includes(secret))).toBe(false);
  });

  it("shows the pool, the job queues, the process, and jobs worked", async () => {
    const failing = { queue: { name: "ops.metrics" }, handle: () => Promise.reject(new Error("no")) };
    await settleJob(failing, { id: randomUUID(), name: "ops.metrics", data: {} } as never, undefined);
    const samples = await scrape();
    expect(samples.get('ojas_db_pool_max{driver="pglite"}')).toBe(1);
    expect(samples.get("ojas_db_transactions_open")).toBe(0);
    expect(samples.get('ojas_job_queue_jobs{queue="orders.confirmation",state="queued"}')).toEqual(
      expect.any(Number),
    );
    expect(samples.get('ojas_job_queue_jobs{queue="subscriptions.renew",state="failed"}')).toEqual(
      expect.any(Number),
    );
    expect(samples.get('ojas_jobs_worked_total{queue="ops.metrics",result="failed"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(samples.get("ojas_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts renewals charged and declined", async () => {
    const samples = await scrape();
    const renewed = samples.get('ojas_subscription_renewals_total{outcome="renewed"}') ?? 0;
    const failed = samples.get('ojas_subscription_renewals_total{outcome="failed"}') ?? 0;
    const tag = `ops${randomUUID().slice(0, 8)}`;
    const periodEnd = Date.now() - 60_000;
    await seedDueSubscriptions(ctx.deps.db, { count: 2, periodEnd, tag: `${tag}a` });
    await seedDueSubscriptions(ctx.deps.db, { count: 1, periodEnd, tag: `${tag}d`, behaviour: "DECLINE" });
    await runRenewals(ctx.deps);
    const after = await scrape();
    expect(after.get('ojas_subscription_renewals_total{outcome="renewed"}')).toBeGreaterThanOrEqual(
      renewed + 2,
    );
    expect(after.get('ojas_subscription_renewals_total{outcome="failed"}')).toBeGreaterThanOrEqual(
      failed + 1,
    );
  });
});
