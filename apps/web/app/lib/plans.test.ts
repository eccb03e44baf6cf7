import type { Plan } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import type { Api } from "./api.ts";
import {
  canBuyPlan,
  durationOptions,
  filterPlans,
  findPlanBySlug,
  initialTier,
  kindFromSlug,
  loadPlanBlock,
  loadPlans,
  monthlyPrice,
  paymentStatusFromSubscriptionStatus,
  planFacets,
  planPath,
  rankPlansByQuiz,
  readPlanOffer,
  readPlanQuiz,
  subscriptionIdFromReturn,
  subscriptionReturnOutcome,
} from "./plans.ts";

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

describe("a plan's page", () => {
  it("lives at /plans/{kind slug}/{plan slug}, and a kind slug names its kind", () => {
    expect(planPath(plan({ kind: "FITNESSXNUTRITION", slug: "stay-fit-pro-3m" }))).toBe(
      "/plans/fitness-nutrition/stay-fit-pro-3m",
    );
    expect(kindFromSlug("nutrition")).toBe("NUTRITION");
    expect(kindFromSlug("fitness-nutrition")).toBe("FITNESSXNUTRITION");
    expect(kindFromSlug("FITNESS")).toBeUndefined();
    expect(kindFromSlug(undefined)).toBeUndefined();
  });

  it("finds a plan by its slug, or none", () => {
    const plans = [plan({ slug: "a" }), plan({ slug: "b", planId: "PL-B" })];
    expect(findPlanBySlug(plans, "b")?.planId).toBe("PL-B");
    expect(findPlanBySlug(plans, "c")).toBeNull();
  });

  it("offers the same goal, kind, tier and programme in its other lengths, shortest first", () => {
    const three = plan({ planId: "PL-3", months: 3 });
    const plans = [
      plan({ planId: "PL-6", months: 6 }),
      three,
      plan({ planId: "PL-1", months: 1 }),
      plan({ planId: "PL-LITE", months: 12, tier: "LITE" }),
      plan({ planId: "PL-SKIN", months: 12, goal: "HEALTHY_SKIN" }),
      plan({ planId: "PL-NUT", months: 12, kind: "NUTRITION" }),
      plan({ planId: "PL-YAH", months: 12, programType: "YOUNG_AT_HEART" }),
    ];
    expect(durationOptions(plans, three).map((p) => p.planId)).toEqual(["PL-1", "PL-3", "PL-6"]);
  });

  it("opens /plans/lite on LITE, and ?tier= on the tier it names", () => {
    expect(initialTier("/plans/lite", new URLSearchParams())).toBe("LITE");
    expect(initialTier("/ae/plans/lite", new URLSearchParams())).toBe("LITE");
    expect(initialTier("/plans", new URLSearchParams())).toBe("ALL");
    expect(initialTier("/plans", new URLSearchParams("tier=pro"))).toBe("PRO");
    expect(initialTier("/plans/lite", new URLSearchParams("tier=ALL"))).toBe("ALL");
    expect(initialTier("/plans", new URLSearchParams("tier=GOLD"))).toBe("ALL");
  });
});

describe("plan coupons", () => {
  const nine = plan({ discountPrice: 900_000, currency: "INR" });

  it("reads the first period's discounted price from the pricing answer", () => {
    expect(
      readPlanOffer(
        "WELCOME10",
        { isValid: true, discount: 50_000, discountedPrice: 850_000, message: "ok" },
        nine,
      ),
    ).toEqual({
      offer: {
        code: "WELCOME10",
        discount: 50_000,
        discountedPrice: 850_000,
        currency: "INR",
        message: "ok",
      },
    });
  });

  it("works the price out from the discount when the answer has none, never below zero", () => {
    expect(readPlanOffer("BIG", { discount: 2_000_000 }, nine)).toMatchObject({
      offer: { discount: 900_000, discountedPrice: 0 },
    });
  });

  it("gives the answer's reason when a code does not apply", () => {
    expect(readPlanOffer("FLAT200", { isValid: false, message: "Not for plans" }, nine)).toEqual({
      invalid: "Not for plans",
    });
  });
});

describe("a subscription's payment status", () => {
  it("maps ACTIVE and PAST_DUE to success, PENDING to pending, the rest to failed", () => {
    expect(paymentStatusFromSubscriptionStatus("ACTIVE")).toBe("success");
    expect(paymentStatusFromSubscriptionStatus("PAST_DUE")).toBe("success");
    expect(paymentStatusFromSubscriptionStatus("PENDING")).toBe("pending");
    expect(paymentStatusFromSubscriptionStatus("CANCELLED")).toBe("failed");
    expect(paymentStatusFromSubscriptionStatus("LAPSED")).toBe("failed");
  });
});

describe("the plan quiz", () => {
  it("keeps only whole, valid answers", () => {
    expect(readPlanQuiz({ goal: "GUT_HEALTH", kind: "NUTRITION", tier: "LITE" })).toEqual({
      goal: "GUT_HEALTH",
      kind: "NUTRITION",
      tier: "LITE",
    });
    expect(readPlanQuiz({ goal: "GUT_HEALTH", kind: "NUTRITION" })).toBeNull();
    expect(readPlanQuiz({ goal: "FLY", kind: "NUTRITION", tier: "LITE" })).toBeNull();
    expect(readPlanQuiz("GUT_HEALTH")).toBeNull();
  });

  it("ranks plans by goal, then kind, then tier, keeping the order of equals", () => {
    const plans = [
      plan({ planId: "A", goal: "STAY_FIT", kind: "NUTRITION", tier: "LITE" }),
      plan({ planId: "B", goal: "GUT_HEALTH", kind: "FITNESS", tier: "PRO" }),
      plan({ planId: "C", goal: "GUT_HEALTH", kind: "NUTRITION", tier: "PRO" }),
      plan({ planId: "D", goal: "GUT_HEALTH", kind: "NUTRITION", tier: "LITE" }),
      plan({ planId: "E", goal: "STAY_FIT", kind: "FITNESS", tier: "PRO" }),
    ];
    const ranked = rankPlansByQuiz(plans, { goal: "GUT_HEALTH", kind: "NUTRITION", tier: "LITE" });
    expect(ranked.map((p) => p.planId)).toEqual(["D", "C", "B", "A", "E"]);
    expect(rankPlansByQuiz(plans, null).map((p) => p.planId)).toEqual(["A", "B", "C", "D", "E"]);
  });
});

describe("the confirmation page's subscription", () => {
  it("is ?subscriptionId=, or the subscription of the period charge the gateway returns as orderId", () => {
    const id = "SUB-ABCDEFGH12345678";
    expect(subscriptionIdFromReturn(new URLSearchParams(`subscriptionId=${id}`))).toBe(id);
    expect(subscriptionIdFromReturn(new URLSearchParams(`orderId=${id}:p1&paymentStatus=failed`))).toBe(id);
    expect(subscriptionIdFromReturn(new URLSearchParams("orderId=OD-123"))).toBeNull();
    expect(subscriptionIdFromReturn(new URLSearchParams("subscriptionId=nope"))).toBeNull();
  });
});

describe("the confirmation page's outcome", () => {
  it("shows a first payment the gateway failed as failed while the subscription waits for another try", () => {
    expect(subscriptionReturnOutcome("PENDING", true)).toBe("failed");
    expect(subscriptionReturnOutcome("PENDING", false)).toBe("pending");
    expect(subscriptionReturnOutcome("ACTIVE", true)).toBe("success");
  });
});
