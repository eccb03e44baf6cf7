// Stock adjustments racing checkouts on PostgreSQL, where requests really run at once on several
// connections (docs/decisions/0033-stock-adjustments.md): whatever the interleaving, nothing goes below
// zero, no unit is lost or made up (free + held + sold adds up to what came in and went out), and a recount
// leaves the count on hand (free + held by unpaid orders) at what staff counted.
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { BENGALURU, orderApi, stockOf } from "../orders/create-testing.ts";
import { orders } from "../orders/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { orderStock, stockAdjustments } from "./tables.ts";

const SHOPPERS = 30;

let ctx: TestContext;
let ops: CookieJar;
let shoppers: { jar: CookieJar }[];

const adjust = (skuId: string, reason: string, quantity: number) =>
  staffCall(ctx, ops, "POST", `/api/staff/stock/${skuId}/adjust`, { market: "IN", reason, quantity });
const checkout = (jar: CookieJar, skuId: string, paymentType: "PREPAID" | "COD") =>
  orderApi(ctx, jar).create({ paymentType, cartItems: [{ skuId, qty: 1 }], address: BENGALURU });

/** Units the sku's order_stock records, split by whether the order still waits for its payment. */
async function ordersHave(skuId: string) {
  const rows = await ctx.deps.db
    .select({ qty: orderStock.qty, state: orders.stockState })
    .from(orderStock)
    .innerJoin(orders, eq(orders.orderId, orderStock.orderId))
    .where(and(eq(orderStock.skuId, skuId), eq(orderStock.market, "IN")));
  const sum = (state: string) => rows.filter((r) => r.state === state).reduce((n, r) => n + r.qty, 0);
  return { held: sum("HELD"), sold: sum("TAKEN") };
}

const outcome = (res: { statusCode: number; json: () => { error?: { code: number } } }) =>
  res.statusCode < 300 ? res.statusCode : `${res.statusCode}/${res.json().error?.code}`;

describe.skipIf(!inject("pgTemplate"))("stock adjustments racing checkouts", () => {
  beforeAll(async () => {
    ctx = await testContext();
    ops = (await signInStaff(ctx, demoStaffEmail("OPS"))).jar;
    shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 10) {
      shoppers.push(...(await Promise.all(Array.from({ length: 10 }, () => guest(ctx)))));
    }
  }, 120_000);

  it("receives and writes off while shoppers check out: nothing negative, every unit accounted for", async () => {
    const skuId = await indianSku(ctx, 99_000, 20);
    const adjustments = [
      ...Array.from({ length: 12 }, () => ["DAMAGED", 1] as const),
      ...Array.from({ length: 5 }, () => ["RECEIVED", 2] as const),
    ];
    const [checkouts, adjusted] = await Promise.all([
      Promise.all(shoppers.map((s, i) => checkout(s.jar, skuId, i % 3 === 0 ? "COD" : "PREPAID"))),
      Promise.all(adjustments.map(([reason, qty]) => adjust(skuId, reason, qty))),
    ]);
    expect(checkouts.map(outcome).filter((o) => o !== 201 && o !== "409/4010")).toEqual([]);
    expect(adjusted.map(outcome).filter((o) => o !== 200 && o !== "400/4000")).toEqual([]);
    const ok = adjusted.filter((a) => a.statusCode === 200).map((a) => a.json().body.adjustment);
    const received = ok.filter((a) => a.reason === "RECEIVED").reduce((n, a) => n + a.quantity, 0);
    const damaged = ok.filter((a) => a.reason === "DAMAGED").reduce((n, a) => n + a.quantity, 0);
    const placed = checkouts.filter((c) => c.statusCode === 201).length;

    const available = await stockOf(ctx, skuId);
    const { held, sold } = await ordersHave(skuId);
    expect(available).toBeGreaterThanOrEqual(0);
    expect(held + sold).toBe(placed);
    expect(available + held + sold).toBe(20 + received - damaged);
    // The history is exactly the adjustments answered 200, each recording a real move.
    const history = await ctx.deps.db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.skuId, skuId));
    expect(history).toHaveLength(ok.length);
    for (const row of history) {
      expect(row.availableAfter).toBeGreaterThanOrEqual(0);
      expect(row.availableAfter - row.availableBefore).toBe(row.change);
    }
    // Refused write-offs were refused because nothing was free: some of them must have met an empty shelf.
    expect(placed + damaged).toBeLessThanOrEqual(20 + received);
  }, 60_000);

  it("recounts while shoppers check out and unpaid orders give their stock back: on hand is what was counted", async () => {
    const skuId = await indianSku(ctx, 99_000, 40);
    const first = shoppers.slice(0, 10);
    const pending = await Promise.all(first.map((s) => checkout(s.jar, skuId, "PREPAID")));
    expect(pending.map(outcome)).toEqual(first.map(() => 201));
    const COUNT = 25;
    const [checkouts, releases, recounts] = await Promise.all([
      Promise.all(shoppers.slice(10).map((s) => checkout(s.jar, skuId, "PREPAID"))),
      Promise.all(
        first.map((s, i) =>
          browse(ctx, s.jar, {
            method: "POST",
            url: `/api/payment/v2/payment/unsuccessful?orderId=${pending[i]!.json().body.orderId}`,
          }),
        ),
      ),
      Promise.all(Array.from({ length: 4 }, () => adjust(skuId, "RECOUNT", COUNT))),
    ]);
    expect(checkouts.map(outcome).filter((o) => o !== 201 && o !== "409/4010")).toEqual([]);
    expect(releases.map((r) => r.statusCode)).toEqual(first.map(() => 200));
    expect(recounts.map(outcome)).toEqual([200, 200, 200, 200]);

    const available = await stockOf(ctx, skuId);
    const { held, sold } = await ordersHave(skuId);
    expect(sold).toBe(0);
    expect(available).toBeGreaterThanOrEqual(0);
    expect(available + held).toBe(COUNT);
    const placedIds = checkouts.filter((c) => c.statusCode === 201).map((c) => c.json().body.orderId);
    const stillHeld = await ctx.deps.db
      .select()
      .from(orderStock)
      .where(inArray(orderStock.orderId, placedIds.length ? placedIds : [randomUUID()]));
    expect(stillHeld.reduce((n, r) => n + r.qty, 0)).toBe(held);
  }, 60_000);

  it("refuses every recount below what unpaid orders hold while they keep checking out, changing nothing", async () => {
    const skuId = await indianSku(ctx, 99_000, 12);
    const [checkouts, recounts] = await Promise.all([
      Promise.all(shoppers.slice(0, 12).map((s) => checkout(s.jar, skuId, "PREPAID"))),
      Promise.all(Array.from({ length: 6 }, (_, i) => adjust(skuId, "RECOUNT", 12 - i))),
    ]);
    expect(checkouts.map(outcome).filter((o) => o !== 201 && o !== "409/4010")).toEqual([]);
    const ok = recounts.filter((r) => r.statusCode === 200);
    for (const r of recounts.filter((res) => res.statusCode !== 200)) {
      expect(r.json().error).toMatchObject({
        code: 4000,
        fields: { quantity: expect.stringMatching(/hold/) },
      });
    }
    const available = await stockOf(ctx, skuId);
    const { held } = await ordersHave(skuId);
    expect(available).toBeGreaterThanOrEqual(0);
    // Each accepted recount set the count on hand; later checkouts only moved units from free to held.
    const last = ok
      .map((r) => r.json().body.adjustment)
      .sort((a, b) => Number(a.adjustmentId) - Number(b.adjustmentId))
      .at(-1);
    expect(available + held).toBe(last ? last.quantity : 12);
  }, 60_000);
});
