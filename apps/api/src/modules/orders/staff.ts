import { axisOf, checkStaffMove, type StaffOrderDto, type StaffStatusBody } from "@ojas/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { restockReturned } from "../catalogue/service.ts";
import { isRefundOpen, lockOrderPayments, orderRefundKey } from "../payments/service.ts";
import { once, recordAudit } from "../staff/service.ts";
import { actorOf, type Caller, inTransaction, requireStaff } from "./access.ts";
import { cancelLocked, releaseOnce } from "./cancel.ts";
import { toStaffOrderDto } from "./dto.ts";
import { itemsOf, stockNeedsOf } from "./effects.ts";
import { deliverReplacement, releaseReplacement, shipReplacement } from "./exchanges.ts";
import { findOrder } from "./queries.ts";
import { returnRefundAmount, sendOrderRefunds, startOrderRefund } from "./refunds.ts";
import { lockGranted, takeBackGranted, undoingOfReturn } from "./reversal.ts";
import { type Actor, lockOrder, moveOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems } from "./tables.ts";

const STAFF_CANCEL_NOTE = "Cancelled by Ojas";

/** A refund of what was paid starts by itself once the goods are back or the order is cancelled. */
async function refundIfPaid(
  tx: Db,
  row: OrderRow,
  status: "REFUND_REQUESTED" | "RTO_REFUND",
  at: number,
  refund: { reason: string; amount?: number },
) {
  return row.paymentStatus === "SUCCESS" ? startOrderRefund(tx, row, status, at, refund) : row;
}

/** The line a return or exchange was opened for (its status follows the returns axis). */
async function returnedItem(tx: Db, orderId: string) {
  const items = await itemsOf(tx, orderId);
  return { items, returned: items.find((item) => item.status !== null) };
}

/** One staff step and what follows from it, on a locked order. */
async function applyStaffStatus(
  deps: Deps,
  row: OrderRow,
  status: StaffStatusBody["status"],
  actor: Actor,
  at: number,
  note: string | undefined,
): Promise<OrderRow> {
  const tx = deps.db;
  switch (status) {
    case "CANCELLED":
    case "ORDER_CANCELLED":
      return cancelLocked(deps, row, actor, at, note ?? STAFF_CANCEL_NOTE);
    case "DUPLICATE_ORDER":
      return cancelLocked(deps, row, actor, at, note ?? "Duplicate order", "DUPLICATE_ORDER");
    case "DELIVERED": {
      // Cash on delivery is collected as the parcel is handed over.
      const steps = row.paymentStatus === "COD_INITIATED" ? ["SUCCESS", "DELIVERED"] : ["DELIVERED"];
      return moveOrder(tx, row, steps, actor, at, { deliveredAt: at }, note);
    }
    case "RTO_COMPLETE": {
      // The parcel came back unopened: its stock is sellable again.
      const granted = await lockGranted(deps, row);
      const moved = await moveOrder(tx, row, [status], actor, at, await releaseOnce(tx, row), note);
      await takeBackGranted(deps, moved, granted, { why: "came back undelivered" });
      return refundIfPaid(tx, moved, "RTO_REFUND", at, { reason: "The parcel returned to origin" });
    }
    case "RETURN_ACCEPTED_IN_WAREHOUSE": {
      // Passed the warehouse's check: the returned units are sellable again. The table allows this move
      // once per order, and the order's stock record shrinks by what comes back.
      const moved = await moveOrder(tx, row, [status], actor, at, {}, note);
      const { returned } = await returnedItem(tx, row.orderId);
      if (returned) await restockReturned(tx, row.orderId, stockNeedsOf([returned]));
      return moved;
    }
    case "EXCHANGE_ACCEPTED_IN_WAREHOUSE": {
      // The item is back and sound: it goes back on sale, and its replacement ships.
      const moved = await moveOrder(tx, row, [status], actor, at, {}, note);
      const { items, returned } = await returnedItem(tx, row.orderId);
      if (returned) await restockReturned(tx, row.orderId, stockNeedsOf([returned]));
      await shipReplacement(tx, items);
      return moved;
    }
    case "EXCHANGED": {
      const moved = await moveOrder(tx, row, [status], actor, at, {}, note);
      await deliverReplacement(tx, (await returnedItem(tx, row.orderId)).items);
      return moved;
    }
    case "EXCHANGE_CANCELLED":
    case "QC_FAILED": {
      // No replacement goes out: the stock kept for it goes back on sale.
      const moved = await moveOrder(tx, row, [status], actor, at, {}, note);
      await releaseReplacement(tx, (await returnedItem(tx, row.orderId)).items);
      return moved;
    }
    case "RETURN_SUCCESSFUL": {
      const moved = await moveOrder(tx, row, [status], actor, at, {}, note);
      const { items, returned } = await returnedItem(tx, row.orderId);
      const amount = returned ? returnRefundAmount(moved, items, returned.entityId) : 0;
      if (returned) {
        const undoing = undoingOfReturn(moved, items, returned.entityId, amount);
        await takeBackGranted(deps, moved, await lockGranted(deps, moved), undoing);
      }
      return refundIfPaid(tx, moved, "REFUND_REQUESTED", at, { reason: "The item was returned", amount });
    }
    default:
      return moveOrder(tx, row, [status], actor, at, {}, note);
  }
}

/**
 * POST /staff/orders/{orderId}/status: moves an order one legal step; anything else is 4000. With an
 * Idempotency-Key the move happens once and a repeat gets the first answer (docs/api.md, staff).
 */
export async function moveByStaff(
  deps: Deps,
  caller: Caller,
  orderId: string,
  body: StaffStatusBody,
  idempotencyKey?: string,
): Promise<StaffOrderDto> {
  requireStaff(caller);
  // Settling a refund by hand is money going out: it needs the refunds permission as well as orders.
  if (axisOf(body.status) === "refund" && !caller.permissions?.includes("refunds")) {
    throw new AppError(4030, "Moving a refund needs the refunds permission");
  }
  const dtoOf = async (db: Db) => toStaffOrderDto((await findOrder(db, orderId))!, deps.now());
  if (!idempotencyKey) {
    await inTransaction(deps, (tx) => moveLocked(deps, tx, caller, orderId, body));
    await sendOrderRefunds(deps, orderId);
    return dtoOf(deps.db);
  }
  const mutation = { staffId: caller.userId, route: `order.status ${orderId}`, key: idempotencyKey, body };
  const answer = await once(deps, mutation, async (tx) => {
    await moveLocked(deps, tx, caller, orderId, body);
    return { statusCode: 200, response: await dtoOf(tx) };
  });
  await sendOrderRefunds(deps, orderId);
  return answer.response;
}

/** The move itself, its effects and its audit row, in the caller's transaction. */
export async function moveLocked(
  deps: Deps,
  tx: Db,
  caller: Caller,
  orderId: string,
  body: StaffStatusBody,
  action = "order.status",
) {
  // Attempts before the order: the order in which a payment capture takes them.
  await lockOrderPayments(tx, orderId);
  const row = await lockOrder(tx, orderId);
  if (!row) throw notFound("No such order");
  const check = checkStaffMove(stateOf(row), body.status);
  if (!check.ok) {
    throw invalid(
      { status: `Not allowed: ${check.reason}` },
      `This order cannot move to ${body.status}: ${check.reason}`,
    );
  }
  // A refund the gateway has not answered yet is the gateway's to finish (a move by hand could pay twice).
  if (axisOf(body.status) === "refund" && (await isRefundOpen(tx, orderRefundKey(orderId)))) {
    const why = "its refund through the payment gateway is still in progress";
    throw invalid({ status: `Not allowed: ${why}` }, `This order cannot move to ${body.status}: ${why}`);
  }
  const at = deps.now();
  const moved = await applyStaffStatus({ ...deps, db: tx }, row, body.status, actorOf(caller), at, body.note);
  if (axisOf(body.status) === "returns") {
    // The item the return or exchange was opened for follows it.
    await tx
      .update(orderItems)
      .set({ status: body.status })
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.status)));
  }
  await recordAudit(tx, caller.userId, at, {
    action,
    entity: "order",
    entityId: orderId,
    before: { ...stateOf(row), note: null },
    after: { ...stateOf(moved), note: body.note ?? null },
  });
}
