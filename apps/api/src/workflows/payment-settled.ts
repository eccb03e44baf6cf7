// A payment settling, paid or failed (docs/architecture.md, "Flows"). Payments calls this inside the
// transaction that changes the attempt's status (decision 0010), so the order follows in it or not at all.
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { bloodWorkPaymentSettled } from "../modules/bloodwork/service.ts";
import {
  type Actor,
  lockOrder,
  notifyAfterCommit,
  orderPaid,
  orderPaymentFailed,
} from "../modules/orders/service.ts";
import { claimRefund, type PaymentEvent, paymentRefundKey } from "../modules/payments/service.ts";
import { subscriptionPaymentSettled } from "../modules/subscriptions/service.ts";
import { grantOrderPlans } from "./order-grants.ts";
import { queueConfirmation } from "./order-jobs.ts";
import { queueSubscriptionNotice } from "./subscription-jobs.ts";
import { grantWebinarSeats } from "./webinar-grants.ts";

export async function paymentSettled(deps: Deps, tx: Db, event: PaymentEvent): Promise<void> {
  // 0. subscriptions: a subscription's payment (a period, or a method saved) moves the subscription.
  // The shopper is told of a renewal paid or failed by a job queued in this transaction.
  // 0. bloodwork: a booking's payment books it, or cancels it and gives its place back.
  if (event.attempt.purpose === "BLOOD_WORK") {
    await bloodWorkPaymentSettled(deps, tx, event);
    return;
  }
  if (event.attempt.purpose !== "ORDER") {
    const notice = await subscriptionPaymentSettled(deps, tx, event);
    if (notice) await queueSubscriptionNotice(deps, tx, notice);
    return;
  }
  // 1. orders: the order, locked. Attempts whose order is not a PREPAID order here are not an order's.
  const row = await lockOrder(tx, event.orderId);
  if (row?.paymentType !== "PREPAID") return;
  const txDeps: Deps = { ...deps, db: tx };
  const actor: Actor = `gateway:${event.attempt.gateway}`;

  if (event.type === "failed") {
    // 2. orders: payment FAILED; its stock, coupon uses and life bits given back (catalogue, pricing, users).
    await orderPaymentFailed(txDeps, row, actor, event.attempt.failureReason ?? undefined);
    return;
  }

  if (event.orderAlreadyPaid) {
    // 2. payments: a second attempt captured for a paid order is the shopper paying twice: that payment
    // is refunded (sent by the order jobs once this commits), and the order is left as it is.
    await claimRefund(tx, {
      orderId: row.orderId,
      key: paymentRefundKey(event.attempt.attemptId),
      attemptId: event.attempt.attemptId,
      reason: "The order was paid twice: this payment goes back",
      at: deps.now(),
    });
    return;
  }

  // 2. orders: payment SUCCESS and the order placed with its rewards (first purchase and life bits in
  // users and identity, the referrer's reward, the ordered lines out of the cart); or, when its stock is
  // gone, cancelled with its refund claimed in payments.
  let placed = await orderPaid(txDeps, row, actor);
  // 3. subscriptions: the plans its device packs come with start (order-grants.ts), once per order.
  await grantOrderPlans(txDeps, tx, placed);
  // 4. webinars: a webinar order's seats, with their notices (webinar-grants.ts), once per order; an order
  // whose attendee's phone already holds a seat is cancelled and refunded instead.
  placed = await grantWebinarSeats(txDeps, tx, placed, { refund: actor });
  // 5. the job that sends the confirmation (order-jobs.ts), kept only if this transaction commits.
  // Without a job queue, orders sends it from this process once the transaction has ended.
  if (placed.effectsAppliedAt === null || row.effectsAppliedAt !== null) return;
  if (placed.orderStatus === "ORDER_CANCELLED") return;
  if (deps.jobs) await queueConfirmation(deps.jobs, row.orderId, tx);
  else notifyAfterCommit(deps, row.orderId);
}
