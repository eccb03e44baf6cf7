import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const get = (jar: CookieJar, url: string) => browse(ctx, jar, { method: "GET", url });

describe("GET /api/subscription/v1/getCurrentActive", () => {
  it("is empty for a shopper without plans", async () => {
    const { jar } = await signInByPhone(ctx);
    expect((await get(jar, "/api/subscription/v1/getCurrentActive")).json().body).toEqual({
      subscriptions: [],
    });
  });

  it("lists the caller's ACTIVE and PAST_DUE subscriptions only, in the subscription shape", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const other = await signInByPhone(ctx);
    const now = Date.now();
    const day = 86_400_000;
    const active = await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "ACTIVE",
      kind: "FITNESS",
      periodStart: now - day,
      periodEnd: now + 29 * day,
    });
    const pastDue = await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "PAST_DUE",
      kind: "NUTRITION",
    });
    await seedSubscription(ctx.deps.db, { userId: user.id, status: "CANCELLED", kind: "FITNESSXNUTRITION" });
    await seedSubscription(ctx.deps.db, { userId: user.id, status: "LAPSED", kind: "FITNESSXNUTRITION" });
    await seedSubscription(ctx.deps.db, { userId: other.user.id, status: "ACTIVE" });
    const res = await get(jar, `/api/subscription/v1/getCurrentActive?userId=${other.user.id}`);
    const subs = res.json().body.subscriptions;
    expect(subs.map((s: { subscriptionId: string }) => s.subscriptionId).sort()).toEqual(
      [active.subscriptionId, pastDue.subscriptionId].sort(),
    );
    expect(subs.find((s: { status: string }) => s.status === "ACTIVE")).toMatchObject({
      planId: active.planId,
      tier: "PRO",
      kind: "FITNESS",
      currentPeriod: { start: now - day, end: now + 29 * day, number: 1 },
      nextChargeAt: now + 29 * day,
      nextChargeAmount: active.amount,
      currency: "INR",
      cancelAtPeriodEnd: false,
    });
  });

  it("needs a session (4011)", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/subscription/v1/getCurrentActive" });
    expect(res.json().error.code).toBe(4011);
  });
});
