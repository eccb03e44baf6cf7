import { and, asc, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { workoutExercises, workoutResults, workouts } from "./tables.ts";

export type WorkoutRow = typeof workouts.$inferSelect;
export type ExerciseRow = typeof workoutExercises.$inferSelect;
export type ResultRow = typeof workoutResults.$inferSelect;

/** Workouts (of one category, or all) in category order, with their exercises in order. */
export async function workoutsWithExercises(
  db: Db,
  filter: { category?: string; workoutId?: string },
): Promise<{ workout: WorkoutRow; exercises: ExerciseRow[] }[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(workouts.category, filter.category));
  if (filter.workoutId) where.push(eq(workouts.workoutId, filter.workoutId));
  const rows = await db
    .select({ workout: workouts, exercise: workoutExercises })
    .from(workouts)
    .innerJoin(workoutExercises, eq(workoutExercises.workoutId, workouts.workoutId))
    .where(and(...where))
    .orderBy(
      asc(workouts.category),
      asc(workouts.position),
      asc(workouts.workoutId),
      asc(workoutExercises.position),
    );
  const grouped = new Map<string, { workout: WorkoutRow; exercises: ExerciseRow[] }>();
  for (const { workout, exercise } of rows) {
    const entry = grouped.get(workout.workoutId) ?? { workout, exercises: [] };
    entry.exercises.push(exercise);
    grouped.set(workout.workoutId, entry);
  }
  return [...grouped.values()];
}

export async function findResultByKey(db: Db, userId: string, clientKey: string) {
  const rows = await db
    .select({ result: workoutResults, title: workouts.title, category: workouts.category })
    .from(workoutResults)
    .innerJoin(workouts, eq(workouts.workoutId, workoutResults.workoutId))
    .where(and(eq(workoutResults.userId, userId), eq(workoutResults.clientKey, clientKey)))
    .limit(1);
  return rows[0];
}

/** Inserts unless the shopper already has a result under the client key; answers whether it did. */
export async function insertResult(db: Db, row: ResultRow): Promise<boolean> {
  const inserted = await db
    .insert(workoutResults)
    .values(row)
    .onConflictDoNothing()
    .returning({ resultId: workoutResults.resultId });
  return inserted.length > 0;
}

/** A shopper's results, newest first, after the keyset cursor; one more than asked shows there is more. */
export async function resultsOf(
  db: Db,
  userId: string,
  after: { finishedAt: number; resultId: string } | null,
  limit: number,
) {
  const where: (SQL | undefined)[] = [eq(workoutResults.userId, userId)];
  if (after) {
    where.push(
      or(
        lt(workoutResults.finishedAt, after.finishedAt),
        and(eq(workoutResults.finishedAt, after.finishedAt), lt(workoutResults.resultId, after.resultId)),
      ),
    );
  }
  return db
    .select({ result: workoutResults, title: workouts.title, category: workouts.category })
    .from(workoutResults)
    .innerJoin(workouts, eq(workouts.workoutId, workoutResults.workoutId))
    .where(and(...where))
    .orderBy(desc(workoutResults.finishedAt), desc(workoutResults.resultId))
    .limit(limit + 1);
}
