import { createHash, randomUUID } from "node:crypto";
import {
  estimateCalories,
  type FitnessSubCategory,
  MAX_WORKOUT_SESSION_MS,
  sessionMinutes,
  type Workout,
  type WorkoutHistory,
  type WorkoutResult,
  type WorkoutResultBody,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import * as repo from "./repository.ts";

// FitBot's workouts and the shopper's results (docs/api.md, "Workouts").

/** How far a client's clock may run ahead of ours. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** A result kept on the device until its shopper signs in may be this old. */
const MAX_RESULT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Seconds of slack on a timed exercise and on the session as a whole (timers tick in whole seconds). */
const SLACK_SECONDS = 5;
/** A counted exercise takes at least this long per rep, for the estimate of its length. */
const SECONDS_PER_REP = 3;

function toWorkout({
  workout,
  exercises,
}: Awaited<ReturnType<typeof repo.workoutsWithExercises>>[number]): Workout {
  const seconds = exercises.reduce(
    (sum, e, i) =>
      sum + (e.seconds ?? (e.reps ?? 0) * SECONDS_PER_REP) + (i < exercises.length - 1 ? e.restSeconds : 0),
    0,
  );
  return {
    workoutId: workout.workoutId,
    title: workout.title,
    description: workout.description,
    category: workout.category as FitnessSubCategory,
    level: workout.level,
    minutes: Math.max(1, Math.round(seconds / 60)),
    exercises: exercises.map((e) => ({
      exerciseId: e.exerciseId,
      name: e.name,
      seconds: e.seconds,
      reps: e.reps,
      restSeconds: e.restSeconds,
      image: e.image,
      cue: e.cue,
    })),
  };
}

/** GET /api/fitness/v1/workouts: every workout, or one category's, in order. */
export async function listWorkouts(deps: Deps, category?: FitnessSubCategory): Promise<Workout[]> {
  return (await repo.workoutsWithExercises(deps.db, { category })).map(toWorkout);
}

/** GET /api/fitness/v1/workouts/{id}: one workout with its exercises, 4040 when there is none. */
export async function getWorkout(deps: Deps, workoutId: string): Promise<Workout> {
  const [found] = await repo.workoutsWithExercises(deps.db, { workoutId });
  if (!found) throw notFound("No such workout");
  return toWorkout(found);
}

function toResult(row: NonNullable<Awaited<ReturnType<typeof repo.findResultByKey>>>): WorkoutResult {
  const { result } = row;
  return {
    resultId: result.resultId,
    workoutId: result.workoutId,
    title: row.title,
    category: row.category as FitnessSubCategory,
    startedAt: result.startedAt,
    finishedAt: result.finishedAt,
    minutes: result.minutes,
    calories: result.calories,
    exercisesDone: result.exercisesDone.length,
    exercisesTotal: result.exercisesTotal,
    activeSeconds: result.activeSeconds,
  };
}

/** 4000 with every field that cannot be true of a session of this workout. */
function checkResult(workout: Workout, body: WorkoutResultBody, now: number): void {
  const fields: Record<string, string> = {};
  const sessionMs = body.finishedAt - body.startedAt;
  if (sessionMs <= 0) fields.finishedAt = "must be after startedAt";
  else if (sessionMs > MAX_WORKOUT_SESSION_MS) fields.finishedAt = "is more than 6 hours after startedAt";
  if (body.finishedAt > now + CLOCK_SKEW_MS) fields.finishedAt = "is in the future";
  if (body.startedAt < now - MAX_RESULT_AGE_MS) fields.startedAt = "is more than 30 days ago";

  const byId = new Map(workout.exercises.map((e) => [e.exerciseId, e]));
  const seen = new Set<string>();
  let activeSeconds = 0;
  body.exercisesDone.forEach((done, i) => {
    const at = `exercisesDone/${i}`;
    const exercise = byId.get(done.exerciseId);
    if (!exercise) {
      fields[`${at}/exerciseId`] = "is not an exercise of this workout";
      return;
    }
    if (seen.has(done.exerciseId)) fields[`${at}/exerciseId`] = "is listed twice";
    seen.add(done.exerciseId);
    activeSeconds += done.seconds;
    if (exercise.seconds !== null && done.seconds > exercise.seconds + SLACK_SECONDS) {
      fields[`${at}/seconds`] = `is longer than the exercise (${exercise.seconds} s)`;
    }
    if (done.reps !== undefined) {
      if (exercise.reps === null) fields[`${at}/reps`] = "this exercise is timed, not counted";
      else if (done.reps > exercise.reps * 3) fields[`${at}/reps`] = `is more than 3 × ${exercise.reps}`;
    }
  });
  if (sessionMs > 0 && activeSeconds > sessionMs / 1000 + SLACK_SECONDS) {
    fields.exercisesDone = "take longer than the session itself";
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** What a result says, hashed the same however its JSON was laid out. */
function resultHash(workoutId: string, body: WorkoutResultBody): string {
  const canonical = JSON.stringify([
    workoutId,
    body.startedAt,
    body.finishedAt,
    body.exercisesDone.map((e) => [e.exerciseId, e.seconds, e.reps ?? null]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * POST /api/fitness/v1/workouts/{id}/results: stores a finished session of the signed-in shopper and
 * answers it with its minutes and estimated calories. With a client key (clientResultId, or the
 * Idempotency-Key header) the same result sent again answers the stored one; another body under that key
 * is 4090.
 */
export async function recordResult(
  deps: Deps,
  userId: string,
  workoutId: string,
  body: WorkoutResultBody,
  idempotencyKey?: string,
): Promise<WorkoutResult> {
  const workout = await getWorkout(deps, workoutId);
  const clientKey = body.clientResultId ?? idempotencyKey ?? null;
  const hash = resultHash(workoutId, body);
  const replay = async () => {
    if (!clientKey) return undefined;
    const stored = await repo.findResultByKey(deps.db, userId, clientKey);
    if (!stored) return undefined;
    if (stored.result.requestHash !== hash) throw new AppError(4090);
    return toResult(stored);
  };
  const earlier = await replay();
  if (earlier) return earlier;

  checkResult(workout, body, deps.now());
  const activeSeconds = body.exercisesDone.reduce((sum, e) => sum + e.seconds, 0);
  const sessionSeconds = Math.round((body.finishedAt - body.startedAt) / 1000);
  const plannedRest = workout.exercises.slice(0, -1).reduce((sum, e) => sum + e.restSeconds, 0);
  const restSeconds = Math.max(0, Math.min(plannedRest, sessionSeconds - activeSeconds));
  const row: repo.ResultRow = {
    resultId: `WR-${randomUUID()}`,
    userId,
    workoutId,
    clientKey,
    requestHash: hash,
    startedAt: body.startedAt,
    finishedAt: body.finishedAt,
    exercisesDone: body.exercisesDone,
    exercisesTotal: workout.exercises.length,
    activeSeconds,
    minutes: sessionMinutes(body.startedAt, body.finishedAt),
    calories: estimateCalories({ category: workout.category, activeSeconds, restSeconds }),
    createdAt: deps.now(),
  };
  if (await repo.insertResult(deps.db, row)) {
    return toResult({ result: row, title: workout.title, category: workout.category });
  }
  // Another request with the same key was stored first.
  const raced = await replay();
  if (!raced) throw new Error("workout result neither inserted nor found");
  return raced;
}

interface Cursor {
  f: number;
  id: string;
}
const isCursor = (v: unknown): v is Cursor =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as Cursor).f) &&
  typeof (v as Cursor).id === "string" &&
  (v as Cursor).id.length <= 100;

/** GET /api/fitness/v1/workout-results: the shopper's results, newest first, paged with nextToken. */
export async function workoutHistory(
  deps: Deps,
  userId: string,
  query: { nextToken?: string; limit: number },
): Promise<WorkoutHistory> {
  const cursor = query.nextToken ? decodePageToken(query.nextToken, isCursor) : null;
  const rows = await repo.resultsOf(
    deps.db,
    userId,
    cursor ? { finishedAt: cursor.f, resultId: cursor.id } : null,
    query.limit,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: page.map(toResult),
    nextToken:
      rows.length > query.limit && last
        ? encodePageToken({ f: last.result.finishedAt, id: last.result.resultId } satisfies Cursor)
        : null,
  };
}
