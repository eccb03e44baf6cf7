import type { Plan } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { planJsonLd } from "./plan-seo.ts";

const plan: Plan = {
  planId: "PL-GH-PRO-NUT",
  slug: "gut-health-reset-pro-nutrition-6-months",
  name: "Gut Health Reset Pro — Nutrition, 6 months",
  description: "Less bloating.",
  tier: "PRO",
  kind: "NUTRITION",
  goal: "GUT_HEALTH",
  programType: "ISSUE_BASED_PLAN",
  ageGroup: null,
  months: 6,
  basePrice: 70_000,
  discountPrice: 59_900,
  currency: "AED",
  canBuy: true,
  features: ["1:1 coach"],
  coach: { name: "Farah Siddiqui", role: "Registered dietitian" },
};

describe("a plan's structured data", () => {
  it("is a Product whose Offer has the market's price and currency, at the page's canonical address", () => {
    const data = planJsonLd({
      siteOrigin: "https://ojas.test",
      pathname: "/ae/plans/nutrition/gut-health-reset-pro-nutrition-6-months?coupon_code=X",
      plan,
    });
    expect(data).toMatchObject({
      "@type": "Product",
      name: plan.name,
      sku: "PL-GH-PRO-NUT",
      url: "https://ojas.test/ae/plans/nutrition/gut-health-reset-pro-nutrition-6-months",
      offers: {
        "@type": "Offer",
        priceCurrency: "AED",
        price: "599.00",
        offeredBy: { "@type": "Person", name: "Farah Siddiqui" },
      },
    });
  });
});
