// Changing plan and payment method (docs/product.md, "Subscriptions"): a dearer plan starts now and the
// rest of the period's difference is charged to the saved method; a cheaper one starts at the next
// renewal; a new method is saved through the gateway's page (paying what is due when a renewal failed).
import {
  type Market,
  periodChargeKey,
  type SubscriptionResponse,
  upgradeCharge,
  withMarketPrefix,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { chargeSavedMethod, startPayment } from "../payments/service.ts";
import {
  changeRequest,
  earlierAnswer,
  ownChange,
  ownSubscription,
  planChoice,
  scheduleDowngrade,
} from "./changes.ts";
import * as q from "./changes-queries.ts";
import { methodChargeKey, upgradeChargeKey } from "./charge-keys.ts";
import { applyTransition } from "./transitions.ts";

/** POST /api/subscription/v1/{id}/change-plan. */
export async function changePlan(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  planId: string,
  idempotencyKey?: string,
): Promise<SubscriptionResponse> {
  const row = await ownSubscription(deps.db, userId, subscriptionId);
  const request = changeRequest("change-plan", idempotencyKey, { planId });
  const earlier = await earlierAnswer<SubscriptionResponse>(
    deps.db,
    subscriptionId,
    `user:${userId}`,
    request,
  );
  if (earlier) return earlier;
  if (row.status !== "ACTIVE")
    throw invalid({ subscriptionId: "Only an active subscription can change plan" });
  const choice = await planChoice(deps, row, planId);
  // Plans of other lengths are compared by what they cost for this subscription's period length.
  const samePeriodPrice = Math.round((choice.price * row.periodMonths) / choice.months);
  if (samePeriodPrice <= row.periodAmount) {
    return scheduleDowngrade(deps, userId, subscriptionId, choice, request);
  }

  const start = row.currentPeriodStart?.getTime();
  const end = row.currentPeriodEnd?.getTime();
  if (start === undefined || end === undefined)
    throw invalid({ subscriptionId: "This subscription has no period yet" });
  const amount = upgradeCharge(row.periodAmount, samePeriodPrice, start, end, deps.now());
  if (amount > 0) {
    if (!row.paymentMethodToken) {
      throw invalid({ planId: "Add a payment method first: the upgrade is charged to it" });
    }
    // One key per upgrade: a retry of this upgrade (after a crash, or the same request again) finds the
    // payment made and is not charged twice.
    const orderId = upgradeChargeKey(
      subscriptionId,
      (await q.countEvents(deps.db, subscriptionId, "UPGRADED")) + 1,
    );
    const charged = await chargeSavedMethod(deps, {
      orderId,
      userId,
      market: row.market as Market,
      amount,
      currency: row.currency,
      gateway: row.provider as "sandbox" | "razorpay",
      token: row.paymentMethodToken,
      receipt: orderId,
      notes: { subscriptionId, planId: choice.planId },
    });
    if (charged.outcome !== "captured") {
      throw invalid({ planId: "Your payment method was declined: the plan is unchanged" });
    }
  }
  return ownChange(deps, userId, subscriptionId, request, async (tx, locked, actor) => {
    if (locked.planId === choice.planId) return locked;
    return applyTransition(tx, locked, {
      event: "UPGRADED",
      actor,
      at: deps.now(),
      // The period running keeps its dates; renewals charge the new plan's price for its length.
      patch: {
        planId: choice.planId,
        tier: choice.tier,
        periodAmount: choice.price,
        periodMonths: choice.months,
        pendingPlanId: null,
      },
      detail: {
        fromPlanId: locked.planId,
        toPlanId: choice.planId,
        charged: amount,
        ...(request ? { request } : {}),
      },
    });
  });
}

/**
 * POST /api/subscription/v1/{id}/update-payment-method: the gateway's page, which saves the method used.
 * A subscription whose renewal failed (PAST_DUE, or LAPSED) pays the failed period there, which recovers
 * it; an ACTIVE one only saves the method (nothing charged).
 */
export async function updatePaymentMethod(
  deps: Deps,
  userId: string,
  subscriptionId: string,
): Promise<{ checkoutUrl: string | null }> {
  const row = await ownSubscription(deps.db, userId, subscriptionId);
  const market = row.market as Market;
  const returnUrl = `${withMarketPrefix(market, "/account/subscriptions")}?subscriptionId=${subscriptionId}`;
  if (row.status === "PAST_DUE" || row.status === "LAPSED") {
    const number = row.currentPeriodNumber + 1;
    const due = await q.findPeriod(deps.db, subscriptionId, number);
    if (!due) throw invalid({ subscriptionId: "Nothing is due on this subscription" });
    const payment = await startPayment(deps, {
      orderId: periodChargeKey(subscriptionId, number),
      userId,
      amount: due.amount,
      currency: row.currency,
      market,
      receipt: subscriptionId,
      purpose: "SUBSCRIPTION",
      saveMethod: true,
      returnUrl,
    });
    return { checkoutUrl: payment.checkoutUrl };
  }
  if (row.status !== "ACTIVE") {
    throw invalid({ subscriptionId: "This subscription has ended: buy the plan again" });
  }
  const k = (await q.countEvents(deps.db, subscriptionId, "PAYMENT_METHOD_UPDATED")) + 1;
  const payment = await startPayment(deps, {
    orderId: methodChargeKey(subscriptionId, k),
    userId,
    amount: 0,
    currency: row.currency,
    market,
    receipt: subscriptionId,
    purpose: "PAYMENT_METHOD",
    saveMethod: true,
    returnUrl,
  });
  return { checkoutUrl: payment.checkoutUrl };
}
