// The back office's catalogue (docs/api.md, "Back office: catalogue"; docs/product.md, "Back office:
// catalogue"): staff with `catalogue` list products per market, create and edit products and their skus
// (attributes, badges, fixed bundles' parts, build-your-own rules), set prices per market, publish or hide a
// product in a market, and attach images. Each change locks its product, writes its audit row in the same
// transaction, is answered once per Idempotency-Key, and then this instance's caches forget the catalogue
// (invalidateCatalogue: listings, product pages, the storefront's page cache; stockChanged: cart reads).
// Stock quantities and "coming soon" live in inventory and belong to the `stock` permission.
import { randomUUID } from "node:crypto";
import {
  byobConfigOf,
  type CatalogueAdminProduct,
  type CatalogueListQuery,
  type CatalogueListResponse,
  type CataloguePricesBody,
  type CataloguePublishBody,
  type CatalogueSkuBody,
  type CreateCatalogueProductBody,
  MARKET_INFO,
  MARKETS,
  type Market,
  type ProductCategory,
  type UpdateCatalogueProductBody,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { type Answer, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { invalidateCatalogue } from "./cache.ts";
import { stockChanged } from "./cart-skus.ts";
import * as q from "./catalogue-admin-queries.ts";
import { type ProcessedImage, processImage } from "./catalogue-images.ts";

export const PRODUCT_AUDIT_ENTITY = "product";
const NOT_FOUND = "No such product";
const MAX_IMAGES = 12;

const isCursor = (v: unknown): v is { n: string; i: string } =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { n: unknown }).n === "string" &&
  (v as { n: string }).n.length <= 200 &&
  typeof (v as { i: unknown }).i === "string" &&
  (v as { i: string }).i.length <= 100;

/** GET /api/staff/catalogue/products: by name, with the market's price and publication. */
export async function listCatalogue(deps: Deps, query: CatalogueListQuery): Promise<CatalogueListResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await q.listProducts(
    deps.db,
    {
      market: query.market,
      text: query.q,
      category: query.category,
      published: query.published,
      after,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    products: page.map((r) => ({
      productId: r.product_id,
      name: r.name,
      slug: r.slug,
      category: r.category,
      image: r.image,
      skuCount: r.sku_count,
      priced: r.priced,
      published: r.published,
      price:
        r.base_price !== null && r.discount_price !== null && r.currency !== null
          ? { basePrice: r.base_price, discountPrice: r.discount_price, currency: r.currency }
          : null,
    })),
    paginationData: {
      nextToken:
        rows.length > query.limit && last ? encodePageToken({ n: last.name, i: last.product_id }) : null,
    },
  };
}

/** The product as the back office edits it: its skus with their prices in every market. */
export async function productForStaff(db: Db, productId: string): Promise<CatalogueAdminProduct> {
  const product = await q.findProduct(db, productId);
  if (!product) throw notFound(NOT_FOUND);
  const skus = await q.skusOf(db, productId);
  const prices = await q.pricesOf(
    db,
    skus.map((s) => s.skuId),
  );
  const markets = MARKETS.map((market) => {
    const here = prices.filter((p) => p.market === market);
    return { market, priced: here.length > 0, published: here.some((p) => p.published) };
  });
  return {
    product: {
      productId: product.productId,
      slug: product.slug,
      name: product.name,
      category: product.category as ProductCategory,
      subCategory: product.subCategory,
      productType: product.productType,
      tagline: product.tagline,
      description: product.description,
      tags: product.tags,
      images: product.images,
      sortOrder: product.sortOrder,
    },
    skus: skus.map((s) => {
      const { byob: _rules, ...attributes } = s.attributes;
      return {
        skuId: s.skuId,
        slug: s.slug,
        name: s.name,
        isDefault: s.isDefault,
        attributes,
        volume: s.volume,
        volumeUnit: s.volumeUnit,
        badges: s.badges,
        images: s.images,
        isBundledSku: s.isBundledSku,
        bundledSkuIds: s.bundledSkuIds,
        byob: byobConfigOf(s.attributes) ?? null,
        prices: prices
          .filter((p) => p.skuId === s.skuId)
          .map((p) => ({
            market: p.market as Market,
            currency: p.currency,
            basePrice: p.basePrice,
            discountPrice: p.discountPrice,
            published: p.published,
          })),
      };
    }),
    markets,
  };
}

export function staffProduct(deps: Deps, productId: string): Promise<CatalogueAdminProduct> {
  return productForStaff(deps.db, productId);
}

/** Runs one change of one product once per key; afterwards the caches forget the catalogue. */
async function change<B>(
  deps: Deps,
  staff: StaffCaller,
  route: string,
  key: string,
  body: B,
  work: (tx: Db, at: number) => Promise<Answer<CatalogueAdminProduct>>,
): Promise<Answer<CatalogueAdminProduct>> {
  const answer = await once(deps, { staffId: staff.userId, route, key, body }, (tx) => work(tx, deps.now()));
  // Listings, product pages, the page cache and cart reads show prices, names and images: this instance
  // forgets them now, other instances within their lifetimes (docs/decisions/0006, 0009, 0018).
  invalidateCatalogue(deps);
  stockChanged();
  return answer;
}

async function locked(tx: Db, productId: string) {
  const product = await q.lockProduct(tx, productId);
  if (!product) throw notFound(NOT_FOUND);
  return product;
}

const productState = (p: q.ProductRow) => ({
  name: p.name,
  slug: p.slug,
  category: p.category,
  subCategory: p.subCategory,
  productType: p.productType,
  tagline: p.tagline,
  description: p.description,
  tags: p.tags,
  images: p.images,
  sortOrder: p.sortOrder,
});

const skuState = (s: q.SkuRow) => ({
  skuId: s.skuId,
  slug: s.slug,
  name: s.name,
  isDefault: s.isDefault,
  attributes: s.attributes,
  volume: s.volume,
  volumeUnit: s.volumeUnit,
  badges: s.badges,
  isBundledSku: s.isBundledSku,
  bundledSkuIds: s.bundledSkuIds,
});

/** The stored columns of a sku body, once its slug and bundle parts are checked (4000 otherwise). */
async function skuColumns(tx: Db, body: Omit<CatalogueSkuBody, "isDefault">, skuId: string) {
  if (await q.skuSlugTaken(tx, body.slug, skuId)) throw invalid({ "sku.slug": "Another sku has this slug" });
  const parts = [...new Set(body.bundledSkuIds)];
  if (parts.length > 0 && body.byob) {
    throw invalid({ bundledSkuIds: "A build-your-own bundle has no fixed parts: the shopper picks them" });
  }
  if (parts.includes(skuId)) throw invalid({ bundledSkuIds: "A bundle cannot contain itself" });
  const found = await q.skusByIds(tx, parts);
  const missing = parts.filter((id) => !found.some((s) => s.skuId === id));
  if (missing.length > 0) throw invalid({ bundledSkuIds: `No such sku: ${missing.join(", ")}` });
  const nested = found.filter((s) => s.isBundledSku);
  if (nested.length > 0) {
    throw invalid({
      bundledSkuIds: `A bundle's parts are sold on their own: ${nested.map((s) => s.skuId).join(", ")}`,
    });
  }
  return {
    slug: body.slug,
    name: body.name,
    attributes: body.byob ? { ...body.attributes, byob: body.byob } : body.attributes,
    volume: body.volume,
    volumeUnit: body.volumeUnit,
    badges: body.badges,
    isBundledSku: parts.length > 0 || body.byob !== null,
    bundledSkuIds: parts,
  };
}

/** POST /api/staff/catalogue/products: a product with its default sku, not sold until priced and published. */
export async function createProduct(
  deps: Deps,
  staff: StaffCaller,
  body: CreateCatalogueProductBody,
  key: string,
) {
  return change(deps, staff, "catalogue.create", key, body, async (tx, at) => {
    if (await q.productSlugTaken(tx, body.slug)) throw invalid({ slug: "Another product has this slug" });
    const productId = `prd-${randomUUID()}`;
    const skuId = `sku-${randomUUID()}`;
    const { sku, ...fields } = body;
    const columns = await skuColumns(tx, sku, skuId);
    await q.insertProduct(tx, { productId, ...fields, details: {}, images: [] });
    await q.insertSku(tx, { skuId, productId, isDefault: true, images: [], ...columns });
    const answer = await productForStaff(tx, productId);
    await recordAudit(tx, staff.userId, at, {
      action: "product.create",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: null,
      after: { ...answer.product, skus: [columns] },
    });
    return { statusCode: 201, response: answer };
  });
}

/** PATCH /api/staff/catalogue/products/{id}: the product's own fields; images only reordered or dropped. */
export async function updateProduct(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  body: UpdateCatalogueProductBody,
  key: string,
) {
  return change(deps, staff, `catalogue.update ${productId}`, key, body, async (tx, at) => {
    const before = await locked(tx, productId);
    if (body.slug !== undefined && (await q.productSlugTaken(tx, body.slug, productId))) {
      throw invalid({ slug: "Another product has this slug" });
    }
    if (body.images !== undefined) {
      const strangers = body.images.filter((url) => !before.images.includes(url));
      if (strangers.length > 0) {
        throw invalid({ images: "Upload a new image first: here images are only reordered or removed" });
      }
      body.images = [...new Set(body.images)];
    }
    await q.updateProduct(tx, productId, body);
    const answer = await productForStaff(tx, productId);
    const after = { ...before, ...body };
    await recordAudit(tx, staff.userId, at, {
      action: "product.update",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: productState(before),
      after: productState(after),
    });
    return { statusCode: 200, response: answer };
  });
}

/** POST /api/staff/catalogue/products/{id}/skus: another variant (a size, a finish) or a bundle. */
export async function createSku(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  body: CatalogueSkuBody,
  key: string,
) {
  return change(deps, staff, `catalogue.sku.create ${productId}`, key, body, async (tx, at) => {
    await locked(tx, productId);
    const skuId = `sku-${randomUUID()}`;
    const columns = await skuColumns(tx, body, skuId);
    await q.insertSku(tx, { skuId, productId, isDefault: false, images: [], ...columns });
    if (body.isDefault) await q.makeDefault(tx, productId, skuId);
    const answer = await productForStaff(tx, productId);
    await recordAudit(tx, staff.userId, at, {
      action: "sku.create",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: null,
      after: { skuId, isDefault: body.isDefault, ...columns },
    });
    return { statusCode: 201, response: answer };
  });
}

/** PUT /api/staff/catalogue/products/{id}/skus/{skuId}: the sku's own fields, all given. */
export async function updateSku(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  skuId: string,
  body: CatalogueSkuBody,
  key: string,
) {
  return change(deps, staff, `catalogue.sku.update ${skuId}`, key, body, async (tx, at) => {
    await locked(tx, productId);
    const before = (await q.skusOf(tx, productId)).find((s) => s.skuId === skuId);
    if (!before) throw notFound("No such sku in this product");
    if (before.isDefault && !body.isDefault) {
      throw invalid({ isDefault: "Make another sku the default first: a product always has one" });
    }
    const columns = await skuColumns(tx, body, skuId);
    await q.updateSku(tx, skuId, columns);
    if (body.isDefault && !before.isDefault) await q.makeDefault(tx, productId, skuId);
    const answer = await productForStaff(tx, productId);
    await recordAudit(tx, staff.userId, at, {
      action: "sku.update",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: skuState(before),
      after: { ...skuState({ ...before, ...columns }), isDefault: body.isDefault },
    });
    return { statusCode: 200, response: answer };
  });
}

/**
 * PUT /api/staff/catalogue/products/{id}/prices: base and sale prices of the product's skus per market. A
 * sku first priced in a market where the product is published is published with it.
 */
export async function setPrices(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  body: CataloguePricesBody,
  key: string,
) {
  return change(deps, staff, `catalogue.prices ${productId}`, key, body, async (tx, at) => {
    await locked(tx, productId);
    const skus = await q.skusOf(tx, productId);
    const ids = skus.map((s) => s.skuId);
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    body.prices.forEach((p, i) => {
      if (!ids.includes(p.skuId)) errors[`prices/${i}/skuId`] = "This sku is not one of the product's";
      const one = `${p.skuId} ${p.market}`;
      if (seen.has(one)) errors[`prices/${i}/market`] = "This sku's price in this market is given twice";
      seen.add(one);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const before = await q.pricesOf(tx, ids);
    const publishedIn = new Set(before.filter((p) => p.published).map((p) => p.market));
    for (const p of body.prices) {
      await q.upsertPrice(tx, {
        skuId: p.skuId,
        market: p.market,
        currency: MARKET_INFO[p.market].currency,
        basePrice: p.basePrice,
        discountPrice: p.discountPrice,
        published: publishedIn.has(p.market),
      });
    }
    const answer = await productForStaff(tx, productId);
    const touched = (rows: { skuId: string; market: string; basePrice: number; discountPrice: number }[]) =>
      rows
        .filter((r) => seen.has(`${r.skuId} ${r.market}`))
        .map(({ skuId, market, basePrice, discountPrice }) => ({ skuId, market, basePrice, discountPrice }));
    await recordAudit(tx, staff.userId, at, {
      action: "product.prices",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: touched(before),
      after: touched(await q.pricesOf(tx, ids)),
    });
    return { statusCode: 200, response: answer };
  });
}

/**
 * POST /api/staff/catalogue/products/{id}/publish: shoppers in the market see (or no longer see) the
 * product. Publishing needs the default sku's price there.
 */
export async function publishProduct(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  body: CataloguePublishBody,
  key: string,
) {
  return change(deps, staff, `catalogue.publish ${productId}`, key, body, async (tx, at) => {
    await locked(tx, productId);
    const before = await productForStaff(tx, productId);
    const defaultSku = before.skus.find((s) => s.isDefault) ?? before.skus[0];
    if (body.published && !defaultSku?.prices.some((p) => p.market === body.market)) {
      throw invalid({
        market: `Set the price of ${defaultSku?.name ?? "the default sku"} in ${MARKET_INFO[body.market].countryName} first`,
      });
    }
    await q.setPublished(
      tx,
      before.skus.map((s) => s.skuId),
      body.market,
      body.published,
    );
    const answer = await productForStaff(tx, productId);
    const state = (p: CatalogueAdminProduct) => p.markets.find((m) => m.market === body.market);
    await recordAudit(tx, staff.userId, at, {
      action: body.published ? "product.publish" : "product.unpublish",
      entity: PRODUCT_AUDIT_ENTITY,
      entityId: productId,
      before: state(before),
      after: state(answer),
    });
    return { statusCode: 200, response: answer };
  });
}

/**
 * POST /api/staff/catalogue/products/{id}/images: the picture sent as the body, checked and converted
 * before anything is stored, then kept and added after the product's other images.
 */
export async function uploadImage(
  deps: Deps,
  staff: StaffCaller,
  productId: string,
  bytes: Buffer,
  key: string,
) {
  const image: ProcessedImage = await processImage(bytes);
  return change(
    deps,
    staff,
    `catalogue.image ${productId}`,
    key,
    { imageId: image.imageId },
    async (tx, at) => {
      const before = await locked(tx, productId);
      if (before.images.includes(image.url)) {
        throw invalid({ image: "This picture is one of the product's images already" });
      }
      if (before.images.length >= MAX_IMAGES) {
        throw invalid({ image: `A product has at most ${MAX_IMAGES} images: remove one first` });
      }
      await q.insertImage(
        tx,
        image.widths.map((w) => ({
          imageId: image.imageId,
          width: w.width,
          height: w.height,
          webp: w.webp,
          createdBy: staff.userId,
          createdAt: new Date(at),
        })),
      );
      const images = [...before.images, image.url];
      await q.updateProduct(tx, productId, { images });
      await recordAudit(tx, staff.userId, at, {
        action: "product.image",
        entity: PRODUCT_AUDIT_ENTITY,
        entityId: productId,
        before: { images: before.images },
        after: { images, bytes: bytes.length, widths: image.widths.map((w) => w.width) },
      });
      return { statusCode: 201, response: await productForStaff(tx, productId) };
    },
  );
}
