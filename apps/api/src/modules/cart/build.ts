// The Cart response (docs/api.md, cart) from resolved lines and options, priced by the one pure
// pricing function (priceCart): nothing here reads the database.
import {
  type CartDto,
  COUPON_MESSAGES,
  type CouponOffer,
  type EnteredCoupon,
  formatMoney,
  MARKET_INFO,
  MAX_CART_LINE_QTY,
  NON_SHIPPABLE_CATEGORIES,
  normaliseCouponCode,
  type PaymentType,
  type PricedCart,
  priceCart,
} from "@ojas/domain";
import { automaticCoupons, findCoupon, listableCoupons } from "../pricing/service.ts";
import type { ValidReferral } from "../referral/service.ts";
import type { PricingContext } from "./context.ts";
import type { ResolvedCart } from "./lines.ts";

export interface DeliveryInfo {
  pincode: string;
  serviceable: boolean;
  codAvailable: boolean;
  estimatedDeliveryDate: number | null;
}

export interface CartOptions {
  /** The coupon entered or kept on the cart; null for none. */
  couponCode: string | null;
  /** The coupon the cart keeps, which stays applied when one entered now is refused; null for none. */
  keptCouponCode: string | null;
  lifeBitsCouponCode: string | null;
  autoApply: boolean;
  referral: ValidReferral | null;
  affiliate: { code: string; name: string } | null;
  paymentType: PaymentType;
  delivery: DeliveryInfo | null;
}

/** The entered code with its rule; a referral-only rule counts only as the applied referral's own coupon. */
function entered(ctx: PricingContext, code: string | null, referral: ValidReferral | null) {
  if (!code?.trim()) return undefined;
  const stored = findCoupon(ctx.rules, code);
  const referralCoupon = referral?.refereeCouponCode;
  const allowed =
    stored &&
    (!stored.referralOnly ||
      (referralCoupon != null && normaliseCouponCode(referralCoupon) === stored.rule.code));
  const coupon: EnteredCoupon = { code, ...(allowed ? { rule: stored.rule } : {}) };
  return coupon;
}

function exploreOffers(offers: CouponOffer[], currency: string): CartDto["exploreOffersSection"] {
  const open = offers.filter((o) => o.applicable && !o.automatic);
  const best = [...open].sort((a, b) => b.discount - a.discount)[0];
  let description = "No offers apply to this cart yet";
  if (best && best.discount > 0) {
    description = `Save up to ${formatMoney(best.discount, currency)} with ${best.code}`;
  } else if (best) {
    description = `${open.length} ${open.length === 1 ? "offer" : "offers"} for this cart`;
  }
  return { title: "Offers for you", description, applicableCount: open.length };
}

/** The next benefit the cart can reach: an automatic offer (when auto-apply is on), then free delivery. */
function pdpNudge(ctx: PricingContext, priced: PricedCart, autoApply: boolean): CartDto["pdpNudge"] {
  if (priced.cartItemList.length === 0) return null;
  if (autoApply && !priced.appliedAutomaticCoupon) {
    const reachable = listableCoupons(ctx.rules, ctx.market, ctx.now)
      .automatic.map((rule) => ({ rule, min: rule.minCartValue?.[ctx.market] ?? 0 }))
      .filter((o) => o.min > priced.totalDiscountPrice)
      .sort((a, b) => a.min - b.min)[0];
    if (reachable) {
      const more = formatMoney(reachable.min - priced.totalDiscountPrice, priced.currency);
      return { type: "OFFER", text: `Add ${more} more to unlock ${reachable.rule.title.toLowerCase()}` };
    }
  }
  if (priced.shippingCharges > 0) return { type: "FREE_DELIVERY", text: priced.shippingChargesTextInfo };
  return null;
}

export function buildCart(ctx: PricingContext, resolved: ResolvedCart, options: CartOptions): CartDto {
  const { market, rules, shopper } = ctx;
  const currency = MARKET_INFO[market].currency;
  const listed = listableCoupons(rules, market, ctx.now);
  const delivery = options.delivery;
  const deliveryDate = delivery?.serviceable ? delivery.estimatedDeliveryDate : null;
  const referralCoupon = options.referral?.refereeCouponCode ?? null;
  const typed = Boolean(options.couponCode?.trim());

  const price = (couponCode: string | null) =>
    priceCart({
      market,
      currency,
      items: resolved.lines.map(({ item }) =>
        deliveryDate !== null && !NON_SHIPPABLE_CATEGORIES.includes(item.category)
          ? { ...item, estimatedDeliveryDate: deliveryDate }
          : item,
      ),
      coupon: entered(ctx, couponCode, options.referral),
      lifeBitsCoupon: entered(ctx, options.lifeBitsCouponCode, null),
      autoApply: options.autoApply,
      automaticCoupons: automaticCoupons(rules),
      availableCoupons: listed.offered,
      shopper: {
        isFirstPurchase: !shopper.firstPurchaseCompleted,
        couponUsesByCode: ctx.usage.byUser,
        lifeBitsBalance: ctx.lifeBits,
      },
      couponUsesInAll: ctx.usage.inAll,
      now: ctx.now,
      paymentType: options.paymentType,
      shipping: rules.shipping,
      cod: rules.cod,
      ...(delivery ? { serviceable: delivery.serviceable, codAvailable: delivery.codAvailable } : {}),
      freebieCatalogue: resolved.freebies,
    });
  // A referral's coupon stands in for a typed one only while it applies: it never shows as an error.
  let priced = price(typed ? options.couponCode : referralCoupon);
  if (!typed && referralCoupon && !priced.isCouponValid) priced = price(null);
  // A refused code leaves the kept coupon applied, and the answer says why the new one was refused.
  const kept = options.keptCouponCode;
  if (typed && !priced.isCouponValid && kept && normaliseCouponCode(kept) !== priced.couponCode) {
    const withKept = price(kept);
    if (withKept.appliedCoupon) {
      priced = {
        ...withKept,
        isCouponValid: false,
        couponMessage: COUPON_MESSAGES.keptInstead(
          priced.couponCode ?? normaliseCouponCode(options.couponCode ?? ""),
          priced.couponMessage,
          withKept.appliedCoupon.code,
        ),
      };
    }
  }

  const byIndex = resolved.lines;
  const offers = priced.applicableCoupons.filter((o) => o.lifeBitsCost === undefined);
  const lifeBitsOffers = priced.applicableCoupons.filter((o) => o.lifeBitsCost !== undefined);
  const referral = options.referral;
  const referralApplied = referral !== null && priced.appliedCoupon?.code === referralCoupon;

  return {
    market,
    currency,
    cartItemList: priced.cartItemList.map((item, i) => ({
      ...item,
      bundledSkuData: byIndex[i]!.bundledSkuData,
      maxQty: Math.min(MAX_CART_LINE_QTY, byIndex[i]!.item.availableToPromise),
    })),
    freebieItemList: priced.freebieItemList,
    invalidCartInfo: resolved.invalid.map(({ line, reason }) => ({
      skuId: line.skuId,
      qty: line.qty,
      reason,
    })),
    totalQuantityInCart: priced.totalQuantityInCart,
    totalBasePrice: priced.totalBasePrice,
    totalDiscountPrice: priced.totalDiscountPrice,
    totalDiscount: priced.totalDiscount,
    totalPrice: priced.totalPrice,
    totalPayableAmountWithoutCoupon: priced.totalPayableAmountWithoutCoupon,
    payableAmount: priced.payableAmount,
    cartDiscount: priced.cartDiscount,
    couponDiscount: priced.couponDiscount,
    couponCode: priced.couponCode,
    appliedCoupon: priced.appliedCoupon,
    isCouponValid: priced.isCouponValid,
    couponMessage: priced.couponMessage,
    appliedLifeBitsCouponCode: priced.appliedLifeBitsCouponCode,
    lifeBitsAppliedCoupon: priced.lifeBitsAppliedCoupon,
    isLifeBitsCouponValid: priced.isLifeBitsCouponValid,
    lifeBitsCouponMessage: priced.lifeBitsCouponMessage,
    appliedAutomaticCoupon: priced.appliedAutomaticCoupon,
    applicableCoupons: offers,
    applicableLifeBitsCoupons: lifeBitsOffers,
    lifeBitsBalance: ctx.lifeBits,
    exploreOffersSection: exploreOffers(offers, currency),
    pdpNudge: pdpNudge(ctx, priced, options.autoApply),
    shippingCharges: priced.shippingCharges,
    shippingChargesText: priced.shippingChargesTextInfo,
    shippingChargesBasePrice: priced.shippingChargesBasePrice,
    shippingChargesDiscountedPrice: priced.shippingChargesDiscountedPrice,
    codCharges: priced.codCharges,
    paymentType: priced.paymentType,
    paymentTypeConfig: priced.paymentTypeConfig,
    isAnyItemOutOfStock: priced.isAnyItemOutOfStock,
    outOfStockDisplayText: priced.outOfStockDisplayText,
    isReferralCodeValid: referral !== null,
    appliedReferral: referral
      ? {
          code: referral.code,
          referrerFirstName: referral.referrerFirstName,
          couponCode: referralApplied ? referralCoupon : null,
          message: referralApplied
            ? `${referral.referrerFirstName}'s referral applied: ${priced.appliedCoupon!.title}`
            : `${referral.referrerFirstName}'s referral applied`,
        }
      : null,
    isAffiliateCodeValid: options.affiliate !== null,
    appliedAffiliate: options.affiliate,
    pincode: delivery?.pincode ?? null,
  };
}
