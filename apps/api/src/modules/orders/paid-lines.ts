import type { Db } from "../../db/client.ts";
import { itemsOf } from "./effects.ts";
import { returnRefundAmount } from "./refunds.ts";
import type { OrderRow } from "./state.ts";

/**
 * A paid order's lines with what the shopper paid for each: its share of the payable amount after the
 * order's discounts, the amount a return of the line refunds (refunds.ts returnRefundAmount).
 */
export async function paidLinesOf(db: Db, row: OrderRow) {
  const items = await itemsOf(db, row.orderId);
  return items.map((item) => ({
    entityId: item.entityId,
    skuId: item.skuId,
    qty: item.qty,
    amount: returnRefundAmount(row, items, item.entityId),
  }));
}
