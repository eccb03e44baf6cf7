// The back office's catalogue (docs/api.md, "Back office: catalogue"): products created, edited, priced per
// market and published; skus with attributes, badges, fixed parts and build-your-own rules; images through
// sharp to WebP; every change once per Idempotency-Key, audited in its transaction, and forgotten by the
// caches at once so the storefront shows it.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar } from "../../test/sign-in.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { onCatalogueChange } from "./cache.ts";
import { catalogueImages, products, skuPrices } from "./tables.ts";

let ctx: TestContext;
let ops: CookieJar;
let run: string;

beforeAll(async () => {
  ctx = await testContext();
  ops = (await signInStaff(ctx, demoStaffEmail("OPS"))).jar;
  run = randomUUID().slice(0, 8);
});

const BASE = "/api/staff/catalogue/products";
type Method = "GET" | "POST" | "PATCH";
const send = (method: Method | "PUT", url: string, payload?: object, key?: string) =>
  staffCall(ctx, ops, method as Method, url, payload, key);
const auditOf = (productId: string) =>
  ctx.deps.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, "product"), eq(staffAudit.entityId, productId)))
    .orderBy(asc(staffAudit.id));
const storefront = (slug: string, market: "IN" | "AE" | "US" = "IN") =>
  call(ctx, { method: "GET", url: `/api/catalogue/v2/skuDetails?slug=${slug}`, market });

let serial = 0;
/** A new product of this run, with its default sku; answers the API's product. */
async function newProduct(extra: Record<string, unknown> = {}) {
  serial++;
  const slug = `test-${run}-${serial}`;
  const res = await send("POST", BASE, {
    name: `Catalogue test ${run} ${String(serial).padStart(2, "0")}`,
    slug,
    category: "SKINCARE_PRODUCT",
    productType: "Serum",
    tagline: "A test serum",
    description: "Made by the catalogue tests.",
    tags: ["test"],
    sku: { slug: `${slug}-30ml`, name: "30 ml", volume: 30, volumeUnit: "ml", badges: ["New"] },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().body as {
    product: { productId: string; slug: string; name: string; images: string[] };
    skus: { skuId: string; isDefault: boolean; prices: { market: string; discountPrice: number }[] }[];
    markets: { market: string; priced: boolean; published: boolean }[];
  };
}

const pricesUrl = (productId: string) => `${BASE}/${productId}/prices`;
const publishUrl = (productId: string) => `${BASE}/${productId}/publish`;

async function pricedAndPublished() {
  const productType = `cached-${randomUUID().slice(0, 8)}`;
  const created = await newProduct({ productType });
  const { productId } = created.product;
  const skuId = created.skus[0]!.skuId;
  const priced = await send("PUT", pricesUrl(productId), {
    prices: [{ skuId, market: "IN", basePrice: 149_900, discountPrice: 129_900 }],
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const published = await send("POST", publishUrl(productId), { market: "IN", published: true });
  expect(published.statusCode, published.body).toBe(200);
  return { productId, skuId, slug: created.product.slug, productType };
}

describe("products", () => {
  it("creates a product with its default sku, unseen by shoppers until priced and published", async () => {
    const created = await newProduct();
    const { productId, slug } = created.product;
    expect(created.skus).toHaveLength(1);
    expect(created.skus[0]).toMatchObject({ isDefault: true, volume: 30, badges: ["New"], prices: [] });
    expect(created.markets.every((m) => !m.priced && !m.published)).toBe(true);
    expect((await storefront(slug)).statusCode).toBe(404);

    const audit = await auditOf(productId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "product.create", before: null });

    // Priced in India: still hidden until published there.
    const skuId = created.skus[0]!.skuId;
    const priced = await send("PUT", pricesUrl(productId), {
      prices: [{ skuId, market: "IN", basePrice: 99_900, discountPrice: 79_900 }],
    });
    expect(priced.json().body.markets.find((m: { market: string }) => m.market === "IN")).toEqual({
      market: "IN",
      priced: true,
      published: false,
    });
    expect((await storefront(slug)).statusCode).toBe(404);

    // Not priced in the UAE: it cannot be published there.
    const refused = await send("POST", publishUrl(productId), { market: "AE", published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 4000, fields: { market: expect.any(String) } });

    const published = await send("POST", publishUrl(productId), { market: "IN", published: true });
    expect(published.statusCode).toBe(200);
    const page = (await storefront(slug)).json().body;
    expect(page.skus[0]).toMatchObject({ skuId, basePrice: 99_900, discountPrice: 79_900, currency: "INR" });
    expect((await storefront(slug, "AE")).statusCode).toBe(404);

    // Hidden again: the product page, the cart's pricing and listings no longer sell it.
    await send("POST", publishUrl(productId), { market: "IN", published: false });
    expect((await storefront(slug)).statusCode).toBe(404);
    const skuList = await call(ctx, { method: "GET", url: `/api/catalogue/v1/skuDetails?skuIds=${skuId}` });
    expect(skuList.json().body.skus).toEqual([]);
    expect((await auditOf(productId)).map((a) => a.action)).toEqual([
      "product.create",
      "product.prices",
      "product.publish",
      "product.unpublish",
    ]);
  });

  it("refuses a bad body or a slug in use with field errors, and stores nothing", async () => {
    const before = await ctx.deps.db.$count(products);
    const bad = await send("POST", BASE, {
      name: "x",
      slug: "Not A Slug",
      category: "SHOES",
      description: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(4000);
    const taken = await send("POST", BASE, {
      name: "Another retinol",
      slug: "retinol-night-serum",
      category: "SKINCARE_PRODUCT",
      description: "Same slug as the demo serum.",
      sku: { slug: `sku-${run}-taken`, name: "One" },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({ slug: "Another product has this slug" });
    expect(await ctx.deps.db.$count(products)).toBe(before);
  });

  it("edits a product's fields with the audit row holding before and after", async () => {
    const { product } = await newProduct();
    const res = await send("PATCH", `${BASE}/${product.productId}`, {
      name: `Renamed ${run}`,
      tagline: "Now brighter",
      tags: ["glow", "glow", "night"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.product).toMatchObject({
      name: `Renamed ${run}`,
      tagline: "Now brighter",
      tags: ["glow", "night"],
    });
    const [, edit] = await auditOf(product.productId);
    expect(edit).toMatchObject({
      action: "product.update",
      before: { name: product.name, tagline: "A test serum" },
      after: { name: `Renamed ${run}`, tagline: "Now brighter" },
    });
    expect((await send("PATCH", `${BASE}/prd-none-such`, { name: "Nobody" })).json().error.code).toBe(4040);
  });
});

describe("skus", () => {
  it("adds variants with attributes and badges, and moves the default", async () => {
    const { product, skus } = await newProduct();
    const first = skus[0]!.skuId;
    const res = await send("POST", `${BASE}/${product.productId}/skus`, {
      slug: `${product.slug}-size-8`,
      name: "Size 8, silver",
      attributes: { size: "8", finish: "silver" },
      badges: ["Bestseller"],
      isDefault: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json().body.skus as { skuId: string; isDefault: boolean; attributes: object }[];
    const added = after.find((s) => s.skuId !== first)!;
    expect(added).toMatchObject({ isDefault: true, attributes: { size: "8", finish: "silver" } });
    expect(after.find((s) => s.skuId === first)!.isDefault).toBe(false);

    // The default stays until another takes its place.
    const keep = await send("PUT", `${BASE}/${product.productId}/skus/${added.skuId}`, {
      slug: `${product.slug}-size-8`,
      name: "Size 8, silver",
      isDefault: false,
    });
    expect(keep.json().error.fields).toHaveProperty("isDefault");

    const edited = await send("PUT", `${BASE}/${product.productId}/skus/${added.skuId}`, {
      slug: `${product.slug}-size-9`,
      name: "Size 9, rose gold",
      isDefault: true,
      attributes: { size: "9", finish: "rose-gold" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const audit = (await auditOf(product.productId)).at(-1)!;
    expect(audit).toMatchObject({
      action: "sku.update",
      before: { attributes: { size: "8", finish: "silver" } },
      after: { attributes: { size: "9", finish: "rose-gold" } },
    });
  });

  it("keeps a fixed bundle's parts and a build-your-own bundle's rules, refusing what cannot be", async () => {
    const part = await newProduct();
    const partSku = part.skus[0]!.skuId;
    const bundle = await newProduct();
    const url = `${BASE}/${bundle.product.productId}/skus`;
    const base = { slug: `${bundle.product.slug}-duo`, name: "Duo" };

    const unknown = await send("POST", url, { ...base, bundledSkuIds: ["none-such"] });
    expect(unknown.json().error.fields).toEqual({ bundledSkuIds: "No such sku: none-such" });

    const fixed = await send("POST", url, { ...base, bundledSkuIds: [partSku, partSku] });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const duo = fixed.json().body.skus.find((s: { slug: string }) => s.slug === base.slug);
    expect(duo).toMatchObject({ isBundledSku: true, bundledSkuIds: [partSku], byob: null });

    // A bundle is not a part of another.
    const nested = await send("POST", url, {
      slug: `${base.slug}-2`,
      name: "Nested",
      bundledSkuIds: [duo.skuId],
    });
    expect(nested.json().error.fields.bundledSkuIds).toContain(duo.skuId);

    const rules = {
      pickCount: 3,
      discountPercentage: 20,
      allowedProductTypes: ["Serum"],
      allowRepeats: false,
    };
    const byob = await send("POST", url, { slug: `${base.slug}-byob`, name: "Pick 3", byob: rules });
    expect(byob.statusCode, byob.body).toBe(201);
    const picked = byob.json().body.skus.find((s: { slug: string }) => s.slug === `${base.slug}-byob`);
    expect(picked).toMatchObject({ isBundledSku: true, bundledSkuIds: [], byob: rules, attributes: {} });

    const both = await send("POST", url, {
      slug: `${base.slug}-both`,
      name: "Both",
      byob: rules,
      bundledSkuIds: [partSku],
    });
    expect(both.json().error.fields).toHaveProperty("bundledSkuIds");
    const badRules = await send("POST", url, {
      slug: `${base.slug}-bad`,
      name: "Bad",
      byob: { ...rules, pickCount: 1 },
    });
    expect(badRules.json().error.code).toBe(4000);
  });
});

describe("prices", () => {
  it("sets base and sale prices per market and refuses a sale above the price or another's sku", async () => {
    const { product, skus } = await newProduct();
    const skuId = skus[0]!.skuId;
    const url = pricesUrl(product.productId);
    const above = await send("PUT", url, {
      prices: [{ skuId, market: "US", basePrice: 2_000, discountPrice: 2_500 }],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields).toHaveProperty(["prices/0/discountPrice"]);
    const stranger = await send("PUT", url, {
      prices: [{ skuId: "RING-SV-9", market: "US", basePrice: 2_000, discountPrice: 1_500 }],
    });
    expect(stranger.json().error.fields).toEqual({
      "prices/0/skuId": "This sku is not one of the product's",
    });
    expect(await ctx.deps.db.$count(skuPrices, eq(skuPrices.skuId, skuId))).toBe(0);

    const res = await send("PUT", url, {
      prices: [
        { skuId, market: "US", basePrice: 2_000, discountPrice: 1_500 },
        { skuId, market: "AE", basePrice: 7_500, discountPrice: 7_500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.skus[0].prices).toEqual([
      { market: "AE", currency: "AED", basePrice: 7_500, discountPrice: 7_500, published: false },
      { market: "US", currency: "USD", basePrice: 2_000, discountPrice: 1_500, published: false },
    ]);
    const audit = (await auditOf(product.productId)).at(-1)!;
    expect(audit).toMatchObject({ action: "product.prices", before: [] });
    expect(audit.after).toHaveLength(2);
  });

  it("answers a double submit once: one change, one audit row; the key with another body is 4090", async () => {
    const { productId, skuId, slug } = await pricedAndPublished();
    const key = randomUUID();
    const body = { prices: [{ skuId, market: "IN", basePrice: 149_900, discountPrice: 99_900 }] };
    const [first, second] = await Promise.all([
      send("PUT", pricesUrl(productId), body, key),
      send("PUT", pricesUrl(productId), body, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const prices = (await auditOf(productId)).filter((a) => a.action === "product.prices");
    expect(prices).toHaveLength(2); // the first pricing and this one
    const other = await send(
      "PUT",
      pricesUrl(productId),
      { prices: [{ skuId, market: "IN", basePrice: 149_900, discountPrice: 89_900 }] },
      key,
    );
    expect(other.json().error.code).toBe(4090);
    expect((await storefront(slug)).json().body.skus[0].discountPrice).toBe(99_900);
  });
});

describe("images", () => {
  const picture = (format: "png" | "jpeg") =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 90 } } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#123"/></svg>`,
          ),
        },
      ])
      [format]()
      .toBuffer();
  const upload = (productId: string, bytes: Buffer, type: string, key = randomUUID()) =>
    browse(ctx, ops, {
      method: "POST",
      url: `${BASE}/${productId}/images`,
      payload: bytes,
      headers: { "content-type": type, "idempotency-key": key },
    });

  it("converts a real picture to WebP at the storefront's widths, served for good, attached in order", async () => {
    const { product } = await newProduct();
    const png = await upload(product.productId, await picture("png"), "image/png");
    expect(png.statusCode, png.body).toBe(201);
    const jpeg = await upload(product.productId, await picture("jpeg"), "image/jpeg");
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    const images = jpeg.json().body.product.images as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^\/images\/catalogue\/[a-f0-9]{32}-600\.webp$/);

    for (const width of [160, 600, 1200]) {
      const res = await call(ctx, { method: "GET", url: images[0]!.replace("-600.webp", `-${width}.webp`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
    }
    expect((await call(ctx, { method: "GET", url: images[0]!.replace("-600", "-601") })).statusCode).toBe(
      404,
    );

    // Reordered (the second first); an image not the product's is refused.
    const reordered = await send("PATCH", `${BASE}/${product.productId}`, { images: [images[1], images[0]] });
    expect(reordered.json().body.product.images).toEqual([images[1], images[0]]);
    const foreign = await send("PATCH", `${BASE}/${product.productId}`, {
      images: ["/images/products/x.svg"],
    });
    expect(foreign.json().error.fields).toHaveProperty("images");
    const actions = (await auditOf(product.productId)).map((a) => a.action);
    expect(actions).toEqual(["product.create", "product.image", "product.image", "product.update"]);
  });

  it("refuses what is not a picture with 4000 and stores nothing", async () => {
    const { product } = await newProduct();
    const imagesBefore = await ctx.deps.db.$count(catalogueImages);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`);
    for (const [bytes, type] of [
      [Buffer.from("this is not a picture at all"), "image/png"],
      [svg, "image/svg+xml"],
      [Buffer.alloc(0), "image/jpeg"],
    ] as const) {
      const res = await upload(product.productId, bytes, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error).toMatchObject({ code: 4000, fields: { image: expect.any(String) } });
    }
    const json = await send("POST", `${BASE}/${product.productId}/images`, {});
    expect(json.json().error.code).toBe(4000);
    const tooBig = await upload(product.productId, Buffer.alloc(8 * 1024 * 1024 + 10), "image/png");
    expect(tooBig.statusCode).toBe(413);
    expect(await ctx.deps.db.$count(catalogueImages)).toBe(imagesBefore);
    const [row] = await ctx.deps.db.select().from(products).where(eq(products.productId, product.productId));
    expect(row!.images).toEqual([]);
    expect((await auditOf(product.productId)).map((a) => a.action)).toEqual(["product.create"]);
  });
});

describe("the list", () => {
  it("finds by name, category and publication in a market, by name, with Load more paging", async () => {
    const tag = `lst${randomUUID().slice(0, 6)}`;
    const made: string[] = [];
    for (const n of [3, 1, 2]) {
      const res = await send("POST", BASE, {
        name: `Listed ${tag} ${n}`,
        slug: `${tag}-${n}`,
        category: n === 3 ? "NUTRITION_PRODUCT" : "SKINCARE_PRODUCT",
        description: "A listed product.",
        sku: { slug: `${tag}-${n}-sku`, name: "One" },
      });
      made.push(res.json().body.product.productId);
    }
    const [p3, , p2] = made;
    const sku2 = (await send("GET", `${BASE}/${p2}`)).json().body.skus[0].skuId;
    await send("PUT", pricesUrl(p2!), {
      prices: [{ skuId: sku2, market: "AE", basePrice: 5_000, discountPrice: 4_000 }],
    });
    await send("POST", publishUrl(p2!), { market: "AE", published: true });

    const names = (res: { json: () => { body: { products: { name: string }[] } } }) =>
      res.json().body.products.map((p) => p.name);
    const first = await send("GET", `${BASE}?q=${tag}&limit=2`);
    expect(names(first)).toEqual([`Listed ${tag} 1`, `Listed ${tag} 2`]);
    const next = first.json().body.paginationData.nextToken;
    const second = await send("GET", `${BASE}?q=${tag}&limit=2&nextToken=${next}`);
    expect(names(second)).toEqual([`Listed ${tag} 3`]);
    expect(second.json().body.paginationData.nextToken).toBeNull();

    expect(names(await send("GET", `${BASE}?q=${tag}&category=NUTRITION_PRODUCT`))).toEqual([
      `Listed ${tag} 3`,
    ]);
    const inAe = await send("GET", `${BASE}?q=${tag}&market=AE&published=true`);
    expect(inAe.json().body.products).toEqual([
      expect.objectContaining({
        productId: p2,
        priced: true,
        published: true,
        price: { basePrice: 5_000, discountPrice: 4_000, currency: "AED" },
      }),
    ]);
    expect(names(await send("GET", `${BASE}?q=${tag}&market=IN&published=true`))).toEqual([]);
    expect(names(await send("GET", `${BASE}?q=${tag}&market=AE&published=false`))).toHaveLength(2);
    expect(names(await send("GET", `${BASE}?q=${p3}`))).toEqual([`Listed ${tag} 3`]);
    expect((await send("GET", `${BASE}?nextToken=nonsense`)).json().error.code).toBe(4000);
  });
});

describe("caches", () => {
  it("forget the product at once: the storefront shows the new price right after the change", async () => {
    const deps = { ...ctx.deps, config: loadConfig({ NODE_ENV: "test", CATALOGUE_CACHE_TTL_MS: "60000" }) };
    const app = await buildApp({ deps });
    await app.ready();
    let told = 0;
    const stop = onCatalogueChange(deps, () => told++);
    try {
      const cached = { ...ctx, app, deps };
      const { productId, skuId, slug, productType } = await pricedAndPublished();
      const page = async () =>
        (await call(cached, { method: "GET", url: `/api/catalogue/v2/skuDetails?slug=${slug}` })).json().body
          .skus[0].discountPrice;
      const listed = async () =>
        (
          await call(cached, {
            method: "GET",
            url: `/api/catalogue/v1/products?productType=${productType}`,
          })
        )
          .json()
          .body.products.find((p: { skuId: string }) => p.skuId === skuId)?.discountPrice;
      expect(await page()).toBe(129_900);
      expect(await listed()).toBe(129_900);
      const res = await staffCall(cached, ops, "PUT" as "POST", pricesUrl(productId), {
        prices: [{ skuId, market: "IN", basePrice: 149_900, discountPrice: 111_100 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(told).toBe(1);
      expect(await page()).toBe(111_100);
      expect(await listed()).toBe(111_100);
      // Hidden: gone from the cached product page at once too.
      await staffCall(cached, ops, "POST", publishUrl(productId), { market: "IN", published: false });
      expect(told).toBe(2);
      expect(
        (await call(cached, { method: "GET", url: `/api/catalogue/v2/skuDetails?slug=${slug}` })).statusCode,
      ).toBe(404);
    } finally {
      stop();
      await app.close();
    }
  });
});
