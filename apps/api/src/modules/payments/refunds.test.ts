import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { type GatewayRefundRequest, type PaymentGateway, RefundRefusedError } from "./gateways/gateway.ts";
import { sandboxId } from "./gateways/sandbox.ts";
import { gatewayNamed } from "./gateways/select.ts";
import {
  claimRefund,
  REFUND_LEASE_MS,
  REFUND_MAX_TRIES,
  type RefundClaim,
  refundRetryDelay,
  refundsOfOrder,
  sendDueRefunds,
  sendRefund,
} from "./refunds.ts";
import { capturePayment } from "./service.ts";
import { paymentRefunds, sandboxRefunds } from "./tables.ts";
import { signedProof, startFor } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

/** A payment started and captured through the sandbox (payments only: no order behind it). */
async function captured(amount = 129_900) {
  const { orderId, payment } = await startFor(ctx, `u_${randomUUID()}`, { amount });
  const gatewayPaymentId = sandboxId("pay");
  await capturePayment(ctx.deps, signedProof(ctx, orderId, payment.gatewayOrderId, gatewayPaymentId));
  return { orderId, gatewayOrderId: payment.gatewayOrderId, gatewayPaymentId };
}

const claim = (c: Omit<RefundClaim, "at" | "reason">) =>
  ctx.deps.db.transaction((tx) =>
    claimRefund(tx as unknown as Db, { reason: "Test refund", ...c, at: ctx.deps.now() }),
  );

const sandbox = () => gatewayNamed(ctx.deps.config, "sandbox", ctx.deps)!;

/** The sandbox, with its refund call wrapped (counted, slowed, failing). */
function withRefund(
  refund: (real: PaymentGateway, r: GatewayRefundRequest) => ReturnType<PaymentGateway["refund"]>,
) {
  return {
    ...ctx.deps,
    paymentGateway: () => {
      const real = sandbox();
      return { ...real, refund: (r: GatewayRefundRequest) => refund(real, r) };
    },
  } satisfies Deps;
}

const ledgerOf = (gatewayOrderId: string) =>
  ctx.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.gatewayOrderId, gatewayOrderId));

describe("claimRefund", () => {
  it("claims once per key, and never more than was captured less what is refunded", async () => {
    const { orderId } = await captured(129_900);
    const first = await claim({ orderId, key: `order:${orderId}`, amount: 100_000 });
    expect(first).toMatchObject({ amount: 100_000, status: "PENDING", tries: 0, gateway: "sandbox" });
    const again = await claim({ orderId, key: `order:${orderId}`, amount: 5 });
    expect(again!.refundId).toBe(first!.refundId);
    expect((await claim({ orderId, key: "second" }))!.amount).toBe(29_900);
    expect(await claim({ orderId, key: "third" })).toBeUndefined();
    expect((await refundsOfOrder(ctx.deps.db, orderId)).map((r) => r.amount)).toEqual([100_000, 29_900]);
  });

  it("claims one refund for one key however many claims race", async () => {
    const { orderId } = await captured();
    const claims = await Promise.all([1, 2, 3, 4].map(() => claim({ orderId, key: `order:${orderId}` })));
    expect(new Set(claims.map((c) => c!.refundId)).size).toBe(1);
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toHaveLength(1);
  });

  it("claims nothing for a payment that was not captured", async () => {
    const { orderId } = await startFor(ctx, `u_${randomUUID()}`);
    expect(await claim({ orderId, key: `order:${orderId}` })).toBeUndefined();
  });
});

describe("sendRefund", () => {
  it("calls the gateway once however many senders race", async () => {
    const { orderId, gatewayOrderId } = await captured();
    const refund = (await claim({ orderId, key: `order:${orderId}` }))!;
    let calls = 0;
    const counted = withRefund(async (real, r) => {
      calls += 1;
      return real.refund(r);
    });
    await Promise.all([
      sendRefund(counted, refund.refundId),
      sendRefund(counted, refund.refundId),
      sendDueRefunds(counted, { orderId }),
    ]);
    expect(calls).toBe(1);
    const [sent] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(sent).toMatchObject({ status: "PROCESSED", tries: 1, amount: 129_900 });
    expect((await ledgerOf(gatewayOrderId)).map((r) => r.gatewayRefundId)).toEqual([sent!.gatewayRefundId]);
  });

  it("answers a retry whose first answer was lost with the refund the gateway made", async () => {
    const { orderId, gatewayOrderId } = await captured();
    await claim({ orderId, key: `order:${orderId}` });
    const lost = withRefund(async (real, r) => {
      await real.refund(r);
      throw new Error("socket hang up");
    });
    await sendDueRefunds(lost, { orderId });
    const [waiting] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(waiting).toMatchObject({ status: "PENDING", tries: 1, lastError: "socket hang up" });
    expect(await ledgerOf(gatewayOrderId)).toHaveLength(1);

    ctx.clock.offset = refundRetryDelay(1);
    expect(await sendDueRefunds(ctx.deps, { orderId })).toBe(1);
    const [sent] = await refundsOfOrder(ctx.deps.db, orderId);
    const ledger = await ledgerOf(gatewayOrderId);
    expect(ledger).toHaveLength(1);
    expect(sent).toMatchObject({
      status: "PROCESSED",
      tries: 2,
      gatewayRefundId: ledger[0]!.gatewayRefundId,
    });
  });

  it("takes over a refund whose sender died during its call once the lease has passed", async () => {
    const { orderId } = await captured();
    const refund = (await claim({ orderId, key: `order:${orderId}` }))!;
    // What a sender leaves behind when its process stops while the gateway call is out.
    await ctx.deps.db
      .update(paymentRefunds)
      .set({ status: "SENDING", tries: 1, nextTryAt: new Date(ctx.deps.now() + REFUND_LEASE_MS) })
      .where(eq(paymentRefunds.refundId, refund.refundId));
    expect(await sendDueRefunds(ctx.deps, { orderId })).toBe(0);
    expect((await refundsOfOrder(ctx.deps.db, orderId))[0]!.status).toBe("SENDING");
    ctx.clock.offset = REFUND_LEASE_MS;
    expect(await sendDueRefunds(ctx.deps, { orderId })).toBe(1);
    expect((await refundsOfOrder(ctx.deps.db, orderId))[0]).toMatchObject({ status: "PROCESSED", tries: 2 });
  });

  it("waits longer after each failed call and gives up after the last try", async () => {
    const { orderId, gatewayOrderId } = await captured();
    await claim({ orderId, key: `order:${orderId}` });
    const down = withRefund(async () => {
      throw new Error("503 Service Unavailable");
    });
    const waits: number[] = [];
    for (let tries = 1; tries <= REFUND_MAX_TRIES; tries++) {
      await sendDueRefunds(down, { orderId });
      const [row] = await refundsOfOrder(ctx.deps.db, orderId);
      expect(row!.tries).toBe(tries);
      if (row!.status === "PENDING") waits.push(row!.nextTryAt.getTime() - row!.updatedAt.getTime());
      ctx.clock.offset += refundRetryDelay(tries);
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(waits.at(-1)).toBe(3_600_000);
    const [gaveUp] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(gaveUp).toMatchObject({
      status: "FAILED",
      tries: REFUND_MAX_TRIES,
      lastError: "503 Service Unavailable",
    });
    expect(await sendDueRefunds(ctx.deps, { orderId })).toBe(0);
    expect(await ledgerOf(gatewayOrderId)).toEqual([]);
  });
});

describe("the sandbox gateway's refunds", () => {
  const request = (p: Awaited<ReturnType<typeof captured>>, amount: number, key = `k_${randomUUID()}`) => ({
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    amount,
    currency: "INR",
    key,
    notes: { orderId: p.orderId },
  });

  it("refunds a captured payment at once, up to what it captured", async () => {
    const paid = await captured(129_900);
    const first = await sandbox().refund(request(paid, 100_000));
    expect(first).toEqual({
      gatewayRefundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      amount: 100_000,
      status: "processed",
    });
    await expect(sandbox().refund(request(paid, 29_901))).rejects.toThrow(
      new RefundRefusedError("The refund amount 29901 is more than the 29900 left to refund on this payment"),
    );
    await sandbox().refund(request(paid, 29_900));
    await expect(sandbox().refund(request(paid, 1))).rejects.toBeInstanceOf(RefundRefusedError);
    expect((await ledgerOf(paid.gatewayOrderId)).map((r) => r.amount).sort()).toEqual(
      [100_000, 29_900].sort(),
    );
  });

  it("answers the same refund for the same key, however many calls race", async () => {
    const paid = await captured();
    const same = request(paid, 50_000, `k_${randomUUID()}`);
    const answers = await Promise.all([1, 2, 3].map(() => sandbox().refund(same)));
    expect(new Set(answers.map((a) => a.gatewayRefundId)).size).toBe(1);
    expect(await ledgerOf(paid.gatewayOrderId)).toHaveLength(1);
    await expect(sandbox().refund({ ...same, amount: 60_000 })).rejects.toThrow(
      "This refund key was used for another refund",
    );
  });

  it("refuses payments it did not capture, other currencies and amounts that are not positive", async () => {
    const paid = await captured();
    const { orderId, payment } = await startFor(ctx, `u_${randomUUID()}`);
    const open = { orderId, gatewayOrderId: payment.gatewayOrderId, gatewayPaymentId: sandboxId("pay") };
    for (const refused of [
      request(open, 100),
      request({ ...paid, gatewayPaymentId: sandboxId("pay") }, 100),
      { ...request(paid, 100), currency: "USD" },
      request(paid, 0),
      request(paid, 10.5),
    ]) {
      await expect(sandbox().refund(refused)).rejects.toBeInstanceOf(RefundRefusedError);
    }
    expect(await ledgerOf(paid.gatewayOrderId)).toEqual([]);
  });
});
