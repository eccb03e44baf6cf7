// The whole cart priced from items, catalogue prices, offers and options (docs/api.md, cart). Pure: the
// server, tests and any preview get the same numbers from the same input.
import { formatMoney, percentOff } from "../money.ts";
import { stockStatusOf } from "../stock.ts";
import {
  COUPON_MESSAGES,
  type CouponContext,
  type CouponEvaluation,
  evaluateCoupon,
  normaliseCouponCode,
} from "./coupons.ts";
import { codConfigFor, shippingFor } from "./delivery.ts";
import { isLineOutOfStock, outOfStockText } from "./out-of-stock.ts";
import type {
  AppliedCoupon,
  CouponOffer,
  CouponRule,
  EnteredCoupon,
  FreebieItem,
  PricedCart,
  PricedCartItem,
  PricingInput,
  PricingItemInput,
} from "./types.ts";

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

interface Line {
  item: PricingItemInput;
  qty: number;
  basePrice: number;
  discountPrice: number;
}

/** Lines with a positive quantity; a catalogue discount price above the base price counts as no discount. */
function linesOf(items: readonly PricingItemInput[]): Line[] {
  return items.flatMap((item) => {
    const qty = whole(item.qty);
    if (qty === 0) return [];
    const basePrice = whole(item.basePrice);
    return [{ item, qty, basePrice, discountPrice: Math.min(whole(item.discountPrice), basePrice) }];
  });
}

function withAmountsLess(context: CouponContext, shares: readonly number[]): CouponContext {
  return {
    ...context,
    lines: context.lines.map((line, i) => ({ ...line, amount: line.amount - shares[i] })),
  };
}

interface SlotResult {
  code: string;
  rule?: CouponRule;
  evaluation?: CouponEvaluation;
  valid: boolean;
  message: string;
}

function successMessage(evaluation: CouponEvaluation, context: CouponContext): string {
  const { code } = evaluation;
  if (evaluation.freebies.length > 0) {
    return `${code} applied: ${evaluation.freebies.map((f) => f.name).join(" and ")} added as a gift`;
  }
  const freeNames = context.lines.filter((_, i) => evaluation.freeUnits[i] > 0).map((line) => line.name);
  if (freeNames.length > 0) return `${code} applied: one ${freeNames.join(" and one ")} free`;
  return `${code} applied: you save ${formatMoney(evaluation.discount, context.currency)}`;
}

/** The coupon slot takes codes shoppers enter; the life-bits slot only coupons bought with life bits. */
function resolveSlot(
  entered: EnteredCoupon | undefined,
  context: CouponContext,
  slot: "coupon" | "lifeBits",
): SlotResult | null {
  const code = entered ? normaliseCouponCode(entered.code) : "";
  if (!entered || code === "") return null;
  const rule = entered.rule;
  const refuse = (message: string): SlotResult => ({ code, rule, valid: false, message });
  if (!rule) return refuse(COUPON_MESSAGES.UNKNOWN);
  if (rule.automatic) return refuse(COUPON_MESSAGES.AUTOMATIC_ONLY);
  const costsLifeBits = whole(rule.lifeBitsCost ?? 0) > 0;
  if (slot === "coupon" && costsLifeBits) return refuse(COUPON_MESSAGES.LIFE_BITS_ONLY);
  if (slot === "lifeBits" && !costsLifeBits) return refuse(COUPON_MESSAGES.NOT_LIFE_BITS);
  const evaluation = evaluateCoupon(rule, context);
  if (!evaluation.applicable)
    return { ...refuse(evaluation.reason ?? COUPON_MESSAGES.NOT_FOR_ITEMS), evaluation };
  return { code, rule, evaluation, valid: true, message: successMessage(evaluation, context) };
}

function appliedOf(rule: CouponRule, evaluation: CouponEvaluation): AppliedCoupon {
  return {
    code: evaluation.code,
    title: rule.title,
    description: rule.description,
    discountType: rule.discountType,
    discount: evaluation.discount,
    automatic: rule.automatic,
    ...(rule.lifeBitsCost !== undefined ? { lifeBitsCost: rule.lifeBitsCost } : {}),
  };
}

/** The automatic offer with the largest discount the cart qualifies for; a tie goes to the earlier code. */
function bestAutomatic(rules: readonly CouponRule[], context: CouponContext) {
  let best: { rule: CouponRule; evaluation: CouponEvaluation } | null = null;
  for (const rule of rules) {
    const evaluation = evaluateCoupon(rule, context);
    if (!evaluation.applicable) continue;
    if (
      !best ||
      evaluation.discount > best.evaluation.discount ||
      (evaluation.discount === best.evaluation.discount && evaluation.code < best.evaluation.code)
    ) {
      best = { rule, evaluation };
    }
  }
  return best;
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/**
 * Discounts apply in sequence, each on what the previous ones left of every line: catalogue price, then the
 * automatic offer (cartDiscount, part of totalDiscount), then the entered coupon, then the life-bits coupon
 * (both in couponDiscount). So no discount can exceed a line, and entering a coupon never takes away the
 * automatic offer: the amount to pay never goes up when a coupon is applied.
 */
export function priceCart(input: PricingInput): PricedCart {
  const { market, currency } = input;
  const lines = linesOf(input.items);
  const totalBasePrice = lines.reduce((sum, l) => sum + l.basePrice * l.qty, 0);
  const totalDiscountPrice = lines.reduce((sum, l) => sum + l.discountPrice * l.qty, 0);
  const cartValue = totalDiscountPrice;

  const baseContext: CouponContext = {
    market,
    currency,
    now: input.now,
    lines: lines.map((l) => ({
      skuId: l.item.skuId,
      name: l.item.name,
      category: l.item.category,
      qty: l.qty,
      amount: l.discountPrice * l.qty,
    })),
    cartValue,
    shopper: input.shopper,
    couponUsesInAll: input.couponUsesInAll,
    freebieCatalogue: input.freebieCatalogue,
  };

  const automatic = input.autoApply ? bestAutomatic(input.automaticCoupons, baseContext) : null;
  const autoShares = automatic?.evaluation.lineShares ?? zeros(lines.length);
  const afterAuto = withAmountsLess(baseContext, autoShares);
  const coupon = resolveSlot(input.coupon, afterAuto, "coupon");
  const couponShares = (coupon?.valid && coupon.evaluation?.lineShares) || zeros(lines.length);
  const afterCoupon = withAmountsLess(afterAuto, couponShares);
  const lifeBits = resolveSlot(input.lifeBitsCoupon, afterCoupon, "lifeBits");
  const lifeBitsShares = (lifeBits?.valid && lifeBits.evaluation?.lineShares) || zeros(lines.length);

  const applied = [
    automatic?.evaluation,
    coupon?.valid && coupon.evaluation,
    lifeBits?.valid && lifeBits.evaluation,
  ].filter((e): e is CouponEvaluation => Boolean(e));

  // Optional fields are assigned rather than spread in: the same keys in the same order, without copying
  // an object per optional field (this runs for every line of every cart response).
  const cartItemList: PricedCartItem[] = lines.map((l, i) => {
    const { item, qty, basePrice, discountPrice } = l;
    const catalogDiscount = (basePrice - discountPrice) * qty;
    const cartDiscount = autoShares[i];
    const couponDiscount = couponShares[i] + lifeBitsShares[i];
    const discount = catalogDiscount + cartDiscount + couponDiscount;
    let freeItemCount = 0;
    for (const e of applied) freeItemCount += e.freeUnits[i];
    const priced: PricedCartItem = {
      itemID: item.skuId,
      skuId: item.skuId,
      itemName: item.name,
      imgURL: item.imgURL,
      subCategory: item.subCategory,
      qty,
      basePrice,
      discountPrice,
      discountPercentage: percentOff(basePrice, discountPrice),
      catalogDiscount,
      cartDiscount,
      couponDiscount,
      discount,
      finalPrice: basePrice * qty - discount,
    } as PricedCartItem;
    if (item.volume !== undefined) priced.volume = item.volume;
    if (item.volumeUnit !== undefined) priced.volumeUnit = item.volumeUnit;
    priced.estimatedDeliveryDate = item.estimatedDeliveryDate ?? null;
    priced.isBundledSku = item.isBundledSku;
    priced.bundledSkuIds = item.bundledSkuIds;
    priced.freeItemCount = freeItemCount;
    priced.isByobBundledSku = item.isByobBundledSku ?? false;
    if (item.byobBundleSkuId !== undefined) priced.byobBundleSkuId = item.byobBundleSkuId;
    if (item.byobBundledSkuIds !== undefined) priced.byobBundledSkuIds = item.byobBundledSkuIds;
    priced.skuType = item.productType;
    priced.skuCategory = item.category;
    priced.stockStatus = stockStatusOf(item);
    priced.isOutOfStock = isLineOutOfStock({
      name: item.name,
      qty,
      availableToPromise: item.availableToPromise,
    });
    return priced;
  });

  const freebieItemList: FreebieItem[] = [];
  for (const evaluation of applied) {
    for (const gift of evaluation.freebies) {
      if (freebieItemList.some((f) => f.skuId === gift.skuId)) continue;
      freebieItemList.push({
        itemID: gift.skuId,
        skuId: gift.skuId,
        itemName: gift.name,
        imgURL: gift.imgURL,
        qty: 1,
        basePrice: whole(gift.basePrice),
        discountPrice: 0,
        couponCode: evaluation.code,
      });
    }
  }

  const categories = lines.map((l) => l.item.category);
  const shipping = shippingFor(input.shipping, { categories, cartValue, currency });
  const codConfig = codConfigFor(input.cod, {
    categories,
    cartValue,
    currency,
    serviceable: input.serviceable,
    codAvailable: input.codAvailable,
  });
  const paymentType = input.paymentType === "COD" && codConfig.enabled ? "COD" : "PREPAID";
  const codCharges = paymentType === "COD" ? codConfig.charges : 0;

  const cartDiscount = automatic?.evaluation.discount ?? 0;
  const couponDiscount =
    (coupon?.valid ? (coupon.evaluation?.discount ?? 0) : 0) +
    (lifeBits?.valid ? (lifeBits.evaluation?.discount ?? 0) : 0);
  const totalDiscount = totalBasePrice - totalDiscountPrice + cartDiscount;
  const totalPrice = totalBasePrice + shipping.shippingCharges + codCharges;

  const appliedCodes = new Set(applied.map((e) => e.code));
  const applicableCoupons = (input.availableCoupons ?? [])
    .map((rule): CouponOffer => {
      const context = rule.automatic
        ? baseContext
        : whole(rule.lifeBitsCost ?? 0) > 0
          ? afterCoupon
          : afterAuto;
      const evaluation = evaluateCoupon(rule, context);
      const offer = {
        code: evaluation.code,
        title: rule.title,
        description: rule.description,
        discountType: rule.discountType,
        automatic: rule.automatic,
      } as CouponOffer;
      if (rule.lifeBitsCost !== undefined) offer.lifeBitsCost = rule.lifeBitsCost;
      offer.applicable = evaluation.applicable;
      offer.discount = evaluation.discount;
      if (evaluation.reason !== undefined) offer.reason = evaluation.reason;
      offer.isApplied = appliedCodes.has(evaluation.code);
      return offer;
    })
    .sort(
      (a, b) =>
        Number(b.applicable) - Number(a.applicable) ||
        b.discount - a.discount ||
        (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );

  return {
    market,
    currency,
    cartItemList,
    freebieItemList,
    totalQuantityInCart: lines.reduce((sum, l) => sum + l.qty, 0),
    totalBasePrice,
    totalDiscountPrice,
    totalDiscount,
    totalPrice,
    totalPayableAmountWithoutCoupon: Math.max(0, totalPrice - totalDiscount),
    payableAmount: Math.max(0, totalPrice - totalDiscount - couponDiscount),
    cartDiscount,
    couponDiscount,
    couponCode: coupon?.code ?? null,
    appliedCoupon:
      coupon?.valid && coupon.rule && coupon.evaluation ? appliedOf(coupon.rule, coupon.evaluation) : null,
    isCouponValid: coupon ? coupon.valid : true,
    couponMessage: coupon?.message ?? "",
    appliedLifeBitsCouponCode: lifeBits?.code ?? null,
    lifeBitsAppliedCoupon:
      lifeBits?.valid && lifeBits.rule && lifeBits.evaluation
        ? appliedOf(lifeBits.rule, lifeBits.evaluation)
        : null,
    isLifeBitsCouponValid: lifeBits ? lifeBits.valid : true,
    lifeBitsCouponMessage: lifeBits?.message ?? "",
    appliedAutomaticCoupon: automatic ? appliedOf(automatic.rule, automatic.evaluation) : null,
    applicableCoupons,
    ...shipping,
    codCharges,
    paymentType,
    paymentTypeConfig: { PREPAID: { enabled: true }, COD: codConfig },
    isAnyItemOutOfStock: cartItemList.some((item) => item.isOutOfStock),
    outOfStockDisplayText: outOfStockText(
      lines.map((l) => ({ name: l.item.name, qty: l.qty, availableToPromise: l.item.availableToPromise })),
    ),
  };
}
