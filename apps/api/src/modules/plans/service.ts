import {
  type AgeGroup,
  GOALS,
  type Goal,
  type Market,
  type Plan,
  type PlanKind,
  type PlanTier,
  type ProgramType,
  type SUBSCRIPTION_STATUSES,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { activeSubscriptions, plansWithPrices } from "./repository.ts";

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription/v1/getCurrentActive: the user's running subscriptions (a PRO one makes a pro user). */
export async function currentActiveSubscriptions(deps: Deps, userId: string) {
  const rows = await activeSubscriptions(deps.db, userId, new Date(deps.now()));
  return rows.map((r) => ({
    subscriptionId: r.subscriptionId,
    planId: r.planId,
    tier: r.tier as PlanTier,
    status: r.status as SubscriptionStatus,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
  }));
}

interface MonthPlansQuery {
  healthGoals?: Goal[];
  programType?: ProgramType;
  includeAllPlans?: boolean;
  ageGroup?: AgeGroup;
  exclusion?: { ageGroup?: AgeGroup };
}

/**
 * POST /api/subscription/plan/v2/platform/getAllMonthPlansForGoalAnd{Kind}: the kind's plans on sale in the
 * market for the goals asked (all when none), of one programme (ISSUE_BASED_PLAN unless named) or of every
 * programme with includeAllPlans. Ordered by goal, then programme, then price. canBuy is false for a plan
 * the caller already has running.
 */
export async function monthPlans(
  deps: Deps,
  market: Market,
  kind: PlanKind,
  query: MonthPlansQuery,
  userId: string | null,
): Promise<Plan[]> {
  const [rows, running] = await Promise.all([
    plansWithPrices(deps.db, {
      kind,
      market,
      goals: query.healthGoals,
      programType: query.includeAllPlans ? undefined : (query.programType ?? "ISSUE_BASED_PLAN"),
      ageGroup: query.ageGroup,
      excludeAgeGroup: query.exclusion?.ageGroup,
    }),
    userId ? activeSubscriptions(deps.db, userId, new Date(deps.now())) : Promise.resolve([]),
  ]);
  const runningPlanIds = new Set(running.map((s) => s.planId));
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
