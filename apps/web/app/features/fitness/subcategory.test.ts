import { describe, expect, it } from "vitest";
import { exerciseDose, subCategoryFromSlug, subCategorySlug } from "./subcategory.ts";

describe("fitness sub-categories", () => {
  it("maps URL segments to sub-categories and back", () => {
    expect(subCategorySlug("MAT_PILATES")).toBe("mat-pilates");
    expect(subCategoryFromSlug("strength-and-functional")).toBe("STRENGTH_AND_FUNCTIONAL");
    expect(subCategoryFromSlug("Yoga")).toBe("YOGA");
    expect(subCategoryFromSlug("mat_pilates")).toBeNull();
    expect(subCategoryFromSlug("fitbot")).toBeNull();
  });

  it("says how much of an exercise to do", () => {
    expect(exerciseDose({ reps: 12 })).toBe("12 reps");
    expect(exerciseDose({ seconds: 45 })).toBe("45 s");
    expect(exerciseDose({ seconds: 120 })).toBe("2 min");
    expect(exerciseDose({})).toBe("");
  });
});
