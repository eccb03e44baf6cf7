import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DISCOUNT_TYPES, PRODUCT_CATEGORIES, type ProductCategory } from "../enums.ts";
import { MARKET_INFO, MARKETS, type Market } from "../markets.ts";
import { priceCart } from "./cart-pricing.ts";
import { cartInput, item } from "./test-fixtures.ts";
import type { CouponRule, PricedCart, PricingInput } from "./types.ts";

const SKUS = ["RING-SIZING-KIT", "SE-NIA-30", "FW-VTC-100", "SS-GEL-50", "SCALE-1", "PLAN-FIT-PRO-3M"];
const CODES = ["SAVE10", "FLAT500", "GIFT", "KITFREE", "BITS10"];
const NOW = Date.UTC(2026, 0, 15, 6, 0);
// Shop amounts are whole rupees in India (money.ts CURRENCY_ROUNDING_STEP), whole units here everywhere.
const money = (max = 3_000_000) => fc.integer({ min: 0, max: max / 100 }).map((units) => units * 100);
const marketAmounts = fc.record(
  { IN: money(), AE: money(200_000), US: money(100_000) },
  { requiredKeys: [] },
);

const itemArb = fc
  .record({
    skuId: fc.constantFrom(...SKUS),
    qty: fc.integer({ min: 0, max: 6 }),
    basePrice: money(),
    discountPrice: money(),
    category: fc.constantFrom(...PRODUCT_CATEGORIES),
    availableToPromise: fc.integer({ min: 0, max: 8 }),
    comingSoon: fc.boolean(),
  })
  .map((fields) => item({ ...fields, name: `Item ${fields.skuId}` }));

/** Mostly absent, so that most generated coupons apply and the discount paths are exercised. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });

const ruleArb = (slot: "coupon" | "lifeBits" | "automatic"): fc.Arbitrary<CouponRule> =>
  fc
    .record({
      code: fc.constantFrom(...CODES),
      title: fc.constant("Offer"),
      description: fc.constant("An offer for the property tests."),
      discountType: fc.constantFrom(...DISCOUNT_TYPES),
      // A percent, or an amount; an ABSOLUTE amount is whole units like every shop amount (rounded up below).
      value: fc.oneof(fc.integer({ min: 0, max: 100 }), money()),
      maxDiscount: sometimes(marketAmounts),
      minCartValue: sometimes(marketAmounts),
      markets: fc.oneof(fc.constant<Market[]>([...MARKETS]), sometimes(fc.subarray([...MARKETS]))),
      categories: sometimes(fc.subarray([...PRODUCT_CATEGORIES], { minLength: 1 })),
      skuIds: sometimes(fc.subarray(SKUS, { minLength: 1 })),
      freeSkuIds: fc.subarray(SKUS),
      freebieSkuIds: fc.subarray(SKUS),
      firstPurchaseOnly: fc.boolean(),
      validFrom: sometimes(fc.integer({ min: NOW - 10_000, max: NOW + 1_000 })),
      validUntil: sometimes(fc.integer({ min: NOW - 1_000, max: NOW + 10_000 })),
      usesPerUser: sometimes(fc.integer({ min: 1, max: 3 })),
      usesInAll: sometimes(fc.integer({ min: 1, max: 3 })),
      automatic: fc.constant(slot === "automatic"),
      lifeBitsCost: slot === "lifeBits" ? fc.integer({ min: 1, max: 800 }) : fc.constant(undefined),
    })
    .map((rule) =>
      rule.discountType === "ABSOLUTE" ? { ...rule, value: Math.ceil(rule.value / 100) * 100 } : rule,
    );

const inputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    market: fc.constantFrom(...MARKETS),
    items: fc.array(itemArb, { maxLength: 6 }),
    coupon: fc.option(ruleArb("coupon"), { nil: undefined }),
    lifeBitsCoupon: fc.option(ruleArb("lifeBits"), { nil: undefined }),
    autoApply: fc.boolean(),
    automaticCoupons: fc.array(ruleArb("automatic"), { maxLength: 3 }),
    availableCoupons: fc.array(fc.oneof(ruleArb("coupon"), ruleArb("lifeBits"), ruleArb("automatic")), {
      maxLength: 4,
    }),
    isFirstPurchase: fc.boolean(),
    uses: fc.dictionary(fc.constantFrom(...CODES), fc.integer({ min: 0, max: 4 })),
    usesInAll: fc.dictionary(fc.constantFrom(...CODES), fc.integer({ min: 0, max: 4 })),
    lifeBitsBalance: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: undefined }),
    paymentType: fc.constantFrom("PREPAID" as const, "COD" as const),
    shipping: fc.record({ flatCharge: money(20_000), freeAbove: money() }),
    cod: fc.record({
      enabled: fc.boolean(),
      charges: money(10_000),
      maxCartValue: money(),
      excludedCategories: fc.oneof(fc.constant<ProductCategory[]>([]), fc.subarray([...PRODUCT_CATEGORIES])),
    }),
    serviceable: fc.option(fc.boolean(), { nil: undefined }),
    codAvailable: fc.option(fc.boolean(), { nil: undefined }),
  })
  .map(({ isFirstPurchase, uses, usesInAll, lifeBitsBalance, coupon, lifeBitsCoupon, ...rest }) =>
    cartInput({
      ...rest,
      currency: MARKET_INFO[rest.market].currency,
      coupon: coupon && { code: coupon.code, rule: coupon },
      lifeBitsCoupon: lifeBitsCoupon && { code: lifeBitsCoupon.code, rule: lifeBitsCoupon },
      shopper: { isFirstPurchase, couponUsesByCode: uses, lifeBitsBalance },
      couponUsesInAll: usesInAll,
      now: NOW,
    }),
  );

const AMOUNTS = [
  "totalBasePrice",
  "totalDiscountPrice",
  "totalDiscount",
  "totalPrice",
  "totalPayableAmountWithoutCoupon",
  "payableAmount",
  "cartDiscount",
  "couponDiscount",
  "shippingCharges",
  "codCharges",
] as const satisfies readonly (keyof PricedCart)[];

const RUNS = { numRuns: 400 };

describe("priceCart properties", () => {
  it("never gives a negative or fractional amount", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        for (const key of AMOUNTS) {
          expect(Number.isInteger(cart[key])).toBe(true);
          expect(cart[key]).toBeGreaterThanOrEqual(0);
        }
        for (const line of cart.cartItemList) {
          for (const key of [
            "catalogDiscount",
            "cartDiscount",
            "couponDiscount",
            "discount",
            "finalPrice",
          ] as const) {
            expect(Number.isInteger(line[key])).toBe(true);
            expect(line[key]).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      RUNS,
    );
  });

  it("keeps the contract's identities", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.totalDiscount).toBe(cart.totalBasePrice - cart.totalDiscountPrice + cart.cartDiscount);
        expect(cart.totalPrice).toBe(cart.totalBasePrice + cart.shippingCharges + cart.codCharges);
        expect(cart.payableAmount).toBe(
          Math.max(0, cart.totalPrice - cart.totalDiscount - cart.couponDiscount),
        );
      }),
      RUNS,
    );
  });

  it("never asks more than totalPrice, nor more than without the coupon", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.payableAmount).toBeLessThanOrEqual(cart.totalPrice);
        expect(cart.payableAmount).toBeLessThanOrEqual(cart.totalPayableAmountWithoutCoupon);
      }),
      RUNS,
    );
  });

  it("never lowers totalBasePrice when an item is added", () => {
    fc.assert(
      fc.property(inputArb, itemArb, (input, extra) => {
        const before = priceCart(input).totalBasePrice;
        expect(priceCart({ ...input, items: [...input.items, extra] }).totalBasePrice).toBeGreaterThanOrEqual(
          before,
        );
      }),
      RUNS,
    );
  });

  it("never raises the amount to pay when a coupon, a life-bits coupon or autoApply is added", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const all = priceCart(input).payableAmount;
        expect(all).toBeLessThanOrEqual(priceCart({ ...input, lifeBitsCoupon: undefined }).payableAmount);
        expect(all).toBeLessThanOrEqual(priceCart({ ...input, coupon: undefined }).payableAmount);
        expect(priceCart({ ...input, lifeBitsCoupon: undefined }).payableAmount).toBeLessThanOrEqual(
          priceCart({ ...input, lifeBitsCoupon: undefined, coupon: undefined }).payableAmount,
        );
        expect(all).toBeLessThanOrEqual(priceCart({ ...input, autoApply: false }).payableAmount);
      }),
      RUNS,
    );
  });

  it("splits couponDiscount and cartDiscount over the items exactly, within each line", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        const sum = (key: "couponDiscount" | "cartDiscount") =>
          cart.cartItemList.reduce((s, i) => s + i[key], 0);
        expect(sum("couponDiscount")).toBe(cart.couponDiscount);
        expect(sum("cartDiscount")).toBe(cart.cartDiscount);
        for (const line of cart.cartItemList)
          expect(line.discount).toBeLessThanOrEqual(line.basePrice * line.qty);
      }),
      RUNS,
    );
  });

  it("drops every item with qty 0 and counts the rest", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        const kept = input.items.filter((i) => i.qty > 0);
        expect(cart.cartItemList.length).toBe(kept.length);
        expect(cart.totalQuantityInCart).toBe(kept.reduce((s, i) => s + i.qty, 0));
      }),
      RUNS,
    );
  });
});
