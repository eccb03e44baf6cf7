import type { Market } from "@ojas/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { inventory, products, reviews, skuPrices, skus } from "./tables.ts";

export type ProductRow = typeof products.$inferSelect;

/** A sku joined with its product and its price in one market (published there: sold). */
export interface SkuRow {
  sku: typeof skus.$inferSelect;
  product: ProductRow;
  price: typeof skuPrices.$inferSelect;
}

export interface StockRow {
  skuId: string;
  availableToPromise: number;
  comingSoon: boolean;
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const skuSelection = { sku: skus, product: products, price: skuPrices };

function joinedSkus(db: Db, market: Market) {
  return db
    .select(skuSelection)
    .from(skus)
    .innerJoin(products, eq(products.productId, skus.productId))
    .innerJoin(
      skuPrices,
      and(eq(skuPrices.skuId, skus.skuId), eq(skuPrices.market, market), eq(skuPrices.published, true)),
    );
}

export interface ListFilters {
  category?: string[];
  subCategory?: string[];
  productType?: string[];
  skinType?: string[];
  concern?: string[];
  ingredient?: string[];
}

export type ListSort = "TOP_RATED" | "PRICE_HIGH_LOW" | "PRICE_LOW_HIGH" | "DEFAULT";

/** Default skus of the products matching every filter (values within one filter are alternatives). */
export async function listDefaultSkus(
  db: Db,
  market: Market,
  filters: ListFilters,
  sort: ListSort,
  offset: number,
  limit: number,
): Promise<SkuRow[]> {
  const where: SQL[] = [eq(skus.isDefault, true)];
  if (filters.category) where.push(inArray(products.category, filters.category));
  if (filters.subCategory) where.push(inArray(products.subCategory, filters.subCategory));
  if (filters.productType) where.push(inArray(products.productType, filters.productType));
  const overlaps = (
    column: typeof products.skinTypes | typeof products.concerns | typeof products.ingredients,
    values: string[],
  ) => sql`${column} && ${textArray(values)}`;
  if (filters.skinType) where.push(overlaps(products.skinTypes, filters.skinType));
  if (filters.concern) where.push(overlaps(products.concerns, filters.concern));
  if (filters.ingredient) where.push(overlaps(products.ingredients, filters.ingredient));

  const order = {
    TOP_RATED: [desc(products.rating), desc(products.reviewCount), asc(products.slug)],
    PRICE_HIGH_LOW: [desc(skuPrices.discountPrice), asc(products.slug)],
    PRICE_LOW_HIGH: [asc(skuPrices.discountPrice), asc(products.slug)],
    DEFAULT: [asc(products.sortOrder), asc(products.slug)],
  }[sort];

  return joinedSkus(db, market)
    .where(and(...where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function findProductBySlug(db: Db, slug: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.slug, slug)).limit(1);
  return rows[0];
}

export async function findSkuBySlug(db: Db, slug: string) {
  const rows = await db.select().from(skus).where(eq(skus.slug, slug)).limit(1);
  return rows[0];
}

export async function findSkuById(db: Db, skuId: string) {
  const rows = await db.select().from(skus).where(eq(skus.skuId, skuId)).limit(1);
  return rows[0];
}

export async function findProductById(db: Db, productId: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(products).where(eq(products.productId, productId)).limit(1);
  return rows[0];
}

/** Every sku of one product sold in the market, default first. */
export async function skusOfProduct(db: Db, market: Market, productId: string): Promise<SkuRow[]> {
  return joinedSkus(db, market)
    .where(eq(skus.productId, productId))
    .orderBy(desc(skus.isDefault), asc(skus.skuId));
}

export async function skusByIds(db: Db, market: Market, skuIds: string[]): Promise<SkuRow[]> {
  if (skuIds.length === 0) return [];
  return joinedSkus(db, market).where(inArray(skus.skuId, skuIds));
}

/** Fixed bundles sold in the market that contain any of the given skus. */
export async function bundlesContaining(db: Db, market: Market, skuIds: string[]): Promise<SkuRow[]> {
  if (skuIds.length === 0) return [];
  return joinedSkus(db, market)
    .where(and(eq(skus.isBundledSku, true), sql`${skus.bundledSkuIds} && ${textArray(skuIds)}`))
    .orderBy(asc(skus.skuId));
}

/** Default skus of products in the given categories, best rated first, for recommendations. */
export async function topRatedInCategories(
  db: Db,
  market: Market,
  categories: string[],
  excludeProductIds: string[],
  limit: number,
): Promise<SkuRow[]> {
  const where: SQL[] = [eq(skus.isDefault, true), inArray(products.category, categories)];
  if (excludeProductIds.length > 0) {
    where.push(
      sql`${products.productId} NOT IN (${sql.join(
        excludeProductIds.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
  return joinedSkus(db, market)
    .where(and(...where))
    .orderBy(desc(products.rating), desc(products.reviewCount), asc(products.slug))
    .limit(limit);
}

export async function stockOf(db: Db, market: Market, skuIds: string[]): Promise<StockRow[]> {
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: inventory.skuId,
      availableToPromise: inventory.availableToPromise,
      comingSoon: inventory.comingSoon,
    })
    .from(inventory)
    .where(and(eq(inventory.market, market), inArray(inventory.skuId, skuIds)));
}

/** A sku as a cart needs it, with its price (null: not sold in the market) and stock row (null: none). */
export interface CartSkuRow {
  skuId: string;
  productId: string;
  name: string;
  attributes: Record<string, unknown>;
  volume: number | null;
  volumeUnit: string | null;
  isBundledSku: boolean;
  bundledSkuIds: string[];
  skuImages: string[];
  productImages: string[];
  category: string;
  subCategory: string | null;
  productType: string | null;
  basePrice: number | null;
  discountPrice: number | null;
  availableToPromise: number | null;
  comingSoon: boolean | null;
}

// Every cart read and change prices its lines with this one statement: prepared.
const cartSkusQuery = preparedQuery((db) => {
  const market = sql.placeholder("market");
  const ids = sql`${sql.placeholder("ids")}::text[]`;
  return (
    db
      .select({
        skuId: skus.skuId,
        productId: skus.productId,
        name: skus.name,
        attributes: skus.attributes,
        volume: skus.volume,
        volumeUnit: skus.volumeUnit,
        isBundledSku: skus.isBundledSku,
        bundledSkuIds: skus.bundledSkuIds,
        skuImages: skus.images,
        productImages: products.images,
        category: products.category,
        subCategory: products.subCategory,
        productType: products.productType,
        basePrice: skuPrices.basePrice,
        discountPrice: skuPrices.discountPrice,
        availableToPromise: inventory.availableToPromise,
        comingSoon: inventory.comingSoon,
      })
      .from(skus)
      .innerJoin(products, eq(products.productId, skus.productId))
      .leftJoin(
        skuPrices,
        and(eq(skuPrices.skuId, skus.skuId), eq(skuPrices.market, market), eq(skuPrices.published, true)),
      )
      .leftJoin(inventory, and(eq(inventory.skuId, skus.skuId), eq(inventory.market, market)))
      // One array of ids, the bundles' parts appended (computed once, before the scan): an OR of the ids
      // and a subquery could not be read through the primary key, and the query read every sku.
      .where(
        sql`${skus.skuId} = any(${ids} || array(select unnest(b.bundled_sku_ids) from ${skus} b where b.sku_id = any(${ids})))`,
      )
      .prepare("catalogue_cart_skus")
  );
});

/** The skus asked for and the parts of the fixed bundles among them, in one query. */
export async function cartSkuRows(db: Db, market: Market, skuIds: string[]): Promise<CartSkuRow[]> {
  if (skuIds.length === 0) return [];
  return cartSkusQuery(db).execute({ market, ids: skuIds });
}

export async function skusForProducts(db: Db, market: Market, productIds: string[]): Promise<SkuRow[]> {
  if (productIds.length === 0) return [];
  return joinedSkus(db, market).where(inArray(skus.productId, productIds));
}

// Reviews ----------------------------------------------------------------------------------------

export type ReviewRow = typeof reviews.$inferSelect;

export async function approvedReviewsPage(
  db: Db,
  productId: string,
  after: { createdAt: Date; reviewId: string } | undefined,
  limit: number,
): Promise<ReviewRow[]> {
  const where: SQL[] = [eq(reviews.productId, productId), eq(reviews.status, "APPROVED")];
  if (after) {
    where.push(
      sql`(${reviews.createdAt}, ${reviews.reviewId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.reviewId})`,
    );
  }
  return db
    .select()
    .from(reviews)
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    .limit(limit);
}

export async function ratingDistribution(db: Db, productId: string) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "APPROVED")))
    .groupBy(reviews.rating);
}

export async function insertReview(db: Db, row: typeof reviews.$inferInsert): Promise<void> {
  await db.insert(reviews).values(row);
}

/** Every variant of a product (sizes, finishes), whether sold in a market or not. */
export async function variantsOfProduct(db: Db, productId: string) {
  return db.select().from(skus).where(eq(skus.productId, productId));
}

/** A sku's price in a market; undefined when it is not sold there. */
export async function priceIn(db: Db, skuId: string, market: string) {
  const [row] = await db
    .select()
    .from(skuPrices)
    .where(and(eq(skuPrices.skuId, skuId), eq(skuPrices.market, market)));
  return row;
}
