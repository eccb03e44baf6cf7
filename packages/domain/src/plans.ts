import type { Goal, PlanKind } from "./enums.ts";

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

/**
 * Goal habits ("gabits"): the small daily habits the goal-habit page offers, each serving one goal. A plans
 * call naming habits gets the plans of their goals too (docs/api.md, plans).
 */
export const GOAL_HABITS = {
  DAILY_STEPS: "STAY_FIT",
  STRENGTH_TWICE_A_WEEK: "STAY_FIT",
  SLEEP_BY_ELEVEN: "STAY_FIT",
  PORTION_CONTROL: "WEIGHT_LOSS",
  NO_SUGARY_DRINKS: "WEIGHT_LOSS",
  EVENING_WALK: "WEIGHT_LOSS",
  SPF_EVERY_MORNING: "HEALTHY_SKIN",
  TWO_LITRES_OF_WATER: "HEALTHY_SKIN",
  POST_MEAL_WALK: "DIABETES_REVERSAL",
  GLUCOSE_CHECKS: "DIABETES_REVERSAL",
  FIBRE_FIRST: "PRE_DIABETES_REVERSAL",
  FERMENTED_FOOD_DAILY: "GUT_HEALTH",
} as const satisfies Record<string, Goal>;
export type GoalHabit = keyof typeof GOAL_HABITS;
export const GOAL_HABIT_IDS = Object.keys(GOAL_HABITS) as GoalHabit[];

/** The goals a plans call covers: the goals named and the goals of the habits named (none: every goal). */
export function goalsOfQuery(healthGoals: readonly Goal[] = [], gabits: readonly GoalHabit[] = []): Goal[] {
  return [...new Set<Goal>([...healthGoals, ...gabits.map((habit) => GOAL_HABITS[habit])])];
}
