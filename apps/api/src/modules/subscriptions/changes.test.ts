import { DAY_MS, unusedShare } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { paymentRefunds } from "../payments/tables.ts";
import { findSubscription } from "./repository.ts";
import { subscriptionEvents } from "./tables.ts";
import { seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const post = (jar: CookieJar, url: string, payload: object = {}, key?: string) =>
  browse(ctx, jar, { method: "POST", url, payload, headers: key ? { "idempotency-key": key } : {} });
const get = (jar: CookieJar, url: string) => browse(ctx, jar, { method: "GET", url });
const eventsOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(subscriptionEvents.id);

async function shopperWith(options: Partial<Parameters<typeof seedSubscription>[1]> = {}) {
  const { jar, user } = await signInByPhone(ctx);
  const now = ctx.deps.now();
  const sub = await seedSubscription(ctx.deps.db, {
    userId: user.id,
    status: "ACTIVE",
    kind: "FITNESS",
    periodStart: now - 10 * DAY_MS,
    periodEnd: now + 20 * DAY_MS,
    paymentMethodToken: "sbx_pm_test",
    paid: true,
    now,
    ...options,
  });
  return { jar, user, sub, now };
}

describe("GET /api/subscription/v1/mine", () => {
  it("lists every subscription of the caller, newest first, with periods and invoice links", async () => {
    const { jar, user, sub } = await shopperWith();
    const older = await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "CANCELLED",
      kind: "NUTRITION",
      periodStart: ctx.deps.now() - 90 * DAY_MS,
    });
    const res = await get(jar, "/api/subscription/v1/mine");
    expect(res.statusCode).toBe(200);
    const subs = res.json().body.subscriptions;
    expect(subs.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([
      sub.subscriptionId,
      older.subscriptionId,
    ]);
    expect(subs[0].periods).toEqual([
      expect.objectContaining({
        number: 1,
        amount: sub.amount,
        status: "PAID",
        invoiceUrl: `/api/subscription/v1/${sub.subscriptionId}/periods/1/invoice`,
      }),
    ]);
  });

  it("needs a signed-in shopper (4011)", async () => {
    expect((await call(ctx, { method: "GET", url: "/api/subscription/v1/mine" })).json().error.code).toBe(
      4011,
    );
  });
});

describe("cancel and resume", () => {
  it("cancels at the period's end (access stays, no next charge), then resumes", async () => {
    const { jar, sub, now } = await shopperWith();
    const cancelled = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/cancel`, {
      atPeriodEnd: true,
      reason: "Too busy",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().body.subscription).toMatchObject({
      status: "ACTIVE",
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
    const again = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/cancel`, {
      atPeriodEnd: true,
      reason: "Too busy",
    });
    expect(again.json().error.code).toBe(4000);

    const resumed = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/resume`);
    expect(resumed.json().body.subscription).toMatchObject({
      status: "ACTIVE",
      cancelAtPeriodEnd: false,
      nextChargeAt: now + 20 * DAY_MS,
    });
    expect((await eventsOf(sub.subscriptionId)).map((e) => [e.event, e.actor])).toEqual([
      ["CANCEL_AT_PERIOD_END", expect.stringMatching(/^user:/)],
      ["RESUMED", expect.stringMatching(/^user:/)],
    ]);
    // Nothing to resume any more.
    expect((await post(jar, `/api/subscription/v1/${sub.subscriptionId}/resume`)).json().error.code).toBe(
      4000,
    );
  });

  it("does not resume after the period has ended", async () => {
    const now = ctx.deps.now();
    const { jar, sub } = await shopperWith({
      periodStart: now - 31 * DAY_MS,
      periodEnd: now - DAY_MS,
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
    });
    const res = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/resume`);
    expect(res.json().error.code).toBe(4000);
  });

  it("cancels now with a refund of the unused share of the paid period, claimed once", async () => {
    const { jar, sub } = await shopperWith();
    const res = await post(
      jar,
      `/api/subscription/v1/${sub.subscriptionId}/cancel`,
      { atPeriodEnd: false, reason: "Not for me" },
      "cancel-now-1",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().body.subscription).toMatchObject({ status: "CANCELLED", nextChargeAt: null });
    expect(res.json().body.subscription.periods[0]).toMatchObject({ status: "REFUNDED" });
    const row = await findSubscription(ctx.deps.db, sub.subscriptionId);
    const refunds = await ctx.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, `${sub.subscriptionId}:p1`));
    expect(refunds).toHaveLength(1);
    const event = (await eventsOf(sub.subscriptionId)).find((e) => e.event === "CANCELLED_NOW")!;
    const expected = unusedShare(
      sub.amount,
      row!.currentPeriodStart!.getTime(),
      row!.currentPeriodEnd!.getTime(),
      event.at.getTime(),
    );
    expect(refunds[0]).toMatchObject({ refundKey: `sub:${sub.subscriptionId}:p1`, amount: expected });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(sub.amount);

    // The same key answers the first result and changes nothing.
    const repeat = await post(
      jar,
      `/api/subscription/v1/${sub.subscriptionId}/cancel`,
      { atPeriodEnd: false, reason: "Not for me" },
      "cancel-now-1",
    );
    expect(repeat.json().body).toEqual(res.json().body);
    expect((await eventsOf(sub.subscriptionId)).filter((e) => e.event === "CANCELLED_NOW")).toHaveLength(1);
    // The same key for another request is 4090.
    const other = await post(
      jar,
      `/api/subscription/v1/${sub.subscriptionId}/cancel`,
      { atPeriodEnd: true, reason: "Not for me" },
      "cancel-now-1",
    );
    expect(other.json().error.code).toBe(4090);
    // Without the key a second cancel is refused by the status machine.
    const second = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/cancel`, {
      atPeriodEnd: false,
      reason: "Again",
    });
    expect(second.json().error.code).toBe(4000);
  });

  it("does not refund a period that came with a device order", async () => {
    const { jar, sub } = await shopperWith({ sourceOrderId: "OJ-DEVICE-ORDER-1", paid: false });
    const res = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/cancel`, {
      atPeriodEnd: false,
      reason: "Not for me",
    });
    expect(res.json().body.subscription.status).toBe("CANCELLED");
    const refunds = await ctx.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, `${sub.subscriptionId}:p1`));
    expect(refunds).toHaveLength(0);
  });

  it("answers 4040 for another shopper's subscription and changes nothing", async () => {
    const { sub } = await shopperWith();
    const stranger = await signInByPhone(ctx);
    for (const [path, body] of [
      ["cancel", { atPeriodEnd: false, reason: "x" }],
      ["resume", {}],
      ["change-plan", { planId: "anything" }],
      ["update-payment-method", {}],
    ] as const) {
      const res = await post(stranger.jar, `/api/subscription/v1/${sub.subscriptionId}/${path}`, body);
      expect(res.json().error.code, path).toBe(4040);
    }
    expect(
      (await get(stranger.jar, `/api/subscription/v1/${sub.subscriptionId}/periods/1/invoice`)).json().error
        .code,
    ).toBe(4040);
    expect((await findSubscription(ctx.deps.db, sub.subscriptionId))!.status).toBe("ACTIVE");
  });

  it("validates the body (4000)", async () => {
    const { jar, sub } = await shopperWith();
    const res = await post(jar, `/api/subscription/v1/${sub.subscriptionId}/cancel`, { atPeriodEnd: "soon" });
    expect(res.json().error.code).toBe(4000);
  });
});
