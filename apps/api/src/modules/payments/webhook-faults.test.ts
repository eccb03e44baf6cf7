// Payment webhooks as the network delivers them (docs/operations.md, "Faults"): early (before the
// browser's verify), late (after the payment settled the other way, or after a newer attempt), duplicated,
// reordered, and forged. Each settles an order's payment at most once and a forged one changes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { postSandboxWebhook } from "../../test/sandbox-page.ts";
import { browse, signInByPhone } from "../../test/sign-in.ts";
import { sandboxWebhookBody } from "./gateways/sandbox.ts";
import { webhookSignature } from "./gateways/signature.ts";
import { latestPayment } from "./service.ts";
import { webhookEvents } from "./tables.ts";
import { recordEvents, signedProof, startFor } from "./testing.ts";

let ctx: TestContext;
const events = recordEvents();
beforeAll(async () => {
  ctx = await testContext();
  events.start(ctx);
});
afterAll(() => events.stop());

async function pending() {
  const { jar, user } = await signInByPhone(ctx);
  const started = await startFor(ctx, user.id);
  events.watch(started.orderId);
  return { jar, ...started };
}

const body = (
  outcome: "captured" | "failed",
  gatewayOrderId: string,
  gatewayPaymentId: string,
  at = Date.now(),
) => sandboxWebhookBody({ outcome, gatewayOrderId, gatewayPaymentId, amount: 129_900, currency: "INR", at });

const deliver = (payload: string) => postSandboxWebhook(ctx, payload);

describe("payment webhooks that arrive out of step", () => {
  it("early: the webhook captures before the browser's verify, which then answers the same payment", async () => {
    const { jar, orderId, payment } = await pending();
    expect((await deliver(body("captured", payment.gatewayOrderId, "pay_FaultEarly0001"))).statusCode).toBe(
      200,
    );
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "SUCCESS" });
    const verify = await browse(ctx, jar, {
      method: "POST",
      url: "/api/payment/v1/payment/verify",
      payload: signedProof(ctx, orderId, payment.gatewayOrderId, "pay_FaultEarly0001"),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().body.paymentStatus).toBe("SUCCESS");
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("late: a failure delivered after the capture leaves the payment captured", async () => {
    const { orderId, payment } = await pending();
    await deliver(body("captured", payment.gatewayOrderId, "pay_FaultLate00001"));
    const late = await deliver(
      body("failed", payment.gatewayOrderId, "pay_FaultLate00002", Date.now() - 60_000),
    );
    expect(late.statusCode).toBe(200);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "SUCCESS",
      gatewayPaymentId: "pay_FaultLate00001",
    });
    expect(events.of(orderId).map((e) => e.type)).toEqual(["captured"]);
  });

  it("duplicated: the same event delivered five times, also at once, settles once", async () => {
    const { orderId, payment } = await pending();
    const payload = body("captured", payment.gatewayOrderId, "pay_FaultDup000001");
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.filter((a) => a.json().body.duplicate === false)).toHaveLength(1);
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("reordered: a capture delivered before an earlier failure of the same order still wins", async () => {
    const { orderId, payment } = await pending();
    const failedFirst = body("failed", payment.gatewayOrderId, "pay_FaultReord0001", Date.now() - 30_000);
    const capturedLater = body("captured", payment.gatewayOrderId, "pay_FaultReord0002");
    expect((await deliver(capturedLater)).statusCode).toBe(200);
    expect((await deliver(failedFirst)).statusCode).toBe(200);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "SUCCESS",
      gatewayPaymentId: "pay_FaultReord0002",
    });
    expect(events.of(orderId).map((e) => e.type)).toEqual(["captured"]);
  });

  it("forged: a bad signature answers 400/4014, stores no event and changes nothing", async () => {
    const { orderId, payment } = await pending();
    const payload = body("captured", payment.gatewayOrderId, "pay_FaultForged001");
    const forged = await call(ctx, {
      method: "POST",
      url: "/api/payment/v1/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature("not-the-shop-webhook-secret", payload),
        "x-razorpay-event-id": "evt_FaultForged001",
      },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe(4014);
    const stored = await ctx.deps.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.gateway, "sandbox"), eq(webhookEvents.eventId, "evt_FaultForged001")));
    expect(stored).toHaveLength(0);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
    expect(events.of(orderId)).toHaveLength(0);
  });
});
