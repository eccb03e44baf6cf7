import { GOALS, MARKET_INFO, monthPlansPath, type Plan } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { recordPlanCouponUse } from "../pricing/service.ts";
import { seedSubscription } from "../subscriptions/testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function plansOf(
  kind: Parameters<typeof monthPlansPath>[0],
  payload: object,
  options: { market?: "IN" | "AE" | "US"; jar?: CookieJar } = {},
): Promise<Plan[]> {
  const res = await browse(ctx, options.jar ?? new CookieJar(), {
    method: "POST",
    url: monthPlansPath(kind),
    payload,
    market: options.market,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.plans;
}

describe("POST /api/subscription/plan/v2/platform/getAllMonthPlansForGoalAnd{Kind}", () => {
  it("answers the kind's issue-based plans for every goal, priced in the market, in goal order", async () => {
    for (const market of ["IN", "AE", "US"] as const) {
      const plans = await plansOf("FITNESS", {}, { market });
      expect(plans.length).toBe(GOALS.length * 2);
      for (const plan of plans) {
        expect(plan).toMatchObject({
          kind: "FITNESS",
          programType: "ISSUE_BASED_PLAN",
          currency: MARKET_INFO[market].currency,
          canBuy: true,
        });
        expect(plan.discountPrice).toBeLessThan(plan.basePrice);
        expect(plan.features.length).toBeGreaterThan(3);
        expect(plan.coach?.name).toEqual(expect.any(String));
      }
      const goalOrder = plans.map((p) => GOALS.indexOf(p.goal));
      expect(goalOrder).toEqual([...goalOrder].sort((a, b) => a - b));
    }
  });

  it("has one path per kind", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/subscription/plan/v2/platform/getAllMonthPlansForGoalAndFitnessXNutrition",
      payload: { healthGoals: ["weight-loss"] },
    });
    const plans: Plan[] = res.json().body.plans;
    expect(plans.map((p) => [p.kind, p.goal, p.tier])).toEqual([
      ["FITNESSXNUTRITION", "WEIGHT_LOSS", "LITE"],
      ["FITNESSXNUTRITION", "WEIGHT_LOSS", "PRO"],
    ]);
    const nutrition = await plansOf("NUTRITION", { healthGoals: ["GUT_HEALTH"] });
    expect(new Set(nutrition.map((p) => `${p.kind} ${p.goal}`))).toEqual(new Set(["NUTRITION GUT_HEALTH"]));
  });

  it("filters by programme and age group, or includes every programme", async () => {
    const yah = await plansOf("FITNESS", { programType: "YOUNG_AT_HEART" });
    expect(yah.length).toBeGreaterThan(0);
    expect(yah.every((p) => p.programType === "YOUNG_AT_HEART" && p.ageGroup === "50_PLUS")).toBe(true);

    const all = await plansOf("FITNESS", { includeAllPlans: true, healthGoals: ["STAY_FIT"] });
    expect(new Set(all.map((p) => p.programType))).toEqual(new Set(["ISSUE_BASED_PLAN", "YOUNG_AT_HEART"]));
    // Issue-based plans come first within a goal.
    expect(all[0]!.programType).toBe("ISSUE_BASED_PLAN");

    const olderOnly = await plansOf("FITNESS", { includeAllPlans: true, ageGroup: "50_PLUS" });
    expect(olderOnly.map((p) => p.planId).sort()).toEqual(yah.map((p) => p.planId).sort());
    const withoutOlder = await plansOf("FITNESS", {
      includeAllPlans: true,
      healthGoals: ["STAY_FIT"],
      exclusion: { ageGroup: "50_PLUS" },
    });
    expect(withoutOlder.every((p) => p.ageGroup === null)).toBe(true);
    expect(withoutOlder.length).toBe(2);
  });

  it("adds the goals of the goal habits (gabits) named to the goals named", async () => {
    const viaHabit = await plansOf("FITNESS", { gabits: ["GLUCOSE_CHECKS"] });
    expect(new Set(viaHabit.map((p) => p.goal))).toEqual(new Set(["DIABETES_REVERSAL"]));
    const both = await plansOf("FITNESS", { healthGoals: ["GUT_HEALTH"], gabits: ["SPF_EVERY_MORNING"] });
    expect(new Set(both.map((p) => p.goal))).toEqual(new Set(["HEALTHY_SKIN", "GUT_HEALTH"]));
    const res = await call(ctx, {
      method: "POST",
      url: monthPlansPath("FITNESS"),
      payload: { gabits: ["NAP"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it("prices each plan with the best of couponCode, webinarCoupons and cxCoupons that applies to it", async () => {
    const plain = await plansOf("FITNESS", { healthGoals: ["WEIGHT_LOSS"] });
    expect(plain.every((p) => p.offer === undefined)).toBe(true);
    // PROFLAT applies to PRO plans only, COACH10 to every plan; an unknown code is not an error in a list.
    const offered = await plansOf("FITNESS", {
      healthGoals: ["WEIGHT_LOSS"],
      couponCode: "proflat",
      webinarCoupons: ["NOSUCHCODE"],
      cxCoupons: ["COACH10"],
    });
    expect(offered.map((p) => p.planId)).toEqual(plain.map((p) => p.planId));
    const coach10 = await plansOf("FITNESS", { healthGoals: ["WEIGHT_LOSS"], cxCoupons: ["COACH10"] });
    const proflat = await plansOf("FITNESS", { healthGoals: ["WEIGHT_LOSS"], webinarCoupons: ["PROFLAT"] });
    for (const [i, plan] of offered.entries()) {
      const tenPercent = coach10[i]!.offer!;
      expect(tenPercent).toMatchObject({ couponCode: "COACH10", firstPeriodOnly: false });
      expect(tenPercent.periodAmount).toBe(plan.discountPrice - tenPercent.discount);
      const flat = proflat[i]!.offer;
      expect(plan.offer!.firstPeriodAmount).toBe(plan.discountPrice - plan.offer!.discount);
      if (plan.tier === "LITE") {
        expect(flat).toBeUndefined();
        expect(plan.offer).toEqual(tenPercent);
      } else {
        expect(flat).toMatchObject({ couponCode: "PROFLAT", periodAmount: plan.discountPrice });
        expect(plan.offer).toEqual(flat!.discount > tenPercent.discount ? flat : tenPercent);
      }
    }
  });

  it("leaves out an offer the shopper has used up (ONCEPLAN after a subscription with it)", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const before = await plansOf(
      "FITNESS",
      { healthGoals: ["WEIGHT_LOSS"], couponCode: "ONCEPLAN" },
      { jar },
    );
    expect(before.some((p) => p.offer?.couponCode === "ONCEPLAN")).toBe(true);
    const { subscriptionId } = await seedSubscription(ctx.deps.db, { userId: user.id, status: "ACTIVE" });
    await recordPlanCouponUse(ctx.deps.db, {
      code: "ONCEPLAN",
      userId: user.id,
      subscriptionId,
      at: ctx.deps.now(),
    });
    const after = await plansOf("FITNESS", { healthGoals: ["WEIGHT_LOSS"], couponCode: "ONCEPLAN" }, { jar });
    expect(after.every((p) => p.offer === undefined)).toBe(true);
    // Someone else still gets it.
    const anyone = await plansOf("FITNESS", { healthGoals: ["WEIGHT_LOSS"], couponCode: "ONCEPLAN" });
    expect(anyone.some((p) => p.offer?.couponCode === "ONCEPLAN")).toBe(true);
  });

  it("refuses an unknown goal with 4000", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: monthPlansPath("FITNESS"),
      payload: { healthGoals: ["FLY"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it("marks a plan the caller already has running as not buyable, for that caller only", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const [plan] = await plansOf("NUTRITION", { healthGoals: ["HEALTHY_SKIN"] });
    await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "ACTIVE",
      planId: plan!.planId,
      tier: plan!.tier,
    });
    const mine = await plansOf("NUTRITION", { healthGoals: ["HEALTHY_SKIN"] }, { jar });
    expect(mine.find((p) => p.planId === plan!.planId)?.canBuy).toBe(false);
    expect(mine.filter((p) => p.planId !== plan!.planId).every((p) => p.canBuy)).toBe(true);
    const anyone = await plansOf("NUTRITION", { healthGoals: ["HEALTHY_SKIN"] });
    expect(anyone.every((p) => p.canBuy)).toBe(true);
  });
});
