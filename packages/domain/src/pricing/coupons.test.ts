import { describe, expect, it } from "vitest";
import {
  COUPON_MESSAGES,
  type CouponContext,
  type CouponLine,
  evaluateCoupon,
  normaliseCouponCode,
  validateCouponRule,
} from "./coupons.ts";
import { DEMO_COUPONS, DEMO_LIFE_BITS_COUPONS } from "./demo-coupons.ts";
import { rule } from "./test-fixtures.ts";

const NOW = Date.UTC(2026, 0, 15, 6, 0);

function line(overrides: Partial<CouponLine> = {}): CouponLine {
  return {
    skuId: "SE-NIA-30",
    name: "10% Niacinamide + Zinc Serum",
    category: "SKINCARE_PRODUCT",
    qty: 1,
    amount: 59_900,
    ...overrides,
  };
}

function context(lines: CouponLine[], overrides: Partial<CouponContext> = {}): CouponContext {
  return {
    market: "IN",
    currency: "INR",
    now: NOW,
    lines,
    cartValue: lines.reduce((sum, l) => sum + l.amount, 0),
    shopper: { isFirstPurchase: true, couponUsesByCode: {} },
    couponUsesInAll: {},
    freebieCatalogue: {},
    ...overrides,
  };
}

describe("normaliseCouponCode", () => {
  it("trims and upper-cases", () => {
    expect(normaliseCouponCode("  welcome10 ")).toBe("WELCOME10");
  });
});

describe("PERCENTAGE", () => {
  it("rounds to the market's step: whole rupees in India, cents in the US", () => {
    const result = evaluateCoupon(rule({ value: 10 }), context([line({ amount: 59_999 })]));
    expect(result).toMatchObject({ applicable: true, discount: 6_000 });
    expect(evaluateCoupon(rule({ value: 10 }), context([line({ amount: 59_400 })])).discount).toBe(5_900);
    const us = context([line({ amount: 5_994 })], { market: "US", currency: "USD" });
    expect(evaluateCoupon(rule({ value: 10 }), us).discount).toBe(599);
  });

  it("stops at the market's cap, and only there", () => {
    const capped = rule({ value: 10, maxDiscount: { IN: 50_000, AE: 5_000 } });
    expect(evaluateCoupon(capped, context([line({ amount: 500_000 })])).discount).toBe(50_000);
    expect(evaluateCoupon(capped, context([line({ amount: 600_000 })])).discount).toBe(50_000);
    expect(evaluateCoupon(capped, context([line({ amount: 499_000 })])).discount).toBe(49_900);
    expect(evaluateCoupon(capped, context([line({ amount: 80_000 })], { market: "AE" })).discount).toBe(
      5_000,
    );
    // No cap for a market without an entry.
    expect(evaluateCoupon(capped, context([line({ amount: 600_000 })], { market: "US" })).discount).toBe(
      60_000,
    );
  });

  it("splits the discount over the lines in proportion", () => {
    const result = evaluateCoupon(
      rule({ value: 10 }),
      context([line({ amount: 30_000 }), line({ skuId: "FW-VTC-100", amount: 10_000 })]),
    );
    expect(result.lineShares).toEqual([3_000, 1_000]);
  });
});

describe("ABSOLUTE", () => {
  const flat = rule({ code: "FLAT200", discountType: "ABSOLUTE", value: 20_000, markets: ["IN"] });

  it("takes the amount off", () => {
    expect(evaluateCoupon(flat, context([line()])).discount).toBe(20_000);
  });

  it("never takes more than the eligible amount", () => {
    const result = evaluateCoupon(flat, context([line({ amount: 15_000 })]));
    expect(result.discount).toBe(15_000);
    expect(result.lineShares).toEqual([15_000]);
  });

  it("is only good in the markets it names, since its amount has one currency", () => {
    expect(evaluateCoupon(flat, context([line()], { market: "AE" })).reason).toBe(
      COUPON_MESSAGES.WRONG_MARKET,
    );
    const noMarkets = rule({ discountType: "ABSOLUTE", value: 20_000 });
    expect(evaluateCoupon(noMarkets, context([line()])).reason).toBe(COUPON_MESSAGES.WRONG_MARKET);
  });
});

describe("minimum cart value", () => {
  const flat = rule({
    code: "FLAT200",
    discountType: "ABSOLUTE",
    value: 20_000,
    markets: ["IN"],
    minCartValue: { IN: 99_900 },
  });

  it("is met exactly", () => {
    expect(evaluateCoupon(flat, context([line({ amount: 99_900 })])).applicable).toBe(true);
  });

  it("is missed by one paisa, saying how much to add", () => {
    const result = evaluateCoupon(flat, context([line({ amount: 99_899 })]));
    expect(result).toMatchObject({
      applicable: false,
      discount: 0,
      reason: "Add ₹0.01 more to use this coupon",
    });
  });

  it("is measured on the cart value, not on what earlier discounts left", () => {
    const result = evaluateCoupon(flat, context([line({ amount: 90_000 })], { cartValue: 99_900 }));
    expect(result.applicable).toBe(true);
  });

  it("uses the market's own minimum", () => {
    const auto = rule({ minCartValue: { IN: 299_900, AE: 14_900 } });
    expect(
      evaluateCoupon(auto, context([line({ amount: 14_900 })], { market: "AE", currency: "AED" })).applicable,
    ).toBe(true);
    expect(
      evaluateCoupon(auto, context([line({ amount: 14_899 })], { market: "AE", currency: "AED" })).reason,
    ).toBe("Add AED 0.01 more to use this coupon");
  });
});

describe("validity window", () => {
  const windowed = rule({ validFrom: NOW - 1_000, validUntil: NOW + 1_000 });

  it("expires at the validUntil instant itself", () => {
    expect(evaluateCoupon(windowed, context([line()], { now: NOW + 999 })).applicable).toBe(true);
    expect(evaluateCoupon(windowed, context([line()], { now: NOW + 1_000 })).reason).toBe(
      COUPON_MESSAGES.EXPIRED,
    );
  });

  it("starts at the validFrom instant itself", () => {
    expect(evaluateCoupon(windowed, context([line()], { now: NOW - 1_000 })).applicable).toBe(true);
    expect(evaluateCoupon(windowed, context([line()], { now: NOW - 1_001 })).reason).toBe(
      COUPON_MESSAGES.NOT_YET_VALID,
    );
  });
});

describe("usage limits", () => {
  it("refuses a shopper who used it as often as allowed", () => {
    const once = rule({ usesPerUser: 2 });
    const shopper = (uses: number) => ({ isFirstPurchase: false, couponUsesByCode: { SAVE10: uses } });
    expect(evaluateCoupon(once, context([line()], { shopper: shopper(1) })).applicable).toBe(true);
    expect(evaluateCoupon(once, context([line()], { shopper: shopper(2) })).reason).toBe(
      COUPON_MESSAGES.ALREADY_USED,
    );
  });

  it("refuses everyone once the uses in all are reached", () => {
    const limited = rule({ usesInAll: 100 });
    expect(evaluateCoupon(limited, context([line()], { couponUsesInAll: { SAVE10: 99 } })).applicable).toBe(
      true,
    );
    expect(evaluateCoupon(limited, context([line()], { couponUsesInAll: { SAVE10: 100 } })).reason).toBe(
      COUPON_MESSAGES.USAGE_LIMIT_REACHED,
    );
  });

  it("keeps first-purchase coupons from returning shoppers", () => {
    const welcome = rule({ firstPurchaseOnly: true });
    expect(evaluateCoupon(welcome, context([line()])).applicable).toBe(true);
    const returning = { isFirstPurchase: false, couponUsesByCode: {} };
    expect(evaluateCoupon(welcome, context([line()], { shopper: returning })).reason).toBe(
      COUPON_MESSAGES.FIRST_PURCHASE_ONLY,
    );
  });
});

describe("markets, categories and skus", () => {
  it("refuses another market", () => {
    const indiaOnly = rule({ markets: ["IN"] });
    expect(evaluateCoupon(indiaOnly, context([line()], { market: "US" })).reason).toBe(
      COUPON_MESSAGES.WRONG_MARKET,
    );
  });

  it("discounts only the lines of its categories", () => {
    const skinOnly = rule({ value: 10, categories: ["SKINCARE_PRODUCT"] });
    const lines = [
      line({ amount: 50_000 }),
      line({ skuId: "RING-SIZING-KIT", category: "RING_ACCS", amount: 29_900 }),
    ];
    const result = evaluateCoupon(skinOnly, context(lines));
    expect(result).toMatchObject({ discount: 5_000, lineShares: [5_000, 0] });
    const onlyKit = evaluateCoupon(skinOnly, context([lines[1]]));
    expect(onlyKit.reason).toBe(COUPON_MESSAGES.NOT_FOR_ITEMS);
  });

  it("discounts only its skus", () => {
    const serumOnly = rule({ value: 20, skuIds: ["SE-NIA-30"] });
    const lines = [line({ amount: 59_900 }), line({ skuId: "FW-VTC-100", amount: 44_900 })];
    expect(evaluateCoupon(serumOnly, context(lines))).toMatchObject({
      discount: 12_000,
      lineShares: [12_000, 0],
    });
    expect(evaluateCoupon(serumOnly, context([lines[1]])).reason).toBe(COUPON_MESSAGES.NOT_FOR_ITEMS);
  });

  it("refuses an empty cart", () => {
    expect(evaluateCoupon(rule(), context([])).reason).toBe(COUPON_MESSAGES.EMPTY_CART);
  });
});

describe("FREE", () => {
  const freeKit = rule({ code: "FREEKIT", discountType: "FREE", value: 0, freeSkuIds: ["RING-SIZING-KIT"] });
  const kit = (qty: number) =>
    line({
      skuId: "RING-SIZING-KIT",
      name: "Ojas Ring sizing kit",
      category: "RING_ACCS",
      qty,
      amount: 29_900 * qty,
    });

  it("makes one unit of the named sku free", () => {
    const result = evaluateCoupon(freeKit, context([line(), kit(2)]));
    expect(result).toMatchObject({
      applicable: true,
      discount: 29_900,
      lineShares: [0, 29_900],
      freeUnits: [0, 1],
    });
  });

  it("does not apply without the sku in the cart", () => {
    expect(evaluateCoupon(freeKit, context([line()])).reason).toBe(COUPON_MESSAGES.NOT_FOR_ITEMS);
  });

  it("does nothing to a line already fully discounted", () => {
    expect(
      evaluateCoupon(
        freeKit,
        context(
          [kit(1)].map((l) => ({ ...l, amount: 0 })),
          { cartValue: 29_900 },
        ),
      ).applicable,
    ).toBe(false);
  });
});

describe("FREEBIE", () => {
  const gift = rule({ code: "GIFTSERUM", discountType: "FREEBIE", value: 0, freebieSkuIds: ["SE-NIA-30"] });
  const catalogue = {
    "SE-NIA-30": {
      name: "10% Niacinamide + Zinc Serum",
      imgURL: "/images/products/serum-clear.svg",
      basePrice: 69_900,
    },
  };

  it("adds the gift without a discount", () => {
    const result = evaluateCoupon(
      gift,
      context([line({ skuId: "FW-VTC-100" })], { freebieCatalogue: catalogue }),
    );
    expect(result).toMatchObject({
      applicable: true,
      discount: 0,
      freebies: [{ skuId: "SE-NIA-30", basePrice: 69_900 }],
    });
  });

  it("is refused when the gift is not available", () => {
    expect(evaluateCoupon(gift, context([line()])).reason).toBe(COUPON_MESSAGES.GIFT_UNAVAILABLE);
  });
});

describe("life bits", () => {
  it("refuses a shopper who cannot afford the coupon, saying how many are missing", () => {
    const bits = rule({ lifeBitsCost: 250 });
    const shopper = (balance: number) => ({
      isFirstPurchase: false,
      couponUsesByCode: {},
      lifeBitsBalance: balance,
    });
    expect(evaluateCoupon(bits, context([line()], { shopper: shopper(250) })).applicable).toBe(true);
    expect(evaluateCoupon(bits, context([line()], { shopper: shopper(249) })).reason).toBe(
      "You need 1 more life bit to use this coupon",
    );
  });
  it("leaves affordability to the caller when no balance is given", () => {
    expect(evaluateCoupon(rule({ lifeBitsCost: 250 }), context([line()])).applicable).toBe(true);
  });
});

describe("validateCouponRule", () => {
  it("accepts every demo coupon", () => {
    for (const demo of [...DEMO_COUPONS, ...DEMO_LIFE_BITS_COUPONS])
      expect(validateCouponRule(demo)).toEqual([]);
  });

  it("names what is wrong", () => {
    expect(validateCouponRule(rule({ value: 120 }))).toContain(
      "a PERCENTAGE value is a whole percent from 1 to 100",
    );
    expect(
      validateCouponRule(rule({ discountType: "ABSOLUTE", value: 500, markets: ["IN", "AE"] })),
    ).toContain("an ABSOLUTE coupon must list markets of one currency");
    expect(validateCouponRule(rule({ discountType: "FREE", value: 0 }))).toContain(
      "a FREE coupon needs freeSkuIds",
    );
    expect(validateCouponRule(rule({ discountType: "FREEBIE", value: 0 }))).toContain(
      "a FREEBIE coupon needs freebieSkuIds",
    );
    expect(validateCouponRule(rule({ validFrom: 10, validUntil: 10 }))).toContain(
      "validFrom must be before validUntil",
    );
    expect(validateCouponRule(rule({ code: "x" }))).toContain(
      "code must be 3-20 upper-case letters or digits",
    );
    expect(validateCouponRule(rule({ maxDiscount: { IN: 10.5 } }))).toContain(
      "maxDiscount amounts must be whole minor units",
    );
    expect(validateCouponRule(rule({ usesPerUser: 0 }))).toContain("usesPerUser must be a positive integer");
    expect(validateCouponRule(rule({ automatic: true, lifeBitsCost: 100 }))).toContain(
      "an automatic offer cannot cost life bits",
    );
  });
});
