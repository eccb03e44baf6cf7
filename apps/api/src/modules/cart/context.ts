// Everything a cart is priced with besides its lines: who is shopping, the market's offers and delivery
// rules, the shopper's coupon history and life bits. Loaded once per request, before any write.
import { type Market, normaliseCouponCode } from "@ojas/domain";
import type { Freshness } from "../../db/recent-reads.ts";
import type { Deps } from "../../deps.ts";
import { getUser, recentUser } from "../identity/service.ts";
import {
  type CouponUsage,
  couponUsage,
  freebieSkuIdsOf,
  lifeBitsOf,
  listableCoupons,
  type PricingRules,
  pricingRules,
} from "../pricing/service.ts";

/** request.user as the cart needs it; null for an anonymous visitor. */
export type CartCaller = { userId: string; isGuestUser: boolean } | null;

export interface Shopper {
  userId: string | null;
  isGuest: boolean;
  firstPurchaseCompleted: boolean;
}

export interface PricingContext {
  market: Market;
  now: number;
  shopper: Shopper;
  rules: PricingRules;
  usage: CouponUsage;
  lifeBits: number;
  /** Gift skus any active coupon may add: looked up with the lines. */
  freebieSkuIds: string[];
}

/** The context before the coupon use counts, which depend on the codes the cart names. */
export type BaseContext = Omit<PricingContext, "usage">;

async function shopperOf(deps: Deps, caller: CartCaller, freshness: Freshness): Promise<Shopper> {
  if (!caller) return { userId: null, isGuest: false, firstPurchaseCompleted: false };
  const user = await (freshness === "recent" ? recentUser : getUser)(deps, caller.userId);
  return {
    userId: caller.userId,
    isGuest: user.isGuestUser,
    firstPurchaseCompleted: user.metaData.firstPurchaseCompleted,
  };
}

/**
 * The shopper, the market's rules and the shopper's life bits. A cart shown may price with what this
 * instance read of the shopper a moment ago ("recent"); an order reads them live.
 */
export async function loadContext(
  deps: Deps,
  market: Market,
  caller: CartCaller,
  freshness: Freshness,
): Promise<BaseContext> {
  const userId = caller?.userId ?? null;
  const [shopper, rules, lifeBits] = await Promise.all([
    shopperOf(deps, caller, freshness),
    pricingRules(deps, market),
    lifeBitsOf(deps, userId, freshness),
  ]);
  return { market, now: deps.now(), shopper, rules, lifeBits, freebieSkuIds: freebieSkuIdsOf(rules) };
}

/** What the cart names: its coupon codes, and whether a referral (whose coupon may apply) is in play. */
export interface NamedCodes {
  codes: (string | null | undefined)[];
  referral: boolean;
}

/**
 * Adds the use counts of the coupons that can matter to this cart: those offered in the market, the
 * automatic ones, the ones it names, and referral coupons when a referral is in play.
 */
export async function withUsage(deps: Deps, ctx: BaseContext, named: NamedCodes): Promise<PricingContext> {
  const listed = listableCoupons(ctx.rules, ctx.market, ctx.now);
  const codes = new Set<string>([
    ...listed.offered.map((r) => r.code),
    ...ctx.rules.coupons
      .filter((c) => c.rule.automatic || (named.referral && c.referralOnly))
      .map((c) => c.rule.code),
    ...named.codes.flatMap((c) => (c?.trim() ? [normaliseCouponCode(c)] : [])),
  ]);
  return { ...ctx, usage: await couponUsage(deps, ctx.rules, ctx.shopper.userId, codes) };
}
