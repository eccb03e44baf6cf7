// Coupons on paid webinar seats (docs/product.md, "Webinars"): which coupons a seat takes and what they
// take off its price. A webinar coupon (appliesTo WEBINAR) prices nothing else, and no cart or plan coupon
// prices a seat.
import type { Market } from "../markets.ts";
import { COUPON_MESSAGES, normaliseCouponCode } from "./coupons.ts";
import { marketAndWindowRefusal, scopedDiscount } from "./scoped-coupons.ts";
import type { CouponRule } from "./types.ts";

export interface WebinarCouponSeat {
  webinarId: string;
  /** RING for the ring webinars; null when the webinar has no topic. */
  topic: string | null;
  /** The seat's price in the market, minor units. */
  price: number;
  currency: string;
}

export interface WebinarCouponContext {
  market: Market;
  now: number;
  seat: WebinarCouponSeat;
  /** Orders this shopper already placed with the code (0 for nobody signed in). */
  usesByUser: number;
  /** Orders everyone placed with the code. */
  usesInAll: number;
}

export const WEBINAR_COUPON_MESSAGES = {
  NOT_FOR_WEBINARS: "This coupon cannot be used on webinars",
  NOT_FOR_WEBINAR: "This coupon does not apply to this webinar",
} as const;

export type WebinarCouponEvaluation =
  | { applicable: true; code: string; discount: number; payableAmount: number }
  | { applicable: false; code: string; reason: string };

/**
 * Evaluates a coupon for one seat. Checks, first failure is the reason: a webinar coupon at all, market,
 * validity window, webinar id and topic, uses by this shopper and by everyone. PERCENTAGE: the price x
 * percent / 100 rounded to the market's step, capped by maxDiscount[market]; ABSOLUTE: amounts[market].
 * Never more than the price.
 */
export function evaluateWebinarCoupon(
  rule: CouponRule,
  context: WebinarCouponContext,
): WebinarCouponEvaluation {
  const code = normaliseCouponCode(rule.code);
  const refuse = (reason: string): WebinarCouponEvaluation => ({ applicable: false, code, reason });
  const terms = rule.webinar;
  if (rule.appliesTo !== "WEBINAR" || !terms) return refuse(WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINARS);
  const { market, now, seat } = context;
  const outside = marketAndWindowRefusal(rule, market, now);
  if (outside) return refuse(outside);
  if (terms.webinarIds && !terms.webinarIds.includes(seat.webinarId)) {
    return refuse(WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINAR);
  }
  if (terms.topics && !(seat.topic !== null && terms.topics.includes(seat.topic))) {
    return refuse(WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINAR);
  }
  if (rule.usesPerUser !== undefined && context.usesByUser >= rule.usesPerUser) {
    return refuse(COUPON_MESSAGES.ALREADY_USED);
  }
  if (rule.usesInAll !== undefined && context.usesInAll >= rule.usesInAll) {
    return refuse(COUPON_MESSAGES.USAGE_LIMIT_REACHED);
  }
  const priced = scopedDiscount(rule, {
    price: seat.price,
    currency: seat.currency,
    market,
    amounts: terms.amounts,
  });
  if ("refused" in priced) {
    return refuse(
      priced.refused === "market" ? COUPON_MESSAGES.WRONG_MARKET : WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINARS,
    );
  }
  const { price, discount } = priced;
  if (discount === 0) return refuse(WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINAR);
  return { applicable: true, code, discount, payableAmount: price - discount };
}

/** Problems with a webinar coupon as data; empty when it is sound. */
export function validateWebinarCouponRule(rule: CouponRule): string[] {
  if (rule.appliesTo !== "WEBINAR") return ["a webinar coupon has appliesTo WEBINAR"];
  const problems: string[] = [];
  if (!/^[A-Z0-9]{3,20}$/.test(rule.code)) problems.push("code must be 3-20 upper-case letters or digits");
  if (!rule.webinar) return ["a webinar coupon needs its webinar terms"];
  if (
    rule.discountType === "PERCENTAGE" &&
    !(Number.isInteger(rule.value) && rule.value >= 1 && rule.value <= 100)
  ) {
    problems.push("a PERCENTAGE value is a whole percent from 1 to 100");
  }
  if (rule.discountType !== "PERCENTAGE" && rule.discountType !== "ABSOLUTE") {
    problems.push("a webinar coupon is PERCENTAGE or ABSOLUTE");
  }
  if (
    rule.discountType === "ABSOLUTE" &&
    !Object.values(rule.webinar.amounts ?? {}).some((n) => (n ?? 0) > 0)
  ) {
    problems.push("an ABSOLUTE webinar coupon needs amounts per market");
  }
  if (rule.automatic || rule.lifeBitsCost !== undefined || rule.firstPurchaseOnly) {
    problems.push("a webinar coupon is typed, never automatic, life bits or first purchase only");
  }
  return problems;
}
