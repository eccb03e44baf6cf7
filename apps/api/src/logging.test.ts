import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { logSetup, startupSummary, textLine } from "./logging.ts";
import { type TestContext, testContext } from "./test/harness.ts";

const SECRETS = {
  JWT_SECRET: "j".repeat(32),
  PAYMENT_KEY_SECRET: "p".repeat(16),
  WEBHOOK_SECRET: "w".repeat(16),
};

describe("log setup", () => {
  it("logs requests at info as JSON in production, at debug as text elsewhere, at LOG_LEVEL", () => {
    expect(logSetup(loadConfig({ NODE_ENV: "production", ...SECRETS }))).toEqual({
      level: "info",
      requestLevel: "info",
      format: "json",
    });
    expect(logSetup(loadConfig({}))).toEqual({ level: "info", requestLevel: "debug", format: "text" });
    expect(logSetup(loadConfig({ LOG_LEVEL: "debug" })).level).toBe("debug");
    expect(logSetup(loadConfig({ NODE_ENV: "production", LOG_LEVEL: "warn", ...SECRETS })).level).toBe(
      "warn",
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("writes a text line with the time, level, message, fields and an error's stack", () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(
      textLine(JSON.stringify({ level: 30, time, pid: 1, hostname: "h", msg: "hello", port: 3000 })),
    ).toBe("03:04:05 INFO hello port=3000\n");
    const line = textLine(
      JSON.stringify({ level: 50, time, msg: "failed", err: { stack: "Error: x\n    at y" } }),
    );
    expect(line).toBe("03:04:05 ERROR failed\n  Error: x\n      at y\n");
  });

  it("sums up the server in one line: address, markets, database, outbox, gateways", () => {
    const config = loadConfig({
      SITE_ORIGIN: "https://shop.test",
      DEV_OUTBOX: "0",
      PAYMENT_GATEWAY_AE: "sandbox",
    });
    const summary = startupSummary(config, "postgres");
    expect(summary).not.toContain("\n");
    expect(summary).toContain("Ojas shop on https://shop.test");
    expect(summary).toContain("markets IN /, AE /ae, US /us");
    expect(summary).toContain("database PostgreSQL");
    expect(summary).toContain("dev outbox off");
    expect(summary).toContain("payments IN sandbox, AE sandbox, US sandbox");
    expect(startupSummary(loadConfig({}), "pglite")).toMatch(/database PGlite \(.*\) · dev outbox on/);
  });
});

describe("request logs", () => {
  let ctx: TestContext;
  const closers: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    ctx = await testContext();
  });
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
  });

  async function logsOf(env: Record<string, string>) {
    const lines: string[] = [];
    const config = { ...loadConfig({ ...env, RATE_LIMIT_MAX: "100000" }), devOutbox: true };
    const app = await buildApp({
      deps: { ...ctx.deps, config },
      logger: true,
      logStream: { write: (l) => lines.push(l) },
    });
    closers.push(() => app.close());
    await app.ready();
    lines.length = 0;
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    return lines;
  }

  it("leaves requests out in development at info, so start-up lines stand out", async () => {
    expect(await logsOf({ NODE_ENV: "development" })).toEqual([]);
  });

  it("gives each request one text line at debug in development", async () => {
    const lines = await logsOf({ NODE_ENV: "development", LOG_LEVEL: "debug" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d DEBUG request .*method=GET url=\/api\/health statusCode=200 ms=\d+\n$/,
    );
  });

  it("gives each request one JSON line at info in production", async () => {
    const lines = await logsOf({ NODE_ENV: "production", ...SECRETS });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: "request",
      url: "/api/health",
      statusCode: 200,
    });
  });
});
