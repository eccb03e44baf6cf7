import type { Plan } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import type { Api } from "./api.ts";
import { canBuyPlan, filterPlans, loadPlanBlock, loadPlans, monthlyPrice, planFacets } from "./plans.ts";

function plan(overrides: Partial<Plan>): Plan {
  return {
    planId: "PL-X",
    slug: "x",
    name: "X",
    description: "",
    tier: "PRO",
    kind: "FITNESS",
    goal: "WEIGHT_LOSS",
    programType: "ISSUE_BASED_PLAN",
    ageGroup: null,
    months: 3,
    basePrice: 1_199_900,
    discountPrice: 899_900,
    currency: "INR",
    canBuy: true,
    features: [],
    coach: null,
    ...overrides,
  };
}

describe("plans", () => {
  it("lets a signed-in shopper buy any plan, others only what canBuy allows", () => {
    expect(canBuyPlan({ canBuy: false }, true)).toBe(true);
    expect(canBuyPlan({ canBuy: false }, false)).toBe(false);
    expect(canBuyPlan({ canBuy: true }, false)).toBe(true);
  });

  it("filters by tier, kind and goal", () => {
    const plans = [
      plan({ planId: "a", tier: "PRO", kind: "FITNESS", goal: "WEIGHT_LOSS" }),
      plan({ planId: "b", tier: "LITE", kind: "FITNESS", goal: "STAY_FIT" }),
      plan({ planId: "c", tier: "LITE", kind: "NUTRITION", goal: "STAY_FIT" }),
    ];
    const ids = (list: Plan[]) => list.map((p) => p.planId);
    expect(ids(filterPlans(plans, { tier: "ALL" }))).toEqual(["a", "b", "c"]);
    expect(ids(filterPlans(plans, { tier: "LITE" }))).toEqual(["b", "c"]);
    expect(ids(filterPlans(plans, { tier: "LITE", kind: "FITNESS" }))).toEqual(["b"]);
    expect(ids(filterPlans(plans, { tier: "ALL", goal: "WEIGHT_LOSS" }))).toEqual(["a"]);
    expect(planFacets(plans)).toEqual({
      kinds: ["FITNESS", "NUTRITION"],
      goals: ["WEIGHT_LOSS", "STAY_FIT"],
      tiers: ["ALL", "PRO", "LITE"],
    });
    expect(planFacets([plans[1]!]).tiers).toEqual(["ALL", "LITE"]);
  });

  it("rounds the monthly price to a whole unit of the currency", () => {
    expect(monthlyPrice(plan({ discountPrice: 899_900, months: 3 }))).toBe(300_000);
    expect(monthlyPrice(plan({ discountPrice: 14_699, months: 3, currency: "USD" }))).toBe(4_900);
  });

  it("asks every kind when the block names none, and ignores an answer that is not a list", async () => {
    const calls: Array<[string, unknown]> = [];
    const api = {
      post: async (path: string, body: unknown) => {
        calls.push([path, body]);
        return { plans: path.endsWith("AndNutrition") ? null : [plan({ planId: path })] };
      },
    } as unknown as Api;
    const plans = await loadPlans(api, { goal: "GUT_HEALTH" });
    expect(calls.map(([path]) => path.split("GoalAnd")[1])).toEqual([
      "Fitness",
      "Nutrition",
      "FitnessXNutrition",
    ]);
    expect(calls[0]![1]).toEqual({ healthGoals: ["GUT_HEALTH"], programType: undefined });
    expect(plans).toHaveLength(2);
  });

  it("loads a block's plans for the kind it opens on only, without descriptions", async () => {
    const calls: string[] = [];
    const api = {
      post: async (path: string) => {
        calls.push(path.split("GoalAnd")[1]!);
        return { plans: [plan({ planId: path, description: "Long text" })] };
      },
    } as unknown as Api;
    const all = await loadPlanBlock(api, { goal: "STAY_FIT" });
    expect(calls).toEqual(["FitnessXNutrition"]);
    expect(all).toMatchObject({
      kinds: ["FITNESS", "NUTRITION", "FITNESSXNUTRITION"],
      initialKind: "FITNESSXNUTRITION",
    });
    expect(all.query).toEqual({ goal: "STAY_FIT" });
    expect(all.items[0]).not.toHaveProperty("description");

    const preferred = await loadPlanBlock(api, {}, "NUTRITION");
    expect(preferred.initialKind).toBe("NUTRITION");
    // A block of one kind ignores a link's preference for another.
    const fixed = await loadPlanBlock(api, { kind: "FITNESS" }, "NUTRITION");
    expect(fixed).toMatchObject({ kinds: ["FITNESS"], initialKind: "FITNESS" });
    expect(calls.slice(1)).toEqual(["Nutrition", "Fitness"]);
  });

  it("opens on the next kind when the first has no plans for the block", async () => {
    const api = {
      post: async (path: string) => ({ plans: path.endsWith("AndFitness") ? [plan({ planId: "F" })] : [] }),
    } as unknown as Api;
    const block = await loadPlanBlock(api, { programType: "YOUNG_AT_HEART" });
    expect(block.initialKind).toBe("FITNESS");
    expect(block.items.map((p) => p.planId)).toEqual(["F"]);
    const none = await loadPlanBlock({ post: async () => ({ plans: [] }) } as unknown as Api, {});
    expect(none.items).toEqual([]);
  });
});
