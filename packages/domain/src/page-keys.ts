import type { FitnessSubCategory, Goal } from "./enums.ts";

// Kept apart from the zod schemas so that browser code using them does not pull zod in.

/** Page key of a goal page, e.g. WEIGHT_LOSS -> goal-weight-loss. */
export function goalPageKey(goal: Goal): string {
  return `goal-${goal.toLowerCase().replaceAll("_", "-")}`;
}

/** Page key of a fitness sub-category page, e.g. MAT_PILATES -> fitness-mat-pilates. */
export function fitnessSubCategoryPageKey(subCategory: FitnessSubCategory): string {
  return `fitness-${subCategory.toLowerCase().replaceAll("_", "-")}`;
}
