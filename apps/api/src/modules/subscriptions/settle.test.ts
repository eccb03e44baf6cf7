import { periodChargeKey } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { submitSandboxPage } from "../../test/sandbox-page.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { sandboxWebhookBody } from "../payments/gateways/sandbox.ts";
import { webhookSignature } from "../payments/gateways/signature.ts";
import {
  abandonExpiredPayments,
  chargeSavedMethod,
  paymentAttemptsOf,
  startPayment,
} from "../payments/service.ts";
import { sandboxCharges } from "../payments/tables.ts";
import { methodChargeKey } from "./service.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";
import { claimNextPeriod, seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const DAY = 86_400_000;
const subOf = async (id: string) =>
  (await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;
const periodOf = async (id: string, number: number) =>
  (
    await ctx.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(and(eq(subscriptionPeriods.subscriptionId, id), eq(subscriptionPeriods.number, number)))
  )[0]!;
const eventsOf = async (id: string) =>
  (
    await ctx.deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(subscriptionEvents.id)
  ).map((e) => e.event);

/** The shopper pays on the sandbox page with a test instrument, which the page saves. */
async function payOnPage(checkoutUrl: string, instrument: string) {
  const path = new URL(checkoutUrl).pathname;
  const page = await ctx.app.inject({ method: "GET", url: path });
  expect(page.body).toContain('name="instrument"');
  const res = await submitSandboxPage(ctx, checkoutUrl, { pay: instrument });
  expect(res.statusCode, res.body).toBe(303);
  return path.split("/").pop()!;
}

/** A PENDING subscription paid on the sandbox page with `instrument`: ACTIVE with that method saved. */
async function bought(instrument = "card-renews") {
  const { user } = await signInByPhone(ctx);
  const seeded = await seedSubscription(ctx.deps.db, { userId: user.id, status: "PENDING", kind: "FITNESS" });
  const payment = await startPayment(ctx.deps, {
    orderId: periodChargeKey(seeded.subscriptionId, 1),
    userId: user.id,
    amount: seeded.amount,
    currency: "INR",
    market: "IN",
    receipt: seeded.subscriptionId,
    purpose: "SUBSCRIPTION",
    saveMethod: true,
    returnUrl: `/plans/order/confirmation?subscriptionId=${seeded.subscriptionId}`,
  });
  await payOnPage(payment.checkoutUrl!, instrument);
  return { ...seeded, userId: user.id };
}

async function renew(sub: Awaited<ReturnType<typeof bought>>) {
  const row = await subOf(sub.subscriptionId);
  const start = row.currentPeriodEnd!.getTime();
  const number = row.currentPeriodNumber + 1;
  const { chargeKey, amount } = await claimNextPeriod(
    ctx.deps.db,
    sub.subscriptionId,
    number,
    start,
    start + 30 * DAY,
  );
  return chargeSavedMethod(ctx.deps, {
    orderId: chargeKey,
    userId: sub.userId,
    market: "IN",
    amount,
    currency: "INR",
    gateway: "sandbox",
    token: row.paymentMethodToken!,
    receipt: chargeKey,
  });
}

describe("a subscription's first payment on the sandbox page", () => {
  it("activates it with the method the shopper chose saved, the first period starting now", async () => {
    const sub = await bought("upi-autopay");
    const row = await subOf(sub.subscriptionId);
    expect(row).toMatchObject({
      status: "ACTIVE",
      currentPeriodNumber: 1,
      paymentMethodType: "UPI",
      paymentMethodLabel: "UPI autopay, shopper@ojaspay",
    });
    expect(row.paymentMethodToken).toMatch(/^token_/);
    expect(ctx.deps.now() - row.currentPeriodStart!.getTime()).toBeLessThan(5_000);
    expect(row.nextChargeAt!.getTime()).toBe(row.currentPeriodEnd!.getTime());
    expect((await periodOf(sub.subscriptionId, 1)).status).toBe("PAID");
    expect(await eventsOf(sub.subscriptionId)).toEqual(["FIRST_PAYMENT"]);
  });

  it("stays PENDING when the first payment fails on the page", async () => {
    const { user } = await signInByPhone(ctx);
    const seeded = await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "PENDING",
      kind: "NUTRITION",
    });
    const payment = await startPayment(ctx.deps, {
      orderId: periodChargeKey(seeded.subscriptionId, 1),
      userId: user.id,
      amount: seeded.amount,
      currency: "INR",
      market: "IN",
      receipt: seeded.subscriptionId,
      purpose: "SUBSCRIPTION",
      saveMethod: true,
    });
    await submitSandboxPage(ctx, payment.checkoutUrl!, "fail");
    expect((await subOf(seeded.subscriptionId)).status).toBe("PENDING");
    expect((await periodOf(seeded.subscriptionId, 1)).status).toBe("FAILED");
    expect(await eventsOf(seeded.subscriptionId)).toEqual(["FIRST_PAYMENT_FAILED"]);
  });
});

describe("charging a saved method", () => {
  it("renews the next period once: a repeated charge of the same period takes no money", async () => {
    const sub = await bought();
    const first = await renew(sub);
    expect(first.outcome).toBe("captured");
    const row = await subOf(sub.subscriptionId);
    expect(row).toMatchObject({ status: "ACTIVE", currentPeriodNumber: 2, failedCharges: 0 });
    expect(row.nextChargeAt!.getTime()).toBe(row.currentPeriodEnd!.getTime());
    const again = await chargeSavedMethod(ctx.deps, {
      orderId: periodChargeKey(sub.subscriptionId, 2),
      userId: sub.userId,
      market: "IN",
      amount: sub.amount,
      currency: "INR",
      gateway: "sandbox",
      token: row.paymentMethodToken!,
      receipt: "again",
    });
    expect(again.attempt.attemptId).toBe(first.attempt.attemptId);
    const charges = await ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.gatewayOrderId, first.attempt.gatewayOrderId));
    expect(charges).toHaveLength(1);
    expect(await eventsOf(sub.subscriptionId)).toEqual(["FIRST_PAYMENT", "RENEWED"]);
  });

  it("a charge said to be the key's first try still finds an open or paid attempt: one attempt, one charge", async () => {
    const sub = await bought();
    const row = await subOf(sub.subscriptionId);
    const start = row.currentPeriodEnd!.getTime();
    const { chargeKey, amount } = await claimNextPeriod(
      ctx.deps.db,
      sub.subscriptionId,
      2,
      start,
      start + 30 * DAY,
    );
    const input = {
      orderId: chargeKey,
      userId: sub.userId,
      market: "IN" as const,
      amount,
      currency: "INR",
      gateway: "sandbox" as const,
      token: row.paymentMethodToken!,
      receipt: chargeKey,
      firstTry: true,
    };
    // A try that died after writing its attempt, before the gateway answered.
    const dying = { ...ctx.deps };
    const sandbox = (await import("../payments/gateways/select.ts")).gatewayFor(ctx.deps, "sandbox")!;
    dying.paymentGateway = () => ({
      ...sandbox,
      async chargeSavedMethod() {
        throw new Error("the process died here");
      },
    });
    await expect(chargeSavedMethod(dying, input)).rejects.toThrow("died");
    const open = await paymentAttemptsOf(ctx.deps, chargeKey);
    expect(open.map((a) => a.status)).toEqual(["CREATED"]);
    // Told again that it is the first try (wrongly): the open attempt is the one charged.
    const paid = await chargeSavedMethod(ctx.deps, input);
    expect(paid).toMatchObject({ outcome: "captured", attempt: { attemptId: open[0]!.attemptId } });
    // And once more, now that it is paid: nothing is written or charged.
    const again = await chargeSavedMethod(ctx.deps, input);
    expect(again).toMatchObject({ outcome: "captured", attempt: { attemptId: open[0]!.attemptId } });
    expect(await paymentAttemptsOf(ctx.deps, chargeKey)).toHaveLength(1);
    const charges = await ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.gatewayOrderId, open[0]!.gatewayOrderId));
    expect(charges).toHaveLength(1);
    expect(await eventsOf(sub.subscriptionId)).toEqual(["FIRST_PAYMENT", "RENEWED"]);
  });

  it("answers the gateway's first charge when a try died after charging, and its webhook changes nothing", async () => {
    const sub = await bought();
    const row = await subOf(sub.subscriptionId);
    const start = row.currentPeriodEnd!.getTime();
    const { chargeKey, amount } = await claimNextPeriod(
      ctx.deps.db,
      sub.subscriptionId,
      2,
      start,
      start + 30 * DAY,
    );
    // The try that died: the charge went through at the gateway, the shop recorded nothing. Make the gateway
    // fail on any new charge, so only the answer to the first one can make the period paid.
    const input = {
      orderId: chargeKey,
      userId: sub.userId,
      market: "IN" as const,
      amount,
      currency: "INR",
      gateway: "sandbox" as const,
      token: row.paymentMethodToken!,
      receipt: chargeKey,
    };
    const realGateway = ctx.deps.paymentGateway;
    let charged = 0;
    const dying = { ...ctx.deps };
    const sandbox = (await import("../payments/gateways/select.ts")).gatewayFor(ctx.deps, "sandbox")!;
    dying.paymentGateway = () => ({
      ...sandbox,
      async chargeSavedMethod(request) {
        charged += 1;
        await sandbox.chargeSavedMethod(request);
        throw new Error("the process died here");
      },
    });
    await expect(chargeSavedMethod(dying, input)).rejects.toThrow("died");
    expect((await periodOf(sub.subscriptionId, 2)).status).toBe("CHARGING");
    // Every instance down for longer than the payment window: the sweep leaves the charge's attempt open,
    // since only a re-send with its gateway order can tell whether the money was taken.
    ctx.clock.offset += 20 * 60_000;
    await abandonExpiredPayments(ctx.deps);
    ctx.deps.paymentGateway = realGateway;
    const retried = await chargeSavedMethod(ctx.deps, input);
    expect(retried.outcome).toBe("captured");
    expect(charged).toBe(1);
    const charges = await ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.gatewayOrderId, retried.attempt.gatewayOrderId));
    expect(charges).toHaveLength(1);

    // The gateway's webhook for that payment, arriving late: a no-op.
    const body = sandboxWebhookBody({
      outcome: "captured",
      gatewayOrderId: retried.attempt.gatewayOrderId,
      gatewayPaymentId: charges[0]!.gatewayPaymentId,
      amount,
      currency: "INR",
      at: ctx.deps.now(),
    });
    const hook = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/v1/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(ctx.deps.config.secrets.webhook, body),
        "x-razorpay-event-id": `evt_late_${sub.subscriptionId}`,
      },
      payload: body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await eventsOf(sub.subscriptionId)).toEqual(["FIRST_PAYMENT", "RENEWED"]);
  });

  it("puts the subscription PAST_DUE when the saved card is declined, retrying a day after the period's end", async () => {
    const sub = await bought("card-declines");
    const before = await subOf(sub.subscriptionId);
    const periodEnd = before.currentPeriodEnd!.getTime();
    const result = await renew(sub);
    expect(result.outcome).toBe("failed");
    const row = await subOf(sub.subscriptionId);
    expect(row).toMatchObject({ status: "PAST_DUE", currentPeriodNumber: 1, failedCharges: 1 });
    expect(row.nextChargeAt!.getTime()).toBe(periodEnd + DAY);
    expect(row.graceEndsAt!.getTime()).toBe(periodEnd + 7 * DAY);
    expect((await periodOf(sub.subscriptionId, 2)).status).toBe("FAILED");
    expect(await eventsOf(sub.subscriptionId)).toEqual(["FIRST_PAYMENT", "RENEWAL_FAILED"]);
  });

  it("saves a new method through the page with nothing charged, and retries a failing one at once", async () => {
    const sub = await bought("card-declines");
    await renew(sub);
    const payment = await startPayment(ctx.deps, {
      orderId: methodChargeKey(sub.subscriptionId, 1),
      userId: sub.userId,
      amount: 0,
      currency: "INR",
      market: "IN",
      receipt: sub.subscriptionId,
      purpose: "PAYMENT_METHOD",
      saveMethod: true,
    });
    const page = await ctx.app.inject({ method: "GET", url: new URL(payment.checkoutUrl!).pathname });
    expect(page.body).toContain("Save payment method");
    await payOnPage(payment.checkoutUrl!, "card-renews");
    const row = await subOf(sub.subscriptionId);
    expect(row).toMatchObject({ status: "PAST_DUE", paymentMethodLabel: "Visa •••• 4242" });
    expect(ctx.deps.now() - row.nextChargeAt!.getTime()).toBeLessThan(5_000);
    expect((await eventsOf(sub.subscriptionId)).at(-1)).toBe("PAYMENT_METHOD_UPDATED");
  });

  it("refuses a zero amount for anything but saving a method", async () => {
    const { user } = await signInByPhone(ctx);
    await expect(
      startPayment(ctx.deps, {
        orderId: "SUB-AAAAAAAAAAAAAAAA:p1",
        userId: user.id,
        amount: 0,
        currency: "INR",
        market: "IN",
        receipt: "x",
        purpose: "SUBSCRIPTION",
      }),
    ).rejects.toMatchObject({ code: 4000 });
  });
});
