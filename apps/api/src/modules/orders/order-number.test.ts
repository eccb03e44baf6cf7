import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../test/harness.ts";
import { testContext } from "../../test/harness.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { isOrderNumberTaken, newOrderNumber, withOrderNumber } from "./order-number.ts";
import { orders } from "./tables.ts";
import { insertTestOrder, ordersApi, signInStaff } from "./test-orders.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function placedOrder() {
  const shopper = await guest(ctx);
  const order = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "COD_PLACED",
    items: [{ skuId: await indianSku(ctx, 10_000) }],
  });
  return { ...order, shopper };
}

describe("order numbers", () => {
  it("are fresh each time, from the alphabet without look-alikes", () => {
    const numbers = Array.from({ length: 2000 }, newOrderNumber);
    expect(new Set(numbers).size).toBe(2000);
    for (const n of numbers) expect(n).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
  });

  it("are unique in the database: a taken number is drawn again, another failure is not retried", async () => {
    const [first, second] = [await placedOrder(), await placedOrder()];
    const drawn = [first.orderNumber, first.orderNumber, "ZZZZZZZZZ2"];
    const tried: string[] = [];
    const renumber = (orderNumber: string) =>
      ctx.deps.db.update(orders).set({ orderNumber }).where(eq(orders.orderId, second.orderId));
    await withOrderNumber(
      async (orderNumber) => {
        tried.push(orderNumber);
        await renumber(orderNumber);
      },
      () => drawn.shift()!,
    );
    expect(tried).toEqual([first.orderNumber, first.orderNumber, "ZZZZZZZZZ2"]);
    const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.orderId, second.orderId));
    expect(row.orderNumber).toBe("ZZZZZZZZZ2");

    const refused = await renumber(first.orderNumber).catch((error: unknown) => error);
    expect(isOrderNumberTaken(refused)).toBe(true);
    let calls = 0;
    const other = new Error("not a clash");
    await expect(
      withOrderNumber(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });

  it("are returned by getOrder, listOrders and the confirmation, and find the order for staff", async () => {
    const { orderId, orderNumber, shopper } = await placedOrder();
    const api = ordersApi(ctx, shopper.jar);
    expect((await api.get(orderId)).json().body.order.orderNumber).toBe(orderNumber);
    const listed = (await api.list()).json().body.orders;
    expect(
      listed.map((o: { orderId: string; orderNumber: string }) => [o.orderId, o.orderNumber]),
    ).toContainEqual([orderId, orderNumber]);
    expect((await api.confirmation(orderId)).json().body.orderNumber).toBe(orderNumber);

    const staff = ordersApi(ctx, await signInStaff(ctx));
    // As read out on the phone: any case, with a space or dash.
    const typed = `${orderNumber.slice(0, 5).toLowerCase()}-${orderNumber.slice(5)}`;
    for (const q of [orderNumber, typed, orderId]) {
      const found = (await staff.staffList(`?q=${encodeURIComponent(q)}`)).json().body.orders;
      expect(found.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
    }
    expect((await staff.staffList("?q=ZZZZZZZZZZ")).json().body.orders).toEqual([]);
  });
});
