import type { Market } from "@ojas/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows, preparedQuery } from "../../db/prepared.ts";
import { AppError } from "../../http/app-error.ts";
import { inventory } from "../catalogue/tables.ts";
import { orderStock } from "./tables.ts";

export interface StockNeed {
  skuId: string;
  qty: number;
}

/** Sums needs per sku (a bundle's parts and a loose item may share a sku), in sku order. */
export function combineNeeds(needs: readonly StockNeed[]): StockNeed[] {
  const bySku = new Map<string, number>();
  for (const n of needs) bySku.set(n.skuId, (bySku.get(n.skuId) ?? 0) + n.qty);
  return [...bySku.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([skuId, qty]) => ({ skuId, qty }));
}

const takeStockQuery = preparedQuery((db) => {
  const qty = sql`${sql.placeholder("qty")}::int`;
  return db
    .update(inventory)
    .set({ availableToPromise: sql`${inventory.availableToPromise} - ${qty}` })
    .where(
      and(
        eq(inventory.skuId, sql.placeholder("skuId")),
        eq(inventory.market, sql.placeholder("market")),
        sql`${inventory.availableToPromise} >= ${qty}`,
      ),
    )
    .returning({ skuId: inventory.skuId })
    .prepare("orders_take_stock");
});

/**
 * Takes stock for an order inside the caller's transaction: one conditional decrement per sku, which the
 * database applies only while enough is left, so concurrent checkouts can never sell below zero. Skus are
 * taken in sku order so two orders never wait on each other's rows. Throws 4010 (the transaction must then
 * roll back) when any sku is short. Records what was taken in order_stock (first, in one statement: the
 * stock rows, which every checkout of a popular sku waits for, stay locked for as short as possible, so
 * callers take stock last, just before they commit).
 */
export async function takeStock(tx: Db, orderId: string, market: Market, needs: readonly StockNeed[]) {
  const combined = combineNeeds(needs).filter((need) => need.qty > 0);
  if (combined.length === 0) return;
  // Sent together, executed in this order: the record, then each sku in sku order.
  const [, ...taken] = await Promise.all([
    insertRows(
      tx,
      orderStock,
      combined.map((need) => ({ orderId, skuId: need.skuId, market, qty: need.qty })),
      "orders_insert_stock",
    ),
    ...combined.map((need) => takeStockQuery(tx).execute({ skuId: need.skuId, market, qty: need.qty })),
  ]);
  if (taken.some((rows) => rows.length === 0)) throw new AppError(4010);
}

/**
 * Gives back everything an order took, and forgets it (so the order can take stock again, say for a new
 * payment). The caller must hold the order's row lock and move its stock_state away from HELD or TAKEN in
 * the same transaction, so stock is released once.
 */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const rows = await tx.delete(orderStock).where(eq(orderStock.orderId, orderId)).returning();
  rows.sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
  for (const row of rows) {
    await tx
      .update(inventory)
      .set({ availableToPromise: sql`${inventory.availableToPromise} + ${row.qty}` })
      .where(and(eq(inventory.skuId, row.skuId), eq(inventory.market, row.market)));
  }
}

/**
 * Puts returned goods back on sale: for each sku, at most what the order still records as taken, and
 * that record shrinks by what comes back, so no unit goes back twice. Skus in sku order, like every other
 * stock change. The caller holds the order's row lock and, in the same transaction, makes the move that
 * says the goods are back (the transition table allows it once). Answers what went back.
 */
export async function restockReturned(
  tx: Db,
  orderId: string,
  needs: readonly StockNeed[],
): Promise<StockNeed[]> {
  const taken = await tx.select().from(orderStock).where(eq(orderStock.orderId, orderId)).for("update");
  const back: StockNeed[] = [];
  for (const need of combineNeeds(needs)) {
    const record = taken.find((row) => row.skuId === need.skuId);
    const qty = Math.min(need.qty, record?.qty ?? 0);
    if (!record || qty <= 0) continue;
    const which = and(eq(orderStock.orderId, orderId), eq(orderStock.skuId, need.skuId));
    if (qty === record.qty) await tx.delete(orderStock).where(which);
    else
      await tx
        .update(orderStock)
        .set({ qty: record.qty - qty })
        .where(which);
    await tx
      .update(inventory)
      .set({ availableToPromise: sql`${inventory.availableToPromise} + ${qty}` })
      .where(and(eq(inventory.skuId, need.skuId), eq(inventory.market, record.market)));
    back.push({ skuId: need.skuId, qty });
  }
  return back;
}
