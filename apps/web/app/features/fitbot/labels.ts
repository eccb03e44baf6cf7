import type { FitnessSubCategory } from "@ojas/domain";

export const CATEGORY_NAMES: Record<FitnessSubCategory, string> = {
  STRENGTH_AND_FUNCTIONAL: "Strength and functional",
  DANCE: "Dance",
  MAT_PILATES: "Mat Pilates",
  YOGA: "Yoga",
};
