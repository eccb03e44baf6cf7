import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { startPayment } from "../payments/service.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { insertTestOrder, orderRow, ordersApi } from "./test-orders.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("guest orders when the guest signs in", () => {
  it("move to the existing account signed in to, with their payment attempts", async () => {
    const phone = uniqueIndianMobile();
    const account = await signInByPhone(ctx, { phone });
    const sku = await indianSku(ctx, 10_000);
    const own = await insertTestOrder(ctx, {
      userId: account.user.id,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
    });

    const visitor = await guest(ctx);
    const placed = await insertTestOrder(ctx, {
      userId: visitor.userId,
      state: "COD_PLACED",
      items: [{ skuId: sku }],
    });
    const pending = await insertTestOrder(ctx, {
      userId: visitor.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: sku }],
    });
    await startPayment(ctx.deps, {
      orderId: pending.orderId,
      userId: visitor.userId,
      amount: 90_000,
      currency: "INR",
      market: "IN",
      receipt: pending.orderId.slice(0, 40),
    });

    const merged = await signInByPhone(ctx, { phone, jar: visitor.jar });
    expect(merged.user.id).toBe(account.user.id);
    const api = ordersApi(ctx, merged.jar);
    const listed = (await api.list()).json().body.orders.map((o: { orderId: string }) => o.orderId);
    expect(new Set(listed)).toEqual(new Set([own.orderId, placed.orderId, pending.orderId]));
    expect((await api.get(placed.orderId)).statusCode).toBe(200);
    expect((await orderRow(ctx, pending.orderId)).userId).toBe(account.user.id);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, pending.orderId));
    expect(attempts.map((a) => a.userId)).toEqual([account.user.id]);
    // The account may now act on what the guest ordered.
    expect((await api.cancel({ orderId: placed.orderId, reason: "Ordered by mistake" })).statusCode).toBe(
      200,
    );
  });

  it("stay with a guest who signs up: the guest becomes the new account", async () => {
    const visitor = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: visitor.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const signedUp = await signInByPhone(ctx, { jar: visitor.jar });
    expect(signedUp.isNewUser).toBe(true);
    const listed = (await ordersApi(ctx, signedUp.jar).list()).json().body.orders;
    expect(listed.map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);
  });
});
