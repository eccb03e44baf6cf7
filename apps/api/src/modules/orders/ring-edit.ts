import { allowedActions, type OrderDto, type RingEditBody } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import {
  priceIn,
  type StoredSku,
  storedSku,
  swapOrderStock,
  variantsOfProduct,
} from "../catalogue/service.ts";
import { auditStaffAct, type Caller, inTransaction, requireVisible } from "./access.ts";
import { type ItemRow, isEditableRing } from "./dto.ts";
import { getOrder } from "./queries.ts";
import { findItem } from "./returns.ts";
import { lockOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems } from "./tables.ts";

type SkuRow = StoredSku;

const attr = (sku: SkuRow, name: "size" | "finish") => {
  const value = sku.attributes[name];
  return value === undefined || value === null ? undefined : String(value);
};

/** The variant of the ring's product with this size and finish, or 4000 saying which choice does not exist. */
async function variantFor(tx: Db, current: SkuRow, size: string, finish: string): Promise<SkuRow> {
  const variants = await variantsOfProduct({ db: tx }, current.productId);
  const match = variants.find((v) => attr(v, "size") === size && attr(v, "finish") === finish);
  if (match) return match;
  const field = variants.some((v) => attr(v, "finish") === finish) ? "size" : "finish";
  const why =
    field === "size" ? `This ring does not come in size ${size}` : "This ring does not come in that finish";
  throw invalid({ [field]: why }, why);
}

const priceOf = (tx: Db, skuId: string, market: string) => priceIn({ db: tx }, skuId, market);

async function swapStock(tx: Db, row: OrderRow, item: ItemRow, to: SkuRow) {
  await swapOrderStock(tx, {
    orderId: row.orderId,
    market: row.market,
    from: item.skuId,
    to: to.skuId,
    toName: to.name,
    qty: item.qty,
  });
}

/** POST /v1/order/ring/edit: another size (6 to 13) or finish for a ring not yet dispatched. */
export async function editRing(deps: Deps, caller: Caller, body: RingEditBody): Promise<OrderDto> {
  await inTransaction(deps, async (tx) => {
    const row = requireVisible(caller, await lockOrder(tx, body.orderId));
    const item = await findItem(tx, row.orderId, body.entityId);
    if (!isEditableRing(item)) {
      throw invalid(
        { entityId: "Only a ring's size or finish can be changed" },
        "Only a ring's size or finish can be changed",
      );
    }
    const now = deps.now();
    if (
      !allowedActions(stateOf(row), { now, deliveredAt: row.deliveredAt ?? undefined }).editRing ||
      row.stockState !== "TAKEN"
    ) {
      const why = "The ring can be changed once the order is placed and until it is dispatched";
      throw invalid({ orderId: why }, why);
    }
    const current = await storedSku({ db: tx }, item.skuId);
    if (!current) throw new Error(`Order ${row.orderId} holds unknown sku ${item.skuId}`);
    const size = body.size ?? attr(current, "size");
    const finish = body.finish ?? attr(current, "finish");
    if (size === undefined || finish === undefined) {
      throw invalid({ entityId: "This ring has no size or finish to change" });
    }
    const target = await variantFor(tx, current, size, finish);
    if (target.skuId === current.skuId) {
      throw invalid(
        { size: "That is the size and finish already ordered" },
        "That is the size and finish already ordered",
      );
    }
    const [was, will] = [
      await priceOf(tx, current.skuId, row.market),
      await priceOf(tx, target.skuId, row.market),
    ];
    if (!will || !was || will.discountPrice !== was.discountPrice || will.basePrice !== was.basePrice) {
      const why = "That ring is priced differently: please cancel this order and order it instead";
      throw invalid({ finish: why }, why);
    }
    await swapStock(tx, row, item, target);
    await tx
      .update(orderItems)
      .set({
        skuId: target.skuId,
        name: target.name,
        imageUrl: target.images[0] ?? item.imageUrl,
        attributes: { ...item.attributes, size, finish },
      })
      .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.entityId, item.entityId)));
    await auditStaffAct(tx, caller, row, now, {
      action: "order.ring-edit",
      before: { entityId: item.entityId, skuId: current.skuId },
      after: { entityId: item.entityId, skuId: target.skuId, size, finish },
    });
  });
  return getOrder(deps, caller, body.orderId);
}
