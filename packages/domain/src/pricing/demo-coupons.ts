// Demo offers, delivery and cash-on-delivery rules (docs/product.md, demo data), as plain data for the seed.
import type { ProductCategory } from "../enums.ts";
import type { Market } from "../markets.ts";
import type { CodRule, CouponRule, ShippingRule } from "./types.ts";

export const SIZING_KIT_SKU_ID = "RING-SIZING-KIT";
export const GIFT_SERUM_SKU_ID = "SE-NIA-30";

export const DEMO_COUPONS: CouponRule[] = [
  {
    code: "WELCOME10",
    title: "10% off your first order",
    description: "New to Ojas? Take 10% off your first order, up to ₹500 (AED 50 in the UAE, $25 in the US).",
    discountType: "PERCENTAGE",
    value: 10,
    maxDiscount: { IN: 50_000, AE: 5_000, US: 2_500 },
    firstPurchaseOnly: true,
    automatic: false,
  },
  {
    code: "FLAT200",
    title: "₹200 off orders of ₹999 or more",
    description: "Save ₹200 when your cart comes to ₹999 or more after product discounts. Valid in India.",
    discountType: "ABSOLUTE",
    value: 20_000,
    markets: ["IN"],
    minCartValue: { IN: 99_900 },
    firstPurchaseOnly: false,
    automatic: false,
  },
  {
    code: "FREEKIT",
    title: "Free Ojas Ring sizing kit",
    description:
      "Find your perfect fit before you buy: the Ojas Ring sizing kit is on us. Add the kit to your cart and apply the code.",
    discountType: "FREE",
    value: 0,
    freeSkuIds: [SIZING_KIT_SKU_ID],
    firstPurchaseOnly: false,
    automatic: false,
  },
  {
    code: "GIFTSERUM",
    title: "Free 10% Niacinamide + Zinc Serum",
    description: "A full-size 30 ml 10% Niacinamide + Zinc Serum comes free with your order.",
    discountType: "FREEBIE",
    value: 0,
    freebieSkuIds: [GIFT_SERUM_SKU_ID],
    firstPurchaseOnly: false,
    automatic: false,
  },
  {
    code: "EXPIRED50",
    title: "50% off: festive sale",
    description:
      "Half price on your order, up to ₹1,000 (AED 100, $40). The festive sale ended on 4 November 2024.",
    discountType: "PERCENTAGE",
    value: 50,
    maxDiscount: { IN: 100_000, AE: 10_000, US: 4_000 },
    firstPurchaseOnly: false,
    // 25 October to 4 November 2024, midnight to midnight India time.
    validFrom: Date.UTC(2024, 9, 24, 18, 30),
    validUntil: Date.UTC(2024, 10, 4, 18, 30),
    automatic: false,
  },
  {
    code: "AUTO5",
    title: "5% off bigger carts",
    description:
      "5% off, applied for you, when your cart reaches ₹2,999 (AED 149 in the UAE, $49 in the US).",
    discountType: "PERCENTAGE",
    value: 5,
    minCartValue: { IN: 299_900, AE: 14_900, US: 4_900 },
    firstPurchaseOnly: false,
    automatic: true,
  },
];

/** Coupons bought with life bits; the demo shopper's 500 life bits afford the first and not the second. */
export const DEMO_LIFE_BITS_COUPONS: CouponRule[] = [
  {
    code: "BITS10",
    title: "10% off for 250 life bits",
    description: "Turn 250 life bits into 10% off this order, up to ₹300 (AED 30, $12).",
    discountType: "PERCENTAGE",
    value: 10,
    maxDiscount: { IN: 30_000, AE: 3_000, US: 1_200 },
    firstPurchaseOnly: false,
    automatic: false,
    lifeBitsCost: 250,
  },
  {
    code: "BITS20",
    title: "20% off for 750 life bits",
    description: "Turn 750 life bits into 20% off this order, up to ₹800 (AED 80, $30).",
    discountType: "PERCENTAGE",
    value: 20,
    maxDiscount: { IN: 80_000, AE: 8_000, US: 3_000 },
    firstPurchaseOnly: false,
    automatic: false,
    lifeBitsCost: 750,
  },
];

/** Coupons on coaching plans, valid in every market (docs/product.md, demo data). */
export const DEMO_PLAN_COUPONS: CouponRule[] = [
  {
    code: "PLAN20",
    title: "20% off your first month of coaching",
    description: "20% off the first period of any plan, up to ₹1,000 (AED 50 in the UAE, $25 in the US).",
    discountType: "PERCENTAGE",
    value: 20,
    maxDiscount: { IN: 100_000, AE: 5_000, US: 2_500 },
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "PLAN",
    plan: { firstPeriodOnly: true },
  },
  {
    code: "COACH10",
    title: "10% off every month of coaching",
    description: "10% off every period of any plan, for as long as the subscription runs.",
    discountType: "PERCENTAGE",
    value: 10,
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "PLAN",
    plan: { firstPeriodOnly: false },
  },
  {
    code: "PROFLAT",
    title: "₹500 off your first month of a PRO plan",
    description: "₹500 (AED 25 in the UAE, $10 in the US) off the first period of a PRO plan.",
    discountType: "ABSOLUTE",
    value: 0,
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "PLAN",
    plan: { firstPeriodOnly: true, tiers: ["PRO"], amounts: { IN: 50_000, AE: 2_500, US: 1_000 } },
  },
  {
    code: "ONCEPLAN",
    title: "₹300 off a plan, once",
    description:
      "₹300 (AED 15 in the UAE, $5 in the US) off the first period of a plan; one use per shopper.",
    discountType: "ABSOLUTE",
    value: 0,
    usesPerUser: 1,
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "PLAN",
    plan: { firstPeriodOnly: true, amounts: { IN: 30_000, AE: 1_500, US: 500 } },
  },
];

/** Coupons on paid webinar seats, valid in every market (docs/product.md, demo data). */
export const DEMO_WEBINAR_COUPONS: CouponRule[] = [
  {
    code: "WEBINAR100",
    title: "₹100 off a paid webinar",
    description: "₹100 (AED 10 in the UAE, $3 in the US) off your seat in any paid webinar.",
    discountType: "ABSOLUTE",
    value: 0,
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "WEBINAR",
    webinar: { amounts: { IN: 10_000, AE: 1_000, US: 300 } },
  },
  {
    code: "RINGWEBINAR",
    title: "50% off a ring webinar",
    description: "Half price on your seat in an Ojas Ring webinar, once per shopper.",
    discountType: "PERCENTAGE",
    value: 50,
    usesPerUser: 1,
    firstPurchaseOnly: false,
    automatic: false,
    appliesTo: "WEBINAR",
    webinar: { topics: ["RING"] },
  },
];

export const DEMO_SHIPPING_RULES: Record<Market, ShippingRule> = {
  IN: { flatCharge: 9_900, freeAbove: 99_900 },
  AE: { flatCharge: 1_500, freeAbove: 15_000 },
  US: { flatCharge: 799, freeAbove: 5_000 },
};

/** Plans and blood-work tests are never paid on delivery. */
export const COD_EXCLUDED_CATEGORIES: ProductCategory[] = [
  "PLAN",
  "CGM_PLAN",
  "ELECTRONICS__PLAN",
  "BLOOD_WORK",
];

export const DEMO_COD_RULES: Record<Market, CodRule> = {
  IN: { enabled: true, charges: 4_900, maxCartValue: 2_000_000, excludedCategories: COD_EXCLUDED_CATEGORIES },
  AE: { enabled: false, charges: 0, maxCartValue: 0, excludedCategories: COD_EXCLUDED_CATEGORIES },
  US: { enabled: false, charges: 0, maxCartValue: 0, excludedCategories: COD_EXCLUDED_CATEGORIES },
};
