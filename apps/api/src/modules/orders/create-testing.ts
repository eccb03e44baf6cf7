// Shared by the order-create tests: shoppers with a cart and an address, order calls, and reads of what an
// order changed (stock, coupon uses, life bits).
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { TestContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { cartApi, guest } from "../cart/test-helpers.ts";
import { inventory, orderStock } from "../catalogue/tables.ts";
import { signedProof } from "../payments/testing.ts";
import { couponRedemptions, coupons } from "../pricing/tables.ts";
import { lifeBitsEntries } from "../users/tables.ts";
import { idempotencyKeys, orderItems, orders, orderTimeline } from "./tables.ts";

export const BENGALURU = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
};

/** A signed-in shopper with a saved Bengaluru address and these lines in the server cart. */
export async function shopperWithCart(ctx: TestContext, lines: { skuId: string; qty?: number }[]) {
  const { jar, user } = await signInByPhone(ctx);
  const cart = cartApi(ctx, jar);
  for (const line of lines) {
    const res = await cart.add({ skuId: line.skuId, qty: line.qty ?? 1 });
    if (res.statusCode !== 200) throw new Error(`add-to-cart failed: ${res.body}`);
  }
  const saved = await browse(ctx, jar, { method: "POST", url: "/api/user/v1/address", payload: BENGALURU });
  if (saved.statusCode !== 200 && saved.statusCode !== 201) throw new Error(`address failed: ${saved.body}`);
  return { jar, userId: user.id, addressTimestamp: saved.json().body.address.timestamp as number };
}

export async function guestShopper(ctx: TestContext) {
  return guest(ctx);
}

export function orderApi(ctx: TestContext, jar: CookieJar, market: "IN" | "AE" | "US" = "IN") {
  const post = (url: string, payload: object, key: string | null = randomUUID()) =>
    browse(ctx, jar, {
      method: "POST",
      url,
      payload,
      market,
      headers: key === null ? {} : { "idempotency-key": key },
    });
  return {
    create: (payload: object, key?: string | null) => post("/api/oms/v3/order/create", payload, key),
    buyNow: (product: string, payload: object, key?: string | null, version = "v1") =>
      post(`/api/oms/${version}/create${product}Order`, payload, key),
    retry: (orderId: string) =>
      browse(ctx, jar, {
        method: "POST",
        url: "/api/oms/v1/order/retry-payment",
        payload: { orderId },
        market,
      }),
    verify: (orderId: string, gatewayOrderId: string, paymentId = `pay_${randomUUID().slice(0, 14)}`) =>
      browse(ctx, jar, {
        method: "POST",
        url: "/api/payment/v1/payment/verify",
        payload: signedProof(ctx, orderId, gatewayOrderId, paymentId.replace(/-/g, "")),
        market,
      }),
    fail: (orderId: string) =>
      browse(ctx, jar, {
        method: "POST",
        url: `/api/payment/v2/payment/unsuccessful?orderId=${encodeURIComponent(orderId)}`,
        market,
      }),
  };
}

export async function stockOf(ctx: TestContext, skuId: string, market = "IN"): Promise<number> {
  const [row] = await ctx.deps.db
    .select()
    .from(inventory)
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)));
  return row!.availableToPromise;
}

export async function setStock(ctx: TestContext, skuId: string, qty: number, market = "IN") {
  await ctx.deps.db
    .update(inventory)
    .set({ availableToPromise: qty })
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)));
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

export const itemsOf = (db: Db, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.entityId);

export const heldStockOf = (db: Db, orderId: string) =>
  db.select().from(orderStock).where(eq(orderStock.orderId, orderId));

export const timelineOf = async (db: Db, orderId: string) =>
  (
    await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, orderId)).orderBy(orderTimeline.id)
  ).map((s) => s.status);

export async function ordersOf(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

export async function redemptionsOf(db: Db, code: string) {
  return db.select().from(couponRedemptions).where(eq(couponRedemptions.couponCode, code));
}

export async function lifeBitsOf(db: Db, userId: string) {
  return db.select().from(lifeBitsEntries).where(eq(lifeBitsEntries.userId, userId));
}

export async function keysOf(db: Db, userId: string) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(sql`${idempotencyKeys.scope} like ${`${userId} %`}`);
}

/** A coupon of the test's own: 10% off, limited as asked. */
export async function testCoupon(
  ctx: TestContext,
  limits: { usesInAll?: number; usesPerUser?: number } = {},
): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await ctx.deps.db.insert(coupons).values({
    code,
    title: "10% off (test)",
    description: "Ten percent off any cart, for tests.",
    discountType: "PERCENTAGE",
    value: 10,
    // Capped below WELCOME10's ₹500, so that it never becomes the best offer other test files' carts
    // describe (the database is shared).
    maxDiscount: { IN: 40_000, AE: 4_000, US: 500 },
    usesInAll: limits.usesInAll ?? null,
    usesPerUser: limits.usesPerUser ?? null,
    createdAt: Date.now(),
  });
  return code;
}

export { CookieJar };
