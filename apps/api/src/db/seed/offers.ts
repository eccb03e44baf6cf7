import {
  type CouponRule,
  DEMO_COD_RULES,
  DEMO_COUPONS,
  DEMO_LIFE_BITS_COUPONS,
  DEMO_PLAN_COUPONS,
  DEMO_SHIPPING_RULES,
  DEMO_WEBINAR_COUPONS,
  MARKETS,
} from "@ojas/domain";
import { couponColumns, couponRuleProblems } from "../../modules/pricing/coupon-columns.ts";
import { coupons, deliveryRules } from "../../modules/pricing/tables.ts";
import { REFERRAL_COUPON_CODE, REFERRAL_REWARD_LIFE_BITS } from "../../modules/referral/rewards.ts";
import { affiliates, referralCodes } from "../../modules/referral/tables.ts";
import type { Db } from "../client.ts";
import { DEMO_SHOPPER_ID } from "./accounts.ts";

/** What a friend's referral link gives on a first order; only through the link. */
export const REFERRAL_COUPON: CouponRule = {
  code: REFERRAL_COUPON_CODE,
  title: "15% off your first order",
  description:
    "A friend invited you to Ojas: take 15% off your first order, up to ₹750 (AED 75 in the UAE, $30 in the US).",
  discountType: "PERCENTAGE",
  value: 15,
  maxDiscount: { IN: 75_000, AE: 7_500, US: 3_000 },
  firstPurchaseOnly: true,
  usesPerUser: 1,
  automatic: false,
};

function couponRow(rule: CouponRule, referralOnly: boolean, createdAt: number) {
  const problems = couponRuleProblems(rule);
  if (problems.length > 0) throw new Error(`coupon ${rule.code}: ${problems.join("; ")}`);
  return { code: rule.code, ...couponColumns(rule, referralOnly), createdAt };
}

/** The demo coupons (docs/product.md, demo data), delivery and COD rules, referral code DEMOREF and affiliate FITAFF. */
export async function seedOffers(db: Db, now: number): Promise<void> {
  await db
    .insert(coupons)
    .values([
      ...[...DEMO_COUPONS, ...DEMO_LIFE_BITS_COUPONS, ...DEMO_PLAN_COUPONS, ...DEMO_WEBINAR_COUPONS].map(
        (rule) => couponRow(rule, false, now),
      ),
      couponRow(REFERRAL_COUPON, true, now),
    ]);
  await db.insert(deliveryRules).values(
    MARKETS.map((market) => ({
      market,
      shippingFlatCharge: DEMO_SHIPPING_RULES[market].flatCharge,
      shippingFreeAbove: DEMO_SHIPPING_RULES[market].freeAbove,
      codEnabled: DEMO_COD_RULES[market].enabled,
      codCharges: DEMO_COD_RULES[market].charges,
      codMaxCartValue: DEMO_COD_RULES[market].maxCartValue,
      codExcludedCategories: DEMO_COD_RULES[market].excludedCategories,
    })),
  );
  await db.insert(referralCodes).values({
    code: "DEMOREF",
    ownerUserId: DEMO_SHOPPER_ID,
    rewardLifeBits: REFERRAL_REWARD_LIFE_BITS,
    refereeCouponCode: REFERRAL_COUPON_CODE,
    createdAt: now,
  });
  await db.insert(affiliates).values({
    code: "FITAFF",
    name: "FitWithAnanya",
    commissionPercent: 8,
    createdAt: now,
  });
}
