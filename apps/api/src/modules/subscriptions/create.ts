// Buying a plan (docs/product.md, "Subscriptions"): POST /api/subscription/v1/{provider}/create writes a
// PENDING subscription with its first period and opens the first payment on the gateway's page, which
// saves the payment method. Nothing is charged here; subscriptions/settle.ts activates it on capture.
import {
  addMonths,
  type CreateSubscriptionResponse,
  FIRST_PAYMENT_WINDOW_MS,
  MARKET_INFO,
  type Market,
  type PaymentGatewayName,
  periodChargeKey,
  ROUTES,
  withMarketPrefix,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { failPayment, startPayment } from "../payments/service.ts";
import { planInMarket } from "../plans/service.ts";
import { priceWithPlanCoupon, recordPlanCouponUse, releasePlanCouponUse } from "../pricing/service.ts";
import { newSubscriptionId } from "./ids.ts";
import * as repo from "./repository.ts";
import { subscriptionPeriods } from "./tables.ts";
import { applyTransition } from "./transitions.ts";

export interface CreateInput {
  userId: string;
  market: Market;
  provider: string;
  planId: string;
  couponCode?: string;
  returnUrl?: string;
  customer?: { email?: string; contact?: string };
}

/** What the coupon makes of the plan's price; the plan coupon rules live in pricing. */
export interface PlanPrice {
  firstPeriodAmount: number;
  periodAmount: number;
  couponCode: string | null;
}

const inTransaction = <T>(deps: Deps, work: (tx: Db) => Promise<T>) =>
  deps.db.transaction((txn) => work(txn as unknown as Db));

/**
 * The first step of buying a plan. Refuses (nothing written) an unknown plan (4040), a plan not sold in the
 * market or a provider that is not the market's (4000), a coupon not for this plan (4002), a second open
 * subscription of the plan's kind (4006) or a second buy while the first's payment window is open (4009);
 * a PENDING one older than the window is abandoned and replaced.
 */
export async function createSubscription(
  deps: Deps,
  input: CreateInput,
): Promise<CreateSubscriptionResponse> {
  const gateway = deps.config.payments.gateways[input.market];
  if (input.provider !== gateway) {
    throw invalid({ provider: `Plans in this market are paid through ${gateway}` });
  }
  const plan = await planInMarket(deps, input.planId, input.market);
  if (!plan) throw notFound("No such plan");
  if (!plan.price) throw invalid({ planId: "This plan is not sold in this market" });
  const currency = MARKET_INFO[input.market].currency;

  let price: PlanPrice = {
    firstPeriodAmount: plan.price.discountPrice,
    periodAmount: plan.price.discountPrice,
    couponCode: null,
  };
  if (input.couponCode) {
    const priced = await priceWithPlanCoupon(deps, {
      code: input.couponCode,
      userId: input.userId,
      market: input.market,
      plan: {
        planId: plan.planId,
        tier: plan.tier,
        kind: plan.kind,
        discountPrice: plan.price.discountPrice,
        currency,
      },
    });
    price = {
      firstPeriodAmount: priced.firstPeriodAmount,
      periodAmount: priced.periodAmount,
      couponCode: priced.code,
    };
  }

  const now = deps.now();
  const subscriptionId = newSubscriptionId();
  const chargeKey = periodChargeKey(subscriptionId, 1);
  try {
    await inTransaction(deps, async (tx) => {
      for (const open of await repo.openSubscriptionsOf(tx, input.userId)) {
        if (open.kind !== plan.kind) continue;
        if (open.status !== "PENDING") throw new AppError(4006);
        if (now - open.createdAt.getTime() < FIRST_PAYMENT_WINDOW_MS) throw new AppError(4009);
        const locked = await repo.lockSubscription(tx, open.subscriptionId);
        if (locked?.status === "PENDING") {
          await applyTransition(tx, locked, {
            event: "ABANDONED",
            actor: `user:${input.userId}`,
            at: now,
            detail: { reason: "Replaced by a new purchase" },
          });
          await releasePlanCouponUse(tx, locked.subscriptionId);
        }
      }
      await repo.insertSubscription(tx, {
        subscriptionId,
        userId: input.userId,
        planId: plan.planId,
        tier: plan.tier,
        kind: plan.kind,
        market: input.market,
        currency,
        status: "PENDING",
        provider: gateway,
        periodAmount: price.periodAmount,
        firstPeriodAmount: price.firstPeriodAmount,
        couponCode: price.couponCode,
        periodMonths: plan.months,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
      await repo.insertEvent(tx, {
        subscriptionId,
        event: "CREATED",
        fromStatus: null,
        toStatus: "PENDING",
        actor: `user:${input.userId}`,
        detail: { planId: plan.planId, amount: price.firstPeriodAmount, couponCode: price.couponCode },
        at: new Date(now),
      });
      // The coupon's use counts from here (a limited coupon's row is locked: two buys at once cannot both
      // take its last use); an abandoned purchase gives it back.
      if (price.couponCode) {
        await recordPlanCouponUse(tx, {
          code: price.couponCode,
          userId: input.userId,
          subscriptionId,
          at: now,
        });
      }
      // The first period's dates are set when it is paid (it starts then).
      await tx.insert(subscriptionPeriods).values({
        subscriptionId,
        number: 1,
        start: new Date(now),
        end: new Date(addMonths(now, plan.months)),
        amount: price.firstPeriodAmount,
        currency,
        planId: plan.planId,
        status: "CHARGING",
        chargeKey,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      });
    });
  } catch (error) {
    // Two buys at once: the one-open-per-kind index lets one through; the other is told what it met.
    if (isUniqueViolation(error)) {
      const open = await repo.openSubscriptionsOf(deps.db, input.userId);
      const met = open.find((o) => o.kind === plan.kind);
      throw new AppError(met?.status === "PENDING" ? 4009 : 4006);
    }
    throw error;
  }

  try {
    const payment = await startPayment(deps, {
      orderId: chargeKey,
      userId: input.userId,
      amount: price.firstPeriodAmount,
      currency,
      market: input.market,
      receipt: subscriptionId,
      purpose: "SUBSCRIPTION",
      saveMethod: true,
      customer: input.customer,
      returnUrl:
        input.returnUrl ??
        `${withMarketPrefix(input.market, ROUTES.PLAN_ORDER_CONFIRMATION)}?subscriptionId=${subscriptionId}`,
      notes: { subscriptionId, planId: plan.planId },
    });
    return {
      subscriptionId,
      status: "PENDING",
      checkoutUrl: payment.checkoutUrl,
      amount: price.firstPeriodAmount,
      currency,
      gatewayOrderId: payment.gatewayOrderId,
      keyId: payment.keyId,
    };
  } catch (error) {
    // No payment could be opened: the subscription is abandoned, so the shopper may simply try again.
    await abandonPending(deps, subscriptionId, `user:${input.userId}`, "The payment could not be started");
    throw error;
  }
}

/** A PENDING subscription nobody will pay: CANCELLED (ABANDONED), its open payment closed. */
export async function abandonPending(
  deps: Deps,
  subscriptionId: string,
  actor: `user:${string}` | `job:${string}`,
  reason: string,
): Promise<boolean> {
  const abandoned = await inTransaction(deps, async (tx) => {
    const locked = await repo.lockSubscription(tx, subscriptionId);
    if (locked?.status !== "PENDING") return false;
    await applyTransition(tx, locked, { event: "ABANDONED", actor, at: deps.now(), detail: { reason } });
    await releasePlanCouponUse(tx, subscriptionId);
    return true;
  });
  if (abandoned) {
    await failPayment(deps, {
      orderId: periodChargeKey(subscriptionId, 1),
      reason,
      outcome: "ABANDONED",
    }).catch((error: unknown) => {
      // No attempt was ever opened: nothing to close.
      if (!(error instanceof AppError && error.code === 4040)) throw error;
    });
  }
  return abandoned;
}

export const isProviderName = (value: string): value is PaymentGatewayName =>
  value === "sandbox" || value === "razorpay";
