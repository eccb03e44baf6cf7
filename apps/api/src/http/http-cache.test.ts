// HTTP caching of the API's public reads and compression of its JSON (docs/decisions/0044-api-http-caching.md):
// ETags answered with 304, changed by a back-office change through the in-process catalogue cache;
// Cache-Control and Vary; brotli or gzip above a size only; nothing public that is personal; the
// storefront's in-process calls left as they were.
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Deps } from "../deps.ts";
import { testSku } from "../modules/cart/test-helpers.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../modules/staff/test-helpers.ts";
import { call, type TestContext, testContext } from "../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../test/sign-in.ts";
import { httpCachePlugin, matchesIfNoneMatch, PUBLIC_READ_CACHE_CONTROL } from "./http-cache.ts";
import { INTERNAL_CALL_HEADER, internalCallToken } from "./internal-call.ts";

let ctx: TestContext;
/** The same database behind an app whose catalogue cache keeps responses a minute, as in production. */
let cached: TestContext;
let ops: CookieJar;
let content: CookieJar;

beforeAll(async () => {
  ctx = await testContext();
  const deps: Deps = {
    ...ctx.deps,
    config: loadConfig({ NODE_ENV: "test", CATALOGUE_CACHE_TTL_MS: "60000", RATE_LIMIT_MAX: "100000" }),
  };
  const app = await buildApp({ deps });
  await app.ready();
  cached = { ...ctx, app, deps };
  ops = (await signInStaff(cached, demoStaffEmail("OPS"))).jar;
  content = (await signInStaff(cached, demoStaffEmail("CONTENT"))).jar;
});
afterAll(async () => {
  await cached?.app.close();
});

const LISTING = "/api/catalogue/v1/products?category=SKINCARE_PRODUCT";
const get = (
  on: TestContext,
  url: string,
  headers: Record<string, string> = {},
  market?: "IN" | "AE" | "US",
) => call(on, { method: "GET", url, headers, ...(market ? { market } : {}) });

describe("ETag and 304", () => {
  it("a catalogue read carries a weak ETag, public revalidating Cache-Control and Vary, and answers 304", async () => {
    const first = await get(cached, LISTING);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers.vary).toBe("X-Market, Accept-Encoding");

    const again = await get(cached, LISTING, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers).toMatchObject({ etag, "cache-control": PUBLIC_READ_CACHE_CONTROL });
    expect(again.headers.vary).toBe("X-Market, Accept-Encoding");
    expect(again.headers["content-type"]).toBeUndefined();
    // In a list, or as a strong tag (weak comparison); another tag is answered in full.
    expect((await get(cached, LISTING, { "if-none-match": `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    const other = await get(cached, LISTING, { "if-none-match": 'W/"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    // Another market is another response, with its own tag (the market is the X-Market header).
    const us = await get(cached, LISTING, { "if-none-match": etag }, "US");
    expect(us.statusCode).toBe(200);
    expect(us.headers.etag).not.toBe(etag);
  });

  it("content reads too, with the tag of the body sent (the cache off: computed per request)", async () => {
    const url = "/api/marketing/articles";
    const first = await get(ctx, url);
    expect(first.headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect((await get(ctx, url, { "if-none-match": first.headers.etag as string })).statusCode).toBe(304);
    const landing = "/api/dynamic-pages/v1/landing/about-us";
    const inIndia = await get(ctx, landing, {}, "IN");
    expect(inIndia.statusCode).toBe(200);
    expect(inIndia.headers.vary).toBe("X-Market, Accept-Encoding");
    const { etag } = inIndia.headers;
    expect((await get(ctx, landing, { "if-none-match": etag as string }, "IN")).statusCode).toBe(304);
    expect((await get(ctx, landing, { "if-none-match": etag as string }, "US")).statusCode).toBe(200);
  });

  it("errors and writes are not tagged", async () => {
    const missing = await get(ctx, "/api/catalogue/v2/skuDetails?slug=no-such-product");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers["cache-control"]).toBeUndefined();
    const recommended = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/recommended-skus",
      payload: { skuIds: [] },
    });
    expect(recommended.headers.etag).toBeUndefined();
  });

  it("weak comparison of If-None-Match", () => {
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"ab"', 'W/"a"')).toBe(false);
  });
});

describe("a back-office change makes a new ETag, through the kept responses", () => {
  it("a price, then a stock status", async () => {
    const skuId = await testSku(ctx, {
      name: `Cached Kettlebell ${randomUUID().slice(0, 8)}`,
      prices: { IN: { base: 150_000, discount: 140_000, stock: 5 } },
    });
    const productId = `prd-test-${skuId.slice("TEST-".length).toLowerCase()}`;
    // The product page, kept by the catalogue cache.
    const url = `/api/catalogue/v2/skuDetails?slug=${productId}`;
    const before = await get(cached, url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().body.skus[0].discountPrice).toBe(140_000);
    const tag = before.headers.etag as string;
    expect((await get(cached, url, { "if-none-match": tag })).statusCode).toBe(304);

    const priced = await staffCall(cached, ops, "PUT", `/api/staff/catalogue/products/${productId}/prices`, {
      prices: [{ skuId, market: "IN", basePrice: 150_000, discountPrice: 120_000 }],
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const repriced = await get(cached, url, { "if-none-match": tag });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().body.skus[0].discountPrice).toBe(120_000);
    const newTag = repriced.headers.etag as string;
    expect(newTag).not.toBe(tag);

    const emptied = await staffCall(cached, ops, "POST", `/api/staff/stock/${skuId}/adjust`, {
      market: "IN",
      reason: "RECOUNT",
      quantity: 0,
      note: "Shelf empty",
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const out = await get(cached, url, { "if-none-match": newTag });
    expect(out.statusCode).toBe(200);
    expect(out.json().body.skus[0].stockStatus).toBe("OUT_OF_STOCK");
  });

  it("the kept listing too (the catalogue cache holds its tag and compressed forms)", async () => {
    const url = "/api/catalogue/v1/products?category=SKINCARE_PRODUCT&sort=PRICE_LOW_HIGH";
    const first = await get(cached, url, { "accept-encoding": "br" });
    const tag = first.headers.etag as string;
    const { products } = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()).body;
    const { skuId, discountPrice } = products[0];
    const productId = products[0].productId as string;
    const details = (await staffCall(cached, ops, "GET", `/api/staff/catalogue/products/${productId}`)).json()
      .body;
    const price = details.skus
      .find((s: { skuId: string }) => s.skuId === skuId)
      .prices.find((p: { market: string }) => p.market === "IN");
    const change = (discountPrice: number) =>
      staffCall(cached, ops, "PUT", `/api/staff/catalogue/products/${productId}/prices`, {
        prices: [{ skuId, market: "IN", basePrice: price.basePrice, discountPrice }],
      });
    try {
      expect((await change(discountPrice - 100)).statusCode).toBe(200);
      const after = await get(cached, url, { "accept-encoding": "br", "if-none-match": tag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(tag);
      const body = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()).body;
      expect(body.products[0].discountPrice).toBe(discountPrice - 100);
    } finally {
      await change(price.discountPrice);
    }
  });

  it("content: an article's edit", async () => {
    const id = randomUUID().slice(0, 8);
    const fields = {
      kind: "article",
      slug: `t-etag-${id}`,
      title: `ETag article ${id}`,
      excerpt: "An excerpt",
      category: "fitness",
      tags: ["test"],
      author: "Ojas team",
      image: "/images/illustrations/article-gut.svg",
      readMinutes: 4,
      bodyHtml: "<p>Hello</p>",
    };
    const created = await staffCall(cached, content, "POST", "/api/staff/content", fields);
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json().body.item.id;
    await staffCall(cached, content, "POST", `/api/staff/content/article/${itemId}/publish`, {});
    const url = `/api/marketing/articles/t-etag-${id}`;
    const first = await get(cached, url);
    expect(first.statusCode, first.body).toBe(200);
    const tag = first.headers.etag as string;
    expect((await get(cached, url, { "if-none-match": tag })).statusCode).toBe(304);
    const edited = await staffCall(cached, content, "PATCH", `/api/staff/content/article/${itemId}`, {
      ...fields,
      title: `ETag article ${id} edited`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(cached, url, { "if-none-match": tag });
    expect(after.statusCode).toBe(200);
    expect(after.json().body.article.title).toBe(`ETag article ${id} edited`);
  });
});

describe("compression", () => {
  it("brotli or gzip as accepted, above the size only; identity when not accepted", async () => {
    const plain = await get(cached, LISTING);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(cached, LISTING, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The same tag whatever the encoding: the validator is weak.
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gzip = await get(ctx, LISTING, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(
      (await get(ctx, LISTING, { "accept-encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"],
    ).toBeUndefined();

    // Under 1 KB: sent as is (an error body here).
    const small = await get(ctx, "/api/catalogue/v2/skuDetails?slug=no-such-product", {
      "accept-encoding": "br",
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("not images, and not the storefront's own in-process calls", async () => {
    const image = await get(ctx, "/images/products/accessory-dumbbells.svg", { "accept-encoding": "br" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-encoding"]).toBeUndefined();

    const internal = await get(ctx, LISTING, {
      "accept-encoding": "br",
      [INTERNAL_CALL_HEADER]: internalCallToken,
    });
    expect(internal.headers["content-encoding"]).toBeUndefined();
    expect(internal.headers.etag).toBeUndefined();
    expect(internal.json().body.products.length).toBeGreaterThan(0);
  });
});

describe("nothing personal is public", () => {
  it("a signed-in shopper reads the same catalogue as anyone; their own answers stay private", async () => {
    const { jar } = await signInByPhone(ctx);
    const anonymous = await get(ctx, LISTING);
    const signedIn = await browse(ctx, jar, { method: "GET", url: LISTING });
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.body).toBe(anonymous.body);

    const skuId = anonymous.json().body.products[0].skuId;
    const eligibility = await browse(ctx, jar, {
      method: "GET",
      url: `/api/catalogue/v1/review-eligibility?skuId=${skuId}`,
    });
    expect(eligibility.statusCode).toBe(200);
    expect(eligibility.headers["cache-control"]).toBe("private, no-store");
    expect(eligibility.headers.etag).toBeUndefined();
    const profile = await browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" });
    expect(profile.headers["cache-control"] ?? "").not.toContain("public");
    expect(profile.headers.etag).toBeUndefined();
  });

  it("a public read that sets its own Cache-Control, or a cookie, is left alone", async () => {
    const app = Fastify();
    await app.register(httpCachePlugin);
    const config = { publicRead: true };
    app.get("/mine", { config }, async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { mine: true };
    });
    app.get("/cookie", { config }, async (_request, reply) => {
      reply.header("set-cookie", "a=1");
      return { ok: true };
    });
    app.get("/open", { config }, async () => ({ ok: true }));
    try {
      const mine = await app.inject({ url: "/mine" });
      expect(mine.headers["cache-control"]).toBe("private, no-store");
      expect(mine.headers.etag).toBeUndefined();
      const cookie = await app.inject({ url: "/cookie" });
      expect(cookie.headers["cache-control"]).toBeUndefined();
      expect(cookie.headers.etag).toBeUndefined();
      expect((await app.inject({ url: "/open" })).headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
    } finally {
      await app.close();
    }
  });
});
