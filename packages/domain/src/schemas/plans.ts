import { z } from "zod";
import { GOALS, PLAN_KINDS, PLAN_TIERS, PROGRAM_TYPES } from "../enums.ts";
import { AGE_GROUPS, GOAL_HABIT_IDS } from "../plans.ts";
import { currencySchema, moneySchema } from "./common.ts";
import { goalParamSchema, programTypeParamSchema } from "./content.ts";

// Plans (docs/api.md, plans): the month plans of a kind for goals and a programme.

const planCodeSchema = z.string().trim().min(1).max(40);

export const monthPlansBodySchema = z.object({
  /** Goals to show plans for; none or empty: every goal. */
  healthGoals: z.array(goalParamSchema).max(GOALS.length).optional(),
  /** Only this programme's plans (default ISSUE_BASED_PLAN) unless includeAllPlans. */
  programType: programTypeParamSchema.optional(),
  includeAllPlans: z.boolean().optional(),
  /** Only plans made for this age group. */
  ageGroup: z.enum(AGE_GROUPS).optional(),
  exclusion: z.object({ ageGroup: z.enum(AGE_GROUPS).optional() }).optional(),
  /** Goal habits: their goals' plans are included too. */
  gabits: z.array(z.enum(GOAL_HABIT_IDS)).max(GOAL_HABIT_IDS.length).optional(),
  /** A coupon the shopper typed; each plan it applies to carries an `offer`. */
  couponCode: planCodeSchema.optional(),
  /** Codes a webinar gave the shopper, tried like couponCode (the best per plan wins). */
  webinarCoupons: z.array(planCodeSchema).max(10).optional(),
  /** Codes customer support gave the shopper, tried the same way. */
  cxCoupons: z.array(planCodeSchema).max(10).optional(),
});
export type MonthPlansBody = z.input<typeof monthPlansBodySchema>;

export const planCoachSchema = z.object({
  trainerId: z.string().optional(),
  name: z.string(),
  role: z.string(),
});

export const planSchema = z.object({
  planId: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.enum(PLAN_TIERS),
  kind: z.enum(PLAN_KINDS),
  goal: z.enum(GOALS),
  programType: z.enum(PROGRAM_TYPES),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  months: z.int().min(1),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  currency: currencySchema,
  /** False when the caller already has this plan running (buying it again answers 4006). */
  canBuy: z.boolean(),
  features: z.array(z.string()),
  coach: planCoachSchema.nullable(),
  /** With coupon codes in a plans call: the best code that applies to this plan and what it costs then. */
  offer: z
    .object({
      couponCode: z.string(),
      discount: moneySchema,
      firstPeriodAmount: moneySchema,
      periodAmount: moneySchema,
      firstPeriodOnly: z.boolean(),
    })
    .optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const monthPlansResponseSchema = z.object({ plans: z.array(planSchema) });
export type MonthPlansResponse = z.infer<typeof monthPlansResponseSchema>;

/** GET /api/subscription/v2/pro-plan: the Pro membership on offer in the market. */
export const proPlanResponseSchema = z.object({ plan: planSchema });
