import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse } from "../../test/sign-in.ts";
import { sweepOrders } from "../../workflows/order-jobs.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { orderStock } from "../catalogue/tables.ts";
import type { PaymentGateway } from "../payments/gateways/gateway.ts";
import { gatewayNamed } from "../payments/gateways/select.ts";
import { refundsOfOrder } from "../payments/refunds.ts";
import { paymentAttempts, sandboxRefunds } from "../payments/tables.ts";
import { cancelOrder } from "./cancel.ts";
import { orderApi, shopperWithCart } from "./create-testing.ts";
import { notifyPlacedOrder } from "./effects.ts";
import { orderTimeline } from "./tables.ts";
import {
  insertTestOrder,
  orderRow,
  ordersApi,
  PICKUP_TO_WAREHOUSE,
  signInStaff,
  staffWalk,
  stockOf,
} from "./test-orders.ts";

let ctx: TestContext;
let staff: ReturnType<typeof ordersApi>;
beforeAll(async () => {
  ctx = await testContext();
  staff = ordersApi(ctx, await signInStaff(ctx));
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const reason = "Ordered by mistake";

async function capturedPayment(orderId: string) {
  const [attempt] = await ctx.deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, "SUCCESS")));
  return attempt!;
}

/** What the sandbox gateway itself refunded of the order's captured payment. */
async function sandboxLedgerOf(orderId: string) {
  const { gatewayOrderId } = await capturedPayment(orderId);
  return ctx.deps.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.gatewayOrderId, gatewayOrderId));
}

async function refundSteps(orderId: string) {
  const steps = await ctx.deps.db
    .select()
    .from(orderTimeline)
    .where(and(eq(orderTimeline.orderId, orderId), eq(orderTimeline.axis, "refund")))
    .orderBy(orderTimeline.id);
  return steps.map((s) => [s.status, s.actor]);
}

/** The sandbox, except that its refunds do what `refund` says (a gateway that is down, say). */
function depsWithRefund(refund: PaymentGateway["refund"]): Deps {
  return {
    ...ctx.deps,
    paymentGateway: (name) => {
      const real = gatewayNamed(ctx.deps.config, name, ctx.deps)!;
      return { ...real, refund };
    },
  };
}

describe("refunds through the payment gateway", () => {
  it("refunds a cancelled paid order in full, once, when it is cancelled twice at once and again later", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 90_000, 10);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: sku, qty: 2 }],
      captured: true,
    });
    const api = ordersApi(ctx, shopper.jar);
    const answers = await Promise.all([api.cancel({ orderId, reason }), api.cancel({ orderId, reason })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().body.order.refundStatus)).toContain("REFUND_SUCCESSFUL");
    expect((await api.cancel({ orderId, reason })).statusCode).toBe(200);
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));

    const refunds = await refundsOfOrder(ctx.deps.db, orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      refundKey: `order:${orderId}`,
      status: "PROCESSED",
      amount: 180_000,
      currency: "INR",
      tries: 1,
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    const ledger = await sandboxLedgerOf(orderId);
    expect(ledger.map((r) => [r.gatewayRefundId, r.amount, r.refundKey])).toEqual([
      [refunds[0]!.gatewayRefundId, 180_000, refunds[0]!.refundId],
    ]);
    expect(await refundSteps(orderId)).toEqual([
      ["REFUND_REQUESTED", "system:refunds"],
      ["REFUND_INITIATED", "gateway:sandbox"],
      ["REFUND_SUCCESSFUL", "gateway:sandbox"],
    ]);
    expect((await orderRow(ctx, orderId)).shownStatus).toBe("REFUND_SUCCESSFUL");
    expect(await stockOf(ctx, sku)).toBe(10);
  });

  it("refunds no more than the payment captured", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 90_000) }],
      captured: 50_000,
    });
    await ordersApi(ctx, shopper.jar).cancel({ orderId, reason });
    const [refund] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(refund).toMatchObject({ amount: 50_000, status: "PROCESSED" });
    expect((await sandboxLedgerOf(orderId)).map((r) => r.amount)).toEqual([50_000]);
  });

  it("refunds nothing through a gateway when a cash-on-delivery order is cancelled", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 90_000) }],
    });
    const res = await ordersApi(ctx, shopper.jar).cancel({ orderId, reason });
    expect(res.json().body.order).toMatchObject({ status: "ORDER_CANCELLED", refundStatus: null });
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toEqual([]);
  });

  it("refunds a returned line's part of what was paid once the return succeeds", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      items: [
        { skuId: await indianSku(ctx, 90_000), price: 90_000 },
        { skuId: await indianSku(ctx, 30_000), price: 30_000, qty: 2 },
      ],
      couponDiscount: 15_000,
      captured: true,
    });
    await ordersApi(ctx, shopper.jar).returnOrder({
      orderId,
      entityId: "E1",
      reason: "Size does not fit",
      type: "RETURN",
    });
    await staffWalk(staff, orderId, [...PICKUP_TO_WAREHOUSE, "RETURN_ACCEPTED_IN_WAREHOUSE"]);
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toEqual([]);
    const returned = await staffWalk(staff, orderId, ["RETURN_SUCCESSFUL"]);
    expect(returned).toMatchObject({
      status: "REFUND_SUCCESSFUL",
      returnStatus: "RETURN_SUCCESSFUL",
      refundStatus: "REFUND_SUCCESSFUL",
    });
    // 90,000 of 150,000 in lines carries 9,000 of the 15,000 coupon: 81,000 of the 135,000 paid goes back.
    const [refund] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(refund).toMatchObject({ amount: 81_000, status: "PROCESSED", reason: "The item was returned" });
    expect((await sandboxLedgerOf(orderId)).map((r) => r.amount)).toEqual([81_000]);
    expect((await staff.staffMove(orderId, { status: "REFUND_INITIATED" })).json().error.code).toBe(4000);
  });

  it("leaves a returned cash-on-delivery order's refund to staff: no gateway took the cash", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      paymentType: "COD",
      items: [{ skuId: await indianSku(ctx, 90_000) }],
    });
    await ordersApi(ctx, shopper.jar).returnOrder({
      orderId,
      entityId: "E1",
      reason: "Item arrived damaged",
      type: "RETURN",
    });
    const done = await staffWalk(staff, orderId, [
      ...PICKUP_TO_WAREHOUSE,
      "RETURN_ACCEPTED_IN_WAREHOUSE",
      "RETURN_SUCCESSFUL",
    ]);
    expect(done.refundStatus).toBe("REFUND_REQUESTED");
    expect(done.nextStatuses).toContain("REFUND_INITIATED");
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toEqual([]);
    const byHand = await staffWalk(staff, orderId, ["REFUND_INITIATED", "REFUND_SUCCESSFUL"]);
    expect(byHand.refundStatus).toBe("REFUND_SUCCESSFUL");
  });

  it("refunds a paid parcel that came back to origin in full", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DISPATCHED",
      items: [{ skuId: await indianSku(ctx, 90_000), qty: 2 }],
      captured: true,
    });
    const back = await staffWalk(staff, orderId, ["RTO_INITIATED", "RTO_COMPLETE"]);
    expect(back).toMatchObject({ refundStatus: "REFUND_SUCCESSFUL" });
    expect(await refundSteps(orderId)).toEqual([
      ["RTO_REFUND", "system:refunds"],
      ["REFUND_INITIATED", "gateway:sandbox"],
      ["REFUND_SUCCESSFUL", "gateway:sandbox"],
    ]);
    expect((await refundsOfOrder(ctx.deps.db, orderId))[0]).toMatchObject({ amount: 180_000 });
  });

  it("tries a refund again from the order jobs when the gateway call fails, and holds staff off meanwhile", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 90_000) }],
      captured: true,
    });
    let calls = 0;
    const down = depsWithRefund(async () => {
      calls += 1;
      throw new Error("connect ETIMEDOUT 10.0.0.1:443");
    });
    const cancelled = await cancelOrder(
      down,
      { userId: shopper.userId, isStaff: false },
      { orderId, reason },
    );
    expect(cancelled).toMatchObject({ status: "REFUND_REQUESTED", refundStatus: "REFUND_REQUESTED" });
    expect(calls).toBe(1);
    const [waiting] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(waiting).toMatchObject({
      status: "PENDING",
      tries: 1,
      lastError: "connect ETIMEDOUT 10.0.0.1:443",
      gatewayRefundId: null,
    });
    expect(waiting!.nextTryAt.getTime() - waiting!.updatedAt.getTime()).toBe(30_000);

    const byHand = await staff.staffMove(orderId, { status: "REFUND_INITIATED" });
    expect(byHand.json().error).toMatchObject({
      code: 4000,
      message: expect.stringContaining("still in progress"),
    });

    // Not due yet: the job leaves it.
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    expect((await refundsOfOrder(ctx.deps.db, orderId))[0]!.status).toBe("PENDING");
    expect(await sandboxLedgerOf(orderId)).toEqual([]);

    ctx.clock.offset = 31_000;
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    const [sent] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(sent).toMatchObject({ status: "PROCESSED", tries: 2, lastError: null, amount: 90_000 });
    expect((await sandboxLedgerOf(orderId)).map((r) => r.gatewayRefundId)).toEqual([sent!.gatewayRefundId]);
    expect((await orderRow(ctx, orderId)).refundStatus).toBe("REFUND_SUCCESSFUL");
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    expect(await sandboxLedgerOf(orderId)).toHaveLength(1);
  });

  it("marks a refund the gateway refuses as failed, for staff to finish by hand", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 90_000) }],
      captured: true,
    });
    // Refunded on the gateway's own dashboard already: nothing is left of the payment there.
    const payment = await capturedPayment(orderId);
    await gatewayNamed(ctx.deps.config, "sandbox", ctx.deps)!.refund({
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: payment.gatewayPaymentId!,
      amount: 90_000,
      currency: "INR",
      key: `dashboard-${orderId}`,
      notes: {},
    });
    const res = await ordersApi(ctx, shopper.jar).cancel({ orderId, reason });
    expect(res.json().body.order.refundStatus).toBe("REFUND_FAILED");
    const [refund] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(refund).toMatchObject({
      status: "FAILED",
      tries: 1,
      lastError: expect.stringContaining("left to refund"),
    });
    const steps = await ctx.deps.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(orderTimeline.id);
    expect(steps.at(-1)).toMatchObject({
      status: "REFUND_FAILED",
      actor: "gateway:sandbox",
      note: expect.stringMatching(/^Refused by sandbox: /),
    });
    const byHand = await staffWalk(staff, orderId, ["REFUND_INITIATED", "REFUND_SUCCESSFUL"]);
    expect(byHand.refundStatus).toBe("REFUND_SUCCESSFUL");
    expect(await sandboxLedgerOf(orderId)).toHaveLength(1);
  });
});

describe("restocking returned goods", () => {
  async function deliveredWithBundle() {
    const shopper = await guest(ctx);
    const [partA, partB, loose] = [
      await indianSku(ctx, 20_000, 5),
      await indianSku(ctx, 20_000, 5),
      await indianSku(ctx, 20_000, 5),
    ];
    const bundle = await indianSku(ctx, 35_000, 0);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      paymentType: "COD",
      items: [
        { skuId: bundle, bundledSkuIds: [partA, partB] },
        { skuId: loose, qty: 2 },
      ],
    });
    const api = ordersApi(ctx, shopper.jar);
    return { orderId, api, partA, partB, loose };
  }

  const stocks = async (...skuIds: string[]) => Promise.all(skuIds.map((sku) => stockOf(ctx, sku)));

  it("puts a returned bundle's parts back on sale once, when the warehouse accepts the return", async () => {
    const { orderId, api, partA, partB, loose } = await deliveredWithBundle();
    expect(await stocks(partA, partB, loose)).toEqual([4, 4, 3]);
    await api.returnOrder({ orderId, entityId: "E1", reason: "Item arrived damaged", type: "RETURN" });
    await staffWalk(staff, orderId, PICKUP_TO_WAREHOUSE);
    expect(await stocks(partA, partB, loose)).toEqual([4, 4, 3]);

    const accepted = await Promise.all([
      staff.staffMove(orderId, { status: "RETURN_ACCEPTED_IN_WAREHOUSE" }),
      staff.staffMove(orderId, { status: "RETURN_ACCEPTED_IN_WAREHOUSE" }),
    ]);
    expect(accepted.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await stocks(partA, partB, loose)).toEqual([5, 5, 3]);

    // Repeated, illegal and later moves give nothing back again.
    for (const status of ["RETURN_ACCEPTED_IN_WAREHOUSE", "QC_FAILED", "ITEM_ACCEPTED_IN_WAREHOUSE"]) {
      expect((await staff.staffMove(orderId, { status })).json().error.code).toBe(4000);
    }
    await staffWalk(staff, orderId, ["RETURN_SUCCESSFUL"]);
    expect(await stocks(partA, partB, loose)).toEqual([5, 5, 3]);
    const record = await ctx.deps.db.select().from(orderStock).where(eq(orderStock.orderId, orderId));
    expect(record.map((r) => [r.skuId, r.qty])).toEqual([[loose, 2]]);
  });

  it("keeps goods that fail the warehouse check out of stock", async () => {
    const { orderId, api, loose } = await deliveredWithBundle();
    await api.returnOrder({ orderId, entityId: "E2", reason: "Item arrived damaged", type: "RETURN" });
    await staffWalk(staff, orderId, [...PICKUP_TO_WAREHOUSE, "QC_FAILED"]);
    expect(await stockOf(ctx, loose)).toBe(3);
    expect(
      (await staff.staffMove(orderId, { status: "RETURN_ACCEPTED_IN_WAREHOUSE" })).json().error.code,
    ).toBe(4000);
    expect(await stockOf(ctx, loose)).toBe(3);
  });

  it("gives back the returned line's units only", async () => {
    const { orderId, api, partA, partB, loose } = await deliveredWithBundle();
    await api.returnOrder({ orderId, entityId: "E2", reason: "Item arrived damaged", type: "RETURN" });
    await staffWalk(staff, orderId, [...PICKUP_TO_WAREHOUSE, "RETURN_ACCEPTED_IN_WAREHOUSE"]);
    expect(await stocks(partA, partB, loose)).toEqual([4, 4, 5]);
    const record = await ctx.deps.db.select().from(orderStock).where(eq(orderStock.orderId, orderId));
    expect(record.map((r) => r.skuId).sort()).toEqual([partA, partB].sort());
  });
});

describe("a payment made twice", () => {
  it("places the order once and refunds the second payment through the order jobs", async () => {
    const sku = await indianSku(ctx, 150_000, 3);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const checkout = orderApi(ctx, shopper.jar);
    const created = await checkout.create({
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
    });
    const order = created.json().body;
    // The first payment page is left open past its window; the shopper pays on a new one, then the first
    // payment comes through after all.
    ctx.clock.offset = 16 * 60_000;
    await browse(ctx, shopper.jar, { method: "POST", url: "/api/refresh-token", payload: {} });
    const retried = (await checkout.retry(order.orderId)).json().body;
    expect((await checkout.verify(order.orderId, retried.payment.gatewayOrderId)).statusCode).toBe(200);
    expect((await checkout.verify(order.orderId, order.payment.gatewayOrderId)).statusCode).toBe(200);

    const first = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.gatewayOrderId, order.payment.gatewayOrderId));
    const [claimed] = await refundsOfOrder(ctx.deps.db, order.orderId);
    expect(claimed).toMatchObject({
      refundKey: `payment:${first[0]!.attemptId}`,
      attemptId: first[0]!.attemptId,
      amount: order.payment.amount,
      status: "PENDING",
    });
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    expect((await refundsOfOrder(ctx.deps.db, order.orderId)).map((r) => r.status)).toEqual(["PROCESSED"]);
    expect(await orderRow(ctx, order.orderId)).toMatchObject({
      orderStatus: "ORDER_PLACED",
      paymentStatus: "SUCCESS",
      refundStatus: null,
    });
    expect(await stockOf(ctx, sku)).toBe(2);
  });
});
