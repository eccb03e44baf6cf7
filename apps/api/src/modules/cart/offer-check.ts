// GET /api/pricing/v1/check-offer-code-validity: what a code would do to one product, priced as a cart of
// that product alone so the answer agrees with the cart's.
import { type CartDto, DEFAULT_PAYMENT_TYPE, type Market, type OfferCodeValidityQuery } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { checkAffiliateCode, checkReferralCode } from "../referral/service.ts";
import { buildCart, type CartOptions } from "./build.ts";
import { type CartCaller, loadContext, withUsage } from "./context.ts";
import { type ResolvedCart, resolveLines } from "./lines.ts";

/**
 * Without a skuId the code is checked on a plan of the client's price (plans are priced by their own
 * module); with one, on that product at the server's price, and the client's price is not used.
 */
function planAtPrice(price: number): ResolvedCart {
  const line = { skuId: "PLAN", qty: 1, byobBundledSkuIds: [] };
  return {
    lines: [
      {
        line,
        parts: new Map(),
        bundledSkuData: [],
        item: {
          skuId: "PLAN",
          qty: 1,
          basePrice: price,
          discountPrice: price,
          category: "PLAN",
          productType: null,
          name: "Plan",
          imgURL: "",
          subCategory: null,
          isBundledSku: false,
          bundledSkuIds: [],
          availableToPromise: 1,
          comingSoon: false,
        },
      },
    ],
    invalid: [],
    stock: new Map(),
    skus: new Map(),
    freebies: {},
  };
}

export async function checkOfferCode(
  deps: Deps,
  market: Market,
  caller: CartCaller,
  query: OfferCodeValidityQuery,
) {
  const ctx = await withUsage(deps, await loadContext(deps, market, caller, "recent"), {
    codes: [query.offerCode],
    referral: query.offerType === "REFERRAL",
  });
  let resolved = planAtPrice(query.price);
  if (query.skuId) {
    resolved = await resolveLines(
      deps,
      market,
      [{ skuId: query.skuId, qty: 1, byobBundledSkuIds: [] }],
      ctx.freebieSkuIds,
      "recent",
    );
    if (resolved.lines.length === 0) throw invalid({ skuId: "This product is not sold here" });
  }
  const price = resolved.lines[0]!.item.discountPrice;
  const shopper = { userId: ctx.shopper.userId, firstPurchaseCompleted: ctx.shopper.firstPurchaseCompleted };
  const options: CartOptions = {
    couponCode: null,
    keptCouponCode: null,
    lifeBitsCouponCode: null,
    autoApply: false,
    referral: null,
    affiliate: null,
    paymentType: DEFAULT_PAYMENT_TYPE,
    delivery: null,
  };
  const answer = (isValid: boolean, message: string, cart: CartDto) => ({
    offerCode: query.offerCode.toUpperCase(),
    offerType: query.offerType,
    isValid,
    message,
    currency: cart.currency,
    price,
    discount: cart.couponDiscount,
    discountedPrice: Math.max(0, price - cart.couponDiscount),
  });

  switch (query.offerType) {
    case "COUPON": {
      const cart = buildCart(ctx, resolved, { ...options, couponCode: query.offerCode });
      return answer(cart.isCouponValid, cart.couponMessage, cart);
    }
    case "LIFE_BITS_COUPON": {
      const cart = buildCart(ctx, resolved, { ...options, lifeBitsCouponCode: query.offerCode });
      return answer(cart.isLifeBitsCouponValid, cart.lifeBitsCouponMessage, cart);
    }
    case "REFERRAL": {
      const referral = await checkReferralCode(deps, query.offerCode, shopper);
      const cart = buildCart(ctx, resolved, { ...options, referral });
      if (!referral) return answer(false, "This referral code does not exist", cart);
      return answer(true, cart.appliedReferral!.message, cart);
    }
    case "AFFILIATE": {
      const affiliate = await checkAffiliateCode(deps, query.offerCode, shopper);
      const cart = buildCart(ctx, resolved, options);
      if (!affiliate) return answer(false, "This affiliate code does not exist", cart);
      return answer(true, `Referred by ${affiliate.name}`, cart);
    }
  }
}
