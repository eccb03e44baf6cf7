// The cart's pricing may reuse what this instance read a moment ago (config.cartReadsTtlMs); an order
// reads live, and this instance's own changes are seen at once (docs/decisions/0018-cart-reads-may-lag.md).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { inventory } from "../catalogue/tables.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { users } from "../identity/tables.ts";
import { sendTakeStock } from "../orders/stock.ts";
import { addLifeBits } from "../users/service.ts";
import { type CartCaller, changeCart, getCart, priceForOrder } from "./service.ts";
import { guest, indianSku } from "./test-helpers.ts";

let ctx: TestContext;
let now: number;
let deps: Deps;
beforeAll(async () => {
  ctx = await testContext();
  now = Date.now();
  deps = { ...ctx.deps, config: { ...ctx.deps.config, cartReadsTtlMs: 60_000 }, now: () => now };
});

async function shopperWith(skuId: string, qty: number) {
  const { userId } = await guest(ctx);
  const caller: NonNullable<CartCaller> = { userId, isGuestUser: true };
  await changeCart(deps, "IN", caller, [{ type: "ADD", skuId, qty, field: (name) => name }], {});
  return caller;
}

/** Another instance's change: straight to the database, so this instance's reads are not told. */
const setStock = (skuId: string, availableToPromise: number) =>
  ctx.deps.db
    .update(inventory)
    .set({ availableToPromise })
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, "IN")));

describe("a cart's recent reads", () => {
  it("shows stock read a moment ago until the TTL, while an order reads it live", async () => {
    const skuId = await indianSku(ctx, 45_000, 5, { name: "Foam Roller" });
    const caller = await shopperWith(skuId, 3);
    await setStock(skuId, 1);
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    const order = await priceForOrder(deps, "IN", caller, { kind: "server" }, {});
    expect(order.cart.isAnyItemOutOfStock).toBe(true);
    now += 60_000;
    expect((await getCart(deps, "IN", caller, {})).outOfStockDisplayText).toBe(
      "Only 1 unit of Foam Roller is available. Please update your cart to continue.",
    );
  });

  it("sees stock this instance takes at once", async () => {
    const skuId = await indianSku(ctx, 45_000, 3, { name: "Yoga Block" });
    const caller = await shopperWith(skuId, 2);
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    await ctx.deps.db.transaction(async (tx) => {
      await sendTakeStock(tx as never, `ord-recent-${skuId}`, "IN", [{ skuId, qty: 2 }]);
    });
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(true);
  });

  it("sees this instance's first purchase and life bits at once, another instance's after the TTL", async () => {
    const skuId = await indianSku(ctx, 200_000);
    const caller = await shopperWith(skuId, 1);
    const welcome = async () =>
      (await getCart(deps, "IN", caller, { couponCode: "WELCOME10" })).isCouponValid;
    expect(await welcome()).toBe(true);
    await markFirstPurchaseCompleted(ctx.deps, caller.userId);
    expect(await welcome()).toBe(false);

    const balance = async () => (await getCart(deps, "IN", caller, {})).lifeBitsBalance;
    expect(await balance()).toBe(0);
    await addLifeBits(ctx.deps, caller.userId, { delta: 300, reason: "30-day sleep streak" });
    expect(await balance()).toBe(300);

    const other = await shopperWith(skuId, 1);
    expect(await getCart(deps, "IN", other, { couponCode: "WELCOME10" })).toMatchObject({
      isCouponValid: true,
    });
    await ctx.deps.db
      .update(users)
      .set({ firstPurchaseCompleted: true })
      .where(eq(users.userId, other.userId));
    expect((await getCart(deps, "IN", other, {})).isCouponValid).toBe(true);
    const order = await priceForOrder(deps, "IN", other, { kind: "server" }, {});
    expect(order.cart.isCouponValid).toBe(false);
    now += 60_000;
    expect((await getCart(deps, "IN", other, {})).isCouponValid).toBe(false);
  });
});
