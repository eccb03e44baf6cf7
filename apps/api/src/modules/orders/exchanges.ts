// An exchange sends another size or variant of the same product for a delivered item: its stock is taken
// when the exchange opens, ships once the item is accepted at the warehouse, and goes back on sale if
// the exchange is cancelled or the item fails the warehouse's check.

import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError, invalid } from "../../http/app-error.ts";
import { giveBackUnits, priceIn, storedSku, takeUnits } from "../catalogue/service.ts";
import type { ItemRow } from "./dto.ts";
import type { OrderRow } from "./state.ts";
import { type ItemReplacement, orderItems } from "./tables.ts";

const NOT_THIS = "Choose another size or variant of this product";

/**
 * Checks the replacement (same product, another sku, sold in the order's market; not a bundle or a gift)
 * and takes its stock: 4000 for a wrong choice, 4010 when none is left. Answers what the item records.
 */
export async function holdReplacement(
  tx: Db,
  row: OrderRow,
  item: ItemRow,
  replacementSkuId: string,
): Promise<ItemReplacement> {
  if (item.bundledSkuIds.length > 0) {
    throw invalid(
      { entityId: "A bundle can be returned, not exchanged" },
      "A bundle can be returned, not exchanged",
    );
  }
  const [sku, price] = await Promise.all([
    storedSku({ db: tx }, replacementSkuId),
    priceIn({ db: tx }, replacementSkuId, row.market),
  ]);
  if (!sku || !price || sku.productId !== item.productId || sku.skuId === item.skuId) {
    throw invalid({ replacementSkuId: NOT_THIS }, NOT_THIS);
  }
  await takeUnits(tx, sku.skuId, row.market, item.qty).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 4010) {
      throw new AppError(4010, `${sku.name} is out of stock`, { replacementSkuId: "Out of stock" });
    }
    throw error;
  });
  return { skuId: sku.skuId, name: sku.name, market: row.market, qty: item.qty, status: "HELD" };
}

async function setReplacement(tx: Db, item: ItemRow, replacement: ItemReplacement) {
  await tx
    .update(orderItems)
    .set({ replacement })
    .where(and(eq(orderItems.orderId, item.orderId), eq(orderItems.entityId, item.entityId)));
}

/** The order's item whose replacement is in this status, if any. */
export function exchangedItem(items: readonly ItemRow[], status: ItemReplacement["status"]) {
  return items.find((item) => item.replacement?.status === status);
}

/** The replacement leaves the warehouse (its stock was taken when the exchange opened). */
export async function shipReplacement(tx: Db, items: readonly ItemRow[]) {
  const item = exchangedItem(items, "HELD");
  if (item) await setReplacement(tx, item, { ...item.replacement!, status: "SHIPPED" });
}

export async function deliverReplacement(tx: Db, items: readonly ItemRow[]) {
  const item = exchangedItem(items, "SHIPPED");
  if (item) await setReplacement(tx, item, { ...item.replacement!, status: "DELIVERED" });
}

/** An exchange that will not happen gives its held stock back, once (HELD becomes RELEASED). */
export async function releaseReplacement(tx: Db, items: readonly ItemRow[]) {
  const item = exchangedItem(items, "HELD");
  if (!item) return;
  const held = item.replacement!;
  await giveBackUnits(tx, held.skuId, held.market, held.qty);
  await setReplacement(tx, item, { ...held, status: "RELEASED" });
}
