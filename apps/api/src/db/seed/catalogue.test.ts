import { MARKET_INFO, MARKETS, SKIN_PRODUCT_ID_PREFIXES, stockStatusOf } from "@ojas/domain";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inventory, products, reviews, skuPrices, skus } from "../../modules/catalogue/tables.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { Db } from "../client.ts";
import { CATALOGUE_PRODUCTS } from "./catalogue.ts";

// Only the demo rows: other test files in this worker add their own products and reviews.
const demoProductIds = CATALOGUE_PRODUCTS.map((p) => p.productId);

let ctx: TestContext;
let db: Db;
beforeAll(async () => {
  ctx = await testContext();
  db = ctx.database.db;
});

async function demoProducts() {
  return db.select().from(products).where(inArray(products.productId, demoProductIds));
}

async function demoSkus() {
  return db
    .select({ sku: skus, product: products })
    .from(skus)
    .innerJoin(products, eq(products.productId, skus.productId))
    .where(inArray(skus.productId, demoProductIds));
}

describe("catalogue demo data", () => {
  it("has a sold-out and a coming-soon sku in every market", async () => {
    const rows = await db
      .select({
        skuId: inventory.skuId,
        market: inventory.market,
        atp: inventory.availableToPromise,
        cs: inventory.comingSoon,
      })
      .from(inventory)
      .innerJoin(skuPrices, and(eq(skuPrices.skuId, inventory.skuId), eq(skuPrices.market, inventory.market)))
      .innerJoin(skus, eq(skus.skuId, inventory.skuId))
      .where(inArray(skus.productId, demoProductIds));
    for (const market of MARKETS) {
      const statuses = rows
        .filter((r) => r.market === market)
        .map((r) => stockStatusOf({ availableToPromise: r.atp, comingSoon: r.cs }));
      expect(statuses, market).toContain("OUT_OF_STOCK");
      expect(statuses, market).toContain("COMING_SOON");
      expect(statuses, market).toContain("IN_STOCK");
    }
  });

  it("sells the smart ring in sizes 6 to 13 and three finishes, with one default", async () => {
    const ring = (await demoSkus()).filter((r) => r.product.slug === "smart-ring").map((r) => r.sku);
    const combos = new Set(ring.map((s) => `${s.attributes.finish}/${s.attributes.size}`));
    const expected = ["matte-black", "silver", "rose-gold"].flatMap((f) =>
      ["6", "7", "8", "9", "10", "11", "12", "13"].map((size) => `${f}/${size}`),
    );
    expect([...combos].sort()).toEqual(expected.sort());
    expect(ring.filter((s) => s.isDefault).map((s) => s.attributes)).toEqual([
      { size: "9", finish: "silver" },
    ]);
    const details = (await demoProducts()).find((p) => p.slug === "smart-ring")!.details as {
      sizingKitSkuId: string;
      purchaseOptions: { optionId: string; skuIds: string[] }[];
    };
    const allSkuIds = new Set((await demoSkus()).map((r) => r.sku.skuId));
    expect(allSkuIds.has(details.sizingKitSkuId)).toBe(true);
    for (const option of details.purchaseOptions) {
      for (const id of option.skuIds) expect(allSkuIds.has(id), id).toBe(true);
    }
  });

  it("has the ring accessories, CGM, CGM plan and smart scale", async () => {
    const bySlug = new Map((await demoProducts()).map((p) => [p.slug, p]));
    expect(bySlug.get("ring-sizing-kit")?.category).toBe("RING_ACCS");
    expect(bySlug.get("ring-charger")?.category).toBe("RING_ACCS");
    const ringSkins = [...bySlug.values()].filter((p) => p.productType === "ring-skin");
    expect(ringSkins.length).toBeGreaterThanOrEqual(3);
    for (const p of ringSkins) expect(p.category).toBe("ELECTRONICS__RING_ACCS");
    expect(bySlug.get("cgm")?.category).toBe("CGM");
    expect(bySlug.get("cgm-plan")?.category).toBe("CGM_PLAN");
    expect(bySlug.get("smart-scale")?.category).toBe("SMART_SCALE");
  });

  it("has at least 12 skin products of all four types, two fixed bundles and a build-your-own bundle", async () => {
    const rows = (await demoSkus()).filter((r) => r.product.category === "SKINCARE_PRODUCT");
    const singles = new Map(
      rows.filter((r) => !r.sku.isBundledSku).map((r) => [r.product.productId, r.product.productType]),
    );
    expect(singles.size).toBeGreaterThanOrEqual(12);
    expect(new Set(singles.values())).toEqual(new Set(["facewash", "serum", "moisturiser", "sunscreen"]));
    const fixed = rows.filter((r) => r.product.productType === "Bundle" && r.sku.bundledSkuIds.length > 0);
    expect(fixed.length).toBeGreaterThanOrEqual(2);
    const byob = rows.find((r) => r.product.slug === "build-your-own-skin-bundle");
    expect(byob?.sku.isBundledSku).toBe(true);
    expect(byob?.sku.bundledSkuIds).toEqual([]);
    expect(byob?.sku.attributes.byob).toMatchObject({ pickCount: 3, discountPercentage: 20 });
  });

  it("gives skin skus the id prefix of their type", async () => {
    const prefixOf = Object.fromEntries(
      Object.entries(SKIN_PRODUCT_ID_PREFIXES).map(([prefix, type]) => [type, prefix]),
    );
    prefixOf["Gift box"] = "SC";
    const rows = (await demoSkus()).filter((r) => r.product.category === "SKINCARE_PRODUCT");
    for (const { sku, product } of rows) {
      expect(sku.skuId.startsWith(prefixOf[product.productType!]), sku.skuId).toBe(true);
      if (!sku.isBundledSku) {
        expect(sku.volume, sku.skuId).toBeGreaterThan(0);
        expect(["ml", "g"], sku.skuId).toContain(sku.volumeUnit);
      }
    }
  });

  it("has enough supplements, fitness accessories and blood-work packages", async () => {
    const all = await demoProducts();
    const count = (category: string) => all.filter((p) => p.category === category).length;
    expect(count("NUTRITION_PRODUCT")).toBeGreaterThanOrEqual(6);
    expect(count("FXN_ACCS")).toBeGreaterThanOrEqual(3);
    expect(count("BLOOD_WORK")).toBeGreaterThanOrEqual(3);
  });

  it("prices every sku in positive whole minor units in the market's currency", async () => {
    const prices = await db
      .select()
      .from(skuPrices)
      .innerJoin(skus, eq(skus.skuId, skuPrices.skuId))
      .where(inArray(skus.productId, demoProductIds));
    expect(prices.length).toBeGreaterThan(0);
    for (const { sku_prices: p } of prices) {
      expect(Number.isInteger(p.basePrice) && p.basePrice > 0, p.skuId).toBe(true);
      expect(Number.isInteger(p.discountPrice) && p.discountPrice > 0, p.skuId).toBe(true);
      expect(p.discountPrice, p.skuId).toBeLessThanOrEqual(p.basePrice);
      expect(p.currency).toBe(MARKET_INFO[p.market as keyof typeof MARKET_INFO].currency);
    }
    const soldIn = new Set(prices.map(({ sku_prices: p }) => `${p.skuId}/${p.market}`));
    const everySku = (await demoSkus()).map((r) => r.sku.skuId);
    for (const id of everySku) {
      expect(
        MARKETS.some((m) => soldIn.has(`${id}/${m}`)),
        id,
      ).toBe(true);
    }
  });

  it("keeps bundles out of inventory, built from real parts and cheaper than the parts", async () => {
    const rows = await demoSkus();
    const bundles = rows.filter((r) => r.sku.isBundledSku).map((r) => r.sku);
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    const bundleIds = bundles.map((b) => b.skuId);
    expect(await db.select().from(inventory).where(inArray(inventory.skuId, bundleIds))).toEqual([]);

    const prices = await db.select().from(skuPrices);
    const priceOf = new Map(prices.map((p) => [`${p.skuId}/${p.market}`, p]));
    const known = new Set(rows.map((r) => r.sku.skuId));
    for (const bundle of bundles.filter((b) => b.bundledSkuIds.length > 0)) {
      for (const part of bundle.bundledSkuIds) expect(known.has(part), part).toBe(true);
      for (const market of MARKETS) {
        const own = priceOf.get(`${bundle.skuId}/${market}`);
        if (!own) continue;
        const parts = bundle.bundledSkuIds.map((id) => priceOf.get(`${id}/${market}`));
        expect(parts.every(Boolean), `${bundle.skuId} parts sold in ${market}`).toBe(true);
        const partsTotal = parts.reduce((sum, p) => sum + p!.discountPrice, 0);
        expect(own.discountPrice, `${bundle.skuId}/${market}`).toBeLessThan(partsTotal);
      }
    }
  });

  it("sells non-bundle skus only with stock rows in the same markets", async () => {
    const rows = (await demoSkus()).filter((r) => !r.sku.isBundledSku).map((r) => r.sku.skuId);
    const prices = await db.select().from(skuPrices).where(inArray(skuPrices.skuId, rows));
    const stock = await db.select().from(inventory).where(inArray(inventory.skuId, rows));
    const stocked = new Set(stock.map((s) => `${s.skuId}/${s.market}`));
    for (const p of prices)
      expect(stocked.has(`${p.skuId}/${p.market}`), `${p.skuId}/${p.market}`).toBe(true);
  });

  it("keeps product rating and review count equal to the approved reviews", async () => {
    const approved = await db
      .select()
      .from(reviews)
      .where(and(inArray(reviews.productId, demoProductIds), eq(reviews.status, "APPROVED")));
    for (const p of await demoProducts()) {
      const ratings = approved.filter((r) => r.productId === p.productId).map((r) => r.rating);
      expect(p.reviewCount, p.slug).toBe(ratings.length);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(p.rating, p.slug).toBeCloseTo(average, 4);
    }
    const ring = approved.filter((r) => r.productId === "prd-smart-ring");
    expect(ring.length).toBeGreaterThanOrEqual(25);
    const others = await db
      .select({ status: reviews.status })
      .from(reviews)
      .where(
        and(inArray(reviews.productId, demoProductIds), inArray(reviews.status, ["PENDING", "REJECTED"])),
      );
    expect(new Set(others.map((r) => r.status))).toEqual(new Set(["PENDING", "REJECTED"]));
  });
});
