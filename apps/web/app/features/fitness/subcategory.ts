import {
  type Exercise,
  FITNESS_SUB_CATEGORIES,
  type FitnessSubCategory,
  fitnessSubCategoryPageKey,
  type Trainer,
  type Video,
} from "@ojas/domain";
import type { Api } from "../../lib/api.ts";

export interface SubCategoryContent {
  subCategory: FitnessSubCategory;
  videos: Video[];
  trainers: Trainer[];
  exercises: Array<Exercise & { videoIds: string[] }>;
}

export const SUB_CATEGORY_NAMES: Record<FitnessSubCategory, string> = {
  STRENGTH_AND_FUNCTIONAL: "Strength and functional",
  DANCE: "Dance",
  MAT_PILATES: "Mat Pilates",
  YOGA: "Yoga",
};

/** The URL segment of a sub-category: yoga, mat-pilates, strength-and-functional. */
export function subCategorySlug(subCategory: FitnessSubCategory): string {
  return fitnessSubCategoryPageKey(subCategory).replace(/^fitness-/, "");
}

/** The sub-category a URL segment names, or null. */
export function subCategoryFromSlug(slug: string): FitnessSubCategory | null {
  return FITNESS_SUB_CATEGORIES.find((sub) => subCategorySlug(sub) === slug.toLowerCase()) ?? null;
}

/** Videos, trainers and exercises of a sub-category (GET /api/fitness/v1/subcategory/{subCategory}). */
export async function loadSubCategory(
  api: Api,
  subCategory: FitnessSubCategory,
): Promise<SubCategoryContent> {
  const page = await api.get<SubCategoryContent>(
    `/api/fitness/v1/subcategory/${subCategorySlug(subCategory)}`,
  );
  return {
    subCategory: page.subCategory,
    videos: page.videos,
    trainers: page.trainers,
    exercises: page.exercises,
  };
}

/** "12 reps", "45 s" or "" for an exercise's dose. */
export function exerciseDose(exercise: Pick<Exercise, "reps" | "seconds">): string {
  if (exercise.reps) return `${exercise.reps} reps`;
  if (exercise.seconds)
    return exercise.seconds >= 60 && exercise.seconds % 60 === 0
      ? `${exercise.seconds / 60} min`
      : `${exercise.seconds} s`;
  return "";
}

export function minutes(seconds: number): string {
  return `${Math.round(seconds / 60)} min`;
}
