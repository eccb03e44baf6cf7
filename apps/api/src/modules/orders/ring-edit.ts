import { allowedActions, type OrderDto, type RingEditBody } from "@ojas/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid } from "../../http/app-error.ts";
import { stockChanged } from "../catalogue/service.ts";
import { inventory, skuPrices, skus } from "../catalogue/tables.ts";
import { type Caller, inTransaction, requireVisible } from "./access.ts";
import { type ItemRow, isEditableRing } from "./dto.ts";
import { getOrder } from "./queries.ts";
import { findItem } from "./returns.ts";
import { lockOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems, orderStock } from "./tables.ts";

type SkuRow = typeof skus.$inferSelect;

const attr = (sku: SkuRow, name: "size" | "finish") => {
  const value = sku.attributes[name];
  return value === undefined || value === null ? undefined : String(value);
};

/** The variant of the ring's product with this size and finish, or 4000 saying which choice does not exist. */
async function variantFor(tx: Db, current: SkuRow, size: string, finish: string): Promise<SkuRow> {
  const variants = await tx.select().from(skus).where(eq(skus.productId, current.productId));
  const match = variants.find((v) => attr(v, "size") === size && attr(v, "finish") === finish);
  if (match) return match;
  const field = variants.some((v) => attr(v, "finish") === finish) ? "size" : "finish";
  const why =
    field === "size" ? `This ring does not come in size ${size}` : "This ring does not come in that finish";
  throw invalid({ [field]: why }, why);
}

async function priceOf(tx: Db, skuId: string, market: string) {
  const [row] = await tx
    .select()
    .from(skuPrices)
    .where(and(eq(skuPrices.skuId, skuId), eq(skuPrices.market, market)));
  return row;
}

/**
 * Moves the item's stock from one sku to another inside the order's transaction: the new variant is taken
 * by a conditional decrement (4010 when none is left, and the rollback undoes everything), and what the
 * order had recorded for the old one goes back. Skus are touched in sku order, as takeStock does, so two
 * edits never wait on each other's rows in opposite orders.
 */
async function swapStock(tx: Db, row: OrderRow, item: ItemRow, to: SkuRow) {
  const from = item.skuId;
  const qty = item.qty;
  const [recorded] = await tx
    .select()
    .from(orderStock)
    .where(and(eq(orderStock.orderId, row.orderId), eq(orderStock.skuId, from)));
  const giveBack = Math.min(qty, recorded?.qty ?? 0);
  stockChanged();
  for (const skuId of [from, to.skuId].sort()) {
    if (skuId === to.skuId) {
      const taken = await tx
        .update(inventory)
        .set({ availableToPromise: sql`${inventory.availableToPromise} - ${qty}` })
        .where(
          and(
            eq(inventory.skuId, to.skuId),
            eq(inventory.market, row.market),
            sql`${inventory.availableToPromise} >= ${qty}`,
          ),
        )
        .returning({ skuId: inventory.skuId });
      if (taken.length === 0) throw new AppError(4010, `${to.name} is out of stock`);
      await tx
        .insert(orderStock)
        .values({ orderId: row.orderId, skuId: to.skuId, market: row.market, qty })
        .onConflictDoUpdate({
          target: [orderStock.orderId, orderStock.skuId],
          set: { qty: sql`${orderStock.qty} + ${qty}` },
        });
    } else if (giveBack > 0) {
      await tx
        .update(inventory)
        .set({ availableToPromise: sql`${inventory.availableToPromise} + ${giveBack}` })
        .where(and(eq(inventory.skuId, from), eq(inventory.market, row.market)));
      const left = recorded!.qty - giveBack;
      const mine = and(eq(orderStock.orderId, row.orderId), eq(orderStock.skuId, from));
      if (left > 0) await tx.update(orderStock).set({ qty: left }).where(mine);
      else await tx.delete(orderStock).where(mine);
    }
  }
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
    const [current] = await tx.select().from(skus).where(eq(skus.skuId, item.skuId));
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
  });
  return getOrder(deps, caller, body.orderId);
}
