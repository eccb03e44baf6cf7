// A payment of a subscription settling (docs/product.md, "Subscriptions"): the first payment, a renewal,
// a payment made on the gateway page to recover a failed renewal, or a method saved with nothing due.
// Payments calls this through the payment-settled flow inside the transaction that changes the attempt,
// whoever reports it first (the renewal job's own answer, the gateway's webhook, the shopper's return), and
// only once per attempt; a period already PAID changes nothing.
import { addMonths, graceEndsAt, type Market, nextRetryAt, type SubscriptionEvent } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { claimRefund, type PaymentEvent, paymentRefundKey } from "../payments/service.ts";
import { planInMarket } from "../plans/service.ts";
import { parseChargeKey } from "./charge-keys.ts";
import { noticeFor, type SubscriptionNotice } from "./dunning.ts";
import * as repo from "./repository.ts";
import { applyTransition, type SubscriptionActor } from "./transitions.ts";
import { upgradeChargeSettled } from "./upgrade.ts";

/**
 * Answers the notice the shopper is owed for what happened (a renewal paid or failed), which the
 * payment-settled flow queues in this same transaction (subscriptions/dunning.ts).
 */
export async function subscriptionPaymentSettled(
  deps: Deps,
  tx: Db,
  event: PaymentEvent,
): Promise<SubscriptionNotice | undefined> {
  const key = parseChargeKey(event.attempt.orderId);
  if (!key) return;
  const actor: SubscriptionActor = `gateway:${event.attempt.gateway}`;
  if (key.kind === "method") {
    const sub = await repo.lockSubscription(tx, key.subscriptionId);
    if (sub && event.type === "captured") await methodSaved(deps, tx, sub, event, actor);
    return;
  }
  if (key.kind === "upgrade") {
    const sub = await repo.lockSubscription(tx, key.subscriptionId);
    if (sub) await upgradeChargeSettled(deps, tx, sub, event);
    return;
  }
  // The subscription and the period, locked together (one statement).
  const locked = await repo.lockSubscriptionWithPeriod(tx, key.subscriptionId, key.number);
  if (!locked) return;
  const { sub, period } = locked;
  if (event.type === "captured") return periodPaid(deps, tx, sub, period, event, actor);
  return periodFailed(deps, tx, sub, period, event, actor);
}

const methodPatch = (event: PaymentEvent) => {
  const method = event.attempt.paymentMethod;
  return method
    ? { paymentMethodToken: method.token, paymentMethodType: method.type, paymentMethodLabel: method.label }
    : {};
};

async function methodSaved(
  deps: Deps,
  tx: Db,
  sub: repo.SubscriptionRow,
  event: PaymentEvent,
  actor: SubscriptionActor,
) {
  if (!event.attempt.paymentMethod) return;
  if (sub.status !== "ACTIVE" && sub.status !== "PAST_DUE") return;
  const now = deps.now();
  await applyTransition(tx, sub, {
    event: "PAYMENT_METHOD_UPDATED",
    actor,
    at: now,
    // A subscription that was failing is charged again straight away with the new method.
    patch: { ...methodPatch(event), ...(sub.status === "PAST_DUE" ? { nextChargeAt: new Date(now) } : {}) },
    detail: { label: event.attempt.paymentMethod.label, attemptId: event.attempt.attemptId },
  });
}

async function periodPaid(
  deps: Deps,
  tx: Db,
  sub: repo.SubscriptionRow,
  period: repo.PeriodRow,
  event: PaymentEvent,
  actor: SubscriptionActor,
) {
  const { attempt } = event;
  const at = deps.now();
  const refund = (reason: string) =>
    claimRefund(tx, {
      orderId: attempt.orderId,
      key: paymentRefundKey(attempt.attemptId),
      attemptId: attempt.attemptId,
      reason,
      at,
    });
  // A second payment of a period already paid (two tries both went through): that payment goes back.
  if (period.status === "PAID" || period.status === "REFUNDED" || event.orderAlreadyPaid) {
    if (period.attemptId !== attempt.attemptId)
      await refund("This period was already paid: this payment goes back");
    return;
  }

  const first = sub.status === "PENDING" && period.number === 1;
  const renewal =
    (sub.status === "ACTIVE" || sub.status === "PAST_DUE" || sub.status === "LAPSED") &&
    period.number === sub.currentPeriodNumber + 1;
  if (!first && !renewal) {
    // Paid for a subscription that has ended, or out of turn: recorded and given back.
    await repo.updatePeriod(tx, period, {
      status: "PAID",
      attemptId: attempt.attemptId,
      gatewayPaymentId: attempt.gatewayPaymentId,
      paidAt: new Date(at),
      updatedAt: new Date(at),
    });
    await refund("The subscription had ended when this payment arrived: it goes back");
    return;
  }

  // The first period, and a period paid after the subscription lapsed, start now; a renewal keeps its dates.
  const restart = first || sub.status === "LAPSED";
  const start = restart ? at : period.start.getTime();
  const end = restart ? addMonths(at, sub.periodMonths) : period.end.getTime();
  const planChange = period.planId !== sub.planId ? await newPlan({ ...deps, db: tx }, sub, period) : {};
  const eventName: SubscriptionEvent = first ? "FIRST_PAYMENT" : "RENEWED";
  // The period PAID, the subscription moved and its event, in one statement.
  const moved = await applyTransition(
    tx,
    sub,
    {
      event: eventName,
      actor,
      at,
      patch: {
        ...methodPatch(event),
        ...planChange,
        currentPeriodNumber: period.number,
        currentPeriodStart: new Date(start),
        currentPeriodEnd: new Date(end),
        nextChargeAt: sub.cancelAtPeriodEnd ? null : new Date(end),
        failedCharges: 0,
        graceEndsAt: null,
      },
      detail: { period: period.number, amount: attempt.amount, attemptId: attempt.attemptId },
    },
    {
      number: period.number,
      patch: {
        status: "PAID",
        start: new Date(start),
        end: new Date(end),
        attemptId: attempt.attemptId,
        gatewayPaymentId: attempt.gatewayPaymentId,
        failureReason: null,
        paidAt: new Date(at),
        updatedAt: new Date(at),
      },
    },
  );
  return noticeFor(moved, eventName);
}

/** A renewal into another plan (a downgrade chosen earlier): the subscription takes the period's plan. */
async function newPlan(
  deps: Deps,
  sub: repo.SubscriptionRow,
  period: repo.PeriodRow,
): Promise<repo.SubscriptionPatch> {
  // deps.db is the transaction: on PGlite a read outside it would wait for it.
  const plan = await planInMarket(deps, period.planId, sub.market as Market);
  return {
    planId: period.planId,
    ...(plan ? { tier: plan.tier, periodMonths: plan.months } : {}),
    periodAmount: period.amount,
    pendingPlanId: sub.pendingPlanId === period.planId ? null : sub.pendingPlanId,
  };
}

async function periodFailed(
  deps: Deps,
  tx: Db,
  sub: repo.SubscriptionRow,
  period: repo.PeriodRow,
  event: PaymentEvent,
  actor: SubscriptionActor,
) {
  if (period.status === "PAID" || period.status === "REFUNDED") return;
  const at = deps.now();
  const reason = event.attempt.failureReason ?? "The payment failed";
  const periodChange = {
    number: period.number,
    patch: { status: "FAILED", tries: period.tries + 1, failureReason: reason, updatedAt: new Date(at) },
  };
  // A payment the shopper tried on the gateway page (to start, or to recover) is theirs to try again: it
  // does not use up the automatic retries.
  if (event.attempt.saveMethod) {
    if (sub.status === "PENDING") {
      await applyTransition(
        tx,
        sub,
        { event: "FIRST_PAYMENT_FAILED", actor, at, detail: { reason } },
        periodChange,
      );
    } else {
      await repo.updatePeriod(tx, period, periodChange.patch);
    }
    return;
  }
  if (
    (sub.status !== "ACTIVE" && sub.status !== "PAST_DUE") ||
    period.number !== sub.currentPeriodNumber + 1
  ) {
    await repo.updatePeriod(tx, period, periodChange.patch);
    return;
  }
  const failures = sub.failedCharges + 1;
  const periodStart = period.start.getTime();
  const retry = nextRetryAt(periodStart, failures);
  // The period FAILED, the subscription moved and its event, in one statement.
  const moved = await applyTransition(
    tx,
    sub,
    {
      event: "RENEWAL_FAILED",
      actor,
      at,
      patch: {
        failedCharges: failures,
        // No retry left: the charge waits for a new method until grace ends (the renewal job lapses it then).
        nextChargeAt: retry === undefined ? null : new Date(retry),
        graceEndsAt: new Date(graceEndsAt(periodStart)),
      },
      detail: { period: period.number, reason, failures, nextTryAt: retry ?? null },
    },
    periodChange,
  );
  return noticeFor(moved, "RENEWAL_FAILED");
}
