import { z } from "zod";
import { FITNESS_SUB_CATEGORIES } from "../enums.ts";
import { epochMsSchema } from "./common.ts";
import { fitnessSubCategoryParamSchema } from "./content.ts";

// FitBot's guided workouts and their results (docs/api.md, "Workouts").

export const workoutExerciseSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  /** A timed exercise's length; null for one counted in reps. */
  seconds: z.number().int().nullable(),
  reps: z.number().int().nullable(),
  restSeconds: z.number().int(),
  /** The exercise's picture, a path on this site. */
  image: z.string(),
  /** A short form cue read out with the exercise. */
  cue: z.string(),
});
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>;

export const workoutSchema = z.object({
  workoutId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(FITNESS_SUB_CATEGORIES),
  level: z.string(),
  /** About how long it takes, rest included. */
  minutes: z.number().int(),
  exercises: z.array(workoutExerciseSchema),
});
export type Workout = z.infer<typeof workoutSchema>;

export const workoutListQuerySchema = z.object({ category: fitnessSubCategoryParamSchema.optional() });
export const workoutListResponseSchema = z.object({ workouts: z.array(workoutSchema) });
export type WorkoutList = z.infer<typeof workoutListResponseSchema>;

export const workoutIdParamsSchema = z.object({ id: z.string().trim().min(1).max(80) });
export const workoutResponseSchema = z.object({ workout: workoutSchema });

/** Longest session a result may claim. */
export const MAX_WORKOUT_SESSION_MS = 6 * 60 * 60 * 1000;

export const exerciseDoneSchema = z.object({
  exerciseId: z.string().trim().min(1).max(80),
  seconds: z.number().int().min(1, "must be at least 1 second").max(3600, "must be at most an hour"),
  reps: z.number().int().min(1).max(1000).optional(),
});

export const workoutResultBodySchema = z.object({
  /**
   * The client's own id for this result (a UUID): sending the same result twice stores it once. The
   * Idempotency-Key header does the same.
   */
  clientResultId: z
    .string()
    .trim()
    .min(8, "must have 8 to 200 characters")
    .max(200, "must have 8 to 200 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  startedAt: epochMsSchema,
  finishedAt: epochMsSchema,
  exercisesDone: z.array(exerciseDoneSchema).max(100),
});
export type WorkoutResultBody = z.infer<typeof workoutResultBodySchema>;

export const workoutResultSchema = z.object({
  resultId: z.string(),
  workoutId: z.string(),
  title: z.string(),
  category: z.enum(FITNESS_SUB_CATEGORIES),
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  /** Whole minutes from start to finish. */
  minutes: z.number().int(),
  /** Estimated kilocalories (MET-based; docs/product.md). */
  calories: z.number().int(),
  exercisesDone: z.number().int(),
  exercisesTotal: z.number().int(),
  /** Seconds spent on the exercises done. */
  activeSeconds: z.number().int(),
});
export type WorkoutResult = z.infer<typeof workoutResultSchema>;

export const workoutHistoryQuerySchema = z.object({
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const workoutHistoryResponseSchema = z.object({
  results: z.array(workoutResultSchema),
  nextToken: z.string().nullable(),
});
export type WorkoutHistory = z.infer<typeof workoutHistoryResponseSchema>;
