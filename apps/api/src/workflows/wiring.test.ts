// The flows are given, not registered: with every module imported (the harness builds the whole app),
// payments and identity run exactly the flow in the deps they are called with, and nothing else.
import { beforeAll, describe, expect, it } from "vitest";
import type { Deps, Flows } from "../deps.ts";
import { guest, indianSku } from "../modules/cart/test-helpers.ts";
import { mergeGuestInto } from "../modules/identity/service.ts";
import { insertTestOrder, orderRow } from "../modules/orders/test-orders.ts";
import { capturePayment, type PaymentEvent, startPayment } from "../modules/payments/service.ts";
import { signedProof } from "../modules/payments/testing.ts";
import { type TestContext, testContext } from "../test/harness.ts";
import { signInByPhone } from "../test/sign-in.ts";
import { flows } from "./index.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** Flows that only record what they were asked, and change nothing. */
function recordingFlows() {
  const calls: string[] = [];
  const recorded: Flows = {
    paymentSettled: async (_deps, _tx, event: PaymentEvent) => void calls.push(`payment ${event.type}`),
    refundSettled: async (_deps, _tx, event) => void calls.push(`refund ${event.outcome}`),
    guestMerge: async (_deps, guestUserId, userId) => void calls.push(`merge ${guestUserId} ${userId}`),
    orderUndone: async (_deps, _tx, undone) => void calls.push(`undone ${undone.orderId}`),
  };
  return { calls, deps: (): Deps => ({ ...ctx.deps, flows: recorded }) };
}

describe("the flows", () => {
  it("are the workflows' own functions in the wiring the server and the tests use", () => {
    expect(Object.keys(flows).sort()).toEqual([
      "guestMerge",
      "orderUndone",
      "paymentSettled",
      "refundSettled",
    ]);
    expect(ctx.deps.flows).toMatchObject({
      guestMerge: flows.guestMerge,
      refundSettled: flows.refundSettled,
    });
  });

  it("a captured payment runs the flow it is given, and no module moves the order by itself", async () => {
    const sku = await indianSku(ctx, 10_000);
    const shopper = await guest(ctx);
    const order = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: sku }],
    });
    const payment = await startPayment(ctx.deps, {
      orderId: order.orderId,
      userId: shopper.userId,
      amount: 90_000,
      currency: "INR",
      market: "IN",
      receipt: order.orderId.slice(0, 40),
    });
    const recording = recordingFlows();
    await capturePayment(recording.deps(), signedProof(ctx, order.orderId, payment.gatewayOrderId));
    expect(recording.calls).toEqual(["payment captured"]);
    // Before the flows were given, orders listened on import and the order was placed here.
    expect(await orderRow(ctx, order.orderId)).toMatchObject({
      paymentStatus: "PENDING",
      orderStatus: "CREATED",
    });
  });

  it("a guest signing in runs the merge flow it is given, and no module moves the guest's things itself", async () => {
    const sku = await indianSku(ctx, 10_000);
    const account = await signInByPhone(ctx);
    const visitor = await guest(ctx);
    const order = await insertTestOrder(ctx, {
      userId: visitor.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
    });
    const recording = recordingFlows();
    await mergeGuestInto(recording.deps(), visitor.userId, account.user.id);
    expect(recording.calls).toEqual([`merge ${visitor.userId} ${account.user.id}`]);
    expect((await orderRow(ctx, order.orderId)).userId).toBe(visitor.userId);
  });
});
