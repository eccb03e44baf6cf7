import { describe, expect, it } from "vitest";
import { priceCart } from "./cart-pricing.ts";
import { COUPON_MESSAGES } from "./coupons.ts";
import { COD_MESSAGES } from "./delivery.ts";
import { DEMO_COD_RULES, DEMO_COUPONS, DEMO_LIFE_BITS_COUPONS, DEMO_SHIPPING_RULES } from "./demo-coupons.ts";
import { cartInput, entered, item, plan, pricedAt, ring, rule, sizingKit } from "./test-fixtures.ts";

const demo = (code: string) => {
  const found = [...DEMO_COUPONS, ...DEMO_LIFE_BITS_COUPONS].find((c) => c.code === code);
  if (!found) throw new Error(`no demo coupon ${code}`);
  return found;
};
const AUTO5 = demo("AUTO5");
const returning = { isFirstPurchase: false, couponUsesByCode: {} };
const inAE = {
  market: "AE",
  currency: "AED",
  shipping: DEMO_SHIPPING_RULES.AE,
  cod: DEMO_COD_RULES.AE,
} as const;

describe("totals", () => {
  it("add up prices, discounts and charges", () => {
    const cart = priceCart(cartInput({ items: [sizingKit({ qty: 2 }), item()] }));
    expect(cart).toMatchObject({
      totalBasePrice: 169_700,
      totalDiscountPrice: 119_700,
      totalDiscount: 50_000,
      cartDiscount: 0,
      couponDiscount: 0,
      shippingCharges: 0,
      codCharges: 0,
      totalPrice: 169_700,
      totalPayableAmountWithoutCoupon: 119_700,
      payableAmount: 119_700,
      totalQuantityInCart: 3,
      currency: "INR",
    });
  });

  it("give every cart-item field", () => {
    const [kit] = priceCart(
      cartInput({ items: [sizingKit({ qty: 2, estimatedDeliveryDate: 1_768_608_000_000 })] }),
    ).cartItemList;
    expect(kit).toEqual({
      itemID: "RING-SIZING-KIT",
      skuId: "RING-SIZING-KIT",
      itemName: "Ojas Ring sizing kit",
      imgURL: "/images/products/ring-sizing-kit.svg",
      subCategory: "ring",
      qty: 2,
      basePrice: 49_900,
      discountPrice: 29_900,
      discountPercentage: 40,
      catalogDiscount: 40_000,
      cartDiscount: 0,
      couponDiscount: 0,
      discount: 40_000,
      finalPrice: 59_800,
      estimatedDeliveryDate: 1_768_608_000_000,
      isBundledSku: false,
      bundledSkuIds: [],
      freeItemCount: 0,
      isByobBundledSku: false,
      skuType: "sizing-kit",
      skuCategory: "RING_ACCS",
      stockStatus: "IN_STOCK",
      isOutOfStock: false,
    });
  });

  it("say null for the delivery date when none is known", () => {
    const [kit] = priceCart(cartInput({ items: [sizingKit()] })).cartItemList;
    expect(kit).toHaveProperty("estimatedDeliveryDate", null);
  });

  it("carry bundle and build-your-own bundle ids", () => {
    const byob = item({
      skuId: "SC-BYOB",
      isByobBundledSku: true,
      byobBundleSkuId: "SC-BYOB",
      byobBundledSkuIds: ["FW-HYD-100", "SE-NIA-30", "SS-GEL-50"],
    });
    const [line] = priceCart(cartInput({ items: [byob] })).cartItemList;
    expect(line).toMatchObject({
      isByobBundledSku: true,
      byobBundleSkuId: "SC-BYOB",
      byobBundledSkuIds: ["FW-HYD-100", "SE-NIA-30", "SS-GEL-50"],
    });
  });

  it("drop items with qty 0", () => {
    const cart = priceCart(cartInput({ items: [sizingKit({ qty: 0 }), item({ qty: 2 })] }));
    expect(cart.cartItemList.map((i) => i.itemID)).toEqual(["SE-NIA-30"]);
    expect(cart.totalQuantityInCart).toBe(2);
    expect(cart.totalBasePrice).toBe(139_800);
  });

  it("treat a catalogue price above the base price as no discount", () => {
    const cart = priceCart(cartInput({ items: [item({ basePrice: 50_000, discountPrice: 60_000 })] }));
    expect(cart).toMatchObject({ totalDiscountPrice: 50_000, totalDiscount: 0 });
  });

  it("price an empty cart at zero", () => {
    const cart = priceCart(cartInput({ items: [] }));
    expect(cart).toMatchObject({
      totalPrice: 0,
      payableAmount: 0,
      shippingCharges: 0,
      shippingChargesTextInfo: "",
    });
  });
});

describe("shipping", () => {
  it("is charged one paisa below the free-delivery threshold and free at it", () => {
    const below = priceCart(cartInput({ items: [pricedAt(99_899)] }));
    expect(below).toMatchObject({
      shippingCharges: 9_900,
      shippingChargesBasePrice: 9_900,
      shippingChargesDiscountedPrice: 9_900,
      shippingChargesTextInfo: "Add ₹0.01 more for free delivery",
      totalPrice: 109_799,
      payableAmount: 109_799,
    });
    const at = priceCart(cartInput({ items: [pricedAt(99_900)] }));
    expect(at).toMatchObject({
      shippingCharges: 0,
      shippingChargesTextInfo: "Free delivery",
      totalPrice: 99_900,
    });
  });

  it("measures the threshold after catalogue discount, before coupons", () => {
    const cart = priceCart(cartInput({ items: [pricedAt(99_900)], coupon: entered(demo("FLAT200")) }));
    expect(cart).toMatchObject({ shippingCharges: 0, couponDiscount: 20_000, payableAmount: 79_900 });
  });

  it("is not charged for plans", () => {
    expect(priceCart(cartInput({ items: [plan()] })).shippingCharges).toBe(0);
  });
});

describe("cash on delivery", () => {
  it("adds its charges when chosen and allowed", () => {
    const cart = priceCart(cartInput({ paymentType: "COD" }));
    expect(cart).toMatchObject({
      paymentType: "COD",
      codCharges: 4_900,
      totalPrice: 69_900 + 9_900 + 4_900,
      payableAmount: 59_900 + 9_900 + 4_900,
      paymentTypeConfig: { PREPAID: { enabled: true }, COD: { enabled: true, charges: 4_900 } },
    });
  });

  it("costs nothing when prepaid", () => {
    const cart = priceCart(cartInput());
    expect(cart).toMatchObject({ paymentType: "PREPAID", codCharges: 0 });
    expect(cart.paymentTypeConfig.COD.enabled).toBe(true);
  });

  it("falls back to prepaid with the reason where it is not allowed", () => {
    const ae = priceCart(
      cartInput({ ...inAE, paymentType: "COD", items: [item({ basePrice: 7_900, discountPrice: 6_500 })] }),
    );
    expect(ae).toMatchObject({ paymentType: "PREPAID", codCharges: 0 });
    expect(ae.paymentTypeConfig.COD).toEqual({
      enabled: false,
      charges: 0,
      reason: COD_MESSAGES.NOT_IN_MARKET,
    });
    const withPlan = priceCart(cartInput({ paymentType: "COD", items: [item(), plan()] }));
    expect(withPlan.paymentType).toBe("PREPAID");
    expect(withPlan.paymentTypeConfig.COD.reason).toBe(COD_MESSAGES.EXCLUDED_ITEMS);
    const pincode = priceCart(cartInput({ paymentType: "COD", serviceable: true, codAvailable: false }));
    expect(pincode.paymentTypeConfig.COD.reason).toBe(COD_MESSAGES.PINCODE);
  });

  it("is allowed up to the limit and refused above it", () => {
    expect(priceCart(cartInput({ paymentType: "COD", items: [pricedAt(2_000_000)] })).codCharges).toBe(4_900);
    const above = priceCart(cartInput({ paymentType: "COD", items: [pricedAt(2_000_001)] }));
    expect(above.codCharges).toBe(0);
    expect(above.paymentTypeConfig.COD.reason).toBe("Cash on delivery is available for orders up to ₹20,000");
  });
});

describe("stock", () => {
  it("flags out-of-stock and over-promised items by name", () => {
    const cart = priceCart(
      cartInput({
        items: [sizingKit({ availableToPromise: 0 }), item({ qty: 3, availableToPromise: 2 }), ring()],
      }),
    );
    expect(cart.isAnyItemOutOfStock).toBe(true);
    expect(cart.cartItemList.map((i) => i.isOutOfStock)).toEqual([true, true, false]);
    expect(cart.cartItemList[0].stockStatus).toBe("OUT_OF_STOCK");
    expect(cart.outOfStockDisplayText).toBe(
      "Ojas Ring sizing kit is out of stock. Only 2 units of 10% Niacinamide + Zinc Serum are available. Please update your cart to continue.",
    );
  });

  it("treats a coming-soon item as not deliverable", () => {
    const cart = priceCart(cartInput({ items: [ring({ availableToPromise: 0, comingSoon: true })] }));
    expect(cart.cartItemList[0].stockStatus).toBe("COMING_SOON");
    expect(cart.isAnyItemOutOfStock).toBe(true);
  });

  it("says nothing when all can be delivered", () => {
    const cart = priceCart(cartInput({ items: [item({ qty: 2, availableToPromise: 2 })] }));
    expect(cart).toMatchObject({ isAnyItemOutOfStock: false, outOfStockDisplayText: "" });
  });
});

describe("entered coupons", () => {
  it("WELCOME10 takes 10% off a first purchase", () => {
    const cart = priceCart(cartInput({ coupon: { code: " welcome10 ", rule: demo("WELCOME10") } }));
    expect(cart).toMatchObject({
      couponCode: "WELCOME10",
      isCouponValid: true,
      // 10% of ₹599 is ₹59.90: India takes whole rupees off (money.ts roundForMarket).
      couponMessage: "WELCOME10 applied: you save ₹60",
      couponDiscount: 6_000,
      totalPayableAmountWithoutCoupon: 69_800,
      payableAmount: 69_800 - 6_000,
      appliedCoupon: { code: "WELCOME10", discountType: "PERCENTAGE", discount: 6_000, automatic: false },
    });
  });

  it("WELCOME10 stops at ₹500", () => {
    expect(priceCart(cartInput({ items: [ring()], coupon: entered(demo("WELCOME10")) })).couponDiscount).toBe(
      50_000,
    );
  });

  it("an ineligible coupon leaves the cart priced without it", () => {
    const without = priceCart(cartInput({ shopper: returning }));
    const cart = priceCart(cartInput({ shopper: returning, coupon: entered(demo("WELCOME10")) }));
    expect(cart).toMatchObject({
      couponCode: "WELCOME10",
      isCouponValid: false,
      couponMessage: COUPON_MESSAGES.FIRST_PURCHASE_ONLY,
      couponDiscount: 0,
      appliedCoupon: null,
      payableAmount: without.payableAmount,
    });
  });

  it("FLAT200 needs ₹999 after catalogue discount, exactly met being enough", () => {
    expect(
      priceCart(cartInput({ items: [pricedAt(99_900)], coupon: entered(demo("FLAT200")) })).couponDiscount,
    ).toBe(20_000);
    const short = priceCart(cartInput({ items: [pricedAt(99_899)], coupon: entered(demo("FLAT200")) }));
    expect(short).toMatchObject({
      isCouponValid: false,
      couponMessage: "Add ₹0.01 more to use this coupon",
      couponDiscount: 0,
    });
  });

  it("FLAT200 is not valid outside India", () => {
    const cart = priceCart(
      cartInput({ ...inAE, items: [pricedAt(50_000)], coupon: entered(demo("FLAT200")) }),
    );
    expect(cart.couponMessage).toBe(COUPON_MESSAGES.WRONG_MARKET);
  });

  it("FREEKIT makes one sizing kit free", () => {
    const cart = priceCart(
      cartInput({ items: [sizingKit({ qty: 2 }), item()], coupon: entered(demo("FREEKIT")) }),
    );
    expect(cart.couponMessage).toBe("FREEKIT applied: one Ojas Ring sizing kit free");
    expect(cart.cartItemList[0]).toMatchObject({
      freeItemCount: 1,
      couponDiscount: 29_900,
      finalPrice: 29_900,
    });
    expect(cart.cartItemList[1]).toMatchObject({ freeItemCount: 0, couponDiscount: 0 });
    expect(cart.couponDiscount).toBe(29_900);
  });

  it("FREEKIT without the kit in the cart is refused", () => {
    expect(priceCart(cartInput({ coupon: entered(demo("FREEKIT")) })).couponMessage).toBe(
      COUPON_MESSAGES.NOT_FOR_ITEMS,
    );
  });

  it("GIFTSERUM adds the serum at price 0", () => {
    const cart = priceCart(cartInput({ items: [sizingKit()], coupon: entered(demo("GIFTSERUM")) }));
    expect(cart.freebieItemList).toEqual([
      {
        itemID: "SE-NIA-30",
        skuId: "SE-NIA-30",
        itemName: "10% Niacinamide + Zinc Serum",
        imgURL: "/images/products/serum-clear.svg",
        qty: 1,
        basePrice: 69_900,
        discountPrice: 0,
        couponCode: "GIFTSERUM",
      },
    ]);
    expect(cart).toMatchObject({
      couponDiscount: 0,
      isCouponValid: true,
      couponMessage: "GIFTSERUM applied: 10% Niacinamide + Zinc Serum added as a gift",
    });
    expect(cart.totalQuantityInCart).toBe(1);
  });

  it("a gift given by two offers appears once", () => {
    const giftOffer = rule({
      code: "SERUMGIFT",
      discountType: "FREEBIE",
      value: 0,
      freebieSkuIds: ["SE-NIA-30"],
      automatic: true,
    });
    const cart = priceCart(
      cartInput({
        items: [sizingKit()],
        autoApply: true,
        automaticCoupons: [giftOffer],
        coupon: entered(demo("GIFTSERUM")),
      }),
    );
    expect(cart.freebieItemList.map((f) => [f.skuId, f.couponCode])).toEqual([["SE-NIA-30", "SERUMGIFT"]]);
    expect(cart.isCouponValid).toBe(true);
  });

  it("EXPIRED50 has expired", () => {
    expect(priceCart(cartInput({ coupon: entered(demo("EXPIRED50")) })).couponMessage).toBe(
      COUPON_MESSAGES.EXPIRED,
    );
  });

  it("an unknown code is invalid", () => {
    const cart = priceCart(cartInput({ coupon: { code: "nope" } }));
    expect(cart).toMatchObject({
      couponCode: "NOPE",
      isCouponValid: false,
      couponMessage: "Invalid coupon code",
    });
  });

  it("an automatic offer cannot be entered as a code", () => {
    const cart = priceCart(cartInput({ items: [pricedAt(299_900)], coupon: entered(AUTO5) }));
    expect(cart).toMatchObject({
      isCouponValid: false,
      couponMessage: COUPON_MESSAGES.AUTOMATIC_ONLY,
      cartDiscount: 0,
    });
  });

  it("no code means a valid, empty coupon state", () => {
    expect(priceCart(cartInput())).toMatchObject({
      couponCode: null,
      isCouponValid: true,
      couponMessage: "",
      appliedCoupon: null,
    });
    expect(priceCart(cartInput({ coupon: { code: "  " } })).couponCode).toBeNull();
  });

  it("splits the coupon over the items so the shares add up exactly", () => {
    const items = [pricedAt(10_001), pricedAt(20_003), pricedAt(30_007)];
    const cart = priceCart(cartInput({ items, coupon: entered(rule({ value: 7 })) }));
    expect(cart.couponDiscount).toBe(Math.floor((60_011 * 7) / 100));
    expect(cart.cartItemList.reduce((sum, i) => sum + i.couponDiscount, 0)).toBe(cart.couponDiscount);
    expect(cart.cartItemList.map((i) => i.couponDiscount)).toEqual([700, 1_400, 2_100]);
  });
});

describe("automatic offers", () => {
  it("AUTO5 applies with autoApply from ₹2,999 exactly, as a cart discount", () => {
    const cart = priceCart(
      cartInput({ items: [pricedAt(299_900)], autoApply: true, automaticCoupons: [AUTO5] }),
    );
    expect(cart).toMatchObject({
      cartDiscount: 15_000,
      totalDiscount: 15_000,
      couponDiscount: 0,
      appliedCoupon: null,
      payableAmount: 299_900 - 15_000,
      appliedAutomaticCoupon: { code: "AUTO5", discount: 15_000, automatic: true },
    });
    expect(cart.cartItemList[0].cartDiscount).toBe(15_000);
  });

  it("AUTO5 does not apply one paisa short, nor without autoApply", () => {
    const short = priceCart(
      cartInput({ items: [pricedAt(299_899)], autoApply: true, automaticCoupons: [AUTO5] }),
    );
    expect(short).toMatchObject({ cartDiscount: 0, appliedAutomaticCoupon: null });
    const off = priceCart(
      cartInput({ items: [pricedAt(299_900)], autoApply: false, automaticCoupons: [AUTO5] }),
    );
    expect(off.cartDiscount).toBe(0);
  });

  it("the best automatic offer wins, a tie going to the earlier code", () => {
    const flat = rule({
      code: "SUMMER250",
      discountType: "ABSOLUTE",
      value: 25_000,
      markets: ["IN"],
      automatic: true,
    });
    const best = priceCart(
      cartInput({ items: [pricedAt(299_900)], autoApply: true, automaticCoupons: [AUTO5, flat] }),
    );
    expect(best.appliedAutomaticCoupon?.code).toBe("SUMMER250");
    const tie = [
      rule({ code: "ZEN5", value: 5, automatic: true }),
      rule({ code: "ACTIVE5", value: 5, automatic: true }),
    ];
    const tied = priceCart(cartInput({ items: [pricedAt(299_900)], autoApply: true, automaticCoupons: tie }));
    expect(tied.appliedAutomaticCoupon?.code).toBe("ACTIVE5");
  });

  it("stays when a coupon is entered, valid or not, and the coupon discounts what it leaves", () => {
    const base = { items: [pricedAt(400_000)], autoApply: true, automaticCoupons: [AUTO5] };
    const both = priceCart(cartInput({ ...base, coupon: entered(demo("WELCOME10")) }));
    expect(both).toMatchObject({
      cartDiscount: 20_000,
      couponDiscount: 38_000,
      totalPayableAmountWithoutCoupon: 380_000,
      payableAmount: 342_000,
    });
    const invalid = priceCart(cartInput({ ...base, shopper: returning, coupon: entered(demo("WELCOME10")) }));
    expect(invalid).toMatchObject({ isCouponValid: false, cartDiscount: 20_000, payableAmount: 380_000 });
  });
});

describe("life-bits coupons", () => {
  const rich = { isFirstPurchase: true, couponUsesByCode: {}, lifeBitsBalance: 500 };

  it("apply after the entered coupon", () => {
    const cart = priceCart(
      cartInput({
        shopper: rich,
        coupon: entered(demo("WELCOME10")),
        lifeBitsCoupon: entered(demo("BITS10")),
      }),
    );
    expect(cart).toMatchObject({
      couponDiscount: 6_000 + 5_400,
      appliedLifeBitsCouponCode: "BITS10",
      isLifeBitsCouponValid: true,
      lifeBitsAppliedCoupon: { code: "BITS10", discount: 5_400, lifeBitsCost: 250 },
      appliedCoupon: { code: "WELCOME10", discount: 6_000 },
    });
    expect(cart.cartItemList[0].couponDiscount).toBe(11_400);
  });

  it("are refused when the shopper cannot afford them", () => {
    const cart = priceCart(cartInput({ shopper: rich, lifeBitsCoupon: entered(demo("BITS20")) }));
    expect(cart).toMatchObject({
      isLifeBitsCouponValid: false,
      lifeBitsCouponMessage: "You need 250 more life bits to use this coupon",
      lifeBitsAppliedCoupon: null,
      couponDiscount: 0,
    });
  });

  it("only go in the life-bits slot, and only they do", () => {
    const inCouponSlot = priceCart(cartInput({ shopper: rich, coupon: entered(demo("BITS10")) }));
    expect(inCouponSlot.couponMessage).toBe(COUPON_MESSAGES.LIFE_BITS_ONLY);
    const inLifeBitsSlot = priceCart(
      cartInput({ shopper: rich, lifeBitsCoupon: entered(demo("WELCOME10")) }),
    );
    expect(inLifeBitsSlot.lifeBitsCouponMessage).toBe(COUPON_MESSAGES.NOT_LIFE_BITS);
  });
});

describe("applicableCoupons", () => {
  it("lists which coupons apply, best first, and why the others do not", () => {
    const cart = priceCart(cartInput({ availableCoupons: DEMO_COUPONS, coupon: entered(demo("WELCOME10")) }));
    expect(
      cart.applicableCoupons.map((c) => [c.code, c.applicable, c.discount, c.reason ?? null, c.isApplied]),
    ).toEqual([
      ["WELCOME10", true, 6_000, null, true],
      ["GIFTSERUM", true, 0, null, false],
      ["AUTO5", false, 0, "Add ₹2,400 more to use this coupon", false],
      ["EXPIRED50", false, 0, COUPON_MESSAGES.EXPIRED, false],
      ["FLAT200", false, 0, "Add ₹400 more to use this coupon", false],
      ["FREEKIT", false, 0, COUPON_MESSAGES.NOT_FOR_ITEMS, false],
    ]);
  });

  it("is empty when no coupons are given", () => {
    expect(priceCart(cartInput()).applicableCoupons).toEqual([]);
  });
});
