import type { FitnessSubCategory } from "../enums.ts";

// The calorie figure on a workout's results (docs/product.md, "FitBot"): an estimate from MET values,
// never a measurement. kcal = MET × body weight in kg × hours, the usual formula behind the Compendium of
// Physical Activities. Time spent on exercises counts at the category's MET, rest between them at a
// standing-rest MET; without a known weight a 70 kg adult is assumed.

/** Metabolic equivalents of each category's exercise time (Compendium of Physical Activities, 2011). */
export const WORKOUT_MET: Readonly<Record<FitnessSubCategory, number>> = {
  // Circuit-style body-weight strength work, moderate effort.
  STRENGTH_AND_FUNCTIONAL: 5.0,
  // Aerobic dance, general.
  DANCE: 7.3,
  // Pilates, general.
  MAT_PILATES: 3.0,
  // Hatha yoga.
  YOGA: 2.5,
};

/** Standing or walking about between exercises. */
export const REST_MET = 1.3;
export const DEFAULT_BODY_WEIGHT_KG = 70;

export interface CalorieInput {
  category: FitnessSubCategory;
  /** Seconds spent doing exercises. */
  activeSeconds: number;
  /** Seconds of rest (and pauses) between them. */
  restSeconds?: number;
  weightKg?: number;
}

/** Estimated kilocalories, a whole number (0 for no time or a nonsensical input). */
export function estimateCalories({
  category,
  activeSeconds,
  restSeconds = 0,
  weightKg = DEFAULT_BODY_WEIGHT_KG,
}: CalorieInput): number {
  const met = WORKOUT_MET[category];
  const safe = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
  const weight = safe(weightKg) || DEFAULT_BODY_WEIGHT_KG;
  const kcal = (met * safe(activeSeconds) + REST_MET * safe(restSeconds)) * (weight / 3600);
  return Math.round(kcal);
}

/** Whole minutes of a session, at least 1 once it lasted any time at all. */
export function sessionMinutes(startedAt: number, finishedAt: number): number {
  const ms = finishedAt - startedAt;
  if (!(ms > 0)) return 0;
  return Math.max(1, Math.round(ms / 60_000));
}
