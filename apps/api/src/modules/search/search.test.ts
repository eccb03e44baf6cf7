import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inventory, products, skuPrices, skus } from "../../db/schema.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Market = "IN" | "AE" | "US";
interface FoundSku {
  skuId: string;
  productSlug: string;
  name: string;
  productType: string | null;
  currency: string;
  basePrice: number;
  discountPrice: number;
  stockStatus: string;
}

const ADVANCED = "/api/search/v3/advancedSearch";
const CATALOGUE = "/api/search/v2/catalogueSearch";

const search = (url: string, searchValue: unknown, market?: Market) =>
  call(ctx, { method: "POST", url, payload: { searchValue }, market });

async function productsFor(searchValue: string, market: Market = "IN"): Promise<FoundSku[]> {
  const res = await search(CATALOGUE, searchValue, market);
  expect(res.statusCode).toBe(200);
  return res.json().body.products;
}

/** A made-up word no seeded text contains, so only this test's product can match it. */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join("");
}

async function insertProduct(word: string, markets: Market[]): Promise<string> {
  const productId = `prd-test-${word}`;
  const skuId = `SKU-TEST-${word.toUpperCase()}`;
  await ctx.deps.db.insert(products).values({
    productId,
    slug: `kumkumadi-face-oil-${word}`,
    name: `Kumkumadi ${word} Face Oil`,
    category: "SKINCARE_PRODUCT",
    productType: "serum",
    tagline: "Saffron and sandalwood night oil for an even tone",
    description: "A lightweight Ayurvedic face oil with saffron, sandalwood and vetiver.",
  });
  await ctx.deps.db
    .insert(skus)
    .values({ skuId, productId, slug: `kumkumadi-${word}-30ml`, name: "30 ml", isDefault: true });
  const currency = { IN: "INR", AE: "AED", US: "USD" } as const;
  for (const market of markets) {
    await ctx.deps.db
      .insert(skuPrices)
      .values({ skuId, market, currency: currency[market], basePrice: 149900, discountPrice: 129900 });
    await ctx.deps.db.insert(inventory).values({ skuId, market, availableToPromise: 12 });
  }
  return skuId;
}

describe("POST /api/search/v2/catalogueSearch", () => {
  it("finds serums through the typo 'serun'", async () => {
    const found = await productsFor("serun");
    // Other test files in this worker add products of their own, so ask that serums are found, not ranked first.
    expect(found.some((p) => p.productType === "serum")).toBe(true);
  });

  it("finds moisturisers from the half-typed 'moist' and the US spelling 'moisturizer'", async () => {
    for (const value of ["moist", "moisturizer", "Moisturiser"]) {
      const found = await productsFor(value);
      expect(found.length, value).toBeGreaterThan(0);
      expect(found[0].productType, value).toBe("moisturiser");
    }
  });

  it("finds the smart ring from 'smart rng'", async () => {
    const found = await productsFor("smart rng");
    expect(found[0].productSlug).toBe("smart-ring");
  });

  it("answers Skus priced and stocked in the request's market", async () => {
    for (const [market, currency] of [
      ["IN", "INR"],
      ["AE", "AED"],
      ["US", "USD"],
    ] as const) {
      const found = await productsFor("ring", market);
      expect(found.length, market).toBeGreaterThan(0);
      for (const sku of found) {
        expect(sku.currency).toBe(currency);
        expect(Number.isInteger(sku.basePrice)).toBe(true);
        expect(sku.discountPrice).toBeLessThanOrEqual(sku.basePrice);
        expect(["IN_STOCK", "OUT_OF_STOCK", "COMING_SOON"]).toContain(sku.stockStatus);
      }
    }
  });

  it("does not find a product that has no price in the market", async () => {
    const word = uniqueWord();
    const skuId = await insertProduct(word, ["IN"]);
    const india = await productsFor(word, "IN");
    expect(india.map((s) => s.skuId)).toEqual([skuId]);
    expect(india[0]).toMatchObject({ currency: "INR", basePrice: 149900, stockStatus: "IN_STOCK" });
    expect(await productsFor(word, "AE")).toEqual([]);
    expect(await productsFor(`kumkumadi ${word}`, "AE")).toEqual([]);
  });

  it("finds a product in every market it is priced in, by a misspelt name", async () => {
    const word = uniqueWord();
    const skuId = await insertProduct(word, ["IN", "AE"]);
    const typo = `kumkumadi ${word.slice(0, 8)}`;
    const ae = await productsFor(typo, "AE");
    expect(ae.map((s) => s.skuId)).toContain(skuId);
    expect(ae.find((s) => s.skuId === skuId)?.currency).toBe("AED");
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await productsFor(uniqueWord())).toEqual([]);
    expect(await productsFor("!!!")).toEqual([]);
  });

  it("answers products only", async () => {
    const res = await search(CATALOGUE, "serum");
    expect(Object.keys(res.json().body)).toEqual(["products"]);
  });
});

describe("POST /api/search/v3/advancedSearch", () => {
  it("answers products, articles and plans", async () => {
    const res = await search(ADVANCED, "glucose", "IN");
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.articles.map((a: { title: string }) => a.title)).toContain(
      "What your glucose spikes are telling you",
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(Array.isArray(body.plans)).toBe(true);
  });

  it("finds articles through a typo", async () => {
    const body = (await search(ADVANCED, "glucse")).json().body;
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles[0].title.toLowerCase()).toContain("glucose");
    expect(Number.isInteger(body.articles[0].publishedAt)).toBe(true);
  });

  it("finds plans priced in the request's market", async () => {
    const body = (await search(ADVANCED, "weight loss", "US")).json().body;
    expect(body.plans.length).toBeGreaterThan(0);
    for (const plan of body.plans) {
      expect(plan.goal).toBe("WEIGHT_LOSS");
      expect(plan.currency).toBe("USD");
      expect(plan.discountPrice).toBeLessThanOrEqual(plan.basePrice);
    }
  });

  it("finds the serum products in the advanced search too", async () => {
    const body = (await search(ADVANCED, "serun", "AE")).json().body;
    const serum = body.products.find((p: { productType: string }) => p.productType === "serum");
    expect(serum.currency).toBe("AED");
  });
});

describe("search validation", () => {
  it.each([CATALOGUE, ADVANCED])(
    "%s rejects an empty, blank, 101-character or missing searchValue",
    async (url) => {
      for (const value of ["", "   ", "a".repeat(101), undefined, 42]) {
        const res = await search(url, value);
        expect(res.statusCode, String(value)).toBe(400);
        expect(res.json().error.code).toBe(4000);
        expect(res.json().error.fields).toHaveProperty("searchValue");
      }
    },
  );

  it("accepts 100 characters, and trims before counting", async () => {
    expect((await search(CATALOGUE, "a".repeat(100))).statusCode).toBe(200);
    expect((await search(ADVANCED, `  ${"b".repeat(100)}  `)).statusCode).toBe(200);
  });
});
