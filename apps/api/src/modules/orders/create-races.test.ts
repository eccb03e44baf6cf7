// Many shoppers checking out the last units at once: stock and coupon limits hold, on PGlite (which runs
// transactions one at a time) and on PostgreSQL (which runs them side by side on a pool).
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku, testSku } from "../cart/test-helpers.ts";
import { orderStock } from "../catalogue/tables.ts";
import { BENGALURU, orderApi, redemptionsOf, stockOf, testCoupon } from "./create-testing.ts";
import { orders } from "./tables.ts";

let ctx: TestContext;
let shoppers: { jar: CookieJar; userId: string }[];
const SHOPPERS = 200;

beforeAll(async () => {
  ctx = await testContext();
  shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 20) {
    shoppers.push(...(await Promise.all(Array.from({ length: 20 }, () => guest(ctx)))));
  }
}, 120_000);

/** Every shopper checks out one line at once; half pay online, half on delivery. */
async function race(lineOf: (i: number) => { skuId: string }, extra: Record<string, unknown> = {}) {
  const answers = await Promise.all(
    shoppers.map((s, i) =>
      orderApi(ctx, s.jar).create({
        paymentType: i % 2 === 0 ? "PREPAID" : "COD",
        cartItems: [{ ...lineOf(i), qty: 1 }],
        address: BENGALURU,
        ...extra,
      }),
    ),
  );
  const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().body.orderId as string);
  const refusals = answers.filter((a) => a.statusCode !== 201).map((a) => a.json().error.code as number);
  return { placed, refusals };
}

/** What the placed orders hold or took of each sku, from order_stock. */
async function heldBy(orderIds: string[]) {
  if (orderIds.length === 0) return {};
  const rows = await ctx.deps.db
    .select({ skuId: orderStock.skuId, qty: sql<number>`sum(${orderStock.qty})::int` })
    .from(orderStock)
    .where(inArray(orderStock.orderId, orderIds))
    .groupBy(orderStock.skuId);
  return Object.fromEntries(rows.map((r) => [r.skuId, Number(r.qty)]));
}

describe("checkout races", () => {
  it("sells the last 10 units exactly once to 200 shoppers, loose and inside a bundle, trial after trial", async () => {
    for (let trial = 0; trial < 3; trial++) {
      const serum = await indianSku(ctx, 120_000, 10, { name: `Race serum ${randomUUID().slice(0, 6)}` });
      const cleanser = await indianSku(ctx, 40_000, 1_000);
      const bundle = await testSku(ctx, {
        prices: { IN: { base: 160_000, discount: 150_000, stock: 0 } },
        bundleParts: [serum, cleanser],
      });
      const { placed, refusals } = await race((i) => ({ skuId: i % 3 === 0 ? bundle : serum }));

      expect(placed).toHaveLength(10);
      expect(refusals.every((code) => code === 4010)).toBe(true);
      expect(await stockOf(ctx, serum)).toBe(0);
      const bundles = (await heldBy(placed))[cleanser] ?? 0;
      expect(await stockOf(ctx, cleanser)).toBe(1_000 - bundles);
      expect(await heldBy(placed)).toEqual({ [serum]: 10, ...(bundles > 0 ? { [cleanser]: bundles } : {}) });
      const rows = await ctx.deps.db.select().from(orders).where(inArray(orders.orderId, placed));
      expect(rows.every((r) => r.stockState === (r.paymentType === "COD" ? "TAKEN" : "HELD"))).toBe(true);
    }
  }, 60_000);

  it("keeps a coupon's limit of uses in all when 200 shoppers use it at once", async () => {
    const coupon = await testCoupon(ctx, { usesInAll: 7 });
    const sku = await indianSku(ctx, 120_000, 500);
    const { placed, refusals } = await race(() => ({ skuId: sku }), { couponCode: coupon });

    expect(placed).toHaveLength(7);
    expect(refusals.every((code) => code === 4002)).toBe(true);
    const uses = await redemptionsOf(ctx.deps.db, coupon);
    expect(uses.map((u) => u.orderId).sort()).toEqual([...placed].sort());
    expect(await stockOf(ctx, sku)).toBe(493);
  }, 60_000);
});
