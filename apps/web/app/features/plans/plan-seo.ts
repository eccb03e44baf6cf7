import type { Plan } from "@ojas/domain";
import { GOAL_NAMES, KIND_NAMES } from "../../lib/plans.ts";
import { BRAND, canonicalUrl, type JsonLd, schemaPrice } from "../../lib/seo.ts";

/**
 * A plan as structured data: a Product (schema.org has no better fit for a paid coaching plan that search
 * engines show with a price) whose Offer is the plan's price for its whole length in the market's currency.
 */
export function planJsonLd(input: { siteOrigin: string; pathname: string; plan: Plan }): JsonLd {
  const { plan, siteOrigin } = input;
  const url = canonicalUrl(siteOrigin, input.pathname);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: plan.name,
    description: plan.description,
    sku: plan.planId,
    category: `${KIND_NAMES[plan.kind]} coaching plan`,
    brand: { "@type": "Brand", name: BRAND },
    url,
    additionalProperty: [
      { "@type": "PropertyValue", name: "Goal", value: GOAL_NAMES[plan.goal] },
      { "@type": "PropertyValue", name: "Length", value: plan.months, unitText: "months" },
    ],
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: plan.currency,
      price: schemaPrice(plan.discountPrice, plan.currency),
      availability: "https://schema.org/InStock",
      ...(plan.coach
        ? { offeredBy: { "@type": "Person", name: plan.coach.name, jobTitle: plan.coach.role } }
        : {}),
    },
  };
}
