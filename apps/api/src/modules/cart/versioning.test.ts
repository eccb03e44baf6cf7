import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { sameKept } from "./options.ts";
import * as repo from "./repository.ts";
import { indianSku } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const owner = () => `versioning-${randomUUID()}`;

describe("a cart's updated_at", () => {
  it("moves on with every change, by at least 1 ms even within one millisecond", async () => {
    const userId = owner();
    const now = Date.now();
    const first = await repo.lockCart(ctx.deps.db, userId, "IN", now);
    const second = await repo.lockCart(ctx.deps.db, userId, "IN", now);
    expect(second.cartId).toBe(first.cartId);
    expect(second.updatedAt).toBe(now + 1);
    await repo.updateOptions(ctx.deps.db, first.cartId, { couponCode: "FLAT200" }, now);
    expect((await repo.findCartWithItems(ctx.deps.db, userId, "IN"))!.cart.updatedAt).toBe(now + 2);
    const later = await repo.lockCart(ctx.deps.db, userId, "IN", now + 60_000);
    expect(later.updatedAt).toBe(now + 60_000);
  });
});

describe("writeIfUnchanged", () => {
  it("writes the lines of a cart still as read, and nothing once another change came first", async () => {
    const [serum, mat] = [await indianSku(ctx, 40_000), await indianSku(ctx, 90_000)];
    const userId = owner();
    const now = Date.now();
    const cart = await repo.lockCart(ctx.deps.db, userId, "IN", now);
    await repo.putItem(ctx.deps.db, {
      cartId: cart.cartId,
      skuId: serum,
      byobBundledSkuIds: [],
      qty: 1,
      addedAt: now,
    });
    const seen = (await repo.findCartWithItems(ctx.deps.db, userId, "IN"))!;

    const put = [{ ...seen.items[0]!, qty: 3 }];
    expect(await repo.writeIfUnchanged(ctx.deps.db, seen.cart, { put, remove: [] }, now)).toBe(true);
    const after = (await repo.findCartWithItems(ctx.deps.db, userId, "IN"))!;
    expect(after.items.map((i) => [i.skuId, i.qty])).toEqual([[serum, 3]]);
    expect(after.cart.updatedAt).toBeGreaterThan(seen.cart.updatedAt);

    // Written against the read from before the change just made: refused, and nothing changes.
    const stale = {
      put: [{ cartId: cart.cartId, skuId: mat, byobBundledSkuIds: [], qty: 1, addedAt: now }],
      remove: [seen.items[0]!],
    };
    expect(await repo.writeIfUnchanged(ctx.deps.db, seen.cart, stale, now)).toBe(false);
    expect(await repo.findCartWithItems(ctx.deps.db, userId, "IN")).toEqual(after);

    // Against the latest read, lines are added and removed together.
    expect(await repo.writeIfUnchanged(ctx.deps.db, after.cart, stale, now)).toBe(true);
    const final = (await repo.findCartWithItems(ctx.deps.db, userId, "IN"))!;
    expect(final.items.map((i) => [i.skuId, i.qty])).toEqual([[mat, 1]]);
  });
});

describe("sameKept", () => {
  it("tells whether a cart read again keeps the codes and choices it was read with", async () => {
    const userId = owner();
    const fresh = await repo.lockCart(ctx.deps.db, userId, "IN", Date.now());
    // A cart just created keeps nothing, like no cart at all.
    expect(sameKept(undefined, fresh)).toBe(true);
    await repo.updateOptions(ctx.deps.db, fresh.cartId, { couponCode: "FLAT200" }, Date.now());
    const withCoupon = (await repo.findCartWithItems(ctx.deps.db, userId, "IN"))!.cart;
    expect(sameKept(fresh, withCoupon)).toBe(false);
    const later: repo.CartRow = { ...withCoupon, updatedAt: withCoupon.updatedAt + 5 };
    expect(sameKept(withCoupon, later)).toBe(true);
    const cod: repo.CartRow = { ...withCoupon, paymentType: "COD" };
    expect(sameKept(withCoupon, cod)).toBe(false);
  });
});
