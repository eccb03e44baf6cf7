import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { databaseFailure } from "../../db/errors.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { testSku } from "../cart/test-helpers.ts";
import { combineNeeds, releaseStock, takeStock } from "../catalogue/service.ts";
import { INVENTORY_NOT_NEGATIVE, inventory, orderStock } from "../catalogue/tables.ts";
import { lockOrder, moveOrder } from "./state.ts";
import { orders, orderTimeline } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const tx = <T>(work: (tx: Db) => Promise<T>) => ctx.deps.db.transaction((t) => work(t as unknown as Db));

async function stockOf(skuId: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select()
    .from(inventory)
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, "IN")));
  return row!.availableToPromise;
}

const sku = (stock: number) => testSku(ctx, { prices: { IN: { base: 1000, discount: 900, stock } } });

describe("takeStock and releaseStock", () => {
  it("combines needs per sku in sku order", () => {
    expect(
      combineNeeds([
        { skuId: "B", qty: 1 },
        { skuId: "A", qty: 2 },
        { skuId: "B", qty: 3 },
      ]),
    ).toEqual([
      { skuId: "A", qty: 2 },
      { skuId: "B", qty: 4 },
    ]);
  });

  it("takes what is there and gives it back on release", async () => {
    const [a, b] = [await sku(5), await sku(3)];
    const orderId = `ORD-T-${randomUUID()}`;
    await tx((t) =>
      takeStock(t, orderId, "IN", [
        { skuId: a, qty: 2 },
        { skuId: b, qty: 3 },
        { skuId: a, qty: 1 },
      ]),
    );
    expect([await stockOf(a), await stockOf(b)]).toEqual([2, 0]);
    await tx((t) => releaseStock(t, orderId));
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 3]);
  });

  it("refuses with 4010 when any sku is short, and the rollback leaves every sku as it was", async () => {
    const [a, b] = [await sku(5), await sku(1)];
    await expect(
      tx((t) =>
        takeStock(t, `ORD-T-${randomUUID()}`, "IN", [
          { skuId: a, qty: 2 },
          { skuId: b, qty: 2 },
        ]),
      ),
    ).rejects.toMatchObject({ code: 4010 });
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 1]);
  });
});

describe("the stock check", () => {
  it("is the database's: no write takes a sku below zero", async () => {
    const a = await sku(1);
    const below = ctx.deps.db
      .update(inventory)
      .set({ availableToPromise: -1 })
      .where(and(eq(inventory.skuId, a), eq(inventory.market, "IN")));
    const error = await below.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(databaseFailure(error)).toMatchObject({ code: "23514", constraint: INVENTORY_NOT_NEGATIVE });
    expect(await stockOf(a)).toBe(1);
  });

  it("refuses with 4010 a sku with no stock row in the market, recording nothing", async () => {
    const orderId = `ORD-T-${randomUUID()}`;
    await expect(
      tx((t) => takeStock(t, orderId, "IN", [{ skuId: `NO-ROW-${randomUUID()}`, qty: 1 }])),
    ).rejects.toMatchObject({ code: 4010 });
    expect(await ctx.deps.db.select().from(orderStock).where(eq(orderStock.orderId, orderId))).toEqual([]);
  });
});

describe("moveOrder", () => {
  async function newOrder(): Promise<string> {
    const orderId = `ORD-T-${randomUUID()}`;
    const now = Date.now();
    await ctx.deps.db.insert(orders).values({
      orderId,
      userId: `usr-${randomUUID()}`,
      market: "IN",
      currency: "INR",
      source: "CART",
      paymentType: "COD",
      stockState: "TAKEN",
      totalBasePrice: 1000,
      totalDiscount: 100,
      couponDiscount: 0,
      shippingCharges: 0,
      codCharges: 0,
      payableAmount: 900,
      address: {
        name: "Asha Rao",
        phoneNumber: "9876543210",
        line1: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560001",
        country: "IN",
      },
      createdAt: now,
      updatedAt: now,
    });
    return orderId;
  }

  it("applies steps in order, keeps the shown status and records each with its actor", async () => {
    const orderId = await newOrder();
    const moved = await tx(async (t) =>
      moveOrder(
        t,
        (await lockOrder(t, orderId))!,
        ["CREATED", "COD_INITIATED", "ORDER_PLACED"],
        "user:u1",
        1,
      ),
    );
    expect(moved).toMatchObject({
      orderStatus: "ORDER_PLACED",
      paymentStatus: "COD_INITIATED",
      shownStatus: "ORDER_PLACED",
    });
    const steps = await ctx.deps.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(orderTimeline.id);
    expect(steps.map((s) => [s.axis, s.status, s.actor])).toEqual([
      ["order", "CREATED", "user:u1"],
      ["payment", "COD_INITIATED", "user:u1"],
      ["order", "ORDER_PLACED", "user:u1"],
    ]);
  });

  it("refuses an illegal step with 4000 and changes nothing", async () => {
    const orderId = await newOrder();
    await expect(
      tx(async (t) => moveOrder(t, (await lockOrder(t, orderId))!, ["CREATED", "DELIVERED"], "staff:s1", 1)),
    ).rejects.toMatchObject({ code: 4000 });
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row!.orderStatus).toBeNull();
    const steps = await ctx.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId));
    expect(steps).toEqual([]);
  });
});
