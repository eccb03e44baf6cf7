import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { guest } from "../cart/test-helpers.ts";
import {
  insertTestOrder,
  orderRow,
  ordersApi,
  PICKUP_TO_WAREHOUSE,
  signInStaff,
  staffWalk,
  stockOf,
  testRing,
} from "./test-orders.ts";

let ctx: TestContext;
let staff: ReturnType<typeof ordersApi>;
beforeAll(async () => {
  ctx = await testContext();
  staff = ordersApi(ctx, await signInStaff(ctx));
});

/** A delivered order of the test ring in silver, size 8, and the shopper's order calls. */
async function deliveredRing(ring: Awaited<ReturnType<typeof testRing>>) {
  const shopper = await guest(ctx);
  const { orderId } = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "DELIVERED",
    items: [{ skuId: ring.variants["silver/8"]!, productId: ring.productId, itemType: "RING" }],
  });
  return { orderId, api: ordersApi(ctx, shopper.jar) };
}

const exchange = (replacementSkuId: string, orderId: string) => ({
  orderId,
  entityId: "E1",
  reason: "Size does not fit",
  type: "EXCHANGE",
  replacementSkuId,
});

describe("exchanges", () => {
  it("hold the chosen size when opened, ship it once the item is accepted back, and end EXCHANGED", async () => {
    const ring = await testRing(ctx, { stock: 3 });
    const [size8, size9] = [ring.variants["silver/8"]!, ring.variants["silver/9"]!];
    const { orderId, api } = await deliveredRing(ring);
    expect(await stockOf(ctx, size8)).toBe(2);

    const opened = await api.returnOrder(exchange(size9, orderId));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().body.order).toMatchObject({ status: "EXCHANGE_CREATED", returnType: "EXCHANGE" });
    expect(opened.json().body.order.items[0].replacement).toEqual({
      skuId: size9,
      name: expect.stringContaining("size 9"),
      qty: 1,
      status: "HELD",
    });
    expect(await stockOf(ctx, size9)).toBe(2);

    await staffWalk(staff, orderId, PICKUP_TO_WAREHOUSE);
    const accepted = await staffWalk(staff, orderId, ["EXCHANGE_ACCEPTED_IN_WAREHOUSE"]);
    expect(accepted.items[0].replacement.status).toBe("SHIPPED");
    // The size 8 that came back is on sale again; the size 9 stays taken.
    expect(await stockOf(ctx, size8)).toBe(3);
    expect(await stockOf(ctx, size9)).toBe(2);

    const done = await staffWalk(staff, orderId, ["EXCHANGED"]);
    expect(done).toMatchObject({ status: "EXCHANGED", refundStatus: null });
    expect(done.items[0]).toMatchObject({ status: "EXCHANGED", replacement: { status: "DELIVERED" } });
    const shown = (await api.get(orderId)).json().body.order;
    expect(shown.items[0].replacement).toMatchObject({ skuId: size9, status: "DELIVERED" });
    expect(await stockOf(ctx, size9)).toBe(2);
  });

  it("give the held stock back when cancelled, once", async () => {
    const ring = await testRing(ctx, { stock: 2 });
    const size10 = ring.variants["matte-black/10"]!;
    const { orderId, api } = await deliveredRing(ring);
    await api.returnOrder(exchange(size10, orderId));
    expect(await stockOf(ctx, size10)).toBe(1);
    const cancelled = await staffWalk(staff, orderId, ["OUT_FOR_PICKUP", "EXCHANGE_CANCELLED"]);
    expect(cancelled.items[0].replacement.status).toBe("RELEASED");
    expect(await stockOf(ctx, size10)).toBe(2);
    expect((await staff.staffMove(orderId, { status: "EXCHANGE_CANCELLED" })).statusCode).toBe(400);
    expect(await stockOf(ctx, size10)).toBe(2);
  });

  it("give the held stock back when the item fails the warehouse check", async () => {
    const ring = await testRing(ctx, { stock: 1 });
    const size9 = ring.variants["silver/9"]!;
    const { orderId, api } = await deliveredRing(ring);
    await api.returnOrder(exchange(size9, orderId));
    expect(await stockOf(ctx, size9)).toBe(0);
    await staffWalk(staff, orderId, [...PICKUP_TO_WAREHOUSE, "QC_FAILED"]);
    expect(await stockOf(ctx, size9)).toBe(1);
  });

  it("answer 4010 when the chosen size is sold out, and open nothing", async () => {
    const ring = await testRing(ctx, { stock: 2, overrides: { "silver/9": 0 } });
    const { orderId, api } = await deliveredRing(ring);
    const res = await api.returnOrder(exchange(ring.variants["silver/9"]!, orderId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 4010, fields: { replacementSkuId: "Out of stock" } });
    const row = await orderRow(ctx, orderId);
    expect(row.returnsStatus).toBeNull();
    expect(await stockOf(ctx, ring.variants["silver/9"]!)).toBe(0);
  });

  it("want another size or variant of the same product", async () => {
    const ring = await testRing(ctx);
    const other = await testRing(ctx);
    const { orderId, api } = await deliveredRing(ring);
    for (const skuId of [ring.variants["silver/8"]!, other.variants["silver/9"]!, "NO-SUCH-SKU"]) {
      const res = await api.returnOrder(exchange(skuId, orderId));
      expect(res.json().error).toMatchObject({
        code: 4000,
        fields: { replacementSkuId: expect.any(String) },
      });
    }
    const missing = await api.returnOrder({ ...exchange("x", orderId), replacementSkuId: undefined });
    expect(missing.json().error.fields).toEqual({
      replacementSkuId: "Choose the size or variant you want instead",
    });
    expect((await orderRow(ctx, orderId)).returnsStatus).toBeNull();
  });

  it("never promise the last unit twice: of two exchanges for it, one wins", async () => {
    const ring = await testRing(ctx, { stock: 2, overrides: { "silver/9": 1 } });
    const size9 = ring.variants["silver/9"]!;
    const [a, b] = await Promise.all([deliveredRing(ring), deliveredRing(ring)]);
    const answers = await Promise.all([
      a.api.returnOrder(exchange(size9, a.orderId)),
      b.api.returnOrder(exchange(size9, b.orderId)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(ctx, size9)).toBe(0);
    const opened = await Promise.all([orderRow(ctx, a.orderId), orderRow(ctx, b.orderId)]);
    expect(opened.filter((row) => row.returnsStatus === "EXCHANGE_CREATED")).toHaveLength(1);
  });
});
