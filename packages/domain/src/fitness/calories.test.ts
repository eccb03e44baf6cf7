import { describe, expect, it } from "vitest";
import { estimateCalories, REST_MET, sessionMinutes, type WORKOUT_MET } from "./calories.ts";

describe("estimateCalories", () => {
  it("is MET × kg × hours for exercise time", () => {
    // 30 minutes of aerobic dance at 7.3 MET for 70 kg: 7.3 × 70 × 0.5 = 255.5 → 256.
    expect(estimateCalories({ category: "DANCE", activeSeconds: 1800 })).toBe(256);
    // One hour of yoga at 60 kg: 2.5 × 60 = 150.
    expect(estimateCalories({ category: "YOGA", activeSeconds: 3600, weightKg: 60 })).toBe(150);
  });

  it("counts rest at the rest MET", () => {
    const active = estimateCalories({ category: "STRENGTH_AND_FUNCTIONAL", activeSeconds: 600 });
    const withRest = estimateCalories({
      category: "STRENGTH_AND_FUNCTIONAL",
      activeSeconds: 600,
      restSeconds: 600,
    });
    expect(active).toBe(Math.round(5 * 70 * (600 / 3600)));
    expect(withRest).toBe(Math.round((5 * 600 + REST_MET * 600) * (70 / 3600)));
  });

  it("orders categories by intensity for the same time", () => {
    const burn = (category: keyof typeof WORKOUT_MET) => estimateCalories({ category, activeSeconds: 1200 });
    expect(burn("DANCE")).toBeGreaterThan(burn("STRENGTH_AND_FUNCTIONAL"));
    expect(burn("STRENGTH_AND_FUNCTIONAL")).toBeGreaterThan(burn("MAT_PILATES"));
    expect(burn("MAT_PILATES")).toBeGreaterThan(burn("YOGA"));
  });

  it("answers 0 for no time and ignores negative or non-finite inputs", () => {
    expect(estimateCalories({ category: "YOGA", activeSeconds: 0 })).toBe(0);
    expect(estimateCalories({ category: "YOGA", activeSeconds: -50, restSeconds: Number.NaN })).toBe(0);
    expect(estimateCalories({ category: "YOGA", activeSeconds: 3600, weightKg: -1 })).toBe(175);
  });
});

describe("sessionMinutes", () => {
  it("rounds to whole minutes, at least one", () => {
    expect(sessionMinutes(0, 20_000)).toBe(1);
    expect(sessionMinutes(0, 150_000)).toBe(3);
    expect(sessionMinutes(0, 0)).toBe(0);
    expect(sessionMinutes(10, 5)).toBe(0);
  });
});
