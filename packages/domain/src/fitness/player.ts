// The guided workout player's state (docs/product.md, "FitBot"): pure, so the page only feeds it the
// clock and the shopper's presses, and a saved state can be restored after a reload.

/** One exercise as the player needs it: timed (seconds) or counted (reps). */
export interface PlayerStep {
  exerciseId: string;
  seconds: number | null;
  reps: number | null;
  restSeconds: number;
}

/** An exercise the shopper finished: how long it took, and the reps for a counted one. */
export interface DoneExercise {
  exerciseId: string;
  seconds: number;
  reps?: number;
}

export type PlayerPhase = "exercise" | "rest" | "finished";

export interface PlayerState {
  workoutId: string;
  startedAt: number;
  /** The current exercise, or during rest the one that comes next. */
  index: number;
  phase: PlayerPhase;
  /** Countdown of a timed exercise or of a rest; null for a counted exercise (and when finished). */
  remainingMs: number | null;
  /** Time spent on the current exercise so far. */
  elapsedMs: number;
  /** Rest taken between exercises, in total (paused time is not counted). */
  restMs: number;
  paused: boolean;
  /** The clock reading the last tick was counted to; null while paused. */
  lastTickAt: number | null;
  done: DoneExercise[];
  skipped: string[];
  finishedAt: number | null;
}

export type PlayerEvent =
  | { type: "tick"; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "togglePause"; now: number }
  /** Marks a counted exercise done (a timed one too, early). */
  | { type: "complete"; now: number }
  /** Skips the exercise (not counted as done) or the rest. */
  | { type: "skip"; now: number }
  /** Ends the session where it is: what was done so far counts. */
  | { type: "finish"; now: number };

/** A fresh session at the first exercise, running. */
export function startPlayer(workoutId: string, steps: readonly PlayerStep[], now: number): PlayerState {
  const first = steps[0];
  return {
    workoutId,
    startedAt: now,
    index: 0,
    phase: first ? "exercise" : "finished",
    remainingMs: first?.seconds ? first.seconds * 1000 : null,
    elapsedMs: 0,
    restMs: 0,
    paused: false,
    lastTickAt: first ? now : null,
    done: [],
    skipped: [],
    finishedAt: first ? null : now,
  };
}

/** The state as a reloaded page should show it: where it was, paused. */
export function restoredPlayer(state: PlayerState): PlayerState {
  if (state.phase === "finished") return state;
  return { ...state, paused: true, lastTickAt: null };
}

function advanceTo(
  state: PlayerState,
  steps: readonly PlayerStep[],
  index: number,
  now: number,
): PlayerState {
  const step = steps[index];
  if (!step) {
    return { ...state, index, phase: "finished", remainingMs: null, elapsedMs: 0, finishedAt: now };
  }
  return {
    ...state,
    index,
    phase: "exercise",
    remainingMs: step.seconds ? step.seconds * 1000 : null,
    elapsedMs: 0,
  };
}

/** After an exercise ends (done or skipped): its rest, unless it was the last or has none. */
function afterExercise(state: PlayerState, steps: readonly PlayerStep[], now: number): PlayerState {
  const step = steps[state.index];
  const next = state.index + 1;
  if (!step || next >= steps.length || step.restSeconds <= 0) return advanceTo(state, steps, next, now);
  return { ...state, index: next, phase: "rest", remainingMs: step.restSeconds * 1000, elapsedMs: 0 };
}

function completeExercise(state: PlayerState, steps: readonly PlayerStep[], now: number): PlayerState {
  const step = steps[state.index];
  if (!step || state.phase !== "exercise") return state;
  const seconds = step.seconds ?? Math.max(1, Math.round(state.elapsedMs / 1000));
  const entry: DoneExercise = step.reps
    ? { exerciseId: step.exerciseId, seconds, reps: step.reps }
    : { exerciseId: step.exerciseId, seconds };
  return afterExercise({ ...state, done: [...state.done, entry] }, steps, now);
}

function tick(state: PlayerState, steps: readonly PlayerStep[], now: number): PlayerState {
  if (state.paused || state.phase === "finished" || state.lastTickAt === null) return state;
  const dt = Math.max(0, now - state.lastTickAt);
  let next: PlayerState = { ...state, lastTickAt: now };
  if (next.phase === "rest") {
    next.restMs += dt;
    next.remainingMs = (next.remainingMs ?? 0) - dt;
    if (next.remainingMs <= 0) next = advanceTo(next, steps, next.index, now);
    return next;
  }
  next.elapsedMs += dt;
  if (next.remainingMs !== null) {
    next.remainingMs -= dt;
    if (next.remainingMs <= 0) next = completeExercise(next, steps, now);
  }
  return next;
}

/** The player's next state for an event; events that do not apply leave it as it was. */
export function playerReducer(
  state: PlayerState,
  event: PlayerEvent,
  steps: readonly PlayerStep[],
): PlayerState {
  if (state.phase === "finished") return state;
  switch (event.type) {
    case "tick":
      return tick(state, steps, event.now);
    case "pause": {
      if (state.paused) return state;
      const counted = tick(state, steps, event.now);
      if (counted.phase === "finished") return counted;
      return { ...counted, paused: true, lastTickAt: null };
    }
    case "resume":
      return state.paused ? { ...state, paused: false, lastTickAt: event.now } : state;
    case "togglePause":
      return playerReducer(state, { type: state.paused ? "resume" : "pause", now: event.now }, steps);
    case "complete": {
      const counted = tick(state, steps, event.now);
      return counted.phase === "exercise" ? completeExercise(counted, steps, event.now) : counted;
    }
    case "finish": {
      const counted = tick(state, steps, event.now);
      if (counted.phase === "finished") return counted;
      return {
        ...counted,
        phase: "finished",
        remainingMs: null,
        paused: false,
        lastTickAt: null,
        finishedAt: event.now,
      };
    }
    case "skip": {
      const counted = tick(state, steps, event.now);
      if (counted.phase === "rest") return advanceTo(counted, steps, counted.index, event.now);
      if (counted.phase !== "exercise") return counted;
      const step = steps[counted.index];
      const skipped = step ? [...counted.skipped, step.exerciseId] : counted.skipped;
      return afterExercise({ ...counted, skipped }, steps, event.now);
    }
  }
}

/** Whole seconds left on the countdown, for display (rounded up, so it shows 1 until it ends). */
export function secondsLeft(state: PlayerState): number | null {
  return state.remainingMs === null ? null : Math.max(0, Math.ceil(state.remainingMs / 1000));
}

/** Whether a saved value is a player state this version of the page can resume. */
export function isPlayerState(value: unknown): value is PlayerState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.workoutId === "string" &&
    typeof v.startedAt === "number" &&
    typeof v.index === "number" &&
    (v.phase === "exercise" || v.phase === "rest" || v.phase === "finished") &&
    (v.remainingMs === null || typeof v.remainingMs === "number") &&
    typeof v.elapsedMs === "number" &&
    typeof v.restMs === "number" &&
    typeof v.paused === "boolean" &&
    Array.isArray(v.done) &&
    Array.isArray(v.skipped)
  );
}
