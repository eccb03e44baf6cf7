import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { AppError } from "./http/app-error.ts";
import { INTERNAL_CALL_HEADER, internalCallToken } from "./http/internal-call.ts";
import { call, type TestContext, testContext } from "./test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("responses follow the contract's envelope", () => {
  it("answers health with the database status", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { status: "ok", db: "ok", redis: ctx.deps.redis ? "ok" : "none" } });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers unknown routes and wrong methods with 4040", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing-here"],
      ["DELETE", "/api/health"],
    ] as const) {
      const res = await call(ctx, { method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(4040);
    }
  });

  it("answers malformed JSON with 4000", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/recommended-skus",
      headers: { "content-type": "application/json" },
      payload: '{"skuIds": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 4000, message: "Invalid request body" } });
  });

  it("answers validation failures with 4000 and the fields", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/recommended-skus",
      payload: { skuIds: "not-a-list" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty("skuIds");
  });

  it("refuses oversized bodies", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/recommended-skus",
      payload: { skuIds: ["x".repeat(2_000_000)] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe(4000);
  });

  it("sets security headers and keeps CORS closed", async () => {
    const res = await call(ctx, {
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the OpenAPI document and its docs page", async () => {
    const spec = await call(ctx, { method: "GET", url: "/api/openapi.json" });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain("/api/catalogue/v1/products");
    const docs = await call(ctx, { method: "GET", url: "/api/docs/" });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-type"]).toContain("text/html");
  });

  it("serves the project's own SVG images", async () => {
    const res = await call(ctx, { method: "GET", url: "/images/brand/logo.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("image/svg+xml");
  });

  it("points /favicon.ico at the brand's icon", async () => {
    const res = await call(ctx, { method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/images/brand/favicon.svg");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await call(ctx, { method: "GET", url: res.headers.location as string })).statusCode).toBe(200);
  });
});

describe("unexpected failures", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ deps: ctx.deps });
    app.get("/api/test/boom", async () => {
      throw new Error("database password is hunter2");
    });
    app.get("/api/test/app-error", async () => {
      throw new AppError(4010, "Ojas Ring size 9 is out of stock");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answer 5000 without leaking the cause, with a request id", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 5000, message: "Something went wrong. Please try again." } });
    expect(res.body).not.toContain("hunter2");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("map AppError codes to the catalogue's HTTP status", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/app-error" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 4010, message: "Ojas Ring size 9 is out of stock" } });
  });
});

describe("rate limiting", () => {
  // A random client address per test, so parallel runs sharing one Redis never share a counter.
  const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;

  async function expectLimitedAfter3(redis?: Redis) {
    const config = loadConfig({ NODE_ENV: "test", RATE_LIMIT_MAX: "3" });
    const app = await buildApp({ deps: { ...ctx.deps, config, redis } });
    const remoteAddress = randomAddress();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await app.inject({ method: "GET", url: "/api/health", remoteAddress })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await app.inject({ method: "GET", url: "/api/health", remoteAddress });
      expect(res.json()).toEqual({
        error: { code: 4290, message: "Too many requests, please try again later!" },
      });
      const other = await app.inject({ method: "GET", url: "/api/health", remoteAddress: randomAddress() });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }

  it("answers 4290 past the limit, per client address", () => expectLimitedAfter3());

  it("does not count the storefront's in-process calls, and counts pages", async () => {
    const config = loadConfig({ NODE_ENV: "test", RATE_LIMIT_MAX: "2" });
    const app = await buildApp({ deps: { ...ctx.deps, config } });
    app.get("/some-page", async () => "page");
    const remoteAddress = randomAddress();
    try {
      const internal = { [INTERNAL_CALL_HEADER]: internalCallToken };
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({ method: "GET", url: "/api/health", remoteAddress, headers: internal });
        expect(res.statusCode).toBe(200);
      }
      const forged = { [INTERNAL_CALL_HEADER]: "guess" };
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (await app.inject({ method: "GET", url: "/some-page", remoteAddress, headers: forged })).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)("shares the count through Redis", async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await expectLimitedAfter3(redis);
    } finally {
      redis.disconnect();
    }
  });
});
