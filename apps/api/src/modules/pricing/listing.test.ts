import { type CouponRule, DEMO_COD_RULES, DEMO_SHIPPING_RULES } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { automaticCoupons, freebieSkuIdsOf, listableCoupons, type PricingRules } from "./service.ts";

const rule = (code: string, extra: Partial<CouponRule> = {}): CouponRule => ({
  code,
  title: code,
  description: code,
  discountType: "PERCENTAGE",
  value: 10,
  firstPurchaseOnly: false,
  automatic: false,
  ...extra,
});

const START = 1_800_000_000_000;
const END = START + 86_400_000;

function rulesOf(coupons: PricingRules["coupons"]): PricingRules {
  return {
    coupons,
    planCoupons: [],
    webinarCoupons: [],
    shipping: DEMO_SHIPPING_RULES.IN,
    cod: DEMO_COD_RULES.IN,
  };
}

const codes = (rules: CouponRule[]) => rules.map((r) => r.code);

describe("listableCoupons, kept per rules and market", () => {
  const rules = rulesOf([
    { rule: rule("ALWAYS"), referralOnly: false },
    { rule: rule("WEEKEND", { validFrom: START, validUntil: END }), referralOnly: false },
    { rule: rule("BITS", { lifeBitsCost: 250 }), referralOnly: false },
    { rule: rule("AUTO", { automatic: true }), referralOnly: false },
    { rule: rule("FRIEND", { automatic: true }), referralOnly: true },
    { rule: rule("UAEONLY", { markets: ["AE"] }), referralOnly: false },
    {
      rule: rule("GIFT", { discountType: "FREEBIE", value: 0, freebieSkuIds: ["G1", "G2"] }),
      referralOnly: false,
    },
    {
      rule: rule("GIFT2", { discountType: "FREEBIE", value: 0, freebieSkuIds: ["G2"] }),
      referralOnly: false,
    },
  ]);

  it("lists a coupon from its start and not from its end, asked again with the same rules", () => {
    expect(codes(listableCoupons(rules, "IN", START - 1).coupons)).not.toContain("WEEKEND");
    expect(codes(listableCoupons(rules, "IN", START).coupons)).toContain("WEEKEND");
    expect(codes(listableCoupons(rules, "IN", END - 1).coupons)).toContain("WEEKEND");
    expect(codes(listableCoupons(rules, "IN", END).coupons)).not.toContain("WEEKEND");
    // Back before the window (a clock set back): the kept listing is not used outside its window.
    expect(codes(listableCoupons(rules, "IN", START - 1).coupons)).not.toContain("WEEKEND");
  });

  it("keeps each market's listing apart", () => {
    expect(codes(listableCoupons(rules, "IN", START).coupons)).not.toContain("UAEONLY");
    expect(codes(listableCoupons(rules, "AE", START).coupons)).toContain("UAEONLY");
    expect(codes(listableCoupons(rules, "IN", START).coupons)).not.toContain("UAEONLY");
  });

  it("sorts coupons by kind, offered being the coupons then the life-bits ones", () => {
    const listing = listableCoupons(rules, "IN", START);
    expect(codes(listing.coupons)).toEqual(["ALWAYS", "WEEKEND", "AUTO", "GIFT", "GIFT2"]);
    expect(codes(listing.lifeBitsCoupons)).toEqual(["BITS"]);
    expect(codes(listing.automatic)).toEqual(["AUTO"]);
    expect(codes(listing.offered)).toEqual([...codes(listing.coupons), "BITS"]);
  });

  it("follows new rules (read again after a back-office change) at once", () => {
    const changed = rulesOf([{ rule: rule("NEWONE"), referralOnly: false }]);
    expect(codes(listableCoupons(changed, "IN", START).coupons)).toEqual(["NEWONE"]);
  });

  it("gives the automatic offers without referral-only ones, and every gift sku once", () => {
    expect(codes(automaticCoupons(rules))).toEqual(["AUTO"]);
    expect(freebieSkuIdsOf(rules)).toEqual(["G1", "G2"]);
  });
});
