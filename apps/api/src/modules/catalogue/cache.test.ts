import { randomUUID } from "node:crypto";
import { productListResponseSchema, skuDetailsResponseSchema } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { invalidateCatalogue } from "./cache.ts";
import { approveReview } from "./review-moderation.ts";
import { inventory, products, reviews } from "./tables.ts";

let ctx: TestContext;
let deps: Deps;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  ctx = await testContext();
  deps = { ...ctx.deps, config: loadConfig({ NODE_ENV: "test", CATALOGUE_CACHE_TTL_MS: "60000" }) };
  app = await buildApp({ deps });
  await app.ready();
});
afterAll(() => app.close());

const details = async (skuId: string) =>
  (
    await app.inject({
      method: "GET",
      url: `/api/catalogue/v2/skuDetails?skuId=${skuId}`,
      headers: { "x-market": "US" },
    })
  ).json();

describe("catalogue response cache", () => {
  it("serves responses that still match the contract's schemas", async () => {
    const list = await app.inject({ method: "GET", url: "/api/catalogue/v1/products?sort=TOP_RATED" });
    expect(list.headers["content-type"]).toContain("application/json");
    expect(productListResponseSchema.parse(list.json().body).products.length).toBeGreaterThan(0);
    expect(skuDetailsResponseSchema.parse((await details("RING-SV-9")).body).product.slug).toBe("smart-ring");
  });

  it("keeps a product page until the catalogue is invalidated", async () => {
    const sku = "RING-MB-11";
    const where = and(eq(inventory.skuId, sku), eq(inventory.market, "US"));
    const [row] = await ctx.deps.db.select().from(inventory).where(where);
    const status = (body: { body: { skus: { skuId: string; stockStatus: string }[] } }) =>
      body.body.skus.find((s) => s.skuId === sku)!.stockStatus;
    try {
      expect(status(await details(sku))).toBe("IN_STOCK");
      await ctx.deps.db.update(inventory).set({ availableToPromise: 0 }).where(where);
      expect(status(await details(sku))).toBe("IN_STOCK");
      invalidateCatalogue(deps);
      expect(status(await details(sku))).toBe("OUT_OF_STOCK");
    } finally {
      await ctx.deps.db.update(inventory).set({ availableToPromise: row!.availableToPromise }).where(where);
      invalidateCatalogue(deps);
    }
  });

  it("forgets a product page when a review of it is approved", async () => {
    const slug = "hyaluronic-hydration-serum";
    const page = async () =>
      (await app.inject({ method: "GET", url: `/api/catalogue/v2/skuDetails?slug=${slug}` })).json().body;
    const before = await page();
    const reviewId = `rv-cache-${randomUUID()}`;
    await ctx.deps.db.insert(reviews).values({
      reviewId,
      productId: before.product.productId,
      skuId: before.skus[0].skuId,
      authorName: "Cache Test",
      rating: 5,
      title: "Plump skin",
      text: "Feels plump all day long.",
      status: "PENDING",
    });
    const staff = {
      userId: "staff-cache-test",
      roles: ["CONTENT" as const],
      permissions: ["reviews" as const],
    };
    await approveReview(deps, staff, reviewId, randomUUID());
    const [stored] = await ctx.deps.db
      .select()
      .from(products)
      .where(eq(products.productId, before.product.productId));
    expect(stored!.reviewCount).toBe(before.product.reviewCount + 1);
    expect((await page()).product.reviewCount).toBe(stored!.reviewCount);
  });

  it("never keeps an error", async () => {
    const res = await app.inject({ method: "GET", url: "/api/catalogue/v2/skuDetails?slug=nope-cache" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });
});
