import { allowedActions, type CancelOrderBody, checkTransition, type OrderDto } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { releaseStock } from "../catalogue/service.ts";
import { abandonOpenPayments, lockOrderPayments } from "../payments/service.ts";
import { actorOf, auditStaffAct, type Caller, inTransaction, reasonNote, requireVisible } from "./access.ts";
import { releaseResources } from "./effects.ts";
import { getOrder } from "./queries.ts";
import { sendOrderRefunds, startOrderRefund } from "./refunds.ts";
import { lockGranted, takeBackGranted } from "./reversal.ts";
import { type Actor, lockOrder, moveOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems } from "./tables.ts";

/** Order statuses after which the order is cancelled (a second cancel answers it as it is). */
export const CANCELLED_ORDER_STATUSES: readonly (string | null)[] = [
  "CANCELLED",
  "ORDER_CANCELLED",
  "SHIPMENT_CANCEL_RESPONSE",
];

export const isCancelled = (row: OrderRow) => CANCELLED_ORDER_STATUSES.includes(row.orderStatus);

/**
 * Gives back the stock an order holds or took, once: the caller holds the order's row lock, and the
 * stock_state it answers must be written in the same transaction.
 */
export async function releaseOnce(tx: Db, row: OrderRow): Promise<Partial<OrderRow>> {
  if (row.stockState !== "HELD" && row.stockState !== "TAKEN") return {};
  await releaseStock(tx, row.orderId);
  return { stockState: "RELEASED", holdExpiresAt: null };
}

/**
 * Cancels a locked order: an unpaid one is closed (its open payment attempt abandoned), a placed one is
 * cancelled before dispatch (the transition table refuses after it) and, when it was paid, a refund is
 * requested and the full refund through its gateway claimed (the caller sends it after the commit,
 * sendOrderRefunds). What it still holds goes back once: its stock, coupon uses and the life bits it spent
 * (an order whose payment failed gave them back already); the life bits it earned and its referrer's
 * reward are taken back (reversal.ts). `to` DUPLICATE_ORDER closes an unpaid duplicate the same way. The
 * caller must have locked the order's payment attempts before the order (captures lock in that order);
 * `deps.db` is the caller's transaction.
 */
export async function cancelLocked(
  deps: Deps,
  row: OrderRow,
  actor: Actor,
  at: number,
  note: string,
  to?: "DUPLICATE_ORDER",
): Promise<OrderRow> {
  const tx = deps.db;
  const unpaid = row.orderStatus === "CREATED";
  const holds = row.stockState === "HELD" || row.stockState === "TAKEN";
  const granted = await lockGranted(deps, row);
  if (holds) await releaseResources(deps, row, `order ${row.orderId} was cancelled`);
  // After the release, so the life bits the order spent are back before its rewards are taken.
  await takeBackGranted(deps, row, granted, { why: "was cancelled" });
  const released: Partial<OrderRow> = holds ? { stockState: "RELEASED", holdExpiresAt: null } : {};
  let next = row;
  if (unpaid && row.paymentStatus === "PENDING") {
    await abandonOpenPayments(tx, row.orderId, "The order was cancelled", at);
    next = await moveOrder(tx, next, ["FAILED"], actor, at);
  }
  const status = to ?? (unpaid ? "CANCELLED" : "ORDER_CANCELLED");
  next = await moveOrder(tx, next, [status], actor, at, released, note);
  if (next.paymentStatus === "SUCCESS") {
    next = await startOrderRefund(tx, next, "REFUND_REQUESTED", at, { reason: "The order was cancelled" });
  }
  return next;
}

/** POST /v1/order/cancel: the whole order, before dispatch, by its owner or staff. */
export async function cancelOrder(deps: Deps, caller: Caller, body: CancelOrderBody): Promise<OrderDto> {
  await inTransaction(deps, async (tx) => {
    // Attempts before the order: the order in which a payment capture takes them.
    await lockOrderPayments(tx, body.orderId);
    const row = requireVisible(caller, await lockOrder(tx, body.orderId));
    if (body.entityId !== undefined) {
      const [item] = await tx
        .select({ entityId: orderItems.entityId })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.entityId, body.entityId)));
      if (!item) throw notFound("No such item in this order");
    }
    if (isCancelled(row)) return;
    const now = deps.now();
    const state = stateOf(row);
    if (!allowedActions(state, { now, deliveredAt: row.deliveredAt ?? undefined }).cancel) {
      const check = checkTransition(state, "ORDER_CANCELLED");
      const why =
        !check.ok && check.reason === "order has been dispatched"
          ? "This order has been dispatched and can no longer be cancelled"
          : "This order can no longer be cancelled";
      throw invalid({ orderId: why }, why);
    }
    const note = reasonNote(body.reason, body.comment);
    const cancelled = await cancelLocked({ ...deps, db: tx }, row, actorOf(caller), now, note);
    await auditStaffAct(tx, caller, row, now, {
      action: "order.cancel",
      before: state,
      after: { ...stateOf(cancelled), note },
    });
  });
  await sendOrderRefunds(deps, body.orderId);
  return getOrder(deps, caller, body.orderId);
}
