// What plan and webinar coupons share (plan-coupons.ts, webinar-coupons.ts): the market and validity checks,
// and the discount a PERCENTAGE or ABSOLUTE coupon takes off one price.
import type { Market } from "../markets.ts";
import { roundForMarket } from "../money.ts";
import { COUPON_MESSAGES } from "./coupons.ts";
import type { CouponRule } from "./types.ts";

/** Why the coupon cannot be used in this market at this time; undefined when it can. */
export function marketAndWindowRefusal(rule: CouponRule, market: Market, now: number): string | undefined {
  if (rule.markets && !rule.markets.includes(market)) return COUPON_MESSAGES.WRONG_MARKET;
  if (rule.validFrom !== undefined && now < rule.validFrom) return COUPON_MESSAGES.NOT_YET_VALID;
  if (rule.validUntil !== undefined && now >= rule.validUntil) return COUPON_MESSAGES.EXPIRED;
  return undefined;
}

/**
 * What the coupon takes off `price` (minor units, floored at 0). PERCENTAGE: price x percent / 100 rounded to
 * the market's step, capped by maxDiscount[market]; ABSOLUTE: `amounts[market]`. Never more than the price.
 * `{refused: "market"}` for an ABSOLUTE coupon with no amount in the market, `{refused: "type"}` for any other
 * discount type.
 */
export function scopedDiscount(
  rule: CouponRule,
  input: { price: number; currency: string; market: Market; amounts?: Partial<Record<Market, number>> },
): { price: number; discount: number } | { refused: "market" | "type" } {
  const price = Math.max(0, Math.floor(input.price));
  let off: number;
  if (rule.discountType === "PERCENTAGE") {
    off = roundForMarket((price * Math.min(100, Math.max(0, rule.value))) / 100, input.currency);
    const cap = rule.maxDiscount?.[input.market];
    if (cap !== undefined) off = Math.min(off, cap);
  } else if (rule.discountType === "ABSOLUTE") {
    const amount = input.amounts?.[input.market];
    if (amount === undefined) return { refused: "market" };
    off = amount;
  } else {
    return { refused: "type" };
  }
  return { price, discount: Math.max(0, Math.min(price, off)) };
}
