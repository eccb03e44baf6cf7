import { periodChargeKey } from "@ojas/domain";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { postSandboxWebhook, submitSandboxPage } from "../../test/sandbox-page.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import type {
  PaymentGateway,
  SavedMethodCharge,
  SavedMethodChargeRequest,
} from "../payments/gateways/gateway.ts";
import { sandboxGateway, sandboxWebhookBody } from "../payments/gateways/sandbox.ts";
import { chargeSavedMethod } from "../payments/service.ts";
import { paymentAttempts, paymentRefunds, sandboxCharges } from "../payments/tables.ts";
import { changePlan } from "./plan-change.ts";
import { subscriptionEvents, subscriptions } from "./tables.ts";
import { claimNextPeriod } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const DAY = 86_400_000;
const post = (jar: CookieJar, url: string, payload?: object, key?: string) =>
  browse(ctx, jar, { method: "POST", url, payload, headers: key ? { "idempotency-key": key } : {} });

async function payOnPage(checkoutUrl: string, instrument: string) {
  const res = await submitSandboxPage(ctx, checkoutUrl, { pay: instrument });
  expect(res.statusCode, res.body).toBe(303);
}

/** A shopper who bought `planId` on the sandbox page with `instrument`. */
async function buyer(planId: string, instrument = "card-renews") {
  const { jar, user } = await signInByPhone(ctx);
  const created = await post(jar, "/api/subscription/v1/sandbox/create", { planId });
  expect(created.statusCode, created.body).toBe(200);
  const { subscriptionId, checkoutUrl } = created.json().body;
  await payOnPage(checkoutUrl, instrument);
  return { jar, userId: user.id, subscriptionId };
}

const rowOf = async (id: string) =>
  (await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;

describe("POST /api/subscription/v1/{id}/change-plan", () => {
  it("schedules a cheaper plan for the next renewal, charging nothing", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-PRO-FIT");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-LITE-FIT",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.subscription).toMatchObject({
      planId: "PL-SF-PRO-FIT",
      pendingPlanId: "PL-SF-LITE-FIT",
    });
  });

  it("moves to a dearer plan now, charging the prorated difference once per upgrade", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-LITE-FIT");
    const before = await rowOf(subscriptionId);
    const res = await post(
      jar,
      `/api/subscription/v1/${subscriptionId}/change-plan`,
      { planId: "PL-SF-PRO-FIT" },
      "upgrade-0001",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.subscription).toMatchObject({ planId: "PL-SF-PRO-FIT", tier: "PRO" });
    const again = await post(
      jar,
      `/api/subscription/v1/${subscriptionId}/change-plan`,
      { planId: "PL-SF-PRO-FIT" },
      "upgrade-0001",
    );
    expect(again.json().body).toEqual(res.json().body);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(like(paymentAttempts.orderId, `${subscriptionId}:u%`));
    expect(attempts).toHaveLength(1);
    const charges = await ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.gatewayOrderId, attempts[0]!.gatewayOrderId));
    expect(charges).toHaveLength(1);
    const after = await rowOf(subscriptionId);
    // Almost the whole period is left: close to the difference of the two prices for the running period.
    const samePeriod = Math.round((after.periodAmount * before.periodMonths) / after.periodMonths);
    expect(charges[0]!.amount).toBeLessThanOrEqual(samePeriod - before.periodAmount);
    expect(charges[0]!.amount).toBeGreaterThan((samePeriod - before.periodAmount) * 0.95);
  });

  it("leaves the plan as it is when the saved card declines the upgrade, and refuses another kind", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-LITE-FIT", "card-declines");
    const declined = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-FIT",
    });
    expect(declined.json().error.code).toBe(4000);
    expect((await rowOf(subscriptionId)).planId).toBe("PL-SF-LITE-FIT");
    const otherKind = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-NUT",
    });
    expect(otherKind.json().error).toMatchObject({ code: 4000, fields: { planId: expect.any(String) } });
    const stranger = await signInByPhone(ctx);
    const theirs = await post(stranger.jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-FIT",
    });
    expect(theirs.json().error.code).toBe(4040);
  });
});

describe("POST /api/subscription/v1/{id}/update-payment-method", () => {
  it("saves a new method on the gateway page with nothing charged", async () => {
    const { jar, subscriptionId } = await buyer("PL-HS-LITE-NUT");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/update-payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    await payOnPage(res.json().body.checkoutUrl, "upi-autopay");
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "ACTIVE", paymentMethodType: "UPI" });
  });

  it("pays the failed period of a PAST_DUE subscription there, which makes it ACTIVE again", async () => {
    const { jar, userId, subscriptionId } = await buyer("PL-HS-LITE-FIT", "card-declines");
    const row = await rowOf(subscriptionId);
    const start = row.currentPeriodEnd!.getTime();
    const { chargeKey, amount } = await claimNextPeriod(
      ctx.deps.db,
      subscriptionId,
      2,
      start,
      start + 30 * DAY,
    );
    await chargeSavedMethod(ctx.deps, {
      orderId: chargeKey,
      userId,
      market: "IN",
      amount,
      currency: "INR",
      gateway: "sandbox",
      token: row.paymentMethodToken!,
      receipt: chargeKey,
    });
    expect((await rowOf(subscriptionId)).status).toBe("PAST_DUE");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/update-payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    await payOnPage(res.json().body.checkoutUrl, "card-renews");
    expect(await rowOf(subscriptionId)).toMatchObject({
      status: "ACTIVE",
      currentPeriodNumber: 2,
      paymentMethodLabel: "Visa •••• 4242",
    });
    const paid = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, periodChargeKey(subscriptionId, 2)),
          eq(paymentAttempts.status, "SUCCESS"),
        ),
      );
    expect(paid).toHaveLength(1);
  });
});

describe("an upgrade's charge, whoever reports it", () => {
  const eventsOf = async (id: string) =>
    (
      await ctx.deps.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, id))
        .orderBy(asc(subscriptionEvents.id))
    ).map((e) => e.event);
  const upgradeAttempts = (id: string) =>
    ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(like(paymentAttempts.orderId, `${id}:u%`));
  const chargesOf = async (id: string) => {
    const attempts = await upgradeAttempts(id);
    if (attempts.length === 0) return [];
    return ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.gatewayOrderId,
          attempts.map((a) => a.gatewayOrderId),
        ),
      );
  };
  const captured = (gatewayOrderId: string, gatewayPaymentId: string, amount: number) =>
    sandboxWebhookBody({
      outcome: "captured",
      gatewayOrderId,
      gatewayPaymentId,
      amount,
      currency: "INR",
      at: ctx.deps.now(),
    });
  /** Deps whose sandbox does `after` once it has charged, before answering. */
  const sandboxThat = (
    after: (request: SavedMethodChargeRequest, answer: SavedMethodCharge) => Promise<void>,
  ): Deps => {
    const real = sandboxGateway(ctx.deps.config, { db: ctx.deps.db, now: ctx.deps.now });
    const gateway: PaymentGateway = {
      ...real,
      async chargeSavedMethod(request) {
        const answer = await real.chargeSavedMethod(request);
        await after(request, answer);
        return answer;
      },
    };
    return { ...ctx.deps, paymentGateway: (name) => (name === "sandbox" ? gateway : undefined) };
  };

  it("is recorded before the charge and applied with it: UPGRADE_REQUESTED then UPGRADED; a decline says so", async () => {
    const { jar, subscriptionId } = await buyer("PL-GH-LITE-FIT");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-GH-PRO-FIT",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventsOf(subscriptionId)).toEqual([
      "CREATED",
      "FIRST_PAYMENT",
      "UPGRADE_REQUESTED",
      "UPGRADED",
    ]);

    const declining = await buyer("PL-GH-LITE-NUT", "card-declines");
    await post(declining.jar, `/api/subscription/v1/${declining.subscriptionId}/change-plan`, {
      planId: "PL-GH-PRO-NUT",
    });
    expect(await eventsOf(declining.subscriptionId)).toEqual([
      "CREATED",
      "FIRST_PAYMENT",
      "UPGRADE_REQUESTED",
      "UPGRADE_DECLINED",
    ]);
  });

  it("the webhook overtaking the charge's answer: one charge, the plan changed once, the request answered", async () => {
    const { userId, subscriptionId } = await buyer("PL-DR-LITE-FIT");
    const deps = sandboxThat(async (request, answer) => {
      const body = captured(request.gatewayOrderId, answer.gatewayPaymentId, request.amount);
      expect((await postSandboxWebhook(ctx, body)).statusCode).toBe(200);
      expect((await postSandboxWebhook(ctx, body)).json().body.duplicate).toBe(true);
    });
    const answer = await changePlan(deps, userId, subscriptionId, "PL-DR-PRO-FIT", "overtaken-1");
    expect(answer.subscription).toMatchObject({ planId: "PL-DR-PRO-FIT", tier: "PRO" });
    expect(await eventsOf(subscriptionId)).toEqual([
      "CREATED",
      "FIRST_PAYMENT",
      "UPGRADE_REQUESTED",
      "UPGRADED",
    ]);
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    expect(await changePlan(ctx.deps, userId, subscriptionId, "PL-DR-PRO-FIT", "overtaken-1")).toEqual(
      answer,
    );
  });

  it("the process dying between the charge and its record: the webhook applies it, a retry pays nothing more", async () => {
    const { userId, subscriptionId } = await buyer("PL-PD-LITE-FIT");
    let charged: { request: SavedMethodChargeRequest; answer: SavedMethodCharge } | undefined;
    const dying = sandboxThat(async (request, answer) => {
      charged = { request, answer };
      throw new Error("killed after the charge");
    });
    await expect(changePlan(dying, userId, subscriptionId, "PL-PD-PRO-FIT", "crash-1")).rejects.toThrow(
      "killed after the charge",
    );
    expect((await rowOf(subscriptionId)).planId).toBe("PL-PD-LITE-FIT");

    const { request, answer } = charged!;
    const hook = await postSandboxWebhook(
      ctx,
      captured(request.gatewayOrderId, answer.gatewayPaymentId, request.amount),
    );
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await rowOf(subscriptionId)).planId).toBe("PL-PD-PRO-FIT");

    // The shopper's retry of the same request answers the upgraded subscription without a second charge.
    const retried = await changePlan(ctx.deps, userId, subscriptionId, "PL-PD-PRO-FIT", "crash-1");
    expect(retried.subscription.planId).toBe("PL-PD-PRO-FIT");
    expect(await chargesOf(subscriptionId)).toHaveLength(1);
    expect((await upgradeAttempts(subscriptionId)).map((a) => a.status)).toEqual(["SUCCESS"]);
    expect(await eventsOf(subscriptionId)).toEqual([
      "CREATED",
      "FIRST_PAYMENT",
      "UPGRADE_REQUESTED",
      "UPGRADED",
    ]);
  });

  it("a payment for an upgrade the subscription no longer starts from goes back", async () => {
    const { jar, userId, subscriptionId } = await buyer("PL-WL-LITE-NUT");
    let charged: { request: SavedMethodChargeRequest; answer: SavedMethodCharge } | undefined;
    const dying = sandboxThat(async (request, answer) => {
      charged = { request, answer };
      throw new Error("killed after the charge");
    });
    await expect(changePlan(dying, userId, subscriptionId, "PL-WL-PRO-NUT", "late-1")).rejects.toThrow();
    // Cancelled before the gateway's late webhook arrives.
    const cancelled = await post(jar, `/api/subscription/v1/${subscriptionId}/cancel`, {
      atPeriodEnd: false,
      reason: "Changed my mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { request, answer } = charged!;
    await postSandboxWebhook(ctx, captured(request.gatewayOrderId, answer.gatewayPaymentId, request.amount));
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "CANCELLED", planId: "PL-WL-LITE-NUT" });
    const [attempt] = await upgradeAttempts(subscriptionId);
    const refunds = await ctx.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, attempt!.attemptId));
    expect(refunds.map((r) => r.amount)).toEqual([request.amount]);
  });
});
