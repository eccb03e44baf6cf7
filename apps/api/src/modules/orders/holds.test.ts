import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../jobs/queue.ts";
import { workJobs } from "../../jobs/worker.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse } from "../../test/sign-in.ts";
import { ORDER_SWEEP, orderJobs, scheduleOrderJobs, sweepOrders } from "../../workflows/order-jobs.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { refundsOfOrder } from "../payments/refunds.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { addLifeBits } from "../users/service.ts";
import {
  heldStockOf,
  lifeBitsOf,
  orderApi,
  orderRow,
  redemptionsOf,
  setStock,
  shopperWithCart,
  stockOf,
  testCoupon,
  timelineOf,
} from "./create-testing.ts";
import { notifyPlacedOrder } from "./effects.ts";
import { releaseExpiredHolds } from "./holds.ts";
import { orderTimeline } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const MINUTE = 60_000;

async function pendingOrder(stock: number, extra: Record<string, unknown> = {}) {
  const sku = await indianSku(ctx, 150_000, stock);
  const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
  const res = await orderApi(ctx, shopper.jar).create({
    paymentType: "PREPAID",
    addressTimestamp: shopper.addressTimestamp,
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { sku, shopper, order: res.json().body };
}

describe("the hold-expiry job", () => {
  it("leaves a hold alone within its 15 minutes", async () => {
    const { sku, order } = await pendingOrder(3);
    ctx.clock.offset = 14 * MINUTE;
    await releaseExpiredHolds(ctx.deps);
    expect((await orderRow(ctx.deps.db, order.orderId))!.stockState).toBe("HELD");
    expect(await stockOf(ctx, sku)).toBe(2);
  });

  it("releases an abandoned order's stock, coupon use and life bits once, however many runs race", async () => {
    const coupon = await testCoupon(ctx, { usesInAll: 3 });
    const sku = await indianSku(ctx, 150_000, 3);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    await addLifeBits(ctx.deps, shopper.userId, { delta: 260, reason: "Test top-up" });
    const order = (
      await orderApi(ctx, shopper.jar).create({
        paymentType: "PREPAID",
        addressTimestamp: shopper.addressTimestamp,
        couponCode: coupon,
        lifeBitsCouponCode: "BITS10",
      })
    ).json().body;
    const balance = async () =>
      (await lifeBitsOf(ctx.deps.db, shopper.userId)).reduce((n, e) => n + e.delta, 0);
    expect([
      await stockOf(ctx, sku),
      (await redemptionsOf(ctx.deps.db, coupon)).length,
      await balance(),
    ]).toEqual([2, 1, 10]);

    ctx.clock.offset = 15 * MINUTE + 1_000;
    await Promise.all([
      releaseExpiredHolds(ctx.deps),
      releaseExpiredHolds(ctx.deps),
      releaseExpiredHolds(ctx.deps),
    ]);
    await releaseExpiredHolds(ctx.deps);

    expect([
      await stockOf(ctx, sku),
      (await redemptionsOf(ctx.deps.db, coupon)).length,
      await balance(),
    ]).toEqual([3, 0, 260]);
    expect(await heldStockOf(ctx.deps.db, order.orderId)).toEqual([]);
    const row = (await orderRow(ctx.deps.db, order.orderId))!;
    expect(row).toMatchObject({
      stockState: "RELEASED",
      holdExpiresAt: null,
      paymentStatus: "FAILED",
      shownStatus: "PAYMENT_UNSUCCESSFUL",
    });
    const steps = await ctx.deps.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.orderId));
    expect(steps.map((s) => [s.status, s.actor])).toContainEqual(["FAILED", "system:hold-expiry"]);

    // The payment attempt's own expiry, later, finds the order already released.
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    expect([await stockOf(ctx, sku), await balance()]).toEqual([3, 260]);
    const [attempt] = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.orderId));
    expect(attempt!.status).toBe("ABANDONED");
  });

  it("places an order paid after its hold ran out when the stock is still there", async () => {
    const { sku, shopper, order } = await pendingOrder(2);
    ctx.clock.offset = 15 * MINUTE + 1_000;
    await releaseExpiredHolds(ctx.deps);
    expect(await stockOf(ctx, sku)).toBe(2);
    ctx.clock.offset = 0;
    const paid = await orderApi(ctx, shopper.jar).verify(order.orderId, order.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(ctx.deps.db, order.orderId))!).toMatchObject({
      shownStatus: "ORDER_PLACED",
      paymentStatus: "SUCCESS",
      stockState: "TAKEN",
    });
    expect(await stockOf(ctx, sku)).toBe(1);
    expect(await timelineOf(ctx.deps.db, order.orderId)).toEqual([
      "CREATED",
      "PENDING",
      "FAILED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
    ]);
  });

  it("cancels with a refund requested an order paid after its hold ran out and the stock sold out", async () => {
    const { sku, shopper, order } = await pendingOrder(1);
    ctx.clock.offset = 15 * MINUTE + 1_000;
    await releaseExpiredHolds(ctx.deps);
    await setStock(ctx, sku, 0);
    ctx.clock.offset = 0;
    const paid = await orderApi(ctx, shopper.jar).verify(order.orderId, order.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(ctx.deps.db, order.orderId))!).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "SUCCESS",
      refundStatus: "REFUND_REQUESTED",
      stockState: "RELEASED",
      effectsAppliedAt: null,
    });
    expect(await stockOf(ctx, sku)).toBe(0);

    // The refund is claimed with the capture and sent by the order jobs once it has committed.
    const [claimed] = await refundsOfOrder(ctx.deps.db, order.orderId);
    expect(claimed).toMatchObject({ status: "PENDING", amount: order.payment.amount, tries: 0 });
    await sweepOrders(ctx.deps, (id) => notifyPlacedOrder(ctx.deps, id));
    expect(await refundsOfOrder(ctx.deps.db, order.orderId)).toMatchObject([
      { refundId: claimed!.refundId, status: "PROCESSED", tries: 1 },
    ]);
    expect((await orderRow(ctx.deps.db, order.orderId))!.refundStatus).toBe("REFUND_SUCCESSFUL");
  });

  it("gives a new payment for an order still waiting a new 15 minutes of hold", async () => {
    const { sku, shopper, order } = await pendingOrder(2);
    ctx.clock.offset = 15 * MINUTE + 1_000;
    // The access token has expired by now: the storefront refreshes it first.
    await browse(ctx, shopper.jar, { method: "POST", url: "/api/refresh-token", payload: {} });
    const retried = await orderApi(ctx, shopper.jar).retry(order.orderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().body.payment.gatewayOrderId).not.toBe(order.payment.gatewayOrderId);
    ctx.clock.offset = 29 * MINUTE;
    await releaseExpiredHolds(ctx.deps);
    expect((await orderRow(ctx.deps.db, order.orderId))!.stockState).toBe("HELD");
    expect(await stockOf(ctx, sku)).toBe(1);
    ctx.clock.offset = 31 * MINUTE;
    await releaseExpiredHolds(ctx.deps);
    expect((await orderRow(ctx.deps.db, order.orderId))!.stockState).toBe("RELEASED");
    expect(await stockOf(ctx, sku)).toBe(2);
  });

  it("is released by the sweep job the queue runs, and by nothing once the queue has stopped", async () => {
    const { sku, order } = await pendingOrder(2);
    ctx.clock.offset = 15 * MINUTE + 1_000;
    const queue = createJobQueue(ctx.database.connection, { schema: `pgboss_holds_${process.pid}` });
    const errors: unknown[] = [];
    queue.on("error", (error) => errors.push(error));
    await queue.start();
    await workJobs(queue, orderJobs(ctx.deps, queue), { pollingIntervalSeconds: 0.5 });
    await scheduleOrderJobs(queue);
    expect((await queue.getSchedules()).map((s) => [s.name, s.cron])).toEqual([[ORDER_SWEEP, "* * * * *"]]);
    await queue.send(ORDER_SWEEP, {});
    for (let i = 0; i < 100 && (await orderRow(ctx.deps.db, order.orderId))!.stockState === "HELD"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.stop({ graceful: true });
    expect(errors).toEqual([]);
    expect((await orderRow(ctx.deps.db, order.orderId))!.stockState).toBe("RELEASED");
    expect(await stockOf(ctx, sku)).toBe(2);

    // Stopped: a hold that runs out now stays until a sweep releases it.
    const later = await pendingOrder(2);
    ctx.clock.offset = 31 * MINUTE;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await orderRow(ctx.deps.db, later.order.orderId))!.stockState).toBe("HELD");
    await releaseExpiredHolds(ctx.deps);
    expect((await orderRow(ctx.deps.db, later.order.orderId))!.stockState).toBe("RELEASED");
  });
});
