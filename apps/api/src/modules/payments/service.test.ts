import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { findAttemptByGatewayOrderId } from "./repository.ts";
import {
  abandonExpiredPayments,
  capturePayment,
  failPayment,
  latestPayment,
  PAYMENT_WINDOW_MS,
  startPayment,
} from "./service.ts";
import { paymentAttempts } from "./tables.ts";
import { newOrderId, recordEvents, signedProof, startFor, watchPayments } from "./testing.ts";

let ctx: TestContext;
const events = recordEvents();
beforeAll(async () => {
  ctx = await testContext();
  events.start(ctx);
});
afterEach(() => {
  ctx.clock.offset = 0;
});
afterAll(() => events.stop());

const userId = () => `u_${randomUUID()}`;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (e instanceof AppError ? e.code : e),
  );

async function started(owner = userId(), options: Parameters<typeof startFor>[2] = {}) {
  const result = await startFor(ctx, owner, options);
  events.watch(result.orderId);
  return { ...result, owner };
}

describe("startPayment", () => {
  it("opens a sandbox payment with a hosted page on the site's origin", async () => {
    const { orderId, payment, owner } = await started();
    expect(payment).toMatchObject({
      gateway: "sandbox",
      amount: 129_900,
      currency: "INR",
      keyId: "ojas_sandbox_key",
    });
    expect(payment.gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(payment.checkoutUrl).toBe(
      `${ctx.deps.config.siteOrigin}/api/payment/sandbox/checkout/${payment.gatewayOrderId}`,
    );
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      orderId,
      userId: owner,
      status: "CREATED",
      returnUrl: `/order/confirmation?orderId=${orderId}`,
    });
  });

  it("uses the market's currency and confirmation path", async () => {
    const { orderId, payment } = await started(userId(), { market: "AE", amount: 14_900 });
    expect(payment.currency).toBe("AED");
    expect((await latestPayment(ctx.deps, orderId))!.returnUrl).toBe(
      `/ae/order/confirmation?orderId=${orderId}`,
    );
    const wrongCurrency = startPayment(ctx.deps, {
      orderId: newOrderId(),
      userId: userId(),
      amount: 100,
      currency: "INR",
      market: "US",
      receipt: "r",
    });
    await expect(wrongCurrency).rejects.toMatchObject({
      code: 4000,
      fields: { currency: "Must be USD in this market" },
    });
  });

  it("refuses bad amounts and receipts with 4000", async () => {
    const base = { userId: userId(), currency: "INR", market: "IN" as const, receipt: "R1" };
    for (const amount of [0, -5, 10.5]) {
      await expect(startPayment(ctx.deps, { ...base, orderId: newOrderId(), amount })).rejects.toMatchObject({
        code: 4000,
        fields: { amount: expect.any(String) },
      });
    }
    const longReceipt = startPayment(ctx.deps, {
      ...base,
      orderId: newOrderId(),
      amount: 100,
      receipt: "x".repeat(41),
    });
    await expect(longReceipt).rejects.toMatchObject({ fields: { receipt: "Must be 1 to 40 characters" } });
  });

  it("keeps return URLs on this site", async () => {
    const owner = userId();
    const ok = await started(owner, { returnUrl: "/us/order/confirmation?from=sandbox" });
    expect((await latestPayment(ctx.deps, ok.orderId))!.returnUrl).toBe(
      "/us/order/confirmation?from=sandbox",
    );
    const absolute = await started(owner, { returnUrl: `${ctx.deps.config.siteOrigin}/order/confirmation` });
    expect((await latestPayment(ctx.deps, absolute.orderId))!.returnUrl).toBe(
      `${ctx.deps.config.siteOrigin}/order/confirmation`,
    );
    for (const returnUrl of [
      "https://evil.example/x",
      "//evil.example/x",
      "/\t/evil.example",
      "/\\evil.example",
    ]) {
      await expect(startFor(ctx, owner, { returnUrl })).rejects.toMatchObject({
        code: 4000,
        fields: { returnUrl: expect.any(String) },
      });
    }
  });

  it("answers 4009 for a second start while the first is pending, also when both race", async () => {
    const { orderId, owner } = await started();
    const again = () =>
      startPayment(ctx.deps, {
        orderId,
        userId: owner,
        amount: 129_900,
        currency: "INR",
        market: "IN",
        receipt: orderId,
      });
    expect(await codeOf(again())).toBe(4009);

    const raceOrder = newOrderId();
    const raceOwner = userId();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        codeOf(
          startPayment(ctx.deps, {
            orderId: raceOrder,
            userId: raceOwner,
            amount: 4_999,
            currency: "INR",
            market: "IN",
            receipt: raceOrder,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r === 4009)).toHaveLength(4);
    const rows = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, raceOrder));
    expect(rows).toHaveLength(1);
  });

  it("allows a new start once the pending attempt is older than 15 minutes, closing the old one", async () => {
    const { orderId, owner, payment } = await started();
    const restart = () =>
      startPayment(ctx.deps, {
        orderId,
        userId: owner,
        amount: 129_900,
        currency: "INR",
        market: "IN",
        receipt: orderId,
      });
    ctx.clock.offset = PAYMENT_WINDOW_MS - 1_000;
    expect(await codeOf(restart())).toBe(4009);
    ctx.clock.offset = PAYMENT_WINDOW_MS + 1_000;
    const second = await restart();
    expect(second.gatewayOrderId).not.toBe(payment.gatewayOrderId);
    const old = await findAttemptByGatewayOrderId(ctx.deps.db, payment.gatewayOrderId);
    expect(old).toMatchObject({ status: "ABANDONED" });
    expect((await latestPayment(ctx.deps, orderId))!.gatewayOrderId).toBe(second.gatewayOrderId);
    // Superseding is not the order's payment failing: no flow runs.
    expect(events.of(orderId)).toHaveLength(0);
  });

  it("refuses to start another user's order (4040) or a paid one (4000)", async () => {
    const { orderId, payment, owner } = await started();
    const asOther = startPayment(ctx.deps, {
      orderId,
      userId: userId(),
      amount: 100,
      currency: "INR",
      market: "IN",
      receipt: "r",
    });
    expect(await codeOf(asOther)).toBe(4040);
    await capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId));
    ctx.clock.offset = PAYMENT_WINDOW_MS + 1_000;
    const paid = startPayment(ctx.deps, {
      orderId,
      userId: owner,
      amount: 100,
      currency: "INR",
      market: "IN",
      receipt: "r",
    });
    await expect(paid).rejects.toMatchObject({
      code: 4000,
      fields: { orderId: "This order is already paid" },
    });
  });
});

describe("capturePayment", () => {
  it("captures once and tells the payment-settled flow inside the same transaction", async () => {
    const { orderId, payment } = await started();
    const seenInTx: string[] = [];
    const stop = watchPayments(ctx, async (_deps, tx: Db, event) => {
      if (event.orderId !== orderId) return;
      const row = await findAttemptByGatewayOrderId(tx, payment.gatewayOrderId);
      seenInTx.push(row!.status);
    });
    try {
      const proof = signedProof(ctx, orderId, payment.gatewayOrderId, "pay_FirstCapture01");
      const first = await capturePayment(ctx.deps, proof);
      expect(first).toMatchObject({
        alreadyCaptured: false,
        attempt: { status: "SUCCESS", gatewayPaymentId: "pay_FirstCapture01" },
      });
      const second = await capturePayment(ctx.deps, proof);
      expect(second).toMatchObject({
        alreadyCaptured: true,
        attempt: { status: "SUCCESS", gatewayPaymentId: "pay_FirstCapture01" },
      });
    } finally {
      stop();
    }
    expect(seenInTx).toEqual(["SUCCESS"]);
    expect(events.of(orderId)).toMatchObject([
      { type: "captured", previousStatus: "CREATED", orderAlreadyPaid: false, attempt: { amount: 129_900 } },
    ]);
  });

  it("captures exactly once when many verifies race", async () => {
    const { orderId, payment } = await started();
    const proof = signedProof(ctx, orderId, payment.gatewayOrderId);
    const results = await Promise.all(Array.from({ length: 6 }, () => capturePayment(ctx.deps, proof)));
    expect(results.filter((r) => !r.alreadyCaptured)).toHaveLength(1);
    expect(events.of(orderId)).toHaveLength(1);
  });

  it("refuses a tampered proof with 4014 and changes nothing", async () => {
    const { orderId, payment, owner } = await started();
    const other = await started(owner);
    const good = signedProof(ctx, orderId, payment.gatewayOrderId);
    const flip = (s: string) => (s[0] === "a" ? "b" : "a") + s.slice(1);
    const tampered = [
      { ...good, signature: flip(good.signature) },
      { ...good, gatewayPaymentId: "pay_SomeoneElses01" },
      { ...good, gatewayOrderId: other.payment.gatewayOrderId },
      { ...good, orderId: other.orderId },
      { ...good, gatewayOrderId: "order_NotAnOrder0001" },
      // Signed with the wrong secret, as a forger would.
      { ...good, signature: "0".repeat(64) },
    ];
    for (const proof of tampered) expect(await codeOf(capturePayment(ctx.deps, proof))).toBe(4014);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "CREATED",
      gatewayPaymentId: null,
    });
    expect(events.of(orderId)).toHaveLength(0);
  });

  it("rolls the capture back when the flow fails, so it can be retried", async () => {
    const { orderId, payment } = await started();
    const stop = watchPayments(ctx, async (_deps, _tx, event) => {
      if (event.orderId === orderId) throw new Error("stock could not be taken");
    });
    const proof = signedProof(ctx, orderId, payment.gatewayOrderId);
    await expect(capturePayment(ctx.deps, proof)).rejects.toThrow("stock could not be taken");
    stop();
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
    expect(await capturePayment(ctx.deps, proof)).toMatchObject({ alreadyCaptured: false });
  });

  it("records a late capture of a superseded attempt and flags a second payment of a paid order", async () => {
    const { orderId, payment, owner } = await started();
    ctx.clock.offset = PAYMENT_WINDOW_MS + 1_000;
    const second = await startPayment(ctx.deps, {
      orderId,
      userId: owner,
      amount: 129_900,
      currency: "INR",
      market: "IN",
      receipt: orderId,
    });
    await capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId, "pay_LateCapture001"));
    const afterFirst = await findAttemptByGatewayOrderId(ctx.deps.db, second.gatewayOrderId);
    expect(afterFirst).toMatchObject({
      status: "ABANDONED",
      failureReason: "The order was paid through another attempt",
    });
    await capturePayment(ctx.deps, signedProof(ctx, orderId, second.gatewayOrderId, "pay_DoublePay0001"));
    expect(events.of(orderId)).toMatchObject([
      { type: "captured", previousStatus: "ABANDONED", orderAlreadyPaid: false },
      { type: "captured", previousStatus: "ABANDONED", orderAlreadyPaid: true },
    ]);
  });
});

describe("failPayment", () => {
  it("fails the open attempt once and tells the payment-settled flow once", async () => {
    const { orderId } = await started();
    expect(await failPayment(ctx.deps, { orderId, reason: "Card declined" })).toEqual({
      orderId,
      status: "FAILED",
      changed: true,
    });
    expect(await failPayment(ctx.deps, { orderId, reason: "Again" })).toMatchObject({
      status: "FAILED",
      changed: false,
    });
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "FAILED",
      failureReason: "Card declined",
    });
    expect(events.of(orderId)).toMatchObject([
      { type: "failed", previousStatus: "CREATED", attempt: { status: "FAILED" } },
    ]);
  });

  it("leaves a captured payment alone and answers 4040 for an order with no payment", async () => {
    const { orderId, payment } = await started();
    await capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId));
    expect(await failPayment(ctx.deps, { orderId, reason: "late", outcome: "ABANDONED" })).toMatchObject({
      status: "SUCCESS",
      changed: false,
    });
    expect(events.of(orderId).map((e) => e.type)).toEqual(["captured"]);
    expect(await codeOf(failPayment(ctx.deps, { orderId: newOrderId(), reason: "x" }))).toBe(4040);
  });

  it("captures once when capture and failure race", async () => {
    const { orderId, payment } = await started();
    await Promise.all([
      failPayment(ctx.deps, { orderId, reason: "left" }),
      capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId)),
    ]);
    const final = await latestPayment(ctx.deps, orderId);
    expect(final!.status).toBe("SUCCESS");
    expect(events.of(orderId).filter((e) => e.type === "captured")).toHaveLength(1);
  });
});

describe("abandonExpiredPayments", () => {
  it("closes attempts past the 15-minute window once, with their flow", async () => {
    const expired = await started();
    const alsoExpired = await started();
    ctx.clock.offset = PAYMENT_WINDOW_MS + 1_000;
    const recent = await started();
    const runs = await Promise.all([abandonExpiredPayments(ctx.deps), abandonExpiredPayments(ctx.deps)]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(2);
    for (const { orderId } of [expired, alsoExpired]) {
      expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
        status: "ABANDONED",
        failureReason: "The 15-minute payment window passed",
      });
      expect(events.of(orderId)).toMatchObject([{ type: "failed", attempt: { status: "ABANDONED" } }]);
    }
    expect(await latestPayment(ctx.deps, recent.orderId)).toMatchObject({ status: "CREATED" });
    await abandonExpiredPayments(ctx.deps);
    expect(events.of(expired.orderId)).toHaveLength(1);
  });
});
