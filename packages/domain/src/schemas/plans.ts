import { z } from "zod";
import { GOALS, PLAN_KINDS, PLAN_TIERS, PROGRAM_TYPES } from "../enums.ts";
import { AGE_GROUPS } from "../plans.ts";
import { currencySchema, moneySchema } from "./common.ts";
import { goalParamSchema, programTypeParamSchema } from "./content.ts";

// Plans (docs/api.md, plans): the month plans of a kind for goals and a programme.

export const monthPlansBodySchema = z.object({
  /** Goals to show plans for; none or empty: every goal. */
  healthGoals: z.array(goalParamSchema).max(GOALS.length).optional(),
  /** Only this programme's plans (default ISSUE_BASED_PLAN) unless includeAllPlans. */
  programType: programTypeParamSchema.optional(),
  includeAllPlans: z.boolean().optional(),
  /** Only plans made for this age group. */
  ageGroup: z.enum(AGE_GROUPS).optional(),
  exclusion: z.object({ ageGroup: z.enum(AGE_GROUPS).optional() }).optional(),
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
});
export type Plan = z.infer<typeof planSchema>;

export const monthPlansResponseSchema = z.object({ plans: z.array(planSchema) });
export type MonthPlansResponse = z.infer<typeof monthPlansResponseSchema>;

/** GET /api/subscription/v2/pro-plan: the Pro membership on offer in the market. */
export const proPlanResponseSchema = z.object({ plan: planSchema });
