// The SQL of the back office's catalogue (catalogue-admin.ts) on the catalogue's own tables.
import type { Market } from "@ojas/domain";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { catalogueImages, products, skuPrices, skus } from "./tables.ts";

export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;
export type PriceRow = typeof skuPrices.$inferSelect;

export interface ListSearch {
  market: Market;
  text?: string;
  category?: string;
  published?: boolean;
  /** The (name, productId) of the last row of the page before. */
  after?: { n: string; i: string };
}

export interface ListRow {
  product_id: string;
  name: string;
  slug: string;
  category: string;
  image: string | null;
  sku_count: number;
  priced: boolean;
  published: boolean;
  base_price: number | null;
  discount_price: number | null;
  currency: string | null;
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Products by name (then id), paged along products_name_idx. The text matches the lower-cased name through
 * products_search_trgm_idx, or the product's id or slug exactly; the category through products_category_idx;
 * publication in the market through sku_prices_market_published_idx.
 */
export async function listProducts(db: Db, search: ListSearch, limit: number): Promise<ListRow[]> {
  const where: SQL[] = [sql`true`];
  if (search.text) {
    where.push(
      sql`(lower(p.name) like ${likeText(search.text)} or p.product_id = ${search.text} or p.slug = ${search.text.toLowerCase()})`,
    );
  }
  if (search.category) where.push(sql`p.category = ${search.category}`);
  if (search.published !== undefined) {
    const published = sql`exists (select 1 from sku_prices sp join skus s on s.sku_id = sp.sku_id
      where sp.market = ${search.market} and sp.published and s.product_id = p.product_id)`;
    where.push(search.published ? published : sql`not ${published}`);
  }
  if (search.after) where.push(sql`(p.name, p.product_id) > (${search.after.n}, ${search.after.i})`);
  const result = await db.execute(sql`
    select p.product_id, p.name, p.slug, p.category, p.images[1] as image,
      (select count(*)::int from skus s where s.product_id = p.product_id) as sku_count,
      coalesce(m.priced, false) as priced, coalesce(m.published, false) as published,
      d.base_price, d.discount_price, d.currency
    from products p
    left join lateral (
      select count(*) > 0 as priced, bool_or(sp.published) as published
      from skus s join sku_prices sp on sp.sku_id = s.sku_id and sp.market = ${search.market}
      where s.product_id = p.product_id
    ) m on true
    left join lateral (
      select sp.base_price, sp.discount_price, sp.currency
      from skus s join sku_prices sp on sp.sku_id = s.sku_id and sp.market = ${search.market}
      where s.product_id = p.product_id
      order by s.is_default desc, s.sku_id
      limit 1
    ) d on true
    where ${sql.join(where, sql` and `)}
    order by p.name, p.product_id
    limit ${limit}`);
  return rowsOf<ListRow>(result).map((r) => ({
    ...r,
    sku_count: Number(r.sku_count),
    base_price: r.base_price === null ? null : Number(r.base_price),
    discount_price: r.discount_price === null ? null : Number(r.discount_price),
  }));
}

/** The product, locked for the change made in `tx`: one change of a product at a time. */
export async function lockProduct(tx: Db, productId: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.productId, productId)).for("update");
  return row;
}

export async function findProduct(db: Db, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.productId, productId));
  return row;
}

export async function skusOf(db: Db, productId: string): Promise<SkuRow[]> {
  return db
    .select()
    .from(skus)
    .where(eq(skus.productId, productId))
    .orderBy(sql`${skus.isDefault} desc`, asc(skus.skuId));
}

export async function pricesOf(db: Db, skuIds: string[]): Promise<PriceRow[]> {
  if (skuIds.length === 0) return [];
  return db
    .select()
    .from(skuPrices)
    .where(inArray(skuPrices.skuId, skuIds))
    .orderBy(asc(skuPrices.skuId), asc(skuPrices.market));
}

export async function skusByIds(db: Db, skuIds: string[]): Promise<SkuRow[]> {
  if (skuIds.length === 0) return [];
  return db.select().from(skus).where(inArray(skus.skuId, skuIds));
}

export async function productSlugTaken(db: Db, slug: string, exceptProductId?: string): Promise<boolean> {
  const where = exceptProductId
    ? and(eq(products.slug, slug), ne(products.productId, exceptProductId))
    : eq(products.slug, slug);
  return (await db.select({ id: products.productId }).from(products).where(where).limit(1)).length > 0;
}

export async function skuSlugTaken(db: Db, slug: string, exceptSkuId?: string): Promise<boolean> {
  const where = exceptSkuId ? and(eq(skus.slug, slug), ne(skus.skuId, exceptSkuId)) : eq(skus.slug, slug);
  return (await db.select({ id: skus.skuId }).from(skus).where(where).limit(1)).length > 0;
}

export async function insertProduct(tx: Db, row: typeof products.$inferInsert): Promise<void> {
  await tx.insert(products).values(row);
}

export async function updateProduct(tx: Db, productId: string, patch: Partial<ProductRow>): Promise<void> {
  await tx.update(products).set(patch).where(eq(products.productId, productId));
}

export async function insertSku(tx: Db, row: typeof skus.$inferInsert): Promise<void> {
  await tx.insert(skus).values(row);
}

export async function updateSku(tx: Db, skuId: string, patch: Partial<SkuRow>): Promise<void> {
  await tx.update(skus).set(patch).where(eq(skus.skuId, skuId));
}

/** Makes `skuId` its product's only default sku. */
export async function makeDefault(tx: Db, productId: string, skuId: string): Promise<void> {
  await tx
    .update(skus)
    .set({ isDefault: sql`${skus.skuId} = ${skuId}` })
    .where(eq(skus.productId, productId));
}

export async function upsertPrice(tx: Db, row: typeof skuPrices.$inferInsert): Promise<void> {
  await tx
    .insert(skuPrices)
    .values(row)
    .onConflictDoUpdate({
      target: [skuPrices.skuId, skuPrices.market],
      set: { basePrice: row.basePrice, discountPrice: row.discountPrice, currency: row.currency },
    });
}

/** Publishes or hides every price row of these skus in the market. */
export async function setPublished(tx: Db, skuIds: string[], market: Market, published: boolean) {
  if (skuIds.length === 0) return;
  await tx
    .update(skuPrices)
    .set({ published })
    .where(and(inArray(skuPrices.skuId, skuIds), eq(skuPrices.market, market)));
}

/** Stores an image's widths; the same upload again (the same id) changes nothing. */
export async function insertImage(tx: Db, rows: (typeof catalogueImages.$inferInsert)[]): Promise<void> {
  await tx.insert(catalogueImages).values(rows).onConflictDoNothing();
}

export async function imageAt(db: Db, imageId: string, width: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ webp: catalogueImages.webp })
    .from(catalogueImages)
    .where(and(eq(catalogueImages.imageId, imageId), eq(catalogueImages.width, width)));
  return row?.webp;
}
