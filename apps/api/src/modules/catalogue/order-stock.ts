// Stock that orders take and give back (orders call these through service.ts): the inventory per market and
// the record of what each order holds or took (order_stock), changed together so no unit is sold twice or
// given back twice (docs/decisions/0012-order-checkout.md).
import type { Market } from "@ojas/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { databaseFailure } from "../../db/errors.ts";
import { preparedSql } from "../../db/prepared.ts";
import { AppError } from "../../http/app-error.ts";
import { stockChanged } from "./cart-skus.ts";
import { INVENTORY_NOT_NEGATIVE, inventory, orderStock } from "./tables.ts";

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

const takeStockStatement = (() => {
  const qty = sql`${sql.placeholder("qty")}::int`;
  const market = sql`${sql.placeholder("market")}`;
  // A decrement below zero fails the table's check (23514). With no stock row there is nothing to
  // decrement, and the record's sku is null (23502): the database refuses both, never Node.
  return preparedSql(
    sql`with taken as (
      update ${inventory} set available_to_promise = available_to_promise - ${qty}
      where sku_id = ${sql.placeholder("skuId")} and market = ${market}
      returning sku_id
    )
    insert into ${orderStock} (order_id, sku_id, market, qty)
    values (${sql.placeholder("orderId")}, (select sku_id from taken), ${market}, ${qty})`,
    "orders_take_stock",
  );
})();

/** 4010 for a decrement the database refused, else the error itself. */
function shortOf(error: unknown): unknown {
  const failure = databaseFailure(error);
  const belowZero = failure?.code === "23514" && failure.constraint === INVENTORY_NOT_NEGATIVE;
  const noStockRow =
    failure?.code === "23502" && failure.table === "order_stock" && failure.column === "sku_id";
  return belowZero || noStockRow ? new AppError(4010) : error;
}

/**
 * Starts taking stock for an order inside the caller's transaction: one statement per sku decrements its
 * stock and records what was taken in order_stock. The database refuses a decrement below zero (a check
 * on inventory), so concurrent checkouts can never sell below zero, and the refusal aborts the
 * transaction: the promise then rejects with 4010. Skus are taken in sku order so two orders never wait
 * on each other's rows. The statements are sent at once and not awaited here, so a caller can send its
 * COMMIT right after them (db/transaction.ts transactionSendingLast): the stock rows, which every
 * checkout of a popular sku waits for, stay locked only for the database's own time.
 */
export function sendTakeStock(
  tx: Db,
  orderId: string,
  market: Market,
  needs: readonly StockNeed[],
): Promise<void> {
  const combined = combineNeeds(needs).filter((need) => need.qty > 0);
  stockChanged(
    market,
    combined.map((need) => need.skuId),
  );
  return Promise.all(
    combined.map((need) =>
      takeStockStatement(tx).execute({ orderId, skuId: need.skuId, market, qty: need.qty }),
    ),
  ).then(
    () => undefined,
    (error: unknown) => {
      throw shortOf(error);
    },
  );
}

/** sendTakeStock, awaited: 4010 (the transaction must then roll back) when any sku is short. */
export async function takeStock(tx: Db, orderId: string, market: Market, needs: readonly StockNeed[]) {
  await sendTakeStock(tx, orderId, market, needs);
}

/** stockChanged for an order's stock rows: one call per market (an order's rows share one). */
function rowsChanged(rows: readonly { market: string; skuId: string }[]): void {
  for (const market of new Set(rows.map((row) => row.market))) {
    stockChanged(
      market as Market,
      rows.filter((row) => row.market === market).map((row) => row.skuId),
    );
  }
}

/**
 * Gives back everything an order took, and forgets it (so the order can take stock again, say for a new
 * payment). The caller must hold the order's row lock and move its stock_state away from HELD or TAKEN in
 * the same transaction, so stock is released once.
 */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const rows = await tx.delete(orderStock).where(eq(orderStock.orderId, orderId)).returning();
  rowsChanged(rows);
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
  rowsChanged(taken);
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

/**
 * Takes `qty` units of one sku off sale for something other than an order's own lines (an exchange's
 * replacement), in the caller's transaction: 4010 when fewer are left (the database refuses a decrement
 * below zero, so concurrent takers never oversell; the transaction must then roll back).
 */
export async function takeUnits(tx: Db, skuId: string, market: string, qty: number): Promise<void> {
  stockChanged(market as Market, [skuId]);
  try {
    const rows = await tx
      .update(inventory)
      .set({ availableToPromise: sql`${inventory.availableToPromise} - ${qty}` })
      .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)))
      .returning({ skuId: inventory.skuId });
    if (rows.length === 0) throw new AppError(4010);
  } catch (error) {
    throw shortOf(error);
  }
}

/** Puts back units takeUnits took; the caller makes sure it happens once (a guarded status move). */
export async function giveBackUnits(tx: Db, skuId: string, market: string, qty: number): Promise<void> {
  stockChanged(market as Market, [skuId]);
  await tx
    .update(inventory)
    .set({ availableToPromise: sql`${inventory.availableToPromise} + ${qty}` })
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)));
}

/**
 * Moves an order's stock of one line from one sku to another (a ring's new size or finish) inside the
 * order's transaction: the new sku is taken by a conditional decrement (4010 naming `toName` when none is
 * left, and the rollback undoes everything), and what the order had recorded for the old one goes back.
 * Skus are touched in sku order, as takeStock does, so two edits never wait on each other's rows.
 */
export async function swapOrderStock(
  tx: Db,
  swap: { orderId: string; market: string; from: string; to: string; toName: string; qty: number },
): Promise<void> {
  const { orderId, market, from, to, qty } = swap;
  const [recorded] = await tx
    .select()
    .from(orderStock)
    .where(and(eq(orderStock.orderId, orderId), eq(orderStock.skuId, from)));
  const giveBack = Math.min(qty, recorded?.qty ?? 0);
  stockChanged(market as Market, [from, to]);
  for (const skuId of [from, to].sort()) {
    if (skuId === to) {
      const taken = await tx
        .update(inventory)
        .set({ availableToPromise: sql`${inventory.availableToPromise} - ${qty}` })
        .where(
          and(
            eq(inventory.skuId, to),
            eq(inventory.market, market),
            sql`${inventory.availableToPromise} >= ${qty}`,
          ),
        )
        .returning({ skuId: inventory.skuId });
      if (taken.length === 0) throw new AppError(4010, `${swap.toName} is out of stock`);
      await tx
        .insert(orderStock)
        .values({ orderId, skuId: to, market, qty })
        .onConflictDoUpdate({
          target: [orderStock.orderId, orderStock.skuId],
          set: { qty: sql`${orderStock.qty} + ${qty}` },
        });
    } else if (giveBack > 0) {
      await tx
        .update(inventory)
        .set({ availableToPromise: sql`${inventory.availableToPromise} + ${giveBack}` })
        .where(and(eq(inventory.skuId, from), eq(inventory.market, market)));
      const left = recorded!.qty - giveBack;
      const mine = and(eq(orderStock.orderId, orderId), eq(orderStock.skuId, from));
      if (left > 0) await tx.update(orderStock).set({ qty: left }).where(mine);
      else await tx.delete(orderStock).where(mine);
    }
  }
}
