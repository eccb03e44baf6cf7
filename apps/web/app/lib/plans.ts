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
import type { Api } from "./api.ts";

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

/** The plans a block shows, one call per kind (docs/api.md, plans); an answer that is not a list counts as none. */
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

/** A plan as a card shows it (the description stays on the plan's own page: it is the longest field). */
export type PlanCardData = Omit<Plan, "description">;

const toCard = ({ description: _description, ...card }: Plan): PlanCardData => card;

/** The kind a block spanning every kind opens on: coaching for training and food together. */
export const DEFAULT_PLAN_KIND: PlanKind = "FITNESSXNUTRITION";

/** A plan block's data: the plans of the kind it opens on, and which other kinds it can load. */
export interface PlanBlockData {
  /** The block's goal and programme, for loading another kind. */
  query: Omit<PlanQuery, "kind">;
  kinds: PlanKind[];
  initialKind: PlanKind;
  items: PlanCardData[];
}

/**
 * Loads a block's plans for one kind only (the page stays light); a block over every kind fetches the others
 * in the browser when asked. `preferredKind` (a link's ?kind=) picks the kind it opens on.
 */
export async function loadPlanBlock(
  api: Api,
  query: PlanQuery,
  preferredKind?: PlanKind,
): Promise<PlanBlockData> {
  const kinds = query.kind ? [query.kind] : [...PLAN_KINDS];
  const first = kinds.find((k) => k === preferredKind) ?? query.kind ?? DEFAULT_PLAN_KIND;
  const { kind: _kind, ...rest } = query;
  // A kind without plans for this goal or programme is not where the block opens: the next one is.
  for (const kind of [first, ...kinds.filter((k) => k !== first)]) {
    const items = await loadPlans(api, { ...rest, kind });
    if (items.length > 0) return { query: rest, kinds, initialKind: kind, items: items.map(toCard) };
  }
  return { query: rest, kinds, initialKind: first, items: [] };
}

/** A signed-in shopper may always go on to buy; anyone else as the plan's canBuy says. */
export function canBuyPlan(plan: Pick<Plan, "canBuy">, isLoggedIn: boolean): boolean {
  return isLoggedIn || plan.canBuy;
}

export interface PlanFilters {
  tier: TierFilter;
  kind?: PlanKind;
  goal?: Goal;
}

export function filterPlans<P extends PlanCardData>(plans: readonly P[], filters: PlanFilters): P[] {
  return plans.filter(
    (plan) =>
      (filters.tier === "ALL" || plan.tier === filters.tier) &&
      (!filters.kind || plan.kind === filters.kind) &&
      (!filters.goal || plan.goal === filters.goal),
  );
}

/** The kinds, goals and tiers present, in their canonical order: filters offer only what has plans. */
export function planFacets(plans: readonly PlanCardData[]) {
  const has = <T>(values: readonly T[], of: (plan: PlanCardData) => T) =>
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
