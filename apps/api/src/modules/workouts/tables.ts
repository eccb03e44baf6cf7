import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

/** FitBot's guided workouts (demo data: db/seed/workouts.ts). */
export const workouts = pgTable(
  "workouts",
  {
    workoutId: text("workout_id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    level: text("level").notNull(),
    /** Order within the category. */
    position: integer("position").notNull(),
  },
  (t) => [index("workouts_category_idx").on(t.category, t.position)],
);

/** A workout's exercises in order: timed (seconds) or counted (reps), with the rest after each. */
export const workoutExercises = pgTable(
  "workout_exercises",
  {
    workoutId: text("workout_id")
      .notNull()
      .references(() => workouts.workoutId),
    exerciseId: text("exercise_id").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    seconds: integer("seconds"),
    reps: integer("reps"),
    restSeconds: integer("rest_seconds").notNull(),
    image: text("image").notNull(),
    cue: text("cue").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workoutId, t.exerciseId] })],
);

/** A finished session of a signed-in shopper. One per (shopper, client key): a double submit stores one. */
export const workoutResults = pgTable(
  "workout_results",
  {
    resultId: text("result_id").primaryKey(),
    userId: text("user_id").notNull(),
    workoutId: text("workout_id")
      .notNull()
      .references(() => workouts.workoutId),
    /** The client's id for the result (or its Idempotency-Key); null when it sent none. */
    clientKey: text("client_key"),
    /** SHA-256 of the request as validated: the same key with another body is 4090. */
    requestHash: text("request_hash").notNull(),
    startedAt: bigint("started_at", { mode: "number" }).notNull(),
    finishedAt: bigint("finished_at", { mode: "number" }).notNull(),
    /** [{exerciseId, seconds, reps?}] as sent. */
    exercisesDone: jsonb("exercises_done")
      .$type<{ exerciseId: string; seconds: number; reps?: number }[]>()
      .notNull(),
    exercisesTotal: integer("exercises_total").notNull(),
    activeSeconds: integer("active_seconds").notNull(),
    minutes: integer("minutes").notNull(),
    calories: integer("calories").notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("workout_results_client_key_idx").on(t.userId, t.clientKey),
    index("workout_results_user_finished_idx").on(t.userId, t.finishedAt, t.resultId),
  ],
);
