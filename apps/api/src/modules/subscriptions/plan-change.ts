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
  inTransaction,
  ownChange,
  ownSubscription,
  planChoice,
  scheduleDowngrade,
} from "./changes.ts";
import * as q from "./changes-queries.ts";
import { methodChargeKey } from "./charge-keys.ts";
import * as repo from "./repository.ts";
import { requestUpgradeLocked, upgradeWithoutCharge } from "./upgrade.ts";

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
  // The same request again after its upgrade was applied (its answer not kept: a crash, or the webhook
  // settled it first): answer the subscription as it is now.
  const asked = request && (await q.eventOfRequest(deps.db, subscriptionId, `user:${userId}`, request.key));
  if (asked && asked.detail?.toPlanId === row.planId) {
    return ownChange(deps, userId, subscriptionId, request, async (_tx, locked) => locked);
  }
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
  if (amount === 0) {
    // Nothing left to pay for this period (it ends now): the plan changes straight away.
    return ownChange(deps, userId, subscriptionId, request, async (tx, locked, actor) => {
      const asked = await requestUpgradeLocked(tx, locked, { actor, at: deps.now(), choice, charged: 0 });
      return upgradeWithoutCharge(deps, tx, asked.row, asked.chargeKey, actor);
    });
  }
  if (!row.paymentMethodToken) {
    throw invalid({ planId: "Add a payment method first: the upgrade is charged to it" });
  }
  const actor = `user:${userId}` as const;
  const chargeKey = await inTransaction(deps, async (tx) => {
    const locked = await repo.lockSubscription(tx, subscriptionId);
    if (locked?.status !== "ACTIVE" || locked.planId !== row.planId) {
      throw invalid({ subscriptionId: "The subscription changed meanwhile: try again" });
    }
    const asked = await requestUpgradeLocked(tx, locked, {
      actor,
      at: deps.now(),
      choice,
      charged: amount,
      request,
    });
    return asked.chargeKey;
  });
  // The charge's settling applies the upgrade (upgrade.ts), here or when the gateway's webhook comes.
  const charged = await chargeSavedMethod(deps, {
    orderId: chargeKey,
    userId,
    market: row.market as Market,
    amount,
    currency: row.currency,
    gateway: row.provider as "sandbox" | "razorpay",
    token: row.paymentMethodToken,
    receipt: chargeKey,
    notes: { subscriptionId, planId: choice.planId },
  });
  if (charged.outcome !== "captured") {
    throw invalid({ planId: "Your payment method was declined: the plan is unchanged" });
  }
  return ownChange(deps, userId, subscriptionId, request, async (_tx, locked) => locked);
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
