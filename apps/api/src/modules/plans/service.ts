import {
  type AgeGroup,
  GOALS,
  type Goal,
  type GoalHabit,
  goalsOfQuery,
  type Market,
  type Plan,
  type PlanKind,
  type PlanTier,
  type ProgramType,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { planNamesOf, plansWithPrices, planWithPrices } from "./repository.ts";

interface MonthPlansQuery {
  healthGoals?: Goal[];
  gabits?: GoalHabit[];
  programType?: ProgramType;
  includeAllPlans?: boolean;
  ageGroup?: AgeGroup;
  exclusion?: { ageGroup?: AgeGroup };
}

/**
 * POST /api/subscription/plan/v2/platform/getAllMonthPlansForGoalAnd{Kind}: the kind's plans on sale in the
 * market for the goals asked, directly or through goal habits (all when none), of one programme (ISSUE_BASED_PLAN unless named) or of every
 * programme with includeAllPlans. Ordered by goal, then programme, then price. canBuy is false for a plan
 * the caller already has running (`runningPlanIds`).
 */
export async function monthPlans(
  deps: Deps,
  market: Market,
  kind: PlanKind,
  query: MonthPlansQuery,
  runningPlanIds: ReadonlySet<string>,
): Promise<Plan[]> {
  const rows = await plansWithPrices(deps.db, {
    kind,
    market,
    goals: goalsOfQuery(query.healthGoals, query.gabits),
    programType: query.includeAllPlans ? undefined : (query.programType ?? "ISSUE_BASED_PLAN"),
    ageGroup: query.ageGroup,
    excludeAgeGroup: query.exclusion?.ageGroup,
  });
  const rank = (plan: (typeof rows)[number]) => [
    GOALS.indexOf(plan.goal as Goal),
    plan.programType === "ISSUE_BASED_PLAN" ? 0 : 1,
    plan.discountPrice,
  ];
  const sorted = [...rows].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return a.planId.localeCompare(b.planId);
  });
  return sorted.map((row) => ({
    ...row,
    tier: row.tier as PlanTier,
    kind: row.kind as PlanKind,
    goal: row.goal as Goal,
    programType: row.programType as ProgramType,
    ageGroup: row.ageGroup as AgeGroup | null,
    currency: row.currency as Plan["currency"],
    coach: (row.coach as Plan["coach"]) ?? null,
    canBuy: !runningPlanIds.has(row.planId),
  }));
}

/** A plan as sold in one market (its price there); undefined for an unknown plan. */
export interface PlanInMarket {
  planId: string;
  slug: string;
  name: string;
  tier: PlanTier;
  kind: PlanKind;
  goal: Goal;
  months: number;
  /** Null when the plan is not sold in the market. */
  price: { basePrice: number; discountPrice: number; currency: string } | null;
}

export async function planInMarket(
  deps: Deps,
  planId: string,
  market: Market,
): Promise<PlanInMarket | undefined> {
  const found = await planWithPrices(deps.db, planId);
  if (!found) return undefined;
  const { plan, prices } = found;
  const price = prices.find((p) => p.market === market);
  return {
    planId: plan.planId,
    slug: plan.slug,
    name: plan.name,
    tier: plan.tier as PlanTier,
    kind: plan.kind as PlanKind,
    goal: plan.goal as Goal,
    months: plan.months,
    price: price
      ? { basePrice: price.basePrice, discountPrice: price.discountPrice, currency: price.currency }
      : null,
  };
}

/** Plan names by id (for subscription lists). */
export async function planNames(deps: Deps, planIds: string[]): Promise<Map<string, string>> {
  const rows = await planNamesOf(deps.db, [...new Set(planIds)]);
  return new Map(rows.map((r) => [r.planId, r.name]));
}
