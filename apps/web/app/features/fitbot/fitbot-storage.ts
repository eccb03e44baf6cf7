import {
  type DoneExercise,
  type FitnessSubCategory,
  isPlayerState,
  type PlayerState,
  type PlayerStep,
  type Workout,
} from "@ojas/domain";

// What FitBot keeps on the device (docs/product.md, "FitBot"): the session under way, so a reload resumes
// it, and a finished result until it is saved to the shopper's account. The keys carry a version: a page
// that changes the shape moves to a new key and ignores the old one.

export const SESSION_KEY = "ojas.fitbot.session.v1";
export const PENDING_KEY = "ojas.fitbot.pending.v1";

type KeyValue = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SavedSession {
  workout: Workout;
  player: PlayerState;
}

/** A finished session not yet stored by the API. */
export interface PendingResult {
  clientResultId: string;
  workoutId: string;
  title: string;
  category: FitnessSubCategory;
  startedAt: number;
  finishedAt: number;
  exercisesDone: DoneExercise[];
  exercisesTotal: number;
  restSeconds: number;
}

export function stepsOf(workout: Workout): PlayerStep[] {
  return workout.exercises.map((e) => ({
    exerciseId: e.exerciseId,
    seconds: e.seconds,
    reps: e.reps,
    restSeconds: e.restSeconds,
  }));
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function deviceStorage(): KeyValue | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeyValue | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValue | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the resume-after-reload.
  }
}

const isWorkout = (v: unknown): v is Workout =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Workout).workoutId === "string" &&
  Array.isArray((v as Workout).exercises);

export function loadSession(storage: KeyValue | null): SavedSession | null {
  const value = read(storage, SESSION_KEY) as Partial<SavedSession> | null;
  if (!value || !isWorkout(value.workout) || !isPlayerState(value.player)) return null;
  if (value.player.workoutId !== value.workout.workoutId) return null;
  return { workout: value.workout, player: value.player };
}

export const saveSession = (storage: KeyValue | null, session: SavedSession | null) =>
  write(storage, SESSION_KEY, session);

export function loadPending(storage: KeyValue | null): PendingResult | null {
  const v = read(storage, PENDING_KEY) as PendingResult | null;
  if (
    !v ||
    typeof v.clientResultId !== "string" ||
    typeof v.workoutId !== "string" ||
    typeof v.startedAt !== "number" ||
    typeof v.finishedAt !== "number" ||
    !Array.isArray(v.exercisesDone)
  ) {
    return null;
  }
  return v;
}

export const savePending = (storage: KeyValue | null, pending: PendingResult | null) =>
  write(storage, PENDING_KEY, pending);

/** The result of a finished session, ready to send; null while it is still under way. */
export function pendingFrom(
  workout: Workout,
  player: PlayerState,
  clientResultId: string,
): PendingResult | null {
  if (player.phase !== "finished" || player.finishedAt === null) return null;
  return {
    clientResultId,
    workoutId: workout.workoutId,
    title: workout.title,
    category: workout.category,
    startedAt: player.startedAt,
    finishedAt: player.finishedAt,
    exercisesDone: player.done,
    exercisesTotal: workout.exercises.length,
    restSeconds: Math.round(player.restMs / 1000),
  };
}
