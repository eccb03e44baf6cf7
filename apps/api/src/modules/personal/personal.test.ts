import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { cartApi, indianSku, testSku } from "../cart/test-helpers.ts";
import { lockOrder, moveOrder } from "../orders/state.ts";
import { orderItems } from "../orders/tables.ts";
import {
  insertTestOrder,
  ordersApi,
  PICKUP_TO_WAREHOUSE,
  signInStaff,
  staffWalk,
} from "../orders/test-orders.ts";
import { seedSubscription } from "../subscriptions/testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const personal = (jar: CookieJar, market: "IN" | "AE" | "US" = "IN") =>
  browse(ctx, jar, { method: "GET", url: "/api/user/v1/personal", market });

describe("GET /api/user/v1/personal", () => {
  it("answers nobody's bits to an anonymous caller, never to be kept by a cache", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/user/v1/personal" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json().body).toEqual({ signedIn: false, userDto: null, cartCount: 0, bought: [] });
  });

  it("answers the signed-in shopper's name, Pro badge and cart units in the market", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await browse(ctx, jar, { method: "PUT", url: "/api/user/v3/profile", payload: { firstName: "Meera" } });
    const first = (await personal(jar)).json().body;
    expect(first).toMatchObject({ signedIn: true, cartCount: 0 });
    expect(first.userDto).toMatchObject({ id: user.id, firstName: "Meera", isProUser: false });

    const skuId = await indianSku(ctx, 50_000);
    await cartApi(ctx, jar).add({ skuId, qty: 2 });
    await seedSubscription(ctx.deps.db, { userId: user.id, status: "ACTIVE", tier: "PRO" });
    const second = await personal(jar);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.json().body).toMatchObject({ signedIn: true, cartCount: 2, userDto: { isProUser: true } });
    // The cart count is the market's: nothing in the US cart.
    expect((await personal(jar, "US")).json().body.cartCount).toBe(0);
  });

  it("answers 4011 to session cookies that no longer sign anyone in, so the browser renews and asks again", async () => {
    const stale = new CookieJar();
    stale.values.set("access_token", "not-a-token");
    const res = await personal(stale);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(4011);

    const { jar } = await signInByPhone(ctx);
    const renewable = new CookieJar();
    renewable.values.set("refresh_token", jar.get("refresh_token") ?? "");
    expect((await personal(renewable)).statusCode).toBe(401);
    const renewed = await browse(ctx, renewable, { method: "POST", url: "/api/refresh-token", payload: {} });
    expect(renewed.statusCode).toBe(200);
    expect((await personal(renewable)).json().body.signedIn).toBe(true);
  });

  it("answers the products the shopper bought, newest order first, in every market; nobody else's", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const day = 86_400_000;
    const now = ctx.deps.now();
    const both = { base: 40_000, discount: 40_000, stock: 20 };
    const [ring, band, kettlebell, serum, charger, mat, gift, toGo] = await Promise.all([
      testSku(ctx, { prices: { IN: both, AE: both } }),
      ...Array.from({ length: 7 }, () => indianSku(ctx, 40_000)),
    ]);
    const productOf = (skuId: string) => `prd-${skuId!.toLowerCase()}`;
    const order =
      (state: "COD_PLACED" | "PREPAID_PAID" | "PREPAID_PENDING" | "DELIVERED" | "DISPATCHED") =>
      (skuIds: string[], daysAgo: number, market: "IN" | "AE" = "IN") =>
        insertTestOrder(ctx, {
          userId: user.id,
          state,
          market,
          createdAt: now - daysAgo * day,
          items: skuIds.map((skuId) => ({ skuId })),
        });
    expect((await personal(jar)).json().body.bought).toEqual([]);

    // Bought: cash on delivery, paid, delivered (in another market too). The ring twice: its latest order counts.
    await order("COD_PLACED")([ring!, band!], 9);
    await order("PREPAID_PAID")([kettlebell!], 6);
    await order("DELIVERED")([ring!], 2, "AE");
    // Not bought: waiting for its payment, cancelled, gone back undelivered, returned, a freebie.
    await order("PREPAID_PENDING")([serum!], 1);
    const cancelled = await order("COD_PLACED")([charger!], 1);
    expect(
      (await ordersApi(ctx, jar).cancel({ orderId: cancelled.orderId, reason: "Ordered by mistake" }))
        .statusCode,
    ).toBe(200);
    const undelivered = await order("DISPATCHED")([mat!], 1);
    await ctx.deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await moveOrder(tx, (await lockOrder(tx, undelivered.orderId))!, ["RTO_INITIATED"], "system:test", now);
    });
    const delivered = await order("DELIVERED")([toGo!, gift!], 1);
    await ctx.deps.db
      .update(orderItems)
      .set({ isFreebie: 1 })
      .where(and(eq(orderItems.orderId, delivered.orderId), eq(orderItems.entityId, "E2")));
    const returned = await ordersApi(ctx, jar).returnOrder({
      orderId: delivered.orderId,
      entityId: "E1",
      reason: "No longer needed",
      type: "RETURN",
    });
    expect(returned.statusCode).toBe(200);
    const staff = ordersApi(ctx, await signInStaff(ctx));
    await staffWalk(staff, delivered.orderId, [
      ...PICKUP_TO_WAREHOUSE,
      "RETURN_ACCEPTED_IN_WAREHOUSE",
      "RETURN_SUCCESSFUL",
    ]);

    const mine = await personal(jar);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.json().body.bought).toEqual([
      { productId: productOf(ring!), lastOrderedAt: now - 2 * day },
      { productId: productOf(kettlebell!), lastOrderedAt: now - 6 * day },
      { productId: productOf(band!), lastOrderedAt: now - 9 * day },
    ]);
    // The same list in another market: what the shopper bought does not change with the shop they browse.
    expect((await personal(jar, "US")).json().body.bought).toEqual(mine.json().body.bought);

    const someoneElse = await signInByPhone(ctx);
    expect((await personal(someoneElse.jar)).json().body).toMatchObject({ signedIn: true, bought: [] });
  });
});
