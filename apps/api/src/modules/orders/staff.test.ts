import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { orderTimeline } from "./tables.ts";
import { insertTestOrder, orderRow, ordersApi, signInStaff, stockOf } from "./test-orders.ts";

let ctx: TestContext;
let staff: ReturnType<typeof ordersApi>;
beforeAll(async () => {
  ctx = await testContext();
  staff = ordersApi(ctx, await signInStaff(ctx));
});

async function walk(orderId: string, statuses: string[]) {
  let last: any;
  for (const status of statuses) {
    const res = await staff.staffMove(orderId, { status });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    last = res.json().body.order;
  }
  return last;
}

describe("POST /api/oms/staff/orders/{orderId}/status", () => {
  it("takes a cash-on-delivery order to the door; delivery collects the cash and starts the return window", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 30_000) }],
    });
    const first = (
      await staff.staffMove(orderId, { status: "ALLOCATED", note: "Bengaluru warehouse" })
    ).json().body.order;
    expect(first).toMatchObject({
      status: "ALLOCATED",
      userId: shopper.userId,
      nextStatuses: ["ORDER_CANCELLED", "ORDER_PICKED"],
    });
    const delivered = await walk(orderId, [
      "ORDER_PICKED",
      "PACK_WAYBILL",
      "READY_TO_DISPATCH",
      "DISPATCH_COMPLETE",
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(delivered).toMatchObject({
      status: "DELIVERED",
      fulfilmentStatus: "DELIVERED",
      paymentStatus: "SUCCESS",
      deliveredAt: expect.any(Number),
    });
    const row = await orderRow(ctx, orderId);
    expect(Math.abs(row.deliveredAt! - Date.now())).toBeLessThan(60_000);
    const shopperView = (await ordersApi(ctx, shopper.jar).get(orderId)).json().body.order;
    expect(shopperView.actions).toMatchObject({ cancel: false, returnOrExchange: true });
    const steps = await ctx.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId));
    expect(steps.find((s) => s.status === "ALLOCATED")).toMatchObject({
      actor: expect.stringMatching(/^staff:/),
      note: "Bengaluru warehouse",
    });
  });

  it("refuses illegal moves with 4000 and changes nothing", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 30_000) }],
    });
    const skip = await staff.staffMove(orderId, { status: "DELIVERED" });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().error).toMatchObject({
      code: 4000,
      fields: { status: expect.stringMatching(/^Not allowed/) },
    });
    for (const status of ["RETURN_SUCCESSFUL", "REFUND_INITIATED", "COMPLETED", "SHIPMENT_CANCEL_RESPONSE"]) {
      expect((await staff.staffMove(orderId, { status })).json().error.code).toBe(4000);
    }
    // Payment follows the gateway, and refunds start by themselves: not statuses staff can set.
    for (const status of ["SUCCESS", "REFUND_REQUESTED", "ORDER_PLACED", "TELEPORTED"]) {
      expect((await staff.staffMove(orderId, { status })).json().error.code).toBe(4000);
    }
    await walk(orderId, ["ALLOCATED"]);
    expect((await staff.staffMove(orderId, { status: "OMS_ORDER_CREATED" })).json().error.code).toBe(4000);
    const row = await orderRow(ctx, orderId);
    expect([row.orderStatus, row.fulfilmentStatus, row.paymentStatus]).toEqual([
      "ORDER_PLACED",
      "ALLOCATED",
      "COD_INITIATED",
    ]);
    expect((await staff.staffMove("ORD-NO-SUCH-ORDER", { status: "ALLOCATED" })).json().error.code).toBe(
      4040,
    );
  });

  it("brings a returned-to-origin parcel's stock back and refunds what was paid", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 30_000, 5);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DISPATCHED",
      items: [{ skuId: sku, qty: 2 }],
    });
    expect(await stockOf(ctx, sku)).toBe(3);
    const back = await walk(orderId, ["RTO_INITIATED", "RTO_COMPLETE"]);
    expect(back).toMatchObject({
      status: "RTO_REFUND",
      refundStatus: "RTO_REFUND",
      nextStatuses: ["REFUND_INITIATED"],
    });
    expect(await stockOf(ctx, sku)).toBe(5);
    const refunded = await walk(orderId, ["REFUND_INITIATED", "REFUND_SUCCESSFUL"]);
    expect(refunded).toMatchObject({ status: "REFUND_SUCCESSFUL", nextStatuses: [] });
    expect(await stockOf(ctx, sku)).toBe(5);
  });

  it("cancels for the shopper before dispatch: stock back, refund started, staff's note as the reason", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 30_000, 5);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: sku }],
    });
    await walk(orderId, ["ALLOCATED"]);
    const res = await staff.staffMove(orderId, {
      status: "ORDER_CANCELLED",
      note: "Address not serviceable",
    });
    expect(res.json().body.order).toMatchObject({
      status: "REFUND_REQUESTED",
      cancellationReason: "Address not serviceable",
      nextStatuses: ["SHIPMENT_CANCEL_RESPONSE", "REFUND_INITIATED"],
    });
    expect(await stockOf(ctx, sku)).toBe(5);
  });

  it("is for staff only: a shopper is 4030, an anonymous visitor 4011", async () => {
    const owner = await signInByPhone(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: owner.user.id,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 30_000) }],
    });
    const asOwner = ordersApi(ctx, owner.jar);
    const moved = await asOwner.staffMove(orderId, { status: "ALLOCATED" });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.code).toBe(4030);
    expect((await asOwner.staffList()).json().error.code).toBe(4030);
    const anonymous = ordersApi(ctx, new CookieJar());
    expect((await anonymous.staffMove(orderId, { status: "ALLOCATED" })).json().error.code).toBe(4011);
    expect((await anonymous.staffList()).json().error.code).toBe(4011);
    expect((await orderRow(ctx, orderId)).fulfilmentStatus).toBeNull();
  });
});

describe("GET /api/oms/staff/orders", () => {
  it("lists every shopper's orders newest first, with the statuses each may move to", async () => {
    const [a, b] = [await guest(ctx), await guest(ctx)];
    const sku = await indianSku(ctx, 30_000);
    // Later than any order another test file in this worker makes, some with the clock hours ahead.
    const future = ctx.deps.now() + 365 * 86_400_000;
    const older = await insertTestOrder(ctx, {
      userId: a.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
      createdAt: future,
    });
    const newer = await insertTestOrder(ctx, {
      userId: b.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: sku }],
      createdAt: future + 1,
    });
    const { orders } = (await staff.staffList("?limit=2")).json().body;
    expect(orders.map((o: any) => [o.orderId, o.userId, o.nextStatuses])).toEqual([
      [newer.orderId, b.userId, ["CANCELLED", "DUPLICATE_ORDER"]],
      [older.orderId, a.userId, ["OMS_ORDER_CREATED", "ORDER_CANCELLED", "ALLOCATED", "ORDER_ALLOCATED"]],
    ]);
    const pending = (await staff.staffList("?status=PAYMENT_PENDING&limit=100")).json().body.orders;
    expect(pending.every((o: any) => o.status === "PAYMENT_PENDING")).toBe(true);
    expect(pending.map((o: any) => o.orderId)).toContain(newer.orderId);
  });
});
