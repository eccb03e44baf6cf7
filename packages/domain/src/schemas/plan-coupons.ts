import { z } from "zod";
import { currencySchema, moneySchema } from "./common.ts";
import { couponSummarySchema } from "./offers.ts";

// Plan coupons (docs/api.md, plan coupons).

const codeSchema = z.string().trim().min(1).max(40);

export const planCouponsBodySchema = z.strictObject({ planId: z.string().min(1).max(80).optional() });

export const planCouponSchema = couponSummarySchema.extend({
  firstPeriodOnly: z.boolean(),
  /** With a planId: the discount on that plan's first period. */
  discount: moneySchema.optional(),
  /** False with the reason when this shopper (or this plan) cannot use it. */
  applicable: z.boolean(),
  reason: z.string().optional(),
});
export const planCouponsResponseSchema = z.object({ coupons: z.array(planCouponSchema) });

export const applyPlanOfferCodesBodySchema = z
  .strictObject({
    planId: z.string().min(1).max(80),
    offerCodes: z.array(codeSchema).min(1).max(5).optional(),
    couponCode: codeSchema.optional(),
  })
  .refine((b) => b.offerCodes !== undefined || b.couponCode !== undefined, {
    message: "offerCodes or couponCode is required",
    path: ["couponCode"],
  });
export type ApplyPlanOfferCodesBody = z.input<typeof applyPlanOfferCodesBodySchema>;

export const applyPlanOfferCodesResponseSchema = z.object({
  planId: z.string(),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  couponDiscount: moneySchema,
  firstPeriodAmount: moneySchema,
  periodAmount: moneySchema,
  firstPeriodOnly: z.boolean(),
  couponCode: z.string(),
  currency: currencySchema,
});
export type ApplyPlanOfferCodesResponse = z.infer<typeof applyPlanOfferCodesResponseSchema>;
