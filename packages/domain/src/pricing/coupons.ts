// Whether a coupon applies to a cart, what it takes off and why not. Used both to
// price the cart and to list the coupons a cart qualifies for, so the two always agree.
import type { ProductCategory } from "../enums.ts";
import { ERROR_CATALOGUE } from "../errors.ts";
import { MARKET_INFO, type Market } from "../markets.ts";
import { formatMoney, roundForMarket, roundingStep } from "../money.ts";
import { splitProportionally } from "./allocate.ts";
import type { CouponRule, FreebieCatalogueEntry, ShopperCouponInfo } from "./types.ts";

/** A cart line as a coupon sees it. */
export interface CouponLine {
  skuId: string;
  name: string;
  category: ProductCategory;
  qty: number;
  /** What is left of the line to discount: after the catalogue discount and any discount applied before. */
  amount: number;
}

export interface CouponContext {
  market: Market;
  currency: string;
  now: number;
  lines: CouponLine[];
  /** The cart value after catalogue discount, which minimum cart values are measured against. */
  cartValue: number;
  shopper: ShopperCouponInfo;
  couponUsesInAll: Record<string, number>;
  freebieCatalogue: Record<string, FreebieCatalogueEntry>;
}

export interface FreebieGift extends FreebieCatalogueEntry {
  skuId: string;
}

export interface CouponEvaluation {
  code: string;
  applicable: boolean;
  /** Amount taken off; 0 when not applicable and for FREEBIE. */
  discount: number;
  reason?: string;
  /** Share of the discount per context line, in the same order; adds up to discount. */
  lineShares: number[];
  /** Units made free per context line (FREE coupons). */
  freeUnits: number[];
  /** Gifts added (FREEBIE coupons). */
  freebies: FreebieGift[];
}

export const COUPON_MESSAGES = {
  UNKNOWN: ERROR_CATALOGUE[4002].message,
  EXPIRED: "Coupon has expired",
  NOT_YET_VALID: "Coupon is not valid yet",
  FIRST_PURCHASE_ONLY: "This coupon is only for your first purchase",
  ALREADY_USED: "You have already used this coupon",
  USAGE_LIMIT_REACHED: "This coupon has reached its usage limit",
  WRONG_MARKET: "This coupon is not valid in this country",
  NOT_FOR_ITEMS: "This coupon does not apply to the items in your cart",
  EMPTY_CART: "Add items to your cart to use this coupon",
  GIFT_UNAVAILABLE: "The gift with this coupon is not available right now",
  AUTOMATIC_ONLY: "This offer is applied automatically when your cart qualifies",
  LIFE_BITS_ONLY: "Redeem this coupon with your life bits",
  NOT_LIFE_BITS: "This coupon cannot be redeemed with life bits",
  addMore: (amount: number, currency: string) =>
    `Add ${formatMoney(amount, currency)} more to use this coupon`,
  /** A code refused while the cart keeps another that applies (docs/decisions/0007). */
  keptInstead: (refused: string, reason: string, kept: string) =>
    `${refused} was not applied: ${reason.replace(/\.$/, "")}. ${kept} is still applied.`,
  moreLifeBits: (missing: number) =>
    `You need ${missing} more life bit${missing === 1 ? "" : "s"} to use this coupon`,
} as const;

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const whole = (n: number | undefined): number =>
  n !== undefined && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;

function refuse(code: string, lineCount: number, reason: string): CouponEvaluation {
  return {
    code,
    applicable: false,
    discount: 0,
    reason,
    lineShares: new Array(lineCount).fill(0),
    freeUnits: new Array(lineCount).fill(0),
    freebies: [],
  };
}

/** The first reason the rule cannot be used by this shopper in this market at this time, if any. */
function eligibilityProblem(rule: CouponRule, context: CouponContext, code: string): string | undefined {
  const { market, now, shopper } = context;
  if (rule.markets && !rule.markets.includes(market)) return COUPON_MESSAGES.WRONG_MARKET;
  // An ABSOLUTE value is in one currency, so it is only good where the rule says which.
  if (rule.discountType === "ABSOLUTE" && !rule.markets) return COUPON_MESSAGES.WRONG_MARKET;
  if (rule.validFrom !== undefined && now < rule.validFrom) return COUPON_MESSAGES.NOT_YET_VALID;
  if (rule.validUntil !== undefined && now >= rule.validUntil) return COUPON_MESSAGES.EXPIRED;
  if (rule.usesInAll !== undefined && (context.couponUsesInAll[code] ?? 0) >= rule.usesInAll) {
    return COUPON_MESSAGES.USAGE_LIMIT_REACHED;
  }
  if (rule.firstPurchaseOnly && !shopper.isFirstPurchase) return COUPON_MESSAGES.FIRST_PURCHASE_ONLY;
  if (rule.usesPerUser !== undefined && (shopper.couponUsesByCode[code] ?? 0) >= rule.usesPerUser) {
    return COUPON_MESSAGES.ALREADY_USED;
  }
  const cost = whole(rule.lifeBitsCost);
  if (cost > 0 && shopper.lifeBitsBalance !== undefined && shopper.lifeBitsBalance < cost) {
    return COUPON_MESSAGES.moreLifeBits(cost - Math.max(0, Math.floor(shopper.lifeBitsBalance)));
  }
  return undefined;
}

function lineMatches(rule: CouponRule, line: CouponLine): boolean {
  if (rule.categories && !rule.categories.includes(line.category)) return false;
  if (rule.skuIds && !rule.skuIds.includes(line.skuId)) return false;
  return true;
}

/**
 * Evaluates one rule against a cart. Checks run in this order and the first failure is the reason: market,
 * validity window, uses in all, first purchase, uses per user, life bits, empty cart, category/SKU limits,
 * minimum cart value, then the kind's own conditions. Eligible amount = the matching lines' amounts.
 * PERCENTAGE: eligible x percent / 100 rounded to the market's step (money.ts roundForMarket: whole rupees
 * in India), capped by maxDiscount, never more than the eligible amount. ABSOLUTE: value, never more than the
 * eligible amount (nor the cap). Both are split over the lines in whole steps where the lines allow. FREE: one unit of each named sku in the cart (its share of what is left of
 * the line). FREEBIE: the gifts found in the freebie catalogue, discount 0.
 */
export function evaluateCoupon(rule: CouponRule, context: CouponContext): CouponEvaluation {
  const code = normaliseCouponCode(rule.code);
  const lines = context.lines;
  const problem = eligibilityProblem(rule, context, code);
  if (problem) return refuse(code, lines.length, problem);
  // One pass over the lines (every listed coupon is evaluated on every cart response): whether any has
  // units, and each eligible line's weight, what is left of it (0 for a line the rule does not cover).
  const free = rule.discountType === "FREE" ? (rule.freeSkuIds ?? []) : null;
  const weights = new Array<number>(lines.length);
  let anyUnits = false;
  let anyEligible = false;
  let eligibleAmount = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const units = line.qty > 0;
    anyUnits ||= units;
    const eligible = units && lineMatches(rule, line) && (free === null || free.includes(line.skuId));
    anyEligible ||= eligible;
    const weight = eligible ? whole(line.amount) : 0;
    weights[i] = weight;
    eligibleAmount += weight;
  }
  if (!anyUnits) return refuse(code, lines.length, COUPON_MESSAGES.EMPTY_CART);
  if (!anyEligible) return refuse(code, lines.length, COUPON_MESSAGES.NOT_FOR_ITEMS);

  const minimum = whole(rule.minCartValue?.[context.market]);
  if (context.cartValue < minimum) {
    return refuse(code, lines.length, COUPON_MESSAGES.addMore(minimum - context.cartValue, context.currency));
  }

  const cap = rule.maxDiscount?.[context.market];
  const limit = cap === undefined ? Number.POSITIVE_INFINITY : whole(cap);
  const step = roundingStep(context.currency);
  const freeUnits = new Array(lines.length).fill(0);
  let lineShares: number[];
  let freebies: FreebieGift[] = [];

  switch (rule.discountType) {
    case "PERCENTAGE": {
      const percent = Math.min(100, whole(rule.value));
      const off = Math.min(
        roundForMarket((eligibleAmount * percent) / 100, context.currency),
        eligibleAmount,
      );
      lineShares = splitProportionally(Math.min(off, limit), weights, step);
      break;
    }
    case "ABSOLUTE":
      lineShares = splitProportionally(Math.min(whole(rule.value), eligibleAmount, limit), weights, step);
      break;
    case "FREE":
      lineShares = weights.map((w, i) => (w > 0 ? Math.floor(w / lines[i].qty) : 0));
      lineShares.forEach((share, i) => {
        if (share > 0) freeUnits[i] = 1;
      });
      break;
    case "FREEBIE":
      lineShares = new Array(lines.length).fill(0);
      freebies = [...new Set(rule.freebieSkuIds ?? [])].flatMap((skuId) => {
        const entry = context.freebieCatalogue[skuId];
        return entry ? [{ skuId, ...entry }] : [];
      });
      if (freebies.length === 0) return refuse(code, lines.length, COUPON_MESSAGES.GIFT_UNAVAILABLE);
      return { code, applicable: true, discount: 0, lineShares, freeUnits, freebies };
  }
  const discount = lineShares.reduce((a, b) => a + b, 0);
  // Nothing left to discount (for example a line already free): the coupon would do nothing.
  if (discount === 0) return refuse(code, lines.length, COUPON_MESSAGES.NOT_FOR_ITEMS);
  return { code, applicable: true, discount, lineShares, freeUnits, freebies };
}

/** Problems with a rule as data (for seeding and the back office); empty when it is sound. */
export function validateCouponRule(rule: CouponRule): string[] {
  const problems: string[] = [];
  const isWhole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!/^[A-Z0-9]{3,20}$/.test(rule.code)) problems.push("code must be 3-20 upper-case letters or digits");
  if (!rule.title.trim() || !rule.description.trim()) problems.push("title and description are required");
  switch (rule.discountType) {
    case "PERCENTAGE":
      if (!Number.isInteger(rule.value) || rule.value < 1 || rule.value > 100) {
        problems.push("a PERCENTAGE value is a whole percent from 1 to 100");
      }
      break;
    case "ABSOLUTE": {
      if (!Number.isInteger(rule.value) || rule.value < 1)
        problems.push("an ABSOLUTE value is a positive amount");
      const currencies = new Set((rule.markets ?? []).map((m) => MARKET_INFO[m].currency));
      if (currencies.size !== 1) problems.push("an ABSOLUTE coupon must list markets of one currency");
      break;
    }
    case "FREE":
      if (!rule.freeSkuIds?.length) problems.push("a FREE coupon needs freeSkuIds");
      break;
    case "FREEBIE":
      if (!rule.freebieSkuIds?.length) problems.push("a FREEBIE coupon needs freebieSkuIds");
      break;
  }
  for (const [name, amounts] of [
    ["maxDiscount", rule.maxDiscount],
    ["minCartValue", rule.minCartValue],
  ] as const) {
    if (amounts && !Object.values(amounts).every((n) => n !== undefined && isWhole(n))) {
      problems.push(`${name} amounts must be whole minor units`);
    }
  }
  if (rule.validFrom !== undefined && rule.validUntil !== undefined && rule.validFrom >= rule.validUntil) {
    problems.push("validFrom must be before validUntil");
  }
  for (const [name, n] of [
    ["usesPerUser", rule.usesPerUser],
    ["usesInAll", rule.usesInAll],
    ["lifeBitsCost", rule.lifeBitsCost],
  ] as const) {
    if (n !== undefined && (!Number.isInteger(n) || n < 1))
      problems.push(`${name} must be a positive integer`);
  }
  if (rule.automatic && rule.lifeBitsCost !== undefined) {
    problems.push("an automatic offer cannot cost life bits");
  }
  return problems;
}
