import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { mergeGuestInto } from "../identity/service.ts";
import { cartApi, guest, indianSku, linesOf } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const sorted = (lines: string[]) => [...lines].sort();

describe("signing in with a guest cart", () => {
  it("merges the guest's cart into the account's once, adding quantities capped by stock", async () => {
    const a = await indianSku(ctx, 40_000, 50);
    const b = await indianSku(ctx, 50_000, 50);
    const scarce = await indianSku(ctx, 60_000, 2);
    const phone = uniqueIndianMobile();
    const account = await signInByPhone(ctx, { phone });
    const accountCart = cartApi(ctx, account.jar);
    await accountCart.add({ skuId: a, qty: 2 });
    await accountCart.add({ skuId: scarce });

    const visitor = await guest(ctx);
    const guestCart = cartApi(ctx, visitor.jar);
    await guestCart.add({ skuId: a, qty: 3 });
    await guestCart.add({ skuId: b });
    await guestCart.add({ skuId: scarce, qty: 2 });
    await guestCart.get("?couponCode=FLAT200");

    const signedIn = await signInByPhone(ctx, { phone, jar: visitor.jar });
    expect(signedIn.user.id).toBe(account.user.id);
    const merged = (await cartApi(ctx, visitor.jar).get()).json().body;
    expect(sorted(linesOf(merged))).toEqual(sorted([`${a} x5`, `${scarce} x2`, `${b} x1`]));
    expect(merged.appliedCoupon.code).toBe("FLAT200");

    // A second merge of the same guest adds nothing.
    await mergeGuestInto(ctx.deps, visitor.userId, account.user.id);
    const again = (await accountCart.get()).json().body;
    expect(sorted(linesOf(again))).toEqual(sorted(linesOf(merged)));
  });

  it("keeps the cart when the guest becomes a new account", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const visitor = await guest(ctx);
    await cartApi(ctx, visitor.jar).add({ skuId, qty: 2 });
    const { isNewUser } = await signInByPhone(ctx, { jar: visitor.jar });
    expect(isNewUser).toBe(true);
    expect(linesOf((await cartApi(ctx, visitor.jar).get()).json().body)).toEqual([`${skuId} x2`]);
  });
});

describe("POST /api/catalogue/v1/merge-cart", () => {
  it("merges a local cart once per mergeId, capped by stock and the line limit, skipping unknown items", async () => {
    const a = await indianSku(ctx, 40_000, 50);
    const scarce = await indianSku(ctx, 60_000, 3);
    const { jar } = await signInByPhone(ctx);
    const api = cartApi(ctx, jar);
    await api.add({ skuId: a, qty: 4 });
    const mergeId = randomUUID();
    const cartItems = [
      { skuId: a, qty: 4 },
      { skuId: scarce, qty: 2 },
      { skuId: "NO-SUCH-SKU", qty: 1 },
    ];
    const first = await api.merge({ mergeId, cartItems });
    expect(first.statusCode).toBe(200);
    expect(linesOf(first.json().body)).toEqual([`${a} x8`, `${scarce} x2`]);
    const repeated = await api.merge({ mergeId, cartItems });
    expect(linesOf(repeated.json().body)).toEqual([`${a} x8`, `${scarce} x2`]);
    const another = await api.merge({ mergeId: randomUUID(), cartItems });
    expect(linesOf(another.json().body)).toEqual([`${a} x10`, `${scarce} x3`]);
  });

  it("needs a session and a merge id", async () => {
    const anon = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/merge-cart",
      payload: { mergeId: randomUUID(), cartItems: [] },
    });
    expect(anon.statusCode).toBe(401);
    const { jar } = await signInByPhone(ctx);
    const res = await cartApi(ctx, jar).merge({ cartItems: [{ skuId: "SE-NIA-30", qty: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("mergeId");
  });
});
