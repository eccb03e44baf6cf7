import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { startPayment } from "../payments/service.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { lockOrder, moveOrder } from "./state.ts";
import { orderTimeline } from "./tables.ts";
import { auditOfOrder, insertTestOrder, orderRow, ordersApi, signInStaff, stockOf } from "./test-orders.ts";

let ctx: TestContext;
let staff: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  staff = await signInStaff(ctx);
});

const reason = "Ordered by mistake";

async function timelineOf(orderId: string) {
  return ctx.deps.db
    .select()
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, orderId))
    .orderBy(orderTimeline.id);
}

describe("POST /api/oms/v1/order/cancel", () => {
  it("cancels a cash-on-delivery order before dispatch, with its reason, and gives its stock back", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 20_000, 10);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku, qty: 3 }],
    });
    expect(await stockOf(ctx, sku)).toBe(7);
    const res = await ordersApi(ctx, shopper.jar).cancel({ orderId, reason, entityId: "E1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.order).toMatchObject({
      status: "ORDER_CANCELLED",
      paymentStatus: "COD_INITIATED",
      refundStatus: null,
      cancellationReason: reason,
      actions: { cancel: false, downloadInvoice: false },
    });
    expect(await stockOf(ctx, sku)).toBe(10);
    expect((await orderRow(ctx, orderId)).stockState).toBe("RELEASED");
    const last = (await timelineOf(orderId)).at(-1)!;
    expect(last).toMatchObject({ status: "ORDER_CANCELLED", actor: `user:${shopper.userId}`, note: reason });
  });

  it("releases stock once however often, and however concurrently, the order is cancelled", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 20_000, 10);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku, qty: 2 }],
    });
    const api = ordersApi(ctx, shopper.jar);
    const answers = await Promise.all([1, 2, 3].map(() => api.cancel({ orderId, reason })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await api.cancel({ orderId, reason: "No longer needed" })).statusCode).toBe(200);
    expect(await stockOf(ctx, sku)).toBe(10);
    const cancels = (await timelineOf(orderId)).filter((s) => s.status === "ORDER_CANCELLED");
    expect(cancels).toHaveLength(1);
  });

  it("starts a refund for a paid order", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 20_000, 10);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: sku }],
    });
    const res = await ordersApi(ctx, shopper.jar).cancel({
      orderId,
      reason: "Other",
      comment: "Bought one in a shop",
    });
    expect(res.json().body.order).toMatchObject({
      status: "REFUND_REQUESTED",
      paymentStatus: "SUCCESS",
      refundStatus: "REFUND_REQUESTED",
      cancellationReason: "Other: Bought one in a shop",
    });
    const steps = (await timelineOf(orderId)).slice(-2);
    expect(steps.map((s) => [s.status, s.actor])).toEqual([
      ["ORDER_CANCELLED", `user:${shopper.userId}`],
      ["REFUND_REQUESTED", "system:refunds"],
    ]);
    expect(await stockOf(ctx, sku)).toBe(10);
  });

  it("closes an order awaiting payment: its held stock goes back and its open payment is abandoned", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 20_000, 4);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: sku, qty: 4 }],
    });
    await startPayment(ctx.deps, {
      orderId,
      userId: shopper.userId,
      amount: 360_000,
      currency: "INR",
      market: "IN",
      receipt: orderId.slice(0, 40),
    });
    expect(await stockOf(ctx, sku)).toBe(0);
    const res = await ordersApi(ctx, shopper.jar).cancel({
      orderId,
      reason: "Want to change the payment method",
    });
    expect(res.json().body.order).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "FAILED",
      refundStatus: null,
    });
    expect(await stockOf(ctx, sku)).toBe(4);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId));
    expect(attempts.map((a) => a.status)).toEqual(["ABANDONED"]);
  });

  it("cancels while the order is still packed, and refuses once it has been dispatched", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 20_000, 10);
    const api = ordersApi(ctx, shopper.jar);
    const packed = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
    });
    await ctx.deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = (await lockOrder(tx, packed.orderId))!;
      await moveOrder(tx, row, ["ALLOCATED", "ORDER_PICKED", "PACK_WAYBILL"], "staff:test", ctx.deps.now());
    });
    expect((await api.cancel({ orderId: packed.orderId, reason })).json().body.order.status).toBe(
      "ORDER_CANCELLED",
    );

    const shipped = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DISPATCHED",
      items: [{ skuId: sku }],
    });
    const stock = await stockOf(ctx, sku);
    const refused = await api.cancel({ orderId: shipped.orderId, reason });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 4000,
      message: "This order has been dispatched and can no longer be cancelled",
    });
    expect((await orderRow(ctx, shipped.orderId)).orderStatus).toBe("ORDER_PLACED");
    expect(await stockOf(ctx, sku)).toBe(stock);
  });

  it("wants a listed reason and an item of the order", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 20_000) }],
    });
    const api = ordersApi(ctx, shopper.jar);
    const noReason = await api.cancel({ orderId });
    expect(noReason.json().error).toMatchObject({ code: 4000, fields: { reason: expect.any(String) } });
    expect((await api.cancel({ orderId, reason: "Bored" })).json().error.code).toBe(4000);
    expect((await api.cancel({ orderId, reason, entityId: "E9" })).json().error.code).toBe(4040);
    expect((await orderRow(ctx, orderId)).orderStatus).toBe("ORDER_PLACED");
  });

  it("is 4040 for another shopper's order, and staff may cancel for the shopper", async () => {
    const [owner, other] = [await guest(ctx), await guest(ctx)];
    const sku = await indianSku(ctx, 20_000, 10);
    const { orderId } = await insertTestOrder(ctx, {
      userId: owner.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
    });
    const intruder = await ordersApi(ctx, other.jar).cancel({ orderId, reason });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().error.code).toBe(4040);
    expect((await orderRow(ctx, orderId)).orderStatus).toBe("ORDER_PLACED");
    expect(await stockOf(ctx, sku)).toBe(9);

    expect(await auditOfOrder(ctx, orderId)).toEqual([]);
    const byStaff = await ordersApi(ctx, staff).cancel({ orderId, reason: "Delivery is taking too long" });
    expect(byStaff.json().body.order.status).toBe("ORDER_CANCELLED");
    const actor = (await timelineOf(orderId)).at(-1)!.actor;
    expect(actor).toMatch(/^staff:/);
    expect(await stockOf(ctx, sku)).toBe(10);
    // A staff change, through the shopper's own call: audited with the change.
    expect(await auditOfOrder(ctx, orderId)).toEqual([
      {
        action: "order.cancel",
        staffId: actor.slice("staff:".length),
        before: expect.objectContaining({ order: "ORDER_PLACED" }),
        after: expect.objectContaining({ order: "ORDER_CANCELLED", note: "Delivery is taking too long" }),
      },
    ]);
  });

  it("writes no audit row when shoppers cancel their own order", async () => {
    const owner = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: owner.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 20_000, 10) }],
    });
    expect((await ordersApi(ctx, owner.jar).cancel({ orderId, reason })).statusCode).toBe(200);
    expect((await orderRow(ctx, orderId)).orderStatus).toBe("ORDER_CANCELLED");
    expect(await auditOfOrder(ctx, orderId)).toEqual([]);
  });
});
