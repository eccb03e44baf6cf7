// The cart's pricing may reuse what this instance read a moment ago (config.cartReadsTtlMs); an order
// reads live, and this instance's own changes are seen at once (docs/decisions/0018-cart-reads-may-lag.md).
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { releaseStock, sendTakeStock } from "../catalogue/service.ts";
import { inventory } from "../catalogue/tables.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { users } from "../identity/tables.ts";
import { addLifeBits } from "../users/service.ts";
import { afterWrite } from "./recent-carts.ts";
import { type CartCaller, changeCart, getCart, priceForOrder } from "./service.ts";
import { cartItems, carts } from "./tables.ts";
import { guest, indianSku, testSku } from "./test-helpers.ts";

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

  it("sees stock this instance takes and gives back at once", async () => {
    const skuId = await indianSku(ctx, 45_000, 3, { name: "Yoga Block" });
    const caller = await shopperWith(skuId, 2);
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    await ctx.deps.db.transaction(async (tx) => {
      await sendTakeStock(tx as never, `ord-recent-${skuId}`, "IN", [{ skuId, qty: 2 }]);
    });
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(true);
    await ctx.deps.db.transaction(async (tx) => {
      await releaseStock(tx as never, `ord-recent-${skuId}`);
    });
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
  });

  it("keeps what it read of skus an order's stock change does not touch", async () => {
    const [kept, taken] = [await indianSku(ctx, 45_000, 3), await indianSku(ctx, 45_000, 3)];
    const caller = await shopperWith(kept, 2);
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    await setStock(kept, 1);
    await ctx.deps.db.transaction(async (tx) => {
      await sendTakeStock(tx as never, `ord-other-${taken}`, "IN", [{ skuId: taken, qty: 1 }]);
    });
    // Another instance's change to the kept sku shows after the TTL, as before the order.
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    now += 60_000;
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(true);
  });

  it("sees at once a bundle's part this instance takes", async () => {
    const part = await indianSku(ctx, 30_000, 2, { name: "Resistance Band" });
    const other = await indianSku(ctx, 30_000, 5);
    const bundle = await testSku(ctx, {
      prices: { IN: { base: 50_000, discount: 50_000, stock: 0 } },
      bundleParts: [part, other],
    });
    const caller = await shopperWith(bundle, 1);
    expect((await getCart(deps, "IN", caller, {})).isAnyItemOutOfStock).toBe(false);
    await ctx.deps.db.transaction(async (tx) => {
      await sendTakeStock(tx as never, `ord-part-${part}`, "IN", [{ skuId: part, qty: 2 }]);
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

describe("a cart change starts from the cart this instance last saw", () => {
  const add = (caller: NonNullable<CartCaller>, skuId: string) =>
    changeCart(deps, "IN", caller, [{ type: "ADD", skuId, qty: 1, field: (name) => name }], {});
  const lines = (cart: { cartItemList: { skuId: string; qty: number }[] }) =>
    cart.cartItemList.map((l) => `${l.skuId} x${l.qty}`);
  const cartIdOf = async (userId: string) =>
    (await ctx.deps.db.select().from(carts).where(eq(carts.userId, userId)))[0]!.cartId;

  it("does not read the cart again (shown by a line no real writer would add without moving updated_at)", async () => {
    const [a, b] = [await indianSku(ctx, 10_000), await indianSku(ctx, 20_000)];
    const caller = await shopperWith(a, 1);
    await getCart(deps, "IN", caller, {});
    await ctx.deps.db.insert(cartItems).values({
      cartId: await cartIdOf(caller.userId),
      skuId: b,
      byobBundledSkuIds: [],
      qty: 1,
      addedAt: now + 1,
    });
    expect(lines(await add(caller, a))).toEqual([`${a} x2`]);
    expect(lines(await getCart(deps, "IN", caller, {}))).toEqual([`${a} x2`, `${b} x1`]);
  });

  it("loses nothing another instance changed meanwhile: the write sees updated_at moved and takes the lock", async () => {
    const [a, b] = [await indianSku(ctx, 10_000), await indianSku(ctx, 20_000)];
    const caller = await shopperWith(a, 1);
    await getCart(deps, "IN", caller, {});
    const cartId = await cartIdOf(caller.userId);
    await ctx.deps.db
      .insert(cartItems)
      .values({ cartId, skuId: b, byobBundledSkuIds: [], qty: 1, addedAt: now + 1 });
    await ctx.deps.db
      .update(carts)
      .set({ updatedAt: sql`${carts.updatedAt} + 1` })
      .where(eq(carts.cartId, cartId));
    expect(lines(await add(caller, a))).toEqual([`${a} x2`, `${b} x1`]);
    expect(lines(await add(caller, b))).toEqual([`${a} x2`, `${b} x2`]);
  });

  it("keeps the cart as the write left it: lines in place, new ones last, updated_at moved on", () => {
    const cart = { cartId: "c", updatedAt: 1_000 } as Parameters<typeof afterWrite>[0]["cart"];
    const line = (skuId: string, qty: number, addedAt = 1) => ({
      cartId: "c",
      skuId,
      byobBundledSkuIds: [],
      qty,
      addedAt,
    });
    const after = afterWrite(
      { cart, items: [line("A", 1), line("B", 1), line("C", 1)] },
      { put: [line("A", 3), line("D", 1, 900)], remove: [{ skuId: "B", byobBundledSkuIds: [] }] },
      900,
    );
    expect(after.cart.updatedAt).toBe(1_001);
    expect(after.items.map((i) => `${i.skuId} x${i.qty}`)).toEqual(["A x3", "C x1", "D x1"]);
    expect(afterWrite({ cart, items: [] }, { put: [], remove: [] }, 5_000).cart.updatedAt).toBe(5_000);
  });
});
