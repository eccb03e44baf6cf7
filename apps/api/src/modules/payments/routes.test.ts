import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { sandboxWebhookBody } from "./gateways/sandbox.ts";
import { webhookSignature } from "./gateways/signature.ts";
import { capturePayment, latestPayment } from "./service.ts";
import { webhookEvents } from "./tables.ts";
import { recordEvents, signedProof, startFor } from "./testing.ts";

let ctx: TestContext;
const events = recordEvents();
beforeAll(async () => {
  ctx = await testContext();
  events.start(ctx);
});
afterAll(() => events.stop());

async function shopper() {
  const { jar, user } = await signInByPhone(ctx);
  return { jar, userId: user.id };
}

async function guest() {
  const jar = new CookieJar();
  const res = await browse(ctx, jar, { method: "POST", url: "/api/auth/guest", payload: {} });
  return { jar, userId: res.json().body.user.id as string };
}

async function pending(userId: string) {
  const started = await startFor(ctx, userId);
  events.watch(started.orderId);
  return started;
}

const verify = (jar: CookieJar, payload: object) =>
  browse(ctx, jar, { method: "POST", url: "/api/payment/v1/payment/verify", payload });

const unsuccessful = (jar: CookieJar, orderId: string, payload?: object) =>
  browse(ctx, jar, {
    method: "POST",
    url: `/api/payment/v2/payment/unsuccessful?orderId=${encodeURIComponent(orderId)}`,
    ...(payload ? { payload } : {}),
  });

function webhook(body: string, { signature, eventId }: { signature?: string; eventId?: string } = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/v1/webhooks/sandbox",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": signature ?? webhookSignature(ctx.deps.config.secrets.webhook, body),
      ...(eventId ? { "x-razorpay-event-id": eventId } : {}),
    },
    payload: body,
  });
}

const capturedBody = (gatewayOrderId: string, gatewayPaymentId = "pay_WebhookCapt001") =>
  sandboxWebhookBody({
    outcome: "captured",
    gatewayOrderId,
    gatewayPaymentId,
    amount: 129_900,
    currency: "INR",
    at: Date.now(),
  });

const storedEvents = (eventId: string) =>
  ctx.deps.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.gateway, "sandbox"), eq(webhookEvents.eventId, eventId)));

describe("POST /api/payment/v1/payment/verify", () => {
  it("captures the owner's payment and answers the same on a second verify", async () => {
    const { jar, userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const proof = signedProof(ctx, orderId, payment.gatewayOrderId, "pay_RouteVerify001");
    const first = await verify(jar, proof);
    expect(first.statusCode).toBe(200);
    expect(first.json().body).toEqual({
      orderId,
      paymentStatus: "SUCCESS",
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: "pay_RouteVerify001",
    });
    const second = await verify(jar, proof);
    expect(second.statusCode).toBe(200);
    expect(second.json().body).toEqual(first.json().body);
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("works for the guest session that started the payment", async () => {
    const { jar, userId } = await guest();
    const { orderId, payment } = await pending(userId);
    const res = await verify(jar, signedProof(ctx, orderId, payment.gatewayOrderId));
    expect(res.statusCode).toBe(200);
  });

  it("answers 4014 for each tampered field and leaves the payment pending", async () => {
    const { jar, userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const mine = await pending(userId);
    const good = signedProof(ctx, orderId, payment.gatewayOrderId);
    const flipLast = (s: string) => s.slice(0, -1) + (s.endsWith("0") ? "1" : "0");
    for (const proof of [
      { ...good, signature: flipLast(good.signature) },
      { ...good, gatewayPaymentId: `${good.gatewayPaymentId}X` },
      { ...good, gatewayOrderId: mine.payment.gatewayOrderId },
      { ...good, orderId: mine.orderId },
    ]) {
      const res = await verify(jar, proof);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 4014, message: "Payment signature verification failed" });
    }
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
    expect(await latestPayment(ctx.deps, mine.orderId)).toMatchObject({ status: "CREATED" });
    expect(events.of(orderId)).toHaveLength(0);
  });

  it("validates the body (4000) and needs a session (4011)", async () => {
    const { jar } = await shopper();
    const bad = await verify(jar, {
      orderId: "",
      gatewayOrderId: "order 1",
      gatewayPaymentId: "p",
      signature: "xyz",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 4000 });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["gatewayOrderId", "orderId", "signature"]);
    const anonymous = await call(ctx, {
      method: "POST",
      url: "/api/payment/v1/payment/verify",
      payload: signedProof(ctx, "ORD-X", "order_Anything00001"),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 4040 for another shopper's order, even with a valid signature", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const { orderId, payment } = await pending(owner.userId);
    const res = await verify(intruder.jar, signedProof(ctx, orderId, payment.gatewayOrderId));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    const guestIntruder = await guest();
    expect(
      (await verify(guestIntruder.jar, signedProof(ctx, orderId, payment.gatewayOrderId))).statusCode,
    ).toBe(404);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
  });
});

describe("POST /api/payment/v2/payment/unsuccessful", () => {
  it("marks the owner's payment failed once", async () => {
    const { jar, userId } = await shopper();
    const { orderId } = await pending(userId);
    const res = await unsuccessful(jar, orderId, { reason: "Closed the payment window" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ orderId, paymentStatus: "FAILED" });
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "ABANDONED",
      failureReason: "Closed the payment window",
    });
    const again = await unsuccessful(jar, orderId);
    expect(again.json().body).toEqual({ orderId, paymentStatus: "FAILED" });
    expect(events.of(orderId)).toMatchObject([{ type: "failed" }]);
  });

  it("does not undo a captured payment", async () => {
    const { jar, userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    await capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId));
    const res = await unsuccessful(jar, orderId);
    expect(res.json().body).toEqual({ orderId, paymentStatus: "SUCCESS" });
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "SUCCESS" });
  });

  it("answers 4040 for another shopper's order or an unknown one", async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const { orderId } = await pending(owner.userId);
    const res = await unsuccessful(intruder.jar, orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    expect((await unsuccessful(owner.jar, "ORD-NOT-THERE")).statusCode).toBe(404);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
    expect(events.of(orderId)).toHaveLength(0);
  });
});

describe("POST /api/payment/v1/webhooks/{provider}", () => {
  it("captures on a correctly signed event and ignores its replay", async () => {
    const { userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const body = capturedBody(payment.gatewayOrderId);
    const res = await webhook(body, { eventId: "evt_RouteReplay001" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ received: true, duplicate: false });
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "SUCCESS",
      gatewayPaymentId: "pay_WebhookCapt001",
    });
    const replay = await webhook(body, { eventId: "evt_RouteReplay001" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().body).toEqual({ received: true, duplicate: true });
    expect(await storedEvents("evt_RouteReplay001")).toHaveLength(1);
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("keys an event without an id header by its body, so an exact replay is still harmless", async () => {
    const { userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const body = sandboxWebhookBody({
      outcome: "failed",
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: "pay_NoHeaderFail01",
      amount: 129_900,
      currency: "INR",
      at: Date.now(),
    });
    expect((await webhook(body)).json().body.duplicate).toBe(false);
    expect((await webhook(body)).json().body.duplicate).toBe(true);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "FAILED",
      failureReason: "Payment declined by the Ojas Pay sandbox (test card)",
    });
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("refuses a bad signature with 400/4014 and stores nothing", async () => {
    const { userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const body = capturedBody(payment.gatewayOrderId);
    const tamperedBody = body.replace('"amount":129900', '"amount":100');
    for (const attempt of [
      webhook(body, { signature: "f".repeat(64), eventId: "evt_BadSig000001" }),
      webhook(tamperedBody, {
        signature: webhookSignature(ctx.deps.config.secrets.webhook, body),
        eventId: "evt_BadSig000001",
      }),
      webhook(body, {
        signature: webhookSignature("another-secret-entirely", body),
        eventId: "evt_BadSig000001",
      }),
      ctx.app.inject({
        method: "POST",
        url: "/api/payment/v1/webhooks/sandbox",
        headers: { "content-type": "application/json", "x-razorpay-event-id": "evt_BadSig000001" },
        payload: body,
      }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(4014);
    }
    expect(await storedEvents("evt_BadSig000001")).toHaveLength(0);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
  });

  it("after a verify, a webhook for the same payment changes nothing", async () => {
    const { jar, userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const proof = signedProof(ctx, orderId, payment.gatewayOrderId, "pay_VerifyThenHk1");
    expect((await verify(jar, proof)).statusCode).toBe(200);
    const res = await webhook(capturedBody(payment.gatewayOrderId, "pay_VerifyThenHk1"), {
      eventId: "evt_AfterVerify01",
    });
    expect(res.statusCode).toBe(200);
    expect(events.of(orderId)).toHaveLength(1);
    expect((await verify(jar, proof)).json().body.paymentStatus).toBe("SUCCESS");
  });

  it("captures once when verify and webhook arrive together", async () => {
    const { jar, userId } = await shopper();
    const { orderId, payment } = await pending(userId);
    const proof = signedProof(ctx, orderId, payment.gatewayOrderId, "pay_ConcurrentOne1");
    const body = capturedBody(payment.gatewayOrderId, "pay_ConcurrentOne1");
    const responses = await Promise.all(
      [0, 1, 2, 3].flatMap((i) => [verify(jar, proof), webhook(body, { eventId: `evt_Concurrent00${i}` })]),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(events.of(orderId)).toHaveLength(1);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "SUCCESS" });
  });

  it("answers 4040 for an unknown provider and 4000 for a signed body that is not an event", async () => {
    const body = capturedBody("order_Unknown000001");
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/v1/webhooks/paypal",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(ctx.deps.config.secrets.webhook, body),
      },
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const notJson = await webhook("this is not json");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe(4000);
    // A correctly signed event of an order this shop never made is kept and acknowledged.
    const foreign = await webhook(body, { eventId: "evt_ForeignOrder01" });
    expect(foreign.json().body).toEqual({ received: true, duplicate: false });
    expect(await storedEvents("evt_ForeignOrder01")).toHaveLength(1);
  });
});
