import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import {
  auditOfOrder,
  insertTestOrder,
  orderRow,
  ordersApi,
  PICKUP_TO_WAREHOUSE,
  signInStaff,
  staffWalk,
} from "./test-orders.ts";

let ctx: TestContext;
let staff: ReturnType<typeof ordersApi>;
beforeAll(async () => {
  ctx = await testContext();
  staff = ordersApi(ctx, await signInStaff(ctx));
});

async function delivered(daysAgo: number, paymentType: "PREPAID" | "COD" = "PREPAID") {
  const shopper = await guest(ctx);
  const { orderId } = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "DELIVERED",
    deliveredDaysAgo: daysAgo,
    paymentType,
    items: [
      { skuId: await indianSku(ctx, 40_000), itemType: "RING", name: "Ojas Ring, Silver, size 9" },
      { skuId: await indianSku(ctx, 40_000), itemType: "RING_CHARGER" },
    ],
  });
  return { shopper, orderId, api: ordersApi(ctx, shopper.jar) };
}

describe("POST /api/oms/order/return", () => {
  it("opens a return of one item within 7 days of delivery; staff take it to a refund", async () => {
    const { orderId, api } = await delivered(6);
    const res = await api.returnOrder({
      orderId,
      entityId: "E1",
      reason: "Size does not fit",
      type: "RETURN",
    });
    expect(res.statusCode).toBe(200);
    const { order } = res.json().body;
    expect(order).toMatchObject({
      status: "RETURN_CREATED",
      returnStatus: "RETURN_CREATED",
      returnType: "RETURN",
      returnReason: "Size does not fit",
      actions: { returnOrExchange: false },
    });
    expect(order.items.map((i: any) => i.status)).toEqual(["RETURN_CREATED", null]);

    // Exchange-only steps are refused for a return.
    await staffWalk(staff, orderId, PICKUP_TO_WAREHOUSE);
    expect(
      (await staff.staffMove(orderId, { status: "EXCHANGE_ACCEPTED_IN_WAREHOUSE" })).json().error.code,
    ).toBe(4000);
    const returned = await staffWalk(staff, orderId, ["RETURN_ACCEPTED_IN_WAREHOUSE", "RETURN_SUCCESSFUL"]);
    expect(returned).toMatchObject({
      status: "REFUND_REQUESTED",
      returnStatus: "RETURN_SUCCESSFUL",
      refundStatus: "REFUND_REQUESTED",
    });
    expect(returned.items[0].status).toBe("RETURN_SUCCESSFUL");
    const refunded = await staffWalk(staff, orderId, ["REFUND_INITIATED", "REFUND_SUCCESSFUL"]);
    expect(refunded).toMatchObject({ status: "REFUND_SUCCESSFUL", refundStatus: "REFUND_SUCCESSFUL" });
  });

  it("refunds a returned cash-on-delivery order too: the cash was collected on delivery", async () => {
    const { orderId, api } = await delivered(1, "COD");
    await api.returnOrder({ orderId, entityId: "E2", reason: "Item arrived damaged", type: "RETURN" });
    const done = await staffWalk(staff, orderId, [
      ...PICKUP_TO_WAREHOUSE,
      "RETURN_ACCEPTED_IN_WAREHOUSE",
      "RETURN_SUCCESSFUL",
    ]);
    expect(done).toMatchObject({ paymentStatus: "SUCCESS", refundStatus: "REFUND_REQUESTED" });
  });

  it("ends a return that fails the warehouse check without a refund", async () => {
    const { orderId, api } = await delivered(2);
    await api.returnOrder({ orderId, entityId: "E1", reason: "No longer needed", type: "RETURN" });
    const failed = await staffWalk(staff, orderId, [...PICKUP_TO_WAREHOUSE, "QC_FAILED"]);
    expect(failed).toMatchObject({ status: "QC_FAILED", refundStatus: null });
  });

  it("refuses after the 7-day window, before delivery, twice, and for services", async () => {
    const late = await delivered(8);
    const closed = await late.api.returnOrder({
      orderId: late.orderId,
      entityId: "E1",
      reason: "Size does not fit",
      type: "EXCHANGE",
      replacementSkuId: "ANY-OTHER-SIZE",
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error).toMatchObject({
      code: 4000,
      message: "Returns and exchanges close 7 days after delivery",
    });
    expect((await orderRow(ctx, late.orderId)).returnsStatus).toBeNull();

    const shopper = await guest(ctx);
    const api = ordersApi(ctx, shopper.jar);
    const placed = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 40_000) }],
    });
    const early = await api.returnOrder({
      orderId: placed.orderId,
      entityId: "E1",
      reason: "No longer needed",
      type: "RETURN",
    });
    expect(early.json().error.message).toBe("This order can be returned once it is delivered");

    const fresh = await delivered(1);
    const body = { orderId: fresh.orderId, entityId: "E1", reason: "Size does not fit", type: "RETURN" };
    expect((await fresh.api.returnOrder(body)).statusCode).toBe(200);
    const again = await fresh.api.returnOrder({ ...body, entityId: "E2" });
    expect(again.json().error.message).toBe("A return or exchange is already open for this order");

    const plan = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      items: [{ skuId: await indianSku(ctx, 40_000), itemType: "PLAN" }],
    });
    const service = await api.returnOrder({
      orderId: plan.orderId,
      entityId: "E1",
      reason: "No longer needed",
      type: "RETURN",
    });
    expect(service.json().error).toMatchObject({ code: 4000, fields: { entityId: expect.any(String) } });
  });

  it("wants a listed reason and a type", async () => {
    const { orderId, api } = await delivered(1);
    for (const body of [
      { orderId, entityId: "E1", type: "RETURN" },
      { orderId, entityId: "E1", reason: "Meh", type: "RETURN" },
      { orderId, entityId: "E1", reason: "Other", type: "RETURN" },
      { orderId, entityId: "E1", reason: "Size does not fit", type: "REFUND" },
      { orderId, reason: "Size does not fit", type: "RETURN" },
    ]) {
      expect((await api.returnOrder(body)).json().error.code).toBe(4000);
    }
    expect((await orderRow(ctx, orderId)).returnsStatus).toBeNull();
  });

  it("is 4040 for another shopper's order or an unknown item; staff may open one for the shopper", async () => {
    const { orderId, api } = await delivered(1);
    const other = await guest(ctx);
    const body = { orderId, entityId: "E1", reason: "Size does not fit", type: "RETURN" };
    const intruder = await ordersApi(ctx, other.jar).returnOrder(body);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().error.code).toBe(4040);
    expect((await ordersApi(ctx, new CookieJar()).returnOrder(body)).json().error.code).toBe(4011);
    expect((await api.returnOrder({ ...body, entityId: "E7" })).json().error.code).toBe(4040);
    expect((await orderRow(ctx, orderId)).returnsStatus).toBeNull();
    expect(await auditOfOrder(ctx, orderId)).toEqual([]);
    expect((await staff.returnOrder(body)).json().body.order.status).toBe("RETURN_CREATED");
    expect(await auditOfOrder(ctx, orderId)).toEqual([
      expect.objectContaining({
        action: "order.return",
        after: expect.objectContaining({ returns: "RETURN_CREATED", entityId: "E1" }),
      }),
    ]);
  });
});
