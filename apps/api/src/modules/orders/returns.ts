import { allowedActions, type OrderDto, RETURN_WINDOW_DAYS, type ReturnOrderBody } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { actorOf, auditStaffAct, type Caller, inTransaction, reasonNote, requireVisible } from "./access.ts";
import { type ItemRow, isReturnable } from "./dto.ts";
import { holdReplacement } from "./exchanges.ts";
import { getOrder } from "./queries.ts";
import { lockOrder, moveOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems } from "./tables.ts";

export async function findItem(tx: Db, orderId: string, entityId: string): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.entityId, entityId)));
  if (!item) throw notFound("No such item in this order");
  return item;
}

function whyNotReturnable(row: OrderRow): string {
  if (row.returnsStatus !== null) return "A return or exchange is already open for this order";
  if (row.fulfilmentStatus !== "DELIVERED") return "This order can be returned once it is delivered";
  return `Returns and exchanges close ${RETURN_WINDOW_DAYS} days after delivery`;
}

/**
 * POST /order/return: opens a return or an exchange of one delivered item, within 7 days of delivery.
 * Pickup, the warehouse check and the refund or replacement then follow by staff (staff.ts).
 */
export async function openReturn(deps: Deps, caller: Caller, body: ReturnOrderBody): Promise<OrderDto> {
  await inTransaction(deps, async (tx) => {
    const row = requireVisible(caller, await lockOrder(tx, body.orderId));
    const item = await findItem(tx, row.orderId, body.entityId);
    if (!isReturnable(item)) {
      throw invalid(
        { entityId: "This item cannot be returned or exchanged" },
        "This item cannot be returned or exchanged",
      );
    }
    const now = deps.now();
    if (!allowedActions(stateOf(row), { now, deliveredAt: row.deliveredAt ?? undefined }).returnOrExchange) {
      const why = whyNotReturnable(row);
      throw invalid({ orderId: why }, why);
    }
    const status = body.type === "RETURN" ? "RETURN_CREATED" : "EXCHANGE_CREATED";
    const note = reasonNote(body.reason, body.comment);
    const moved = await moveOrder(tx, row, [status], actorOf(caller), now, {}, note);
    const replacement =
      body.type === "EXCHANGE" ? await holdReplacement(tx, row, item, body.replacementSkuId!) : null;
    await tx
      .update(orderItems)
      .set({ status, replacement })
      .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.entityId, item.entityId)));
    await auditStaffAct(tx, caller, row, now, {
      action: body.type === "RETURN" ? "order.return" : "order.exchange",
      before: stateOf(row),
      after: {
        ...stateOf(moved),
        entityId: item.entityId,
        replacementSkuId: body.replacementSkuId ?? null,
        note,
      },
    });
  });
  return getOrder(deps, caller, body.orderId);
}
