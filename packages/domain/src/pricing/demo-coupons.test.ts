import { describe, expect, it } from "vitest";
import { MARKETS } from "../markets.ts";
import { DEMO_COD_RULES, DEMO_COUPONS, DEMO_LIFE_BITS_COUPONS, DEMO_SHIPPING_RULES } from "./demo-coupons.ts";

const byCode = Object.fromEntries(DEMO_COUPONS.map((c) => [c.code, c]));

describe("demo coupons", () => {
  it("are the six demo coupons of docs/product.md", () => {
    expect(DEMO_COUPONS.map((c) => c.code).sort()).toEqual([
      "AUTO5",
      "EXPIRED50",
      "FLAT200",
      "FREEKIT",
      "GIFTSERUM",
      "WELCOME10",
    ]);
  });

  it("carry the contract's amounts", () => {
    expect(byCode.WELCOME10).toMatchObject({
      discountType: "PERCENTAGE",
      value: 10,
      firstPurchaseOnly: true,
    });
    expect(byCode.WELCOME10.maxDiscount).toEqual({ IN: 50_000, AE: 5_000, US: 2_500 });
    expect(byCode.FLAT200).toMatchObject({
      discountType: "ABSOLUTE",
      value: 20_000,
      markets: ["IN"],
      minCartValue: { IN: 99_900 },
    });
    expect(byCode.FREEKIT).toMatchObject({ discountType: "FREE", freeSkuIds: ["RING-SIZING-KIT"] });
    expect(byCode.GIFTSERUM).toMatchObject({ discountType: "FREEBIE", freebieSkuIds: ["SE-NIA-30"] });
    expect(byCode.EXPIRED50.validUntil).toBeLessThan(Date.UTC(2025, 0, 1));
    expect(byCode.AUTO5).toMatchObject({
      value: 5,
      automatic: true,
      minCartValue: { IN: 299_900, AE: 14_900, US: 4_900 },
    });
    expect(DEMO_COUPONS.filter((c) => c.automatic).map((c) => c.code)).toEqual(["AUTO5"]);
  });

  it("give life-bits coupons a cost", () => {
    for (const coupon of DEMO_LIFE_BITS_COUPONS) expect(coupon.lifeBitsCost).toBeGreaterThan(0);
  });
});

describe("demo delivery rules", () => {
  it("cover every market", () => {
    for (const market of MARKETS) {
      expect(DEMO_SHIPPING_RULES[market]).toBeDefined();
      expect(DEMO_COD_RULES[market]).toBeDefined();
    }
  });

  it("match the contract", () => {
    expect(DEMO_SHIPPING_RULES).toEqual({
      IN: { flatCharge: 9_900, freeAbove: 99_900 },
      AE: { flatCharge: 1_500, freeAbove: 15_000 },
      US: { flatCharge: 799, freeAbove: 5_000 },
    });
    expect(DEMO_COD_RULES.IN).toMatchObject({ enabled: true, charges: 4_900, maxCartValue: 2_000_000 });
    expect(DEMO_COD_RULES.IN.excludedCategories).toEqual([
      "PLAN",
      "CGM_PLAN",
      "ELECTRONICS__PLAN",
      "BLOOD_WORK",
    ]);
    expect(DEMO_COD_RULES.AE.enabled).toBe(false);
    expect(DEMO_COD_RULES.US.enabled).toBe(false);
  });
});
