// Fifty orders at once on PostgreSQL, where they really run side by side on a pool: a coupon's limits
// (uses in all, uses per shopper) and one shopper's life-bits balance are never overspent. The PGlite
// twin (create-races.test.ts) runs transactions one at a time, so only this file races them for real.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { addLifeBits } from "../users/service.ts";
import { lifeBitsEntries } from "../users/tables.ts";
import { BENGALURU, orderApi, redemptionsOf, stockOf, testCoupon } from "./create-testing.ts";
import { orders } from "./tables.ts";

const ORDERS = 50;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
}, 120_000);

/** `shoppers` guests each place ORDERS / shoppers orders of one unit of `sku`, all at once. */
async function race(shoppers: number, sku: string, extra: Record<string, unknown>) {
  const guests = await Promise.all(Array.from({ length: shoppers }, () => guest(ctx)));
  const answers = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) => {
      const shopper = guests[i % shoppers]!;
      return orderApi(ctx, shopper.jar)
        .create({
          paymentType: i % 2 === 0 ? "PREPAID" : "COD",
          cartItems: [{ skuId: sku, qty: 1 }],
          address: BENGALURU,
          ...extra,
        })
        .then((res) => ({ res, userId: shopper.userId }));
    }),
  );
  const outcomes = answers.map(({ res }) =>
    res.statusCode === 201 ? "201" : `${res.statusCode}/${res.json().error?.code}`,
  );
  const placed = answers
    .filter(({ res }) => res.statusCode === 201)
    .map(({ res, userId }) => ({ orderId: res.json().body.orderId as string, userId }));
  return { guests, outcomes, placed };
}

const perUser = (rows: { userId: string }[]) => {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.userId, (counts.get(r.userId) ?? 0) + 1);
  return [...counts.values()];
};

describe.skipIf(!inject("pgTemplate"))("redemption races on PostgreSQL", () => {
  it("lets 50 parallel orders use a coupon limited to 5 in all and 1 per shopper exactly 5 times", async () => {
    const coupon = await testCoupon(ctx, { usesInAll: 5, usesPerUser: 1 });
    const sku = await indianSku(ctx, 120_000, 500);
    // Ten shoppers, five orders each: both limits are contended at once.
    const { outcomes, placed } = await race(10, sku, { couponCode: coupon });

    expect(outcomes.filter((o) => o !== "201" && o !== "400/4002")).toEqual([]);
    expect(placed).toHaveLength(5);
    const uses = await redemptionsOf(ctx.deps.db, coupon);
    expect(uses.map((u) => u.orderId).sort()).toEqual(placed.map((p) => p.orderId).sort());
    expect(Math.max(...perUser(uses))).toBe(1);
    expect(await stockOf(ctx, sku)).toBe(495);
  }, 120_000);

  it("holds a per-shopper limit of 2 when five shoppers each fire ten orders at once", async () => {
    const coupon = await testCoupon(ctx, { usesPerUser: 2 });
    const sku = await indianSku(ctx, 120_000, 500);
    const { outcomes, placed } = await race(5, sku, { couponCode: coupon });

    expect(outcomes.filter((o) => o !== "201" && o !== "400/4002")).toEqual([]);
    const uses = await redemptionsOf(ctx.deps.db, coupon);
    expect(perUser(uses).sort()).toEqual([2, 2, 2, 2, 2]);
    expect(uses.map((u) => u.orderId).sort()).toEqual(placed.map((p) => p.orderId).sort());
  }, 120_000);

  it("spends one balance of 1,000 life bits on at most four 250-bit coupons out of 50 parallel orders", async () => {
    const sku = await indianSku(ctx, 200_000, 500);
    const guests = await Promise.all([guest(ctx)]);
    const { userId, jar } = guests[0]!;
    await addLifeBits(ctx.deps, userId, { delta: 1_000, reason: "Test top-up for the race" });
    const answers = await Promise.all(
      Array.from({ length: ORDERS }, () =>
        // Online payment only: a COD order is placed at once and earns life bits, which would blur the sum.
        orderApi(ctx, jar).create({
          paymentType: "PREPAID",
          cartItems: [{ skuId: sku, qty: 1 }],
          address: BENGALURU,
          lifeBitsCouponCode: "BITS10",
        }),
      ),
    );
    const outcomes = answers.map((a) =>
      a.statusCode === 201 ? "201" : `${a.statusCode}/${a.json().error?.code}`,
    );
    expect(outcomes.filter((o) => o !== "201" && !o.endsWith("/4002") && o !== "400/4000")).toEqual([]);
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().body.orderId as string);
    expect(placed).toHaveLength(4);

    const entries = await ctx.deps.db
      .select()
      .from(lifeBitsEntries)
      .where(eq(lifeBitsEntries.userId, userId))
      .orderBy(lifeBitsEntries.at, lifeBitsEntries.entryId);
    expect(entries.reduce((n, e) => n + e.delta, 0)).toBe(0);
    const spends = entries.filter((e) => e.delta < 0);
    expect(spends.map((e) => e.delta)).toEqual([-250, -250, -250, -250]);
    expect(spends.map((e) => e.orderId).sort()).toEqual([...placed].sort());
    const rows = await ctx.deps.db.select().from(orders).where(eq(orders.userId, userId));
    expect(
      rows
        .filter((r) => r.lifeBitsSpent > 0)
        .map((r) => r.orderId)
        .sort(),
    ).toEqual([...placed].sort());
  }, 120_000);
});
