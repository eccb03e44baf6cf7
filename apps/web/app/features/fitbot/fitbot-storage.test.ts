import { playerReducer, startPlayer, type Workout } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  loadPending,
  loadSession,
  PENDING_KEY,
  pendingFrom,
  SESSION_KEY,
  savePending,
  saveSession,
  stepsOf,
} from "./fitbot-storage.ts";

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const WORKOUT: Workout = {
  workoutId: "wk",
  title: "Test",
  description: "",
  category: "YOGA",
  level: "All",
  minutes: 1,
  exercises: [
    { exerciseId: "wk-1", name: "Tree", seconds: 5, reps: null, restSeconds: 2, image: "/x.svg", cue: "" },
    { exerciseId: "wk-2", name: "Dog", seconds: null, reps: 4, restSeconds: 0, image: "/y.svg", cue: "" },
  ],
};

describe("FitBot's device storage", () => {
  it("keeps a session under a versioned key and reads it back", () => {
    const storage = memory();
    const player = startPlayer("wk", stepsOf(WORKOUT), 1000);
    saveSession(storage, { workout: WORKOUT, player });
    expect([...storage.map.keys()]).toEqual([SESSION_KEY]);
    expect(SESSION_KEY).toMatch(/\.v\d+$/);
    expect(loadSession(storage)).toEqual({ workout: WORKOUT, player });
    saveSession(storage, null);
    expect(loadSession(storage)).toBeNull();
  });

  it("ignores damaged or mismatched saved data", () => {
    const storage = memory();
    storage.setItem(SESSION_KEY, "{not json");
    expect(loadSession(storage)).toBeNull();
    const player = startPlayer("other", stepsOf(WORKOUT), 0);
    storage.setItem(SESSION_KEY, JSON.stringify({ workout: WORKOUT, player }));
    expect(loadSession(storage)).toBeNull();
    storage.setItem(PENDING_KEY, JSON.stringify({ workoutId: "wk" }));
    expect(loadPending(storage)).toBeNull();
    expect(loadSession(null)).toBeNull();
  });

  it("makes a pending result of a finished session only", () => {
    const steps = stepsOf(WORKOUT);
    let player = startPlayer("wk", steps, 0);
    expect(pendingFrom(WORKOUT, player, "id-12345678")).toBeNull();
    player = playerReducer(player, { type: "tick", now: 5000 }, steps);
    player = playerReducer(player, { type: "tick", now: 7000 }, steps);
    player = playerReducer(player, { type: "complete", now: 17_000 }, steps);
    const pending = pendingFrom(WORKOUT, player, "id-12345678");
    expect(pending).toEqual({
      clientResultId: "id-12345678",
      workoutId: "wk",
      title: "Test",
      category: "YOGA",
      startedAt: 0,
      finishedAt: 17_000,
      exercisesDone: [
        { exerciseId: "wk-1", seconds: 5 },
        { exerciseId: "wk-2", seconds: 10, reps: 4 },
      ],
      exercisesTotal: 2,
      restSeconds: 2,
    });
    const storage = memory();
    savePending(storage, pending);
    expect(loadPending(storage)).toEqual(pending);
  });
});
