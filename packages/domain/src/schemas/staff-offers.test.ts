import { describe, expect, it } from "vitest";
import { validateCouponRule } from "../pricing/coupons.ts";
import { validatePlanCouponRule } from "../pricing/plan-coupons.ts";
import { validateWebinarCouponRule } from "../pricing/webinar-coupons.ts";
import { affiliateReportQuerySchema, couponRuleOf, staffCouponBodySchema } from "./staff-offers.ts";

const base = {
  code: " spring26 ",
  title: "Spring",
  description: "Spring offer",
  discountType: "PERCENTAGE",
  value: 10,
};
const issues = (input: object) => {
  const parsed = staffCouponBodySchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("/"), i.message]));
};

describe("the back office's coupon schema", () => {
  it("upper-cases codes, so they are unique whatever the case", () => {
    expect(staffCouponBodySchema.parse(base).code).toBe("SPRING26");
    expect(issues({ ...base, code: "ab" })).toHaveProperty("code");
  });

  it("keeps a percentage within 1..100 and the end after the start", () => {
    expect(issues({ ...base, value: 0 })).toHaveProperty("value");
    expect(issues({ ...base, value: 101 })).toHaveProperty("value");
    expect(issues({ ...base, value: 100 })).toEqual({});
    expect(issues({ ...base, validFrom: 2_000, validUntil: 1_000 })).toHaveProperty("validUntil");
  });

  it("describes rules the pricing validators accept, for every kind", () => {
    const kinds = [
      base,
      { ...base, discountType: "ABSOLUTE", value: 20_000, markets: ["IN"], minCartValue: { IN: 100_000 } },
      { ...base, discountType: "FREE", value: 0, freeSkuIds: ["SKU-1"] },
      { ...base, discountType: "FREEBIE", value: 0, freebieSkuIds: ["SKU-2"] },
      { ...base, automatic: true, categories: ["SKINCARE_PRODUCT"] },
      { ...base, lifeBitsCost: 500, usesPerUser: 1, usesInAll: 100 },
    ];
    for (const input of kinds)
      expect(validateCouponRule(couponRuleOf(staffCouponBodySchema.parse(input)))).toEqual([]);
    const plan = couponRuleOf(
      staffCouponBodySchema.parse({
        ...base,
        appliesTo: "PLAN",
        discountType: "ABSOLUTE",
        value: 0,
        plan: { tiers: ["PRO"], firstPeriodOnly: true, amounts: { IN: 50_000 } },
      }),
    );
    expect(validatePlanCouponRule(plan)).toEqual([]);
    expect(plan.plan).toEqual({ tiers: ["PRO"], firstPeriodOnly: true, amounts: { IN: 50_000 } });
    const webinar = couponRuleOf(
      staffCouponBodySchema.parse({ ...base, appliesTo: "WEBINAR", webinar: { topics: ["RING"] } }),
    );
    expect(validateWebinarCouponRule(webinar)).toEqual([]);
  });

  it("refuses what a plan or webinar coupon cannot be", () => {
    expect(issues({ ...base, appliesTo: "PLAN", discountType: "FREE", value: 0 })).toHaveProperty(
      "discountType",
    );
    expect(issues({ ...base, appliesTo: "PLAN", automatic: true })).toHaveProperty("automatic");
    expect(issues({ ...base, appliesTo: "WEBINAR", firstPurchaseOnly: true })).toHaveProperty(
      "firstPurchaseOnly",
    );
    expect(issues({ ...base, appliesTo: "WEBINAR", skuIds: ["X"] })).toHaveProperty("skuIds");
  });

  it("reads a report's days in order", () => {
    expect(
      affiliateReportQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01", market: "IN" }).success,
    ).toBe(false);
  });
});
