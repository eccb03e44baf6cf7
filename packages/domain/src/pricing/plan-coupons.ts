// Coupons on coaching plans (docs/product.md, Subscriptions): which coupons a plan takes and what they take
// off its first period and every later one. The cart's coupons (coupons.ts) never apply to plans, nor these
// to carts: a rule says which with `appliesTo`.
import type { PlanKind, PlanTier } from "../enums.ts";
import type { Market } from "../markets.ts";
import { COUPON_MESSAGES, normaliseCouponCode } from "./coupons.ts";
import { marketAndWindowRefusal, scopedDiscount } from "./scoped-coupons.ts";
import type { CouponRule } from "./types.ts";

export interface PlanCouponPlan {
  planId: string;
  tier: PlanTier;
  kind: PlanKind;
  /** The period's price in the market. */
  discountPrice: number;
  currency: string;
}

export interface PlanCouponContext {
  market: Market;
  now: number;
  plan: PlanCouponPlan;
  /** Subscriptions this shopper already holds the code on (0 for nobody signed in). */
  usesByUser: number;
}

export const PLAN_COUPON_MESSAGES = {
  NOT_FOR_PLANS: "This coupon cannot be used on plans",
  NOT_FOR_PLAN: "This coupon does not apply to this plan",
} as const;

export type PlanCouponEvaluation =
  | {
      applicable: true;
      code: string;
      discount: number;
      firstPeriodAmount: number;
      periodAmount: number;
      firstPeriodOnly: boolean;
    }
  | { applicable: false; code: string; reason: string };

/**
 * Evaluates a plan coupon for one plan. Checks, first failure is the reason: a plan coupon at all, market,
 * validity window, plan tier/kind/id, uses by this shopper. PERCENTAGE: period price x percent / 100 rounded
 * to the market's step, capped by maxDiscount[market]; ABSOLUTE: amounts[market]. Never more than the price.
 */
export function evaluatePlanCoupon(rule: CouponRule, context: PlanCouponContext): PlanCouponEvaluation {
  const code = normaliseCouponCode(rule.code);
  const refuse = (reason: string): PlanCouponEvaluation => ({ applicable: false, code, reason });
  const terms = rule.plan;
  if (rule.appliesTo !== "PLAN" || !terms) return refuse(PLAN_COUPON_MESSAGES.NOT_FOR_PLANS);
  const { market, now, plan } = context;
  const outside = marketAndWindowRefusal(rule, market, now);
  if (outside) return refuse(outside);
  if (terms.tiers && !terms.tiers.includes(plan.tier)) return refuse(PLAN_COUPON_MESSAGES.NOT_FOR_PLAN);
  if (terms.kinds && !terms.kinds.includes(plan.kind)) return refuse(PLAN_COUPON_MESSAGES.NOT_FOR_PLAN);
  if (terms.planIds && !terms.planIds.includes(plan.planId)) return refuse(PLAN_COUPON_MESSAGES.NOT_FOR_PLAN);
  if (rule.usesPerUser !== undefined && context.usesByUser >= rule.usesPerUser) {
    return refuse(COUPON_MESSAGES.ALREADY_USED);
  }
  const priced = scopedDiscount(rule, {
    price: plan.discountPrice,
    currency: plan.currency,
    market,
    amounts: terms.amounts,
  });
  if ("refused" in priced) {
    return refuse(
      priced.refused === "market" ? COUPON_MESSAGES.WRONG_MARKET : PLAN_COUPON_MESSAGES.NOT_FOR_PLANS,
    );
  }
  const { price, discount } = priced;
  if (discount === 0) return refuse(PLAN_COUPON_MESSAGES.NOT_FOR_PLAN);
  return {
    applicable: true,
    code,
    discount,
    firstPeriodAmount: price - discount,
    periodAmount: terms.firstPeriodOnly ? price : price - discount,
    firstPeriodOnly: terms.firstPeriodOnly,
  };
}

/** Problems with a plan coupon as data; empty when it is sound. */
export function validatePlanCouponRule(rule: CouponRule): string[] {
  const problems: string[] = [];
  if (rule.appliesTo !== "PLAN") return ["a plan coupon has appliesTo PLAN"];
  if (!/^[A-Z0-9]{3,20}$/.test(rule.code)) problems.push("code must be 3-20 upper-case letters or digits");
  if (!rule.plan) return ["a plan coupon needs its plan terms"];
  if (rule.discountType !== "PERCENTAGE" && rule.discountType !== "ABSOLUTE") {
    problems.push("a plan coupon is PERCENTAGE or ABSOLUTE");
  }
  if (rule.discountType === "ABSOLUTE" && !Object.values(rule.plan.amounts ?? {}).some((n) => (n ?? 0) > 0)) {
    problems.push("an ABSOLUTE plan coupon needs amounts per market");
  }
  if (rule.automatic || rule.lifeBitsCost !== undefined)
    problems.push("a plan coupon is typed, never automatic");
  return problems;
}
