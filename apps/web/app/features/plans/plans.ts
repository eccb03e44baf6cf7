import {
  type Goal,
  type MonthPlansBody,
  minorDigits,
  monthPlansPath,
  type PLAN_FILTER_TIERS,
  PLAN_KINDS,
  PLAN_TIERS,
  type Plan,
  type PlanKind,
  type ProgramType,
} from "@ojas/domain";
import type { Api } from "../../lib/api.ts";

export type TierFilter = (typeof PLAN_FILTER_TIERS)[number];

export const GOAL_NAMES: Record<Goal, string> = {
  WEIGHT_LOSS: "Weight loss",
  STAY_FIT: "Stay fit",
  HEALTHY_SKIN: "Healthy skin",
  DIABETES_REVERSAL: "Diabetes reversal",
  PRE_DIABETES_REVERSAL: "Pre-diabetes reversal",
  GUT_HEALTH: "Gut health",
};

export const KIND_NAMES: Record<PlanKind, string> = {
  FITNESS: "Fitness",
  NUTRITION: "Nutrition",
  FITNESSXNUTRITION: "Fitness + Nutrition",
};

export const TIER_NAMES: Record<TierFilter, string> = { ALL: "All plans", PRO: "Pro", LITE: "Lite" };

/** What a plan block asks for: a kind (all kinds when unset), a goal and a programme. */
export interface PlanQuery {
  kind?: PlanKind;
  goal?: Goal;
  programType?: ProgramType;
  /** Every programme's plans (a lookup by id). */
  includeAllPlans?: boolean;
}

/** The plans a block shows, one call per kind (CONTRACT.md section 8); an answer that is not a list counts as none. */
export async function loadPlans(api: Api, query: PlanQuery): Promise<Plan[]> {
  const kinds = query.kind ? [query.kind] : PLAN_KINDS;
  const body: MonthPlansBody = {
    healthGoals: query.goal ? [query.goal] : undefined,
    programType: query.programType,
    ...(query.includeAllPlans ? { includeAllPlans: true } : {}),
  };
  const lists = await Promise.all(
    kinds.map((kind) => api.post<{ plans: Plan[] }>(monthPlansPath(kind), body).then((r) => r.plans)),
  );
  return lists.flatMap((plans) => (Array.isArray(plans) ? plans : []));
}

/** SPEC.md section 4: a signed-in shopper may always go on to buy; anyone else as the plan's canBuy says. */
export function canBuyPlan(plan: Pick<Plan, "canBuy">, isLoggedIn: boolean): boolean {
  return isLoggedIn || plan.canBuy;
}

export interface PlanFilters {
  tier: TierFilter;
  kind?: PlanKind;
  goal?: Goal;
}

export function filterPlans(plans: readonly Plan[], filters: PlanFilters): Plan[] {
  return plans.filter(
    (plan) =>
      (filters.tier === "ALL" || plan.tier === filters.tier) &&
      (!filters.kind || plan.kind === filters.kind) &&
      (!filters.goal || plan.goal === filters.goal),
  );
}

/** The kinds, goals and tiers present, in their canonical order: filters offer only what has plans. */
export function planFacets(plans: readonly Plan[]) {
  const has = <T>(values: readonly T[], of: (plan: Plan) => T) =>
    values.filter((value) => plans.some((plan) => of(plan) === value));
  return {
    kinds: has(PLAN_KINDS, (p) => p.kind),
    goals: has(Object.keys(GOAL_NAMES) as Goal[], (p) => p.goal),
    // "All plans" first: it is the default.
    tiers: ["ALL" as const, ...PLAN_TIERS.filter((tier) => plans.some((p) => p.tier === tier))],
  };
}

/** What a plan costs a month, in minor units rounded to a whole major unit (shown as "about"). */
export function monthlyPrice(plan: Pick<Plan, "discountPrice" | "months" | "currency">): number {
  const unit = 10 ** minorDigits(plan.currency);
  return Math.round(plan.discountPrice / plan.months / unit) * unit;
}

/** Where a plan's button leads: the call-back form that starts the plan with a coach. */
export function planLeadPath(planId: string): string {
  return `/plans/lead?plan=${encodeURIComponent(planId)}`;
}
