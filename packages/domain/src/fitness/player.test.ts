import { describe, expect, it } from "vitest";
import {
  isPlayerState,
  type PlayerEvent,
  type PlayerState,
  type PlayerStep,
  playerReducer,
  restoredPlayer,
  secondsLeft,
  startPlayer,
} from "./player.ts";

const STEPS: PlayerStep[] = [
  { exerciseId: "a", seconds: 30, reps: null, restSeconds: 10 },
  { exerciseId: "b", seconds: null, reps: 12, restSeconds: 15 },
  { exerciseId: "c", seconds: 20, reps: null, restSeconds: 10 },
];

const run = (state: PlayerState, ...events: PlayerEvent[]) =>
  events.reduce((s, e) => playerReducer(s, e, STEPS), state);

describe("the workout player", () => {
  it("counts a timed exercise down, rests, then waits for Done on a counted one", () => {
    let s = startPlayer("w", STEPS, 1000);
    expect(s).toMatchObject({ index: 0, phase: "exercise", remainingMs: 30_000, paused: false });
    s = run(s, { type: "tick", now: 11_000 });
    expect(secondsLeft(s)).toBe(20);
    s = run(s, { type: "tick", now: 31_000 });
    expect(s).toMatchObject({ index: 1, phase: "rest", remainingMs: 10_000 });
    expect(s.done).toEqual([{ exerciseId: "a", seconds: 30 }]);
    s = run(s, { type: "tick", now: 41_000 });
    expect(s).toMatchObject({ index: 1, phase: "exercise", remainingMs: null });
    // A counted exercise has no countdown: it waits, however long, for Done.
    s = run(s, { type: "tick", now: 100_000 });
    expect(s.phase).toBe("exercise");
    s = run(s, { type: "complete", now: 101_000 });
    expect(s.done.at(-1)).toEqual({ exerciseId: "b", seconds: 60, reps: 12 });
    expect(s).toMatchObject({ index: 2, phase: "rest", remainingMs: 15_000 });
  });

  it("finishes after the last exercise without a rest", () => {
    let s = startPlayer("w", STEPS, 0);
    s = run(s, { type: "skip", now: 1000 }, { type: "skip", now: 1000 }); // a, then its rest
    s = run(s, { type: "complete", now: 5000 }, { type: "skip", now: 5000 }); // b, its rest
    s = run(s, { type: "tick", now: 25_000 });
    expect(s).toMatchObject({ phase: "finished", finishedAt: 25_000, remainingMs: null });
    expect(s.done.map((d) => d.exerciseId)).toEqual(["b", "c"]);
    expect(s.skipped).toEqual(["a"]);
    // Nothing moves a finished session.
    expect(run(s, { type: "skip", now: 30_000 }, { type: "tick", now: 40_000 })).toEqual(s);
  });

  it("stops the clock while paused and resumes where it was", () => {
    let s = startPlayer("w", STEPS, 0);
    s = run(s, { type: "pause", now: 5000 });
    expect(s).toMatchObject({ paused: true, remainingMs: 25_000, lastTickAt: null });
    s = run(s, { type: "tick", now: 600_000 });
    expect(s.remainingMs).toBe(25_000);
    s = run(s, { type: "togglePause", now: 600_000 }, { type: "tick", now: 610_000 });
    expect(s).toMatchObject({ paused: false, remainingMs: 15_000, elapsedMs: 15_000 });
    s = run(s, { type: "togglePause", now: 611_000 });
    expect(s.paused).toBe(true);
  });

  it("skips an exercise without counting it, and skips a rest", () => {
    let s = startPlayer("w", STEPS, 0);
    s = run(s, { type: "skip", now: 2000 });
    expect(s).toMatchObject({ index: 1, phase: "rest" });
    expect(s.done).toEqual([]);
    s = run(s, { type: "skip", now: 3000 });
    expect(s).toMatchObject({ index: 1, phase: "exercise", restMs: 1000 });
  });

  it("counts rest time between exercises", () => {
    let s = startPlayer("w", STEPS, 0);
    s = run(s, { type: "tick", now: 30_000 }, { type: "tick", now: 40_000 });
    expect(s.restMs).toBe(10_000);
  });

  it("ends early on finish, keeping what was done", () => {
    let s = startPlayer("w", STEPS, 0);
    s = run(
      s,
      { type: "tick", now: 30_000 },
      { type: "pause", now: 32_000 },
      { type: "finish", now: 90_000 },
    );
    expect(s).toMatchObject({ phase: "finished", finishedAt: 90_000, paused: false });
    expect(s.done).toEqual([{ exerciseId: "a", seconds: 30 }]);
  });

  it("ends at once with no exercises", () => {
    expect(startPlayer("w", [], 7)).toMatchObject({ phase: "finished", finishedAt: 7 });
  });

  it("restores a saved session paused, and recognises only a whole saved state", () => {
    const s = run(startPlayer("w", STEPS, 0), { type: "tick", now: 4000 });
    const saved: unknown = JSON.parse(JSON.stringify(s));
    expect(isPlayerState(saved)).toBe(true);
    const restored = restoredPlayer(saved as PlayerState);
    expect(restored).toMatchObject({ paused: true, lastTickAt: null, remainingMs: 26_000 });
    expect(isPlayerState({ ...s, phase: "warmup" })).toBe(false);
    expect(isPlayerState(null)).toBe(false);
    expect(isPlayerState({ workoutId: "w" })).toBe(false);
  });
});
