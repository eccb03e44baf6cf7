// The SQL of the back office's stock screens (stock-admin.ts) on the catalogue's own tables.
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inventory, orderStock, products, skus, stockAdjustments } from "./tables.ts";

export type AdjustmentRow = typeof stockAdjustments.$inferSelect;

/** A sku's stock row in a market, with what the screen names it by. */
export interface StockListRow {
  skuId: string;
  skuName: string;
  productId: string;
  productName: string;
  productSlug: string;
  market: string;
  available: number;
  comingSoon: boolean;
}

export interface StockSearch {
  market: string;
  text?: string;
  /** Only rows with at most this many units free. */
  atMost?: number;
  /** The (available, skuId) of the last row of the page before. */
  after?: { a: number; s: string };
}

const columns = {
  skuId: inventory.skuId,
  skuName: skus.name,
  productId: products.productId,
  productName: products.name,
  productSlug: products.slug,
  market: inventory.market,
  available: inventory.availableToPromise,
  comingSoon: inventory.comingSoon,
};

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * A market's stock rows, fewest free units first, then by sku, along inventory_market_available_idx
 * (the low-stock filter is the index's head). A text matches a sku id, or part of the sku's or product's
 * name.
 */
export function searchStock(db: Db, search: StockSearch, limit: number): Promise<StockListRow[]> {
  const where: (SQL | undefined)[] = [eq(inventory.market, search.market)];
  if (search.atMost !== undefined) where.push(sql`${inventory.availableToPromise} <= ${search.atMost}`);
  if (search.text) {
    const like = likeText(search.text);
    where.push(
      or(
        eq(inventory.skuId, search.text),
        ilike(inventory.skuId, like),
        ilike(skus.name, like),
        ilike(products.name, like),
      ),
    );
  }
  if (search.after) {
    where.push(
      sql`(${inventory.availableToPromise}, ${inventory.skuId}) > (${search.after.a}::int, ${search.after.s})`,
    );
  }
  return db
    .select(columns)
    .from(inventory)
    .innerJoin(skus, eq(skus.skuId, inventory.skuId))
    .innerJoin(products, eq(products.productId, skus.productId))
    .where(and(...where))
    .orderBy(asc(inventory.availableToPromise), asc(inventory.skuId))
    .limit(limit);
}

/** One sku's stock row in a market, locked for the transaction when `lock`. */
export async function stockRow(
  db: Db,
  skuId: string,
  market: string,
  lock = false,
): Promise<StockListRow | undefined> {
  const query = db
    .select(columns)
    .from(inventory)
    .innerJoin(skus, eq(skus.skuId, inventory.skuId))
    .innerJoin(products, eq(products.productId, skus.productId))
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)));
  const [row] = lock ? await query.for("update", { of: inventory }) : await query;
  return row;
}

/** Units per sku that the given orders hold in a market (skus without any are left out). */
export async function heldBy(
  db: Db,
  market: string,
  skuIds: readonly string[],
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (skuIds.length === 0 || orderIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: orderStock.skuId, held: sql<number>`sum(${orderStock.qty})::int` })
    .from(orderStock)
    .where(
      and(
        eq(orderStock.market, market),
        inArray(orderStock.skuId, [...skuIds]),
        inArray(orderStock.orderId, [...orderIds]),
      ),
    )
    .groupBy(orderStock.skuId);
  return new Map(rows.map((r) => [r.skuId, Number(r.held)]));
}

/**
 * Adds `change` (negative to remove) to the units free to sell, in one conditional statement like an
 * order's take: it changes nothing when fewer than zero would be left, and answers the units free after,
 * or undefined then (or when the sku has no stock in the market).
 */
export async function changeAvailable(
  db: Db,
  skuId: string,
  market: string,
  change: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(inventory)
    .set({ availableToPromise: sql`${inventory.availableToPromise} + ${change}::int` })
    .where(
      and(
        eq(inventory.skuId, skuId),
        eq(inventory.market, market),
        sql`${inventory.availableToPromise} + ${change}::int >= 0`,
      ),
    )
    .returning({ available: inventory.availableToPromise });
  return row?.available;
}

/** Sets whether the sku is coming soon in the market; answers whether a stock row was there to change. */
export async function setComingSoon(
  db: Db,
  skuId: string,
  market: string,
  comingSoon: boolean,
): Promise<boolean> {
  const rows = await db
    .update(inventory)
    .set({ comingSoon })
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)))
    .returning({ skuId: inventory.skuId });
  return rows.length > 0;
}

export async function insertAdjustment(db: Db, row: Omit<AdjustmentRow, "id">): Promise<AdjustmentRow> {
  const [inserted] = await db.insert(stockAdjustments).values(row).returning();
  return inserted!;
}

/** A sku's adjustments in a market, newest first, along stock_adjustments_sku_idx. */
export function adjustmentsOf(
  db: Db,
  skuId: string,
  market: string,
  beforeId: number | undefined,
  limit: number,
): Promise<AdjustmentRow[]> {
  return db
    .select()
    .from(stockAdjustments)
    .where(
      and(
        eq(stockAdjustments.skuId, skuId),
        eq(stockAdjustments.market, market),
        beforeId === undefined ? undefined : lt(stockAdjustments.id, beforeId),
      ),
    )
    .orderBy(desc(stockAdjustments.id))
    .limit(limit);
}
