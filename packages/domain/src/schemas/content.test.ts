import { describe, expect, it } from "vitest";
import { fitnessSubCategoryPageKey, goalPageKey } from "../page-keys.ts";
import {
  articleListQuerySchema,
  fitnessSubCategoryParamSchema,
  goalLandingQuerySchema,
  LANDING_PAGE_KEYS,
  SPLASH_PAGE_KEY,
} from "./content.ts";

describe("content schemas", () => {
  it("derives page keys from goals and sub-categories", () => {
    expect(goalPageKey("PRE_DIABETES_REVERSAL")).toBe("goal-pre-diabetes-reversal");
    expect(fitnessSubCategoryPageKey("STRENGTH_AND_FUNCTIONAL")).toBe("fitness-strength-and-functional");
  });

  it("lists each landing page key once, without the splash row", () => {
    expect(new Set(LANDING_PAGE_KEYS).size).toBe(LANDING_PAGE_KEYS.length);
    expect(LANDING_PAGE_KEYS).not.toContain(SPLASH_PAGE_KEY);
    expect(LANDING_PAGE_KEYS).toContain("goal-gut-health");
  });

  it("accepts enum values in any case and with hyphens, and nothing else", () => {
    expect(fitnessSubCategoryParamSchema.parse("mat-pilates")).toBe("MAT_PILATES");
    expect(fitnessSubCategoryParamSchema.parse("Yoga")).toBe("YOGA");
    expect(fitnessSubCategoryParamSchema.safeParse("ZUMBA").success).toBe(false);
    expect(goalLandingQuerySchema.parse({ goal: "weight_loss", product: "fitnessxnutrition" })).toEqual({
      goal: "WEIGHT_LOSS",
      product: "FITNESSXNUTRITION",
    });
    expect(goalLandingQuerySchema.safeParse({ goal: "WEIGHT_LOSS", program: "OTHER" }).success).toBe(false);
  });

  it("treats a blank search as none and limits its length", () => {
    expect(articleListQuerySchema.parse({ query: "   " }).query).toBeUndefined();
    expect(articleListQuerySchema.parse({ query: " sleep " }).query).toBe("sleep");
    expect(articleListQuerySchema.safeParse({ query: "a".repeat(101) }).success).toBe(false);
    expect(articleListQuerySchema.parse({}).limit).toBe(12);
  });
});
