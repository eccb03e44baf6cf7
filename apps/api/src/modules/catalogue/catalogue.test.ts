import type { Sku } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { inventory } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Market = "IN" | "AE" | "US";
const get = (url: string, market: Market = "IN") => call(ctx, { method: "GET", url, market });
const post = (url: string, payload: object, market: Market = "IN") =>
  call(ctx, { method: "POST", url, payload, market });

async function listAll(query: string, market: Market = "IN"): Promise<Sku[]> {
  const all: Sku[] = [];
  let token: string | null = null;
  do {
    const sep = query ? "&" : "";
    const url: string = `/api/catalogue/v1/products?${query}${sep}limit=5${token ? `&nextToken=${token}` : ""}`;
    const res = await get(url, market);
    expect(res.statusCode).toBe(200);
    all.push(...res.json().body.products);
    token = res.json().body.nextToken;
  } while (token);
  return all;
}

describe("GET /api/catalogue/v1/products", () => {
  it("pages to the end without repeats, one entry per product", async () => {
    const all = await listAll("");
    expect(all.length).toBeGreaterThan(25);
    expect(new Set(all.map((s) => s.productId)).size).toBe(all.length);
  });

  it("prices every product in the market's currency", async () => {
    for (const [market, currency] of [
      ["IN", "INR"],
      ["AE", "AED"],
      ["US", "USD"],
    ] as const) {
      const res = await get("/api/catalogue/v1/products?limit=60", market);
      const products: Sku[] = res.json().body.products;
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) {
        expect(p.currency).toBe(currency);
        expect(Number.isInteger(p.discountPrice)).toBe(true);
        expect(p.discountPrice).toBeLessThanOrEqual(p.basePrice);
      }
    }
  });

  it("hides products a market does not sell", async () => {
    const inSlugs = new Set((await listAll("", "IN")).map((s) => s.productSlug));
    const usSlugs = new Set((await listAll("", "US")).map((s) => s.productSlug));
    expect([...inSlugs].some((slug) => !usSlugs.has(slug))).toBe(true);
  });

  it("shows Sold out and Coming soon from the market's stock", async () => {
    for (const market of ["IN", "AE", "US"] as const) {
      const rows = await ctx.deps.db.select().from(inventory).where(eq(inventory.market, market));
      const soldOut = rows.find((r) => r.availableToPromise === 0 && !r.comingSoon)!;
      const comingSoon = rows.find((r) => r.availableToPromise === 0 && r.comingSoon)!;
      const inStock = rows.find((r) => r.availableToPromise > 0)!;
      const res = await get(
        `/api/catalogue/v1/skuDetails?skuIds=${soldOut.skuId},${comingSoon.skuId},${inStock.skuId}`,
        market,
      );
      expect(res.json().body.skus.map((s: Sku) => s.stockStatus)).toEqual([
        "OUT_OF_STOCK",
        "COMING_SOON",
        "IN_STOCK",
      ]);
    }
  });

  it("filters by category, product type, skin type, concern and ingredient", async () => {
    const skin = await listAll("category=SKINCARE_PRODUCT");
    expect(skin.length).toBeGreaterThanOrEqual(12);
    expect(skin.every((s) => s.category === "SKINCARE_PRODUCT")).toBe(true);

    const serums = await listAll("category=SKINCARE_PRODUCT&productType=serum");
    expect(serums.length).toBeGreaterThan(0);
    expect(serums.every((s) => s.productType === "serum")).toBe(true);
    // Other test files in this worker add products of their own (ids with TEST); demo skus follow the prefix rule.
    expect(serums.filter((s) => !s.skuId.includes("TEST")).every((s) => s.skuId.startsWith("SE"))).toBe(true);

    const twoTypes = await listAll("productType=serum,sunscreen");
    expect(new Set(twoTypes.map((s) => s.productType))).toEqual(new Set(["serum", "sunscreen"]));

    for (const [param, value] of [
      ["skinType", "oily"],
      ["concern", "acne"],
      ["ingredient", "niacinamide"],
    ] as const) {
      const filtered = await listAll(`category=SKINCARE_PRODUCT&${param}=${encodeURIComponent(value)}`);
      expect(filtered.length, `${param}=${value}`).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThan(skin.length);
      const field = { skinType: "skinTypes", concern: "concerns", ingredient: "ingredients" }[param];
      for (const s of filtered) {
        const details = (await get(`/api/catalogue/v2/skuDetails?skuId=${s.skuId}`)).json().body;
        expect(details.product[field]).toContain(value);
      }
    }
  });

  it("sorts by rating and by price both ways", async () => {
    const byRating = await listAll("category=SKINCARE_PRODUCT&sort=TOP_RATED");
    const ratings = byRating.map((s) => s.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const high = (await listAll("sort=PRICE_HIGH_LOW")).map((s) => s.discountPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await listAll("sort=PRICE_LOW_HIGH")).map((s) => s.discountPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it("rejects bad filters and tokens with 4000", async () => {
    for (const url of [
      "/api/catalogue/v1/products?sort=CHEAPEST",
      "/api/catalogue/v1/products?limit=0",
      "/api/catalogue/v1/products?limit=500",
      "/api/catalogue/v1/products?nextToken=not-a-token",
      `/api/catalogue/v1/products?nextToken=${Buffer.from('{"o":-5}').toString("base64url")}`,
      `/api/catalogue/v1/products?category=${"x".repeat(300)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe(4000);
    }
  });

  it("returns an empty page for a filter nothing matches", async () => {
    const res = await get("/api/catalogue/v1/products?category=NO_SUCH_CATEGORY");
    expect(res.json().body).toEqual({ products: [], nextToken: null });
  });
});

describe("GET /api/catalogue/v2/skuDetails", () => {
  it("describes the ring with sizes 6 to 13, three finishes, sizing kit, EMI and options", async () => {
    const res = await get("/api/catalogue/v2/skuDetails?slug=smart-ring");
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.product.slug).toBe("smart-ring");
    expect(body.skus).toHaveLength(24);
    const size = body.purchaseFilters.find((f: { name: string }) => f.name === "size");
    expect(size.values.map((v: { value: string }) => v.value)).toEqual([
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
      "13",
    ]);
    const finish = body.purchaseFilters.find((f: { name: string }) => f.name === "finish");
    expect(finish.values).toHaveLength(3);
    expect(body.sizingKitPrice.currency).toBe("INR");
    expect(body.emiOptions.map((o: { months: number }) => o.months)).toEqual([3, 6, 9, 12]);
    expect(body.purchaseOptions.length).toBeGreaterThan(0);
    expect(body.recommendedProducts.every((s: Sku) => s.productSlug !== "smart-ring")).toBe(true);
  });

  it("prices the same product per market, with no EMI outside India", async () => {
    const us = (await get("/api/catalogue/v2/skuDetails?slug=smart-ring", "US")).json().body;
    expect(us.skus[0].currency).toBe("USD");
    expect(us.sizingKitPrice.currency).toBe("USD");
    expect(us.emiOptions).toBeUndefined();
  });

  it("finds a product by one of its sku ids or sku slugs", async () => {
    const ring = (await get("/api/catalogue/v2/skuDetails?slug=smart-ring")).json().body;
    const variant = ring.skus[3] as Sku;
    const bySku = (await get(`/api/catalogue/v2/skuDetails?skuId=${variant.skuId}`)).json().body;
    expect(bySku.product.slug).toBe("smart-ring");
    const bySkuSlug = (await get(`/api/catalogue/v2/skuDetails?slug=${variant.slug}`)).json().body;
    expect(bySkuSlug.product.slug).toBe("smart-ring");
  });

  it("lists the bundles a skin product belongs to", async () => {
    const bundles = await listAll("category=SKINCARE_PRODUCT&productType=Bundle");
    const fixed = bundles.find((b) => b.bundledSkuIds.length > 0)!;
    expect(fixed.skuId.startsWith("SC")).toBe(true);
    const part = fixed.bundledSkuIds[0]!;
    const details = (await get(`/api/catalogue/v2/skuDetails?skuId=${part}`)).json().body;
    expect(details.bundles.map((b: Sku) => b.skuId)).toContain(fixed.skuId);
  });

  it("answers 4040 for unknown or unsold products and 4000 for a bad query", async () => {
    expect((await get("/api/catalogue/v2/skuDetails?slug=no-such-thing")).json().error.code).toBe(4040);
    expect((await get("/api/catalogue/v2/skuDetails?skuId=NOPE")).statusCode).toBe(404);
    const inOnly = (await listAll("", "IN")).map((s) => s.productSlug);
    const us = new Set((await listAll("", "US")).map((s) => s.productSlug));
    const notInUs = inOnly.find((slug) => !us.has(slug))!;
    expect((await get(`/api/catalogue/v2/skuDetails?slug=${notInUs}`, "US")).statusCode).toBe(404);
    expect((await get("/api/catalogue/v2/skuDetails")).json().error.code).toBe(4000);
    expect((await get("/api/catalogue/v2/skuDetails?slug=a&skuId=b")).json().error.code).toBe(4000);
  });
});

describe("GET /api/catalogue/v1/skuDetails and POST recommended-skus", () => {
  it("returns the asked skus in order and skips unknown ids", async () => {
    const [a, b] = await listAll("category=SKINCARE_PRODUCT");
    const res = await get(`/api/catalogue/v1/skuDetails?skuIds=${b!.skuId},NOPE,${a!.skuId}`);
    expect(res.json().body.skus.map((s: Sku) => s.skuId)).toEqual([b!.skuId, a!.skuId]);
  });

  it("rejects an empty or oversized id list", async () => {
    expect((await get("/api/catalogue/v1/skuDetails?skuIds=")).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `S${i}`).join(",");
    expect((await get(`/api/catalogue/v1/skuDetails?skuIds=${many}`)).statusCode).toBe(400);
  });

  it("recommends other in-stock products", async () => {
    const [serum] = await listAll("productType=serum");
    const res = await post("/api/catalogue/v1/recommended-skus", { skuIds: [serum!.skuId] });
    const skus: Sku[] = res.json().body.skus;
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.every((s) => s.productId !== serum!.productId && s.stockStatus !== "OUT_OF_STOCK")).toBe(
      true,
    );
  });

  it("rejects a body without skuIds", async () => {
    const res = await post("/api/catalogue/v1/recommended-skus", { skuIds: [] });
    expect(res.json().error.code).toBe(4000);
  });
});

describe("GET /api/catalogue/v1/byob", () => {
  it("offers the allowed skin products and the pick rules", async () => {
    const bundles = await listAll("productType=Bundle");
    const byob = bundles.find((b) => b.bundledSkuIds.length === 0 && "byob" in b.attributes)!;
    const res = await get(`/api/catalogue/v1/byob?bundleSkuId=${byob.skuId}`);
    expect(res.statusCode).toBe(200);
    const { items, configOptions } = res.json().body;
    expect(configOptions.pickCount).toBe(3);
    expect(items.length).toBeGreaterThanOrEqual(configOptions.pickCount);
    expect(items.every((s: Sku) => configOptions.allowedProductTypes.includes(s.productType))).toBe(true);
  });

  it("answers 4040 for a sku that is not a build-your-own bundle", async () => {
    const [serum] = await listAll("productType=serum");
    expect((await get(`/api/catalogue/v1/byob?bundleSkuId=${serum!.skuId}`)).statusCode).toBe(404);
  });
});

describe("badges", () => {
  it("offer cash on delivery in India only, never on blood work", async () => {
    const badges = async (slug: string, market: Market) =>
      ((await get(`/api/catalogue/v2/skuDetails?slug=${slug}`, market)).json().body.skus[0] as Sku).badges;
    expect(await badges("smart-ring", "IN")).toContain("COD available");
    expect(await badges("smart-ring", "AE")).not.toContain("COD available");
    expect(await badges("smart-ring", "US")).not.toContain("COD available");
    expect(await badges("essential-health-check", "IN")).not.toContain("COD available");
  });
});
