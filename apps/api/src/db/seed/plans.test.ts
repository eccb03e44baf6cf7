import { GOALS, MARKET_INFO, MARKETS, PLAN_KINDS, PLAN_TIERS } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { planPrices, plans } from "../schema.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("plan demo data", () => {
  it("has an issue-based plan for every goal, tier and kind, priced in every market", async () => {
    const rows = await ctx.deps.db.select().from(plans);
    const prices = await ctx.deps.db.select().from(planPrices);
    for (const goal of GOALS) {
      for (const tier of PLAN_TIERS) {
        for (const kind of PLAN_KINDS) {
          const plan = rows.find(
            (p) =>
              p.goal === goal && p.tier === tier && p.kind === kind && p.programType === "ISSUE_BASED_PLAN",
          );
          expect(plan, `${goal} ${tier} ${kind}`).toBeDefined();
          for (const market of MARKETS) {
            const price = prices.find((p) => p.planId === plan!.planId && p.market === market);
            expect(price, `${plan!.planId} ${market}`).toMatchObject({
              currency: MARKET_INFO[market].currency,
            });
            expect(Number.isInteger(price!.basePrice)).toBe(true);
            expect(price!.discountPrice).toBeLessThan(price!.basePrice);
          }
        }
      }
    }
    expect(rows.some((p) => p.programType === "YOUNG_AT_HEART")).toBe(true);
    expect(new Set(rows.map((p) => p.months))).toEqual(new Set([1, 3, 6, 12]));
    for (const plan of rows) {
      expect(plan.features.length).toBeGreaterThan(3);
      expect(plan.coach).toMatchObject({ name: expect.any(String), role: expect.any(String) });
    }
  });

  it("serves the demo sessions around the current time", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/trainer/v1/sessions/demo-finished" });
    expect(res.json().body.endTime).toBeLessThan(ctx.deps.now() - 24 * 3_600_000);
  });
});
