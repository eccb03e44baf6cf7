import { MARKET_INFO, MARKETS, type Market, priceLessPercent } from "@ojas/domain";
import { inventory, products, reviews, skuPrices, skus } from "../../modules/catalogue/tables.ts";
import type { Db } from "../client.ts";
import { BLOOD_WORK_PRODUCTS } from "./catalogue-bloodwork.ts";
import { DEVICE_PRODUCTS } from "./catalogue-devices.ts";
import { FITNESS_PRODUCTS } from "./catalogue-fitness.ts";
import { SUPPLEMENT_PRODUCTS } from "./catalogue-nutrition.ts";
import { DEVICE_REVIEWS } from "./catalogue-reviews-devices.ts";
import { SKIN_REVIEWS } from "./catalogue-reviews-skin.ts";
import { WELLNESS_REVIEWS } from "./catalogue-reviews-wellness.ts";
import { BYOB_CONFIG, BYOB_SKU_ID, SKIN_BUNDLES, SKIN_PRODUCTS } from "./catalogue-skin.ts";
import type { PricePair, ReviewGroup, SeedProduct, SeedSku } from "./catalogue-types.ts";

export const CATALOGUE_PRODUCTS: SeedProduct[] = [
  ...DEVICE_PRODUCTS,
  ...SKIN_PRODUCTS,
  ...SKIN_BUNDLES,
  ...SUPPLEMENT_PRODUCTS,
  ...FITNESS_PRODUCTS,
  ...BLOOD_WORK_PRODUCTS,
];
export const CATALOGUE_REVIEWS: ReviewGroup[] = [...DEVICE_REVIEWS, ...SKIN_REVIEWS, ...WELLNESS_REVIEWS];

/** Reviews are dated back from this fixed day, so the demo data is the same on every install. */
export const REVIEWS_REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The build-your-own bundle's "from" price in a market: the cheapest picks it allows that are in
 * stock there, at their selling prices (base), less the bundle discount (discount).
 */
export function byobFromPrice(all: SeedProduct[], market: Market): PricePair | undefined {
  const allowed: readonly string[] = BYOB_CONFIG.allowedProductTypes;
  const candidates = all
    .filter((p) => allowed.includes(p.productType))
    .flatMap((p) => p.skus)
    .filter((s) => !s.isBundledSku && s.prices[market] && (s.stock?.[market] ?? 0) > 0)
    .map((s) => s.prices[market]![1])
    .sort((a, b) => a - b);
  const picks = BYOB_CONFIG.allowRepeats
    ? Array.from({ length: BYOB_CONFIG.pickCount }, () => candidates[0])
    : candidates.slice(0, BYOB_CONFIG.pickCount);
  if (picks.length < BYOB_CONFIG.pickCount || picks.some((p) => p === undefined)) return undefined;
  const base = picks.reduce((sum, p) => sum + p, 0);
  return [base, priceLessPercent(base, BYOB_CONFIG.discountPercentage, MARKET_INFO[market].currency)];
}

function pricesOf(sku: SeedSku, all: SeedProduct[]): [Market, PricePair][] {
  if (sku.skuId !== BYOB_SKU_ID) return Object.entries(sku.prices) as [Market, PricePair][];
  return MARKETS.flatMap((m) => {
    const pair = byobFromPrice(all, m);
    return pair ? [[m, pair] as [Market, PricePair]] : [];
  });
}

interface ReviewRow {
  reviewId: string;
  productId: string;
  skuId: string;
  userId: null;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  status: "APPROVED" | "PENDING" | "REJECTED";
  verifiedPurchase: boolean;
  createdAt: Date;
}

export function reviewRows(groups: ReviewGroup[]): ReviewRow[] {
  return groups.flatMap((group, g) =>
    group.lines.map(([authorName, rating, title, text, status], i) => {
      // Deterministic spread over the 200 days before the reference date.
      const daysAgo = 1 + ((i * 47 + g * 29) % 199);
      const hour = (i * 7 + g * 5) % 24;
      return {
        reviewId: `rv-${group.key}-${String(i + 1).padStart(3, "0")}`,
        productId: group.productId,
        skuId: group.skuIds[i % group.skuIds.length],
        userId: null,
        authorName,
        rating,
        title,
        text,
        status: status ?? "APPROVED",
        verifiedPurchase: i % 6 !== 4,
        createdAt: new Date(REVIEWS_REFERENCE_DATE - daysAgo * DAY_MS + hour * HOUR_MS),
      };
    }),
  );
}

/** Catches data slips (unknown bundle parts, unsold-but-stocked skus) before they reach the database. */
function check(all: SeedProduct[], rows: ReviewRow[]): void {
  const skuIds = new Set(all.flatMap((p) => p.skus.map((s) => s.skuId)));
  for (const p of all) {
    if (p.skus.filter((s) => s.isDefault).length !== 1) throw new Error(`${p.slug}: needs one default sku`);
    for (const s of p.skus) {
      for (const part of s.bundledSkuIds ?? []) {
        if (!skuIds.has(part)) throw new Error(`${s.skuId}: unknown bundle part ${part}`);
      }
      if (s.isBundledSku) continue;
      for (const m of Object.keys(s.prices) as Market[]) {
        if (s.stock?.[m] === undefined) throw new Error(`${s.skuId}: no stock for ${m}`);
      }
    }
  }
  const productOfSku = new Map(all.flatMap((p) => p.skus.map((s) => [s.skuId, p.productId] as const)));
  for (const r of rows) {
    if (productOfSku.get(r.skuId) !== r.productId) throw new Error(`${r.reviewId}: sku not of product`);
  }
}

export async function seedCatalogue(db: Db): Promise<void> {
  const all = CATALOGUE_PRODUCTS;
  const reviewList = reviewRows(CATALOGUE_REVIEWS);
  check(all, reviewList);

  const approved = new Map<string, number[]>();
  for (const r of reviewList) {
    if (r.status !== "APPROVED") continue;
    approved.set(r.productId, [...(approved.get(r.productId) ?? []), r.rating]);
  }

  await db.insert(products).values(
    all.map((p) => {
      const ratings = approved.get(p.productId) ?? [];
      return {
        productId: p.productId,
        slug: p.slug,
        name: p.name,
        category: p.category,
        subCategory: p.subCategory,
        productType: p.productType,
        tagline: p.tagline,
        description: p.description,
        details: p.details,
        skinTypes: p.skinTypes ?? [],
        concerns: p.concerns ?? [],
        ingredients: p.ingredients ?? [],
        tags: p.tags,
        images: p.images,
        sortOrder: p.sortOrder,
        rating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
        reviewCount: ratings.length,
      };
    }),
  );

  const allSkus = all.flatMap((p) => p.skus.map((s) => ({ product: p, sku: s })));
  await db.insert(skus).values(
    allSkus.map(({ product, sku }) => ({
      skuId: sku.skuId,
      productId: product.productId,
      slug: sku.slug,
      name: sku.name,
      isDefault: sku.isDefault ?? false,
      attributes: sku.attributes ?? {},
      volume: sku.volume ?? null,
      volumeUnit: sku.volumeUnit ?? null,
      isBundledSku: sku.isBundledSku ?? false,
      bundledSkuIds: sku.bundledSkuIds ?? [],
      images: sku.images,
      badges: sku.badges,
    })),
  );

  await db.insert(skuPrices).values(
    allSkus.flatMap(({ sku }) =>
      pricesOf(sku, all).map(([market, [basePrice, discountPrice]]) => ({
        skuId: sku.skuId,
        market,
        currency: MARKET_INFO[market].currency,
        basePrice,
        discountPrice,
      })),
    ),
  );

  await db.insert(inventory).values(
    allSkus.flatMap(({ sku }) =>
      sku.isBundledSku
        ? []
        : (Object.keys(sku.prices) as Market[]).map((market) => ({
            skuId: sku.skuId,
            market,
            availableToPromise: sku.stock![market]!,
            comingSoon: (sku.comingSoonIn ?? []).includes(market),
          })),
    ),
  );

  await db.insert(reviews).values(reviewList);
}
