// The renewal job on PGlite (docs/decisions/0029-renewals-exactly-once.md): each period charged once,
// dunning to lapse, ends without a charge, missed periods caught up in order, webhooks before and after
// the job's own record, a downgrade taken at the renewal.
import { randomUUID } from "node:crypto";
import { addMonths, DAY_MS, periodChargeKey } from "@ojas/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import type { Deps } from "../../deps.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { postSandboxWebhook } from "../../test/sandbox-page.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { runRenewals, SUBSCRIPTION_NOTICE } from "../../workflows/subscription-jobs.ts";
import type { PaymentGateway } from "../payments/gateways/gateway.ts";
import { sandboxGateway, sandboxWebhookBody } from "../payments/gateways/sandbox.ts";
import { startPayment } from "../payments/service.ts";
import { paymentAttempts, sandboxCharges, sandboxPaymentMethods } from "../payments/tables.ts";
import { planPrices, plans } from "../plans/tables.ts";
import { isProUser, methodChargeKey, sendSubscriptionNotice } from "./service.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";
import { type SeededSubscription, seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

/** Moves the app's clock to `at`. */
const setNow = (at: number) => {
  ctx.clock.offset = at - Date.now();
};

async function monthlyPlan(tier: "PRO" | "LITE", kind = "FITNESS") {
  const [plan] = await ctx.deps.db
    .select({ planId: plans.planId, price: planPrices.discountPrice })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planId, plans.planId))
    .where(and(eq(plans.tier, tier), eq(plans.kind, kind), eq(plans.months, 1), eq(planPrices.market, "IN")))
    .limit(1);
  if (!plan) throw new Error(`No monthly ${tier} ${kind} plan seeded`);
  return plan;
}

/** A subscription whose period ends at `periodEnd`, with a sandbox method that approves or declines. */
async function seedDue(
  input: Partial<SeededSubscription> & {
    periodEnd: number;
    behaviour?: "APPROVE" | "DECLINE" | "NONE";
    patch?: Partial<typeof subscriptions.$inferInsert>;
  },
) {
  const { behaviour = "APPROVE", patch, ...rest } = input;
  const token = behaviour === "NONE" ? null : `pm_test_${randomUUID()}`;
  if (token) {
    await ctx.deps.db.insert(sandboxPaymentMethods).values({
      token,
      type: "CARD",
      label: behaviour === "APPROVE" ? "Visa •••• 4242" : "Mastercard •••• 0341",
      behaviour,
      createdAt: new Date(),
    });
  }
  const plan = await monthlyPlan("PRO");
  const userId = input.userId ?? `U-RENEW-${randomUUID()}`;
  const seeded = await seedSubscription(ctx.deps.db, {
    userId,
    status: "ACTIVE",
    planId: plan.planId,
    periodStart: addMonths(input.periodEnd, -1),
    paymentMethodToken: token,
    ...rest,
  });
  if (patch) {
    await ctx.deps.db
      .update(subscriptions)
      .set(patch)
      .where(eq(subscriptions.subscriptionId, seeded.subscriptionId));
  }
  return { ...seeded, token, userId };
}

const subscriptionOf = async (id: string) =>
  (await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;
const periodsOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, id))
    .orderBy(asc(subscriptionPeriods.number));
const eventsOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.id));
/** The sandbox's charges for one period's key, oldest first. */
const chargesOf = (id: string, number: number) =>
  ctx.deps.db
    .select({ outcome: sandboxCharges.outcome, amount: sandboxCharges.amount, at: sandboxCharges.createdAt })
    .from(sandboxCharges)
    .innerJoin(paymentAttempts, eq(paymentAttempts.gatewayOrderId, sandboxCharges.gatewayOrderId))
    .where(eq(paymentAttempts.orderId, periodChargeKey(id, number)))
    .orderBy(asc(sandboxCharges.createdAt));
const noticesOf = async (id: string) =>
  rowsOf<{ data: { event: string; periodNumber: number } }>(
    await ctx.deps.db.execute(
      sql`select data from pgboss.job where name = ${SUBSCRIPTION_NOTICE} and data->>'subscriptionId' = ${id} order by created_on`,
    ),
  ).map((r) => `${r.data.event}:${r.data.periodNumber}`);

describe("the renewal job", () => {
  it("charges the next period once, moves the subscription on and queues a receipt", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end });
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    await runRenewals(ctx.deps);

    const row = await subscriptionOf(sub.subscriptionId);
    expect(row).toMatchObject({ status: "ACTIVE", currentPeriodNumber: 2, failedCharges: 0 });
    expect(row.currentPeriodStart?.getTime()).toBe(end);
    expect(row.nextChargeAt?.getTime()).toBe(addMonths(end, 1));
    const periods = await periodsOf(sub.subscriptionId);
    expect(periods.map((p) => [p.number, p.status])).toEqual([
      [1, "PAID"],
      [2, "PAID"],
    ]);
    expect(periods[1]!.end.getTime()).toBe(addMonths(end, 1));
    expect(await chargesOf(sub.subscriptionId, 2)).toEqual([
      expect.objectContaining({ outcome: "captured", amount: sub.amount }),
    ]);
    expect((await eventsOf(sub.subscriptionId)).map((e) => e.event)).toEqual(["RENEWED"]);
    expect(await noticesOf(sub.subscriptionId)).toEqual(["RENEWED:2"]);
  });

  it("retries a declined renewal on days 1, 3 and 5, tells the shopper, and lapses at grace end", async () => {
    const { user } = await signInByPhone(ctx);
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end, behaviour: "DECLINE", userId: user.id });
    const tries: [number, number | null][] = [];
    for (const at of [end, end + DAY_MS, end + 3 * DAY_MS, end + 5 * DAY_MS]) {
      setNow(at + 1_000);
      await runRenewals(ctx.deps);
      const row = await subscriptionOf(sub.subscriptionId);
      tries.push([row.failedCharges, row.nextChargeAt?.getTime() ?? null]);
      expect(row.status).toBe("PAST_DUE");
      expect(row.graceEndsAt?.getTime()).toBe(end + 7 * DAY_MS);
      expect(await isProUser(ctx.deps, user.id)).toBe(true);
    }
    expect(tries).toEqual([
      [1, end + DAY_MS],
      [2, end + 3 * DAY_MS],
      [3, end + 5 * DAY_MS],
      [4, null],
    ]);
    // Nothing more is tried before grace ends.
    setNow(end + 6 * DAY_MS);
    await runRenewals(ctx.deps);
    expect(await chargesOf(sub.subscriptionId, 2)).toHaveLength(4);

    setNow(end + 7 * DAY_MS + 1_000);
    await runRenewals(ctx.deps);
    const row = await subscriptionOf(sub.subscriptionId);
    expect(row).toMatchObject({ status: "LAPSED", nextChargeAt: null });
    expect(await isProUser(ctx.deps, user.id)).toBe(false);
    expect((await chargesOf(sub.subscriptionId, 2)).every((c) => c.outcome === "failed")).toBe(true);
    expect((await periodsOf(sub.subscriptionId)).map((p) => p.number)).toEqual([1, 2]);
    expect((await eventsOf(sub.subscriptionId)).map((e) => e.event)).toEqual([
      "RENEWAL_FAILED",
      "RENEWAL_FAILED",
      "RENEWAL_FAILED",
      "RENEWAL_FAILED",
      "LAPSED",
    ]);
    expect(await noticesOf(sub.subscriptionId)).toEqual([
      "RENEWAL_FAILED:2",
      "RENEWAL_FAILED:2",
      "RENEWAL_FAILED:2",
      "RENEWAL_FAILED:2",
      "LAPSED:2",
    ]);
    // The notices reach the shopper (by SMS: the account has only a phone).
    expect(
      await sendSubscriptionNotice(ctx.deps, {
        subscriptionId: sub.subscriptionId,
        event: "LAPSED",
        periodNumber: 2,
        failures: 4,
      }),
    ).toBe(true);
    const outbox = await call(ctx, {
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(user.phoneNumber!)}`,
    });
    expect(outbox.json().body.messages[0].text).toContain("has ended because its renewal payment");
  });

  it("recovers a failing renewal once the shopper saves a new method on the gateway page", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end, behaviour: "DECLINE" });
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({ status: "PAST_DUE", failedCharges: 1 });

    // The method update: a PAYMENT_METHOD payment of nothing, captured with a card that renews.
    const orderId = methodChargeKey(sub.subscriptionId, 1);
    const started = await startPayment(ctx.deps, {
      orderId,
      userId: sub.userId,
      amount: 0,
      currency: "INR",
      market: "IN",
      receipt: orderId,
      purpose: "PAYMENT_METHOD",
      saveMethod: true,
    });
    const token = `pm_test_${randomUUID()}`;
    await ctx.deps.db
      .insert(sandboxPaymentMethods)
      .values({ token, type: "CARD", label: "Visa •••• 4242", behaviour: "APPROVE", createdAt: new Date() });
    const body = sandboxWebhookBody({
      outcome: "captured",
      savedMethod: { token, type: "CARD", label: "Visa •••• 4242" },
      gatewayOrderId: started.gatewayOrderId,
      gatewayPaymentId: `pay_Method${randomUUID().slice(0, 8)}`,
      amount: 0,
      currency: "INR",
      at: end + 2_000,
    });
    expect((await webhook(body)).statusCode).toBe(200);
    setNow(end + 3_000);
    await runRenewals(ctx.deps);

    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({
      status: "ACTIVE",
      failedCharges: 0,
      graceEndsAt: null,
      paymentMethodToken: token,
      currentPeriodNumber: 2,
    });
    expect((await chargesOf(sub.subscriptionId, 2)).map((c) => c.outcome)).toEqual(["failed", "captured"]);
    expect((await eventsOf(sub.subscriptionId)).map((e) => e.event)).toEqual([
      "RENEWAL_FAILED",
      "PAYMENT_METHOD_UPDATED",
      "RENEWED",
    ]);
  });

  it("ends a subscription cancelled at the period's end without charging it", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({
      periodEnd: end,
      nextChargeAt: null,
      patch: { cancelAtPeriodEnd: true, cancelReason: "Too busy" },
    });
    setNow(end - 1_000);
    await runRenewals(ctx.deps);
    expect((await subscriptionOf(sub.subscriptionId)).status).toBe("ACTIVE");
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({
      status: "CANCELLED",
      nextChargeAt: null,
    });
    expect(await periodsOf(sub.subscriptionId)).toHaveLength(1);
    expect(await chargesOf(sub.subscriptionId, 2)).toEqual([]);
    expect((await eventsOf(sub.subscriptionId)).map((e) => [e.event, e.toStatus])).toEqual([
      ["ENDED", "CANCELLED"],
    ]);
    expect(await noticesOf(sub.subscriptionId)).toEqual(["ENDED:1"]);
  });

  it("ends a subscription with no saved payment method at its period's end", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end, behaviour: "NONE" });
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({
      status: "CANCELLED",
      cancelReason: "No saved payment method",
    });
    expect(await periodsOf(sub.subscriptionId)).toHaveLength(1);
  });

  it("charges periods missed while the job did not run, each once and in order", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end });
    // Three months later: the periods starting at end, end + 1 and end + 2 months are all due.
    setNow(addMonths(end, 2) + 60_000);
    const run = await runRenewals(ctx.deps);
    expect(run.renewed).toBeGreaterThanOrEqual(3);
    await runRenewals(ctx.deps);
    const periods = await periodsOf(sub.subscriptionId);
    expect(periods.map((p) => [p.number, p.status, p.start.getTime(), p.end.getTime()])).toEqual([
      [1, "PAID", addMonths(end, -1), end],
      [2, "PAID", end, addMonths(end, 1)],
      [3, "PAID", addMonths(end, 1), addMonths(end, 2)],
      [4, "PAID", addMonths(end, 2), addMonths(end, 3)],
    ]);
    for (const n of [2, 3, 4]) expect(await chargesOf(sub.subscriptionId, n)).toHaveLength(1);
    const events = await eventsOf(sub.subscriptionId);
    expect(events.map((e) => [e.event, (e.detail as { period?: number } | null)?.period])).toEqual([
      ["RENEWED", 2],
      ["RENEWED", 3],
      ["RENEWED", 4],
    ]);
    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({
      currentPeriodNumber: 4,
      status: "ACTIVE",
    });
  });

  it("takes a pending downgrade at the renewal: the period is on the cheaper plan at its price", async () => {
    const end = Date.now() + 60_000;
    const lite = await monthlyPlan("LITE");
    const sub = await seedDue({ periodEnd: end, patch: { pendingPlanId: lite.planId } });
    expect(lite.price).toBeLessThan(sub.amount);
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    const [, second] = await periodsOf(sub.subscriptionId);
    expect(second).toMatchObject({ planId: lite.planId, amount: lite.price, status: "PAID" });
    expect(await chargesOf(sub.subscriptionId, 2)).toEqual([expect.objectContaining({ amount: lite.price })]);
    expect(await subscriptionOf(sub.subscriptionId)).toMatchObject({
      planId: lite.planId,
      tier: "LITE",
      periodAmount: lite.price,
      pendingPlanId: null,
    });
  });
});

const webhook = (body: string) => postSandboxWebhook(ctx, body);

const capturedWebhook = (gatewayOrderId: string, gatewayPaymentId: string, amount: number, at: number) =>
  sandboxWebhookBody({ outcome: "captured", gatewayOrderId, gatewayPaymentId, amount, currency: "INR", at });

describe("the gateway's webhook for a renewal", () => {
  it("arriving after the job's own record changes nothing, however often it comes", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end });
    setNow(end + 1_000);
    await runRenewals(ctx.deps);
    const [attempt] = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, periodChargeKey(sub.subscriptionId, 2)));
    const body = capturedWebhook(attempt!.gatewayOrderId, attempt!.gatewayPaymentId!, sub.amount, end);
    expect((await webhook(body)).statusCode).toBe(200);
    expect((await webhook(body)).json().body.duplicate).toBe(true);
    await runRenewals(ctx.deps);
    expect((await periodsOf(sub.subscriptionId)).filter((p) => p.status === "PAID")).toHaveLength(2);
    expect((await eventsOf(sub.subscriptionId)).map((e) => e.event)).toEqual(["RENEWED"]);
    expect(await chargesOf(sub.subscriptionId, 2)).toHaveLength(1);
  });

  it("arriving before the job records the charge's answer: one paid period, one RENEWED", async () => {
    const end = Date.now() + 60_000;
    const sub = await seedDue({ periodEnd: end });
    setNow(end + 1_000);
    // A sandbox whose webhook overtakes its answer: delivered (twice) between the charge and the reply.
    const real = sandboxGateway(ctx.deps.config, { db: ctx.deps.db, now: ctx.deps.now });
    const racing: PaymentGateway = {
      ...real,
      async chargeSavedMethod(request) {
        const answer = await real.chargeSavedMethod(request);
        const body = capturedWebhook(request.gatewayOrderId, answer.gatewayPaymentId, request.amount, end);
        expect((await webhook(body)).statusCode).toBe(200);
        expect((await webhook(body)).json().body.duplicate).toBe(true);
        return answer;
      },
    };
    const deps: Deps = { ...ctx.deps, paymentGateway: (name) => (name === "sandbox" ? racing : undefined) };
    await runRenewals(deps);
    await runRenewals(deps);
    const periods = await periodsOf(sub.subscriptionId);
    expect(periods.map((p) => p.status)).toEqual(["PAID", "PAID"]);
    expect((await eventsOf(sub.subscriptionId)).map((e) => e.event)).toEqual(["RENEWED"]);
    expect(await chargesOf(sub.subscriptionId, 2)).toHaveLength(1);
    expect(await noticesOf(sub.subscriptionId)).toEqual(["RENEWED:2"]);
  });
});
