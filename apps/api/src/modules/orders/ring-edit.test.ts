import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";

import { orderStock } from "../catalogue/tables.ts";
import {
  auditOfOrder,
  insertTestOrder,
  ordersApi,
  signInStaff,
  stockOf,
  type TestOrderState,
  testRing,
} from "./test-orders.ts";

let ctx: TestContext;
let staff: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  staff = await signInStaff(ctx);
});

/** An order of one ring of the given variant of a fresh test ring. */
async function ringOrder(
  ring: Awaited<ReturnType<typeof testRing>>,
  variant = "silver/9",
  state: TestOrderState = "PREPAID_PAID",
) {
  const shopper = await guest(ctx);
  const [finish, size] = variant.split("/");
  const { orderId } = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state,
    items: [
      {
        skuId: ring.variants[variant],
        productId: ring.productId,
        itemType: "RING",
        name: `Test Ring, ${finish}, size ${size}`,
        attributes: { size, finish },
      },
    ],
  });
  return { shopper, orderId, api: ordersApi(ctx, shopper.jar) };
}

const stockRows = (orderId: string) =>
  ctx.deps.db.select().from(orderStock).where(eq(orderStock.orderId, orderId));

describe("POST /api/oms/v1/order/ring/edit", () => {
  it("changes the size before dispatch: the new size's stock is taken, the old size's given back", async () => {
    const ring = await testRing(ctx, { stock: 5 });
    const { orderId, api } = await ringOrder(ring);
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(4);
    const res = await api.ringEdit({ orderId, entityId: "E1", size: 10 });
    expect(res.statusCode).toBe(200);
    const item = res.json().body.order.items[0];
    expect(item).toMatchObject({
      skuId: ring.variants["silver/10"],
      attributes: { size: "10", finish: "silver" },
      name: expect.stringMatching(/Silver, size 10$/),
    });
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(5);
    expect(await stockOf(ctx, ring.variants["silver/10"])).toBe(4);
    expect((await stockRows(orderId)).map((r) => [r.skuId, r.qty])).toEqual([
      [ring.variants["silver/10"], 1],
    ]);

    // A later cancellation gives back the ring the order now holds.
    await api.cancel({ orderId, reason: "Want to change the size or colour" });
    expect(await stockOf(ctx, ring.variants["silver/10"])).toBe(5);
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(5);
  });

  it("changes the finish, or both, for a cash-on-delivery order too", async () => {
    const ring = await testRing(ctx, { stock: 3 });
    const { orderId, api } = await ringOrder(ring, "silver/8", "COD_PLACED");
    await api.ringEdit({ orderId, entityId: "E1", finish: "Matte-Black" });
    const both = await api.ringEdit({ orderId, entityId: "E1", size: "10", finish: "silver" });
    expect(both.json().body.order.items[0].skuId).toBe(ring.variants["silver/10"]);
    expect(await stockOf(ctx, ring.variants["silver/8"])).toBe(3);
    expect(await stockOf(ctx, ring.variants["matte-black/8"])).toBe(3);
    expect(await stockOf(ctx, ring.variants["silver/10"])).toBe(2);
  });

  it("is 4010 when the new variant is sold out, and changes nothing", async () => {
    const ring = await testRing(ctx, { stock: 2, overrides: { "silver/10": 0 } });
    const { orderId, api } = await ringOrder(ring);
    const res = await api.ringEdit({ orderId, entityId: "E1", size: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 4010, message: expect.stringMatching(/out of stock$/) });
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(1);
    expect(await stockOf(ctx, ring.variants["silver/10"])).toBe(0);
    expect((await api.get(orderId)).json().body.order.items[0].skuId).toBe(ring.variants["silver/9"]);
  });

  it("never sells the last unit twice when two shoppers switch to it at once", async () => {
    const ring = await testRing(ctx, { stock: 5, overrides: { "matte-black/9": 1 } });
    const [a, b] = [await ringOrder(ring), await ringOrder(ring)];
    const answers = await Promise.all(
      [a, b].map(({ api, orderId }) => api.ringEdit({ orderId, entityId: "E1", finish: "matte-black" })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(ctx, ring.variants["matte-black/9"])).toBe(0);
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(4);
  });

  it("refuses after dispatch, before placing, other items, unknown variants and no change", async () => {
    const ring = await testRing(ctx, { stock: 5 });
    const shipped = await ringOrder(ring, "silver/9", "DISPATCHED");
    const late = await shipped.api.ringEdit({ orderId: shipped.orderId, entityId: "E1", size: 10 });
    expect(late.json().error).toMatchObject({ code: 4000 });
    const pending = await ringOrder(ring, "silver/9", "PREPAID_PENDING");
    expect(
      (await pending.api.ringEdit({ orderId: pending.orderId, entityId: "E1", size: 10 })).json().error.code,
    ).toBe(4000);

    const { orderId, api, shopper } = await ringOrder(ring);
    for (const body of [{ size: 12 }, { finish: "gold" }, { size: 9 }, { size: 14 }, { size: 5 }, {}]) {
      const res = await api.ringEdit({ orderId, entityId: "E1", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.ringEdit({ orderId, entityId: "E1", size: 12 })).json().error.fields).toHaveProperty(
      "size",
    );
    expect(
      (await api.ringEdit({ orderId, entityId: "E1", finish: "gold" })).json().error.fields,
    ).toHaveProperty("finish");
    const kettlebell = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const notRing = await api.ringEdit({ orderId: kettlebell.orderId, entityId: "E1", size: 10 });
    expect(notRing.json().error).toMatchObject({ code: 4000, fields: { entityId: expect.any(String) } });
    expect(await stockOf(ctx, ring.variants["silver/9"])).toBe(2);
  });

  it("is 4040 for another shopper's order; staff may change it for the shopper", async () => {
    const ring = await testRing(ctx, { stock: 5 });
    const { orderId } = await ringOrder(ring);
    const other = await guest(ctx);
    const res = await ordersApi(ctx, other.jar).ringEdit({ orderId, entityId: "E1", size: 10 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    expect(await stockOf(ctx, ring.variants["silver/10"])).toBe(5);
    expect(
      (await ordersApi(ctx, new CookieJar()).ringEdit({ orderId, entityId: "E1", size: 10 })).statusCode,
    ).toBe(401);
    expect(await auditOfOrder(ctx, orderId)).toEqual([]);
    const byStaff = await ordersApi(ctx, staff).ringEdit({ orderId, entityId: "E1", size: 10 });
    expect(byStaff.json().body.order.items[0].skuId).toBe(ring.variants["silver/10"]);
    expect(await auditOfOrder(ctx, orderId)).toEqual([
      expect.objectContaining({
        action: "order.ring-edit",
        after: expect.objectContaining({ entityId: "E1", skuId: ring.variants["silver/10"] }),
      }),
    ]);
  });
});
