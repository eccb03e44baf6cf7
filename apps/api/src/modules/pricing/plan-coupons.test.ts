import { randomUUID } from "node:crypto";
import type { Market } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { planInMarket } from "../plans/service.ts";
import { priceWithPlanCoupon, recordPlanCouponUse, releasePlanCouponUse } from "./service.ts";
import { coupons } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function plan(planId: string, market: Market) {
  const found = await planInMarket(ctx.deps, planId, market);
  if (!found?.price) throw new Error(`${planId} not sold in ${market}`);
  return {
    planId,
    tier: found.tier,
    kind: found.kind,
    discountPrice: found.price.discountPrice,
    currency: found.price.currency,
  };
}

const price = async (code: string, planId: string, market: Market, userId: string | null = null) =>
  priceWithPlanCoupon(ctx.deps, { code, userId, market, plan: await plan(planId, market) });

describe("plan coupons", () => {
  it("PLAN20 takes 20% off the first period only, capped per market", async () => {
    for (const [market, cap] of [
      ["IN", 100_000],
      ["AE", 5_000],
      ["US", 2_500],
    ] as const) {
      const p = await plan("PL-WL-PRO-FIT", market);
      const got = await price("plan20", "PL-WL-PRO-FIT", market);
      const expected = Math.min(cap, got.discount);
      expect(got.discount).toBe(expected);
      expect(got.discount).toBeGreaterThan(0);
      expect(got.discount).toBeLessThanOrEqual(cap);
      expect(got).toMatchObject({
        code: "PLAN20",
        firstPeriodAmount: p.discountPrice - got.discount,
        periodAmount: p.discountPrice,
        firstPeriodOnly: true,
      });
    }
    // A price large enough hits the cap.
    const big = await priceWithPlanCoupon(ctx.deps, {
      code: "PLAN20",
      userId: null,
      market: "IN",
      plan: {
        planId: "PL-WL-PRO-FIT",
        tier: "PRO",
        kind: "FITNESS",
        discountPrice: 1_000_000,
        currency: "INR",
      },
    });
    expect(big.discount).toBe(100_000);
  });

  it("COACH10 takes 10% off every period", async () => {
    const p = await plan("PL-WL-LITE-FIT", "IN");
    const got = await price("COACH10", "PL-WL-LITE-FIT", "IN");
    expect(got.discount).toBe(Math.round(p.discountPrice / 1000) * 100);
    expect(got).toMatchObject({ firstPeriodOnly: false, periodAmount: p.discountPrice - got.discount });
    expect(got.firstPeriodAmount).toBe(got.periodAmount);
  });

  it("PROFLAT takes the market's amount off PRO plans and refuses LITE ones", async () => {
    for (const [market, amount] of [
      ["IN", 50_000],
      ["AE", 2_500],
      ["US", 1_000],
    ] as const) {
      const got = await price("PROFLAT", "PL-WL-PRO-FIT", market);
      expect(got.discount).toBe(amount);
    }
    await expect(price("PROFLAT", "PL-WL-LITE-FIT", "IN")).rejects.toMatchObject({ code: 4002 });
  });

  it("refuses unknown, cart-only and expired codes with 4002", async () => {
    await expect(price("NOSUCH", "PL-WL-PRO-FIT", "IN")).rejects.toMatchObject({ code: 4002 });
    await expect(price("WELCOME10", "PL-WL-PRO-FIT", "IN")).rejects.toMatchObject({ code: 4002 });
    await ctx.deps.db.insert(coupons).values({
      code: "OLDPLAN",
      title: "Old",
      description: "Old",
      discountType: "PERCENTAGE",
      value: 10,
      appliesTo: "PLAN",
      validUntil: ctx.deps.now() - 1,
      createdAt: 0,
    });
    ctx.deps.config.catalogueCacheTtlMs = 0;
    await expect(price("OLDPLAN", "PL-WL-PRO-FIT", "IN")).rejects.toMatchObject({
      code: 4002,
      message: "Coupon has expired",
    });
  });

  it("ONCEPLAN is used once per shopper; a use is released with its subscription", async () => {
    const userId = `U-${randomUUID()}`;
    expect((await price("ONCEPLAN", "PL-WL-PRO-FIT", "IN", userId)).discount).toBe(30_000);
    await ctx.deps.db.transaction((tx) =>
      recordPlanCouponUse(tx, { code: "ONCEPLAN", userId, subscriptionId: "SUB-A", at: 1 }),
    );
    await expect(price("ONCEPLAN", "PL-WL-PRO-FIT", "IN", userId)).rejects.toMatchObject({ code: 4002 });
    expect((await price("ONCEPLAN", "PL-WL-PRO-FIT", "IN", `U-${randomUUID()}`)).discount).toBe(30_000);
    expect(await releasePlanCouponUse(ctx.deps.db, "SUB-A")).toBe(1);
    expect((await price("ONCEPLAN", "PL-WL-PRO-FIT", "IN", userId)).discount).toBe(30_000);
  });

  it("two creates at once with a limit-1 coupon: one records its use, the other gets 4002", async () => {
    const userId = `U-${randomUUID()}`;
    const results = await Promise.allSettled(
      ["SUB-R1", "SUB-R2"].map((subscriptionId) =>
        ctx.deps.db.transaction((tx) =>
          recordPlanCouponUse(tx, { code: "ONCEPLAN", userId, subscriptionId, at: 1 }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 4002 });
  });
});

describe("POST /api/pricing/v1/apply-offer-codes/plan", () => {
  const apply = (payload: object, market: Market = "IN") =>
    call(ctx, { method: "POST", url: "/api/pricing/v1/apply-offer-codes/plan", payload, market });

  it("answers the plan's price with the best code", async () => {
    const p = await plan("PL-WL-PRO-FIT", "IN");
    const res = await apply({ planId: "PL-WL-PRO-FIT", offerCodes: ["COACH10", "PROFLAT"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({
      planId: "PL-WL-PRO-FIT",
      discountPrice: p.discountPrice,
      couponCode: "PROFLAT",
      couponDiscount: 50_000,
      firstPeriodAmount: p.discountPrice - 50_000,
      periodAmount: p.discountPrice,
      firstPeriodOnly: true,
      currency: "INR",
    });
  });

  it("4002 for an invalid code, 4040 for an unknown plan, 4000 for a bad body", async () => {
    expect((await apply({ planId: "PL-WL-LITE-FIT", couponCode: "PROFLAT" })).statusCode).toBe(400);
    expect((await apply({ planId: "PL-WL-LITE-FIT", couponCode: "PROFLAT" })).json().error.code).toBe(4002);
    expect((await apply({ planId: "PL-NOPE", couponCode: "PLAN20" })).json().error.code).toBe(4040);
    expect((await apply({ planId: "PL-WL-PRO-FIT" })).json().error.code).toBe(4000);
    expect((await apply({ planId: "PL-WL-PRO-FIT", couponCode: "PLAN20", extra: 1 })).json().error.code).toBe(
      4000,
    );
  });
});

describe("POST /api/pricing/v1/coupons/plan", () => {
  it("lists the market's plan coupons, and for a plan whether each applies", async () => {
    const all = await call(ctx, { method: "POST", url: "/api/pricing/v1/coupons/plan", payload: {} });
    expect(all.statusCode, all.body).toBe(200);
    const codes = all.json().body.coupons.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["PLAN20", "COACH10", "PROFLAT", "ONCEPLAN"]));
    expect(codes).not.toContain("WELCOME10");

    const forLite = await call(ctx, {
      method: "POST",
      url: "/api/pricing/v1/coupons/plan",
      payload: { planId: "PL-SF-LITE-FIT" },
    });
    const byCode = Object.fromEntries(
      forLite.json().body.coupons.map((c: { code: string }) => [c.code, c]),
    ) as Record<
      string,
      { applicable: boolean; discount?: number; reason?: string; firstPeriodOnly: boolean }
    >;
    expect(byCode.PLAN20).toMatchObject({ applicable: true, firstPeriodOnly: true });
    expect(byCode.PLAN20!.discount).toBeGreaterThan(0);
    expect(byCode.PROFLAT).toMatchObject({ applicable: false, reason: expect.any(String) });
    const unknown = await call(ctx, {
      method: "POST",
      url: "/api/pricing/v1/coupons/plan",
      payload: { planId: "PL-NOPE" },
    });
    expect(unknown.json().error.code).toBe(4040);
  });
});
