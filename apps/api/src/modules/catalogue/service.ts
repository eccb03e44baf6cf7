import { randomUUID } from "node:crypto";
import {
  byobConfigOf,
  emiOptions,
  type Market,
  type ProductCategory,
  type ProductListQuery,
  type Sku,
  type SkuDetails,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken, offsetToken } from "../../http/page-token.ts";
import * as dashboard from "./dashboard-queries.ts";
import { toProductDto, toSkuDto } from "./mapping.ts";
import * as repo from "./repository.ts";
import { availabilityOf } from "./stock.ts";

export { type CartCatalogue, type CartSku, cartCatalogue, stockChanged } from "./cart-skus.ts";
export {
  combineNeeds,
  giveBackUnits,
  releaseStock,
  restockReturned,
  type StockNeed,
  sendTakeStock,
  swapOrderStock,
  takeStock,
  takeUnits,
} from "./order-stock.ts";
export { availabilityOf } from "./stock.ts";

/** A sku as stored (any market), by id. */
export type StoredSku = NonNullable<Awaited<ReturnType<typeof repo.findSkuById>>>;

export function storedSku(deps: Pick<Deps, "db">, skuId: string): Promise<StoredSku | undefined> {
  return repo.findSkuById(deps.db, skuId);
}

/** Every variant of a product (sizes, finishes), whether sold in a market or not. */
export function variantsOfProduct(deps: Pick<Deps, "db">, productId: string): Promise<StoredSku[]> {
  return repo.variantsOfProduct(deps.db, productId);
}

/** The blood-work packages sold in a market (the default sku of each BLOOD_WORK product), in shelf order. */
export function bloodWorkPackageRows(deps: Pick<Deps, "db">, market: Market): Promise<repo.SkuRow[]> {
  return repo.listDefaultSkus(deps.db, market, { category: ["BLOOD_WORK"] }, "DEFAULT", 0, 100);
}

/** A sku's price row in a market; undefined when it is not sold there. */
export function priceIn(deps: Pick<Deps, "db">, skuId: string, market: string) {
  return repo.priceIn(deps.db, skuId, market);
}

const splitCsv = (value: string | undefined) =>
  value === undefined
    ? undefined
    : [
        ...new Set(
          value
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];

/** Skus with their stock in one query, in the order given. */
export async function withStock(deps: Deps, market: Market, rows: repo.SkuRow[]): Promise<Sku[]> {
  const availability = await availabilityOf(
    deps.db,
    market,
    rows.map((r) => r.sku),
  );
  return rows.map((r) => toSkuDto(r, availability.get(r.sku.skuId)));
}

export async function listProducts(deps: Deps, market: Market, query: ProductListQuery) {
  const offset = offsetToken.decode(query.nextToken);
  const rows = await repo.listDefaultSkus(
    deps.db,
    market,
    {
      category: splitCsv(query.category),
      subCategory: splitCsv(query.subCategory),
      productType: splitCsv(query.productType),
      skinType: splitCsv(query.skinType),
      concern: splitCsv(query.concern),
      ingredient: splitCsv(query.ingredient),
    },
    query.sort ?? "DEFAULT",
    offset,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  return {
    products: await withStock(deps, market, page),
    nextToken: rows.length > query.limit ? offsetToken.encode(offset + query.limit) : null,
  };
}

/** Categories worth suggesting next to a category (accessories beside devices, and so on). */
const RELATED_CATEGORIES: Partial<Record<ProductCategory, ProductCategory[]>> = {
  ELECTRONICS: ["RING_ACCS", "ELECTRONICS__RING_ACCS", "SMART_SCALE", "CGM"],
  RING_ACCS: ["ELECTRONICS", "ELECTRONICS__RING_ACCS", "RING_ACCS"],
  ELECTRONICS__RING_ACCS: ["ELECTRONICS", "ELECTRONICS__RING_ACCS", "RING_ACCS"],
  CGM: ["CGM_PLAN", "SMART_SCALE", "NUTRITION_PRODUCT"],
  CGM_PLAN: ["CGM", "SMART_SCALE"],
  SMART_SCALE: ["ELECTRONICS", "CGM", "NUTRITION_PRODUCT"],
  SKINCARE_PRODUCT: ["SKINCARE_PRODUCT"],
  NUTRITION_PRODUCT: ["NUTRITION_PRODUCT", "FXN_ACCS"],
  FXN_ACCS: ["FXN_ACCS", "NUTRITION_PRODUCT"],
  BLOOD_WORK: ["BLOOD_WORK", "CGM", "NUTRITION_PRODUCT"],
};

const RECOMMENDATION_LIMIT = 8;

async function recommendFor(
  deps: Deps,
  market: Market,
  categories: string[],
  excludeProductIds: string[],
): Promise<Sku[]> {
  const wanted = [...new Set(categories.flatMap((c) => RELATED_CATEGORIES[c as ProductCategory] ?? [c]))];
  const rows = await repo.topRatedInCategories(
    deps.db,
    market,
    wanted,
    excludeProductIds,
    RECOMMENDATION_LIMIT * 2,
  );
  const skus = await withStock(deps, market, rows);
  return skus.filter((s) => s.stockStatus !== "OUT_OF_STOCK").slice(0, RECOMMENDATION_LIMIT);
}

const FILTER_LABELS: Record<string, string> = { size: "Ring size", finish: "Finish", colour: "Colour" };
const titleCase = (value: string) =>
  value
    .split(/[-_ ]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");

/** Variant pickers from the string attributes that differ between a product's skus. */
function purchaseFiltersOf(skus: Sku[]): SkuDetails["purchaseFilters"] {
  if (skus.length < 2) return [];
  const names = new Set<string>();
  for (const s of skus)
    for (const [k, v] of Object.entries(s.attributes)) if (typeof v === "string") names.add(k);
  const filters: SkuDetails["purchaseFilters"] = [];
  for (const name of names) {
    const values = new Map<string, boolean>();
    for (const s of skus) {
      const v = s.attributes[name];
      if (typeof v !== "string") continue;
      values.set(v, (values.get(v) ?? false) || s.stockStatus === "IN_STOCK");
    }
    if (values.size < 2) continue;
    const sorted = [...values.entries()].sort(([a], [b]) =>
      Number.isNaN(Number(a)) ? 0 : Number(a) - Number(b),
    );
    filters.push({
      name,
      label: FILTER_LABELS[name] ?? titleCase(name),
      values: sorted.map(([value, available]) => ({
        value,
        label: name === "size" ? `Size ${value}` : titleCase(value),
        available,
      })),
    });
  }
  return filters;
}

interface PurchaseOptionDef {
  optionId: string;
  label: string;
  description: string;
  skuIds: string[];
}

function isOptionDef(value: unknown): value is PurchaseOptionDef {
  const v = value as PurchaseOptionDef;
  return typeof v?.optionId === "string" && typeof v.label === "string" && Array.isArray(v.skuIds);
}

/** Priced purchase options; an option with an empty skuIds list means "the chosen variant". */
async function purchaseOptionsOf(
  deps: Deps,
  market: Market,
  details: Record<string, unknown>,
  defaultSku: Sku,
): Promise<SkuDetails["purchaseOptions"]> {
  const defs = Array.isArray(details.purchaseOptions) ? details.purchaseOptions.filter(isOptionDef) : [];
  if (defs.length === 0) return [];
  const ids = [...new Set(defs.flatMap((d) => d.skuIds))];
  const priced = new Map(
    (await withStock(deps, market, await repo.skusByIds(deps.db, market, ids))).map((s) => [s.skuId, s]),
  );
  const options: SkuDetails["purchaseOptions"] = [];
  for (const def of defs) {
    const parts = def.skuIds.length === 0 ? [defaultSku] : def.skuIds.map((id) => priced.get(id));
    if (parts.some((p) => p === undefined)) continue; // not sold in this market
    const skus = parts as Sku[];
    options.push({
      optionId: def.optionId,
      label: def.label,
      description: def.description ?? "",
      skuIds: skus.map((s) => s.skuId),
      basePrice: skus.reduce((sum, s) => sum + s.basePrice, 0),
      discountPrice: skus.reduce((sum, s) => sum + s.discountPrice, 0),
      currency: defaultSku.currency,
      available: skus.every((s) => s.stockStatus === "IN_STOCK"),
    });
  }
  return options;
}

export async function skuDetails(
  deps: Deps,
  market: Market,
  by: { slug?: string; skuId?: string },
): Promise<SkuDetails> {
  let product: repo.ProductRow | undefined;
  if (by.slug) {
    product = await repo.findProductBySlug(deps.db, by.slug);
    if (!product) {
      const sku = await repo.findSkuBySlug(deps.db, by.slug);
      if (sku) product = await repo.findProductById(deps.db, sku.productId);
    }
  } else if (by.skuId) {
    const sku = await repo.findSkuById(deps.db, by.skuId);
    if (sku) product = await repo.findProductById(deps.db, sku.productId);
  }
  if (!product) throw notFound("Product not found");
  const skus = await withStock(deps, market, await repo.skusOfProduct(deps.db, market, product.productId));
  if (skus.length === 0) throw notFound("Product not found");
  const defaultSku = skus[0]!;

  const [purchaseOptions, bundleRows, recommendedProducts] = await Promise.all([
    purchaseOptionsOf(deps, market, product.details, defaultSku),
    repo.bundlesContaining(
      deps.db,
      market,
      skus.map((s) => s.skuId),
    ),
    recommendFor(deps, market, [product.category], [product.productId]),
  ]);
  const bundles = (await withStock(deps, market, bundleRows)).filter(
    (b) => b.productId !== product.productId,
  );

  const details: SkuDetails = {
    product: toProductDto(product),
    skus,
    purchaseFilters: purchaseFiltersOf(skus),
    purchaseOptions,
    recommendedProducts,
    productTags: product.tags,
  };
  const emi = emiOptions(defaultSku.discountPrice, defaultSku.currency);
  if (emi.length > 0) details.emiOptions = emi;
  if (bundles.length > 0) details.bundles = bundles;
  const kitId = product.details.sizingKitSkuId;
  if (typeof kitId === "string") {
    const [kit] = await repo.skusByIds(deps.db, market, [kitId]);
    if (kit) {
      details.sizingKitPrice = {
        skuId: kit.sku.skuId,
        basePrice: kit.price.basePrice,
        discountPrice: kit.price.discountPrice,
        currency: kit.price.currency,
      };
    }
  }
  return details;
}

/** The skus sold in the market of the product `skuId` belongs to, with their attributes (a ring's sizes). */
export async function variantsOf(
  deps: Deps,
  market: Market,
  skuId: string,
): Promise<{ skuId: string; attributes: Record<string, unknown> }[]> {
  const sku = await repo.findSkuById(deps.db, skuId);
  if (!sku) return [];
  const rows = await repo.skusOfProduct(deps.db, market, sku.productId);
  return rows.map((r) => ({ skuId: r.sku.skuId, attributes: r.sku.attributes }));
}

/** The skus asked for that are sold in the market, in the order asked. */
export async function skusByIds(deps: Deps, market: Market, skuIds: string[]): Promise<Sku[]> {
  const rows = await repo.skusByIds(deps.db, market, skuIds);
  const found = await withStock(deps, market, rows);
  const byId = new Map(found.map((s) => [s.skuId, s]));
  return skuIds.flatMap((id) => byId.get(id) ?? []);
}

export async function recommendedSkus(deps: Deps, market: Market, skuIds: string[]): Promise<Sku[]> {
  const given = await repo.skusByIds(deps.db, market, skuIds);
  if (given.length === 0) return recommendFor(deps, market, ["ELECTRONICS", "SKINCARE_PRODUCT"], []);
  return recommendFor(
    deps,
    market,
    given.map((g) => g.product.category),
    given.map((g) => g.product.productId),
  );
}

export async function byob(deps: Deps, market: Market, bundleSkuId: string) {
  const [row] = await repo.skusByIds(deps.db, market, [bundleSkuId]);
  const config = row ? byobConfigOf(row.sku.attributes) : undefined;
  if (!row || !config) throw notFound("Build-your-own bundle not found");
  const candidates = await repo.listDefaultSkus(
    deps.db,
    market,
    { category: [row.product.category], productType: config.allowedProductTypes },
    "DEFAULT",
    0,
    100,
  );
  const items = (await withStock(deps, market, candidates)).filter((s) => !s.isBundledSku);
  const [bundle] = await withStock(deps, market, [row]);
  return { bundle: bundle!, items, configOptions: config };
}

// Reviews ----------------------------------------------------------------------------------------

type ReviewKey = { t: number; id: string };
const isReviewKey = (v: unknown): v is ReviewKey =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as ReviewKey).t) &&
  typeof (v as ReviewKey).id === "string" &&
  (v as ReviewKey).id.length <= 100;

export async function approvedReviews(
  deps: Deps,
  input: { id: string; lastEvaluatedKey?: string | null; limit: number },
) {
  const sku = await repo.findSkuById(deps.db, input.id);
  if (!sku) throw notFound("Product not found");
  const after = input.lastEvaluatedKey
    ? decodePageToken(input.lastEvaluatedKey, isReviewKey, "lastEvaluatedKey")
    : undefined;
  const [rows, distributionRows] = await Promise.all([
    repo.approvedReviewsPage(
      deps.db,
      sku.productId,
      after && { createdAt: new Date(after.t), reviewId: after.id },
      input.limit + 1,
    ),
    repo.ratingDistribution(deps.db, sku.productId),
  ]);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const distribution: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let sum = 0;
  for (const d of distributionRows) {
    distribution[String(d.rating)] = d.count;
    count += d.count;
    sum += d.rating * d.count;
  }
  return {
    reviews: page.map((r) => ({
      reviewId: r.reviewId,
      skuId: r.skuId,
      authorName: r.authorName,
      rating: r.rating,
      title: r.title,
      text: r.text,
      verifiedPurchase: r.verifiedPurchase,
      createdAt: r.createdAt.getTime(),
    })),
    lastEvaluatedKey:
      rows.length > input.limit && last
        ? encodePageToken({ t: last.createdAt.getTime(), id: last.reviewId })
        : null,
    summary: { average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count, distribution },
  };
}

export const ONLY_BUYERS_MESSAGE = "Only shoppers who bought this product can review it";

/**
 * Whether the shopper has a paid or delivered order holding the product: orders know, and the routes
 * hand their answer in (catalogue does not import orders, which imports catalogue for its stock).
 */
export type BoughtProduct = (userId: string, productId: string) => Promise<boolean>;

/** Whether a signed-in shopper (or none: a visitor) may review the product of this sku, and if not why. */
export async function reviewEligibility(
  deps: Deps,
  hasBought: BoughtProduct,
  userId: string | undefined,
  skuId: string,
) {
  const sku = await repo.findSkuById(deps.db, skuId);
  if (!sku) throw notFound("Product not found");
  if (!userId) return { canReview: false, reason: "SIGN_IN" as const };
  return (await hasBought(userId, sku.productId))
    ? { canReview: true, reason: null }
    : { canReview: false, reason: "NOT_BOUGHT" as const };
}

/** A buyer's review waits for moderation before anyone sees it. */
export async function createReview(
  deps: Deps,
  hasBought: BoughtProduct,
  author: { userId: string; name: string },
  input: { skuId: string; rating: number; title: string; text: string },
) {
  const sku = await repo.findSkuById(deps.db, input.skuId);
  if (!sku) throw notFound("Product not found");
  if (!(await hasBought(author.userId, sku.productId))) {
    throw new AppError(4030, ONLY_BUYERS_MESSAGE);
  }
  const reviewId = `rv-${randomUUID()}`;
  await repo.insertReview(deps.db, {
    reviewId,
    productId: sku.productId,
    skuId: sku.skuId,
    userId: author.userId,
    authorName: author.name,
    rating: input.rating,
    title: input.title,
    text: input.text,
    verifiedPurchase: true,
    status: "PENDING",
    createdAt: new Date(deps.now()),
  });
  return { reviewId, status: "PENDING" as const };
}

/** The dashboard's count of reviews waiting for moderation. */
export function reviewsWaiting(deps: Pick<Deps, "db">): Promise<number> {
  return dashboard.reviewsWaiting(deps.db);
}
