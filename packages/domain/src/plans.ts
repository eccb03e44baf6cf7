import type { PlanKind } from "./enums.ts";

// Plan constants the browser needs, kept apart from the zod schemas (schemas/plans.ts).

/** The {Kind} part of getAllMonthPlansForGoalAnd{Kind}, per plan kind (docs/api.md, plans). */
export const PLAN_KIND_PATH_NAMES: Record<PlanKind, string> = {
  FITNESS: "Fitness",
  NUTRITION: "Nutrition",
  FITNESSXNUTRITION: "FitnessXNutrition",
};

export function monthPlansPath(kind: PlanKind): string {
  return `/api/subscription/plan/v2/platform/getAllMonthPlansForGoalAnd${PLAN_KIND_PATH_NAMES[kind]}`;
}

/** Plans for older members carry an age group; the rest have none. */
export const AGE_GROUPS = ["50_PLUS"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
