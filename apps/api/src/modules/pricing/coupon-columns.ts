import {
  type CouponRule,
  validateCouponRule,
  validatePlanCouponRule,
  validateWebinarCouponRule,
} from "@ojas/domain";

/** What the pricing rules' own validator finds wrong with a rule of its kind (cart, plan or webinar). */
export function couponRuleProblems(rule: CouponRule): string[] {
  if (rule.appliesTo === "PLAN") return validatePlanCouponRule(rule);
  if (rule.appliesTo === "WEBINAR") return validateWebinarCouponRule(rule);
  return validateCouponRule(rule);
}

/**
 * The `coupons` columns a pricing rule is stored in (every column but the code, `active` and `createdAt`):
 * one mapping for the back office's coupons and the demo seed, so a rule reads back the same from both.
 */
export function couponColumns(rule: CouponRule, referralOnly: boolean) {
  return {
    title: rule.title,
    description: rule.description,
    discountType: rule.discountType,
    value: rule.value,
    maxDiscount: rule.maxDiscount ?? null,
    minCartValue: rule.minCartValue ?? null,
    markets: rule.markets ?? null,
    categories: rule.categories ?? null,
    skuIds: rule.skuIds ?? null,
    freeSkuIds: rule.freeSkuIds ?? null,
    freebieSkuIds: rule.freebieSkuIds ?? null,
    firstPurchaseOnly: rule.firstPurchaseOnly,
    validFrom: rule.validFrom ?? null,
    validUntil: rule.validUntil ?? null,
    usesPerUser: rule.usesPerUser ?? null,
    usesInAll: rule.usesInAll ?? null,
    automatic: rule.automatic,
    lifeBitsCost: rule.lifeBitsCost ?? null,
    referralOnly,
    appliesTo: rule.appliesTo ?? "CART",
    planTiers: rule.plan?.tiers ?? null,
    planKinds: rule.plan?.kinds ?? null,
    planIds: rule.plan?.planIds ?? null,
    firstPeriodOnly: rule.plan?.firstPeriodOnly ?? false,
    planAmounts: rule.plan?.amounts ?? null,
    webinarTerms: rule.webinar ?? null,
  };
}
