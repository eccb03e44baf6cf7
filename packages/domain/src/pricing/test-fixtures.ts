// Cart inputs for the pricing tests: Indian demo prices and the demo delivery rules.
import { DEMO_COD_RULES, DEMO_SHIPPING_RULES, GIFT_SERUM_SKU_ID, SIZING_KIT_SKU_ID } from "./demo-coupons.ts";
import type { CouponRule, PricingInput, PricingItemInput } from "./types.ts";

export function item(overrides: Partial<PricingItemInput> = {}): PricingItemInput {
  return {
    skuId: "SE-NIA-30",
    qty: 1,
    basePrice: 69_900,
    discountPrice: 59_900,
    category: "SKINCARE_PRODUCT",
    productType: "serum",
    name: "10% Niacinamide + Zinc Serum",
    imgURL: "/images/products/serum-clear.svg",
    subCategory: "skin",
    volume: 30,
    volumeUnit: "ml",
    isBundledSku: false,
    bundledSkuIds: [],
    availableToPromise: 400,
    comingSoon: false,
    ...overrides,
  };
}

export const sizingKit = (overrides: Partial<PricingItemInput> = {}) =>
  item({
    skuId: SIZING_KIT_SKU_ID,
    basePrice: 49_900,
    discountPrice: 29_900,
    category: "RING_ACCS",
    productType: "sizing-kit",
    name: "Ojas Ring sizing kit",
    imgURL: "/images/products/ring-sizing-kit.svg",
    subCategory: "ring",
    volume: undefined,
    volumeUnit: undefined,
    availableToPromise: 380,
    ...overrides,
  });

export const ring = (overrides: Partial<PricingItemInput> = {}) =>
  item({
    skuId: "RING-BLK-9",
    basePrice: 2_899_900,
    discountPrice: 2_499_900,
    category: "ELECTRONICS",
    productType: "ring",
    name: "Ojas Ring, Matte Black, size 9",
    imgURL: "/images/products/ring-matte-black.svg",
    subCategory: "ring",
    volume: undefined,
    volumeUnit: undefined,
    availableToPromise: 60,
    ...overrides,
  });

export const plan = (overrides: Partial<PricingItemInput> = {}) =>
  item({
    skuId: "PLAN-FIT-PRO-3M",
    basePrice: 899_900,
    discountPrice: 599_900,
    category: "PLAN",
    productType: "FITNESS",
    name: "Ojas Fitness Pro, 3 months",
    imgURL: "/images/products/cgm-plan.svg",
    subCategory: null,
    volume: undefined,
    volumeUnit: undefined,
    availableToPromise: 10_000,
    ...overrides,
  });

/** A sku priced so that its catalogue price alone is the cart value. */
export const pricedAt = (discountPrice: number, overrides: Partial<PricingItemInput> = {}) =>
  item({
    skuId: `FW-TEST-${discountPrice}`,
    name: "Gentle Hydrating Face Wash",
    basePrice: discountPrice,
    discountPrice,
    ...overrides,
  });

export function cartInput(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    market: "IN",
    currency: "INR",
    items: [item()],
    autoApply: false,
    automaticCoupons: [],
    shopper: { isFirstPurchase: true, couponUsesByCode: {} },
    couponUsesInAll: {},
    now: Date.UTC(2026, 0, 15, 6, 0),
    paymentType: "PREPAID",
    shipping: DEMO_SHIPPING_RULES.IN,
    cod: DEMO_COD_RULES.IN,
    freebieCatalogue: {
      [GIFT_SERUM_SKU_ID]: {
        name: "10% Niacinamide + Zinc Serum",
        imgURL: "/images/products/serum-clear.svg",
        basePrice: 69_900,
      },
    },
    ...overrides,
  };
}

export function rule(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code: "SAVE10",
    title: "10% off",
    description: "10% off your order.",
    discountType: "PERCENTAGE",
    value: 10,
    firstPurchaseOnly: false,
    automatic: false,
    ...overrides,
  };
}

export const entered = (r: CouponRule) => ({ code: r.code, rule: r });
