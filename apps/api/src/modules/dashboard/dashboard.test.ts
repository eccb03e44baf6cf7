// The back office's dashboard against orders, events and requests this file writes, in a window of days far in
// the past that no other test uses (other test files share the database); to-do counts, which are about now,
// are checked as changes.
import { randomInt, randomUUID } from "node:crypto";
import { addDays, type DashboardResponse } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { testSku } from "../cart/test-helpers.ts";
import { reviews } from "../catalogue/tables.ts";
import { insertTestOrder } from "../orders/test-orders.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signInStaff>>["jar"];
let content: Awaited<ReturnType<typeof signInStaff>>["jar"];

const HOUR = 3_600_000;
// A day of its own: 1990-01-01 plus up to ~25 years, so reruns and other files never meet it.
const D = addDays("1990-01-01", randomInt(0, 9000));
/** An instant given as a local wall-clock time in India (UTC+05:30). */
const ist = (day: string, hh: number, mm = 0) =>
  Date.parse(`${day}T00:00:00Z`) + (hh * 60 + mm) * 60_000 - 5.5 * HOUR;
/** ... and in the UAE (UTC+04:00). */
const gst = (day: string, hh: number) => Date.parse(`${day}T00:00:00Z`) + hh * HOUR - 4 * HOUR;
const user = () => `usr-dash-${randomUUID()}`;

async function dashboardOf(jar: typeof admin, query: string) {
  const res = await staffCall(ctx, jar, "GET", `/api/staff/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as DashboardResponse;
}

let productA: string;
let productB: string;
let skuA: string;
let skuB: string;

beforeAll(async () => {
  ctx = await testContext();
  admin = (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar;
  content = (await signInStaff(ctx, demoStaffEmail("CONTENT"))).jar;
  const price = { base: 100_000, discount: 90_000, stock: 500 };
  skuA = await testSku(ctx, { prices: { IN: price, AE: price } });
  skuB = await testSku(ctx, { prices: { IN: price, AE: price } });
  productA = `prd-dash-a-${randomUUID().slice(0, 8)}`;
  productB = `prd-dash-b-${randomUUID().slice(0, 8)}`;
  const line = (skuId: string, productId: string, qty: number, price: number) => ({
    skuId,
    productId,
    qty,
    price,
    name: productId === productA ? "Dash Kettlebell" : "Dash Mat",
  });

  const [a, b, c, g, late] = [user(), user(), user(), user(), user()];
  // A's first paid order: 00:30 in India on D, still the day before in UTC.
  await insertTestOrder(ctx, {
    userId: a,
    state: "PREPAID_PAID",
    createdAt: ist(D, 0, 30),
    items: [line(skuA, productA, 2, 90_000)],
  });
  // A again the next day: a sale, not a new customer.
  await insertTestOrder(ctx, {
    userId: a,
    state: "PREPAID_PAID",
    createdAt: ist(addDays(D, 1), 12),
    items: [line(skuB, productB, 1, 50_000)],
  });
  // B pays on delivery: placed, not paid.
  await insertTestOrder(ctx, {
    userId: b,
    state: "COD_PLACED",
    createdAt: ist(addDays(D, 1), 9),
    items: [line(skuB, productB, 5, 50_000)],
  });
  // C bought before the range: the order in the range is a sale, not a new customer.
  await insertTestOrder(ctx, {
    userId: c,
    state: "PREPAID_PAID",
    createdAt: ist(addDays(D, -5), 10),
    items: [line(skuA, productA, 1, 90_000)],
  });
  await insertTestOrder(ctx, {
    userId: c,
    state: "PREPAID_PAID",
    createdAt: ist(addDays(D, 2), 23, 30),
    items: [line(skuA, productA, 1, 90_000), line(skuB, productB, 1, 50_000)],
  });
  // G's first order is paid on D+1; a second, waiting for payment, counts for nothing but its status.
  await insertTestOrder(ctx, {
    userId: g,
    state: "PREPAID_PAID",
    createdAt: ist(addDays(D, 1), 18),
    items: [line(skuB, productB, 3, 50_000)],
  });
  await insertTestOrder(ctx, {
    userId: g,
    state: "PREPAID_PENDING",
    createdAt: ist(addDays(D, 1), 19),
    items: [line(skuA, productA, 1, 90_000)],
  });
  // A minute after the range ends in India.
  await insertTestOrder(ctx, {
    userId: late,
    state: "PREPAID_PAID",
    createdAt: ist(addDays(D, 3), 0, 1),
    items: [line(skuA, productA, 1, 90_000)],
  });
  // A in the UAE on D: another market, another currency, another customer record.
  await insertTestOrder(ctx, {
    userId: a,
    market: "AE",
    state: "PREPAID_PAID",
    createdAt: gst(D, 10),
    items: [line(skuA, productA, 1, 700)],
  });

  // The storefront's events: three sessions in India, one in the UAE, one in India after the range.
  const events = (market: string, sessionId: string, names: string[], at: number) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/marketing/v1/events",
      payload: {
        sessionId,
        market,
        events: names.map((name, i) => ({
          eventId: `ev_${randomUUID()}`,
          name,
          occurredAt: at + i,
          path: "/",
        })),
      },
    });
  const sid = () => `sess_${randomUUID().replaceAll("-", "")}`;
  const s1 = sid();
  for (const r of await Promise.all([
    events("IN", s1, ["page_view", "page_view", "product_view", "add_to_cart"], ist(D, 10)),
    // The same session the next day: still one session per step.
    events("IN", s1, ["page_view", "begin_checkout", "purchase"], ist(addDays(D, 1), 10)),
    events("IN", sid(), ["page_view", "product_view", "chat_message_sent"], ist(D, 11)),
    events("IN", sid(), ["page_view"], ist(addDays(D, 2), 23)),
    events("AE", sid(), ["page_view", "product_view", "add_to_cart"], gst(D, 11)),
    events("IN", sid(), ["page_view", "purchase"], ist(addDays(D, 3), 0, 5)),
  ]))
    expect(r.statusCode).toBe(202);
});

const range = () => `from=${D}&to=${addDays(D, 2)}`;

describe("GET /api/staff/dashboard", () => {
  it("sums paid sales per local day in India, and counts orders, new customers, the funnel and top products", async () => {
    const body = await dashboardOf(admin, `market=IN&${range()}`);
    expect(body).toMatchObject({ market: "IN", from: D, to: addDays(D, 2) });
    expect(body.sales).toEqual([
      { date: D, currency: "INR", amount: 180_000, orders: 1 },
      { date: addDays(D, 1), currency: "INR", amount: 50_000 + 150_000, orders: 2 },
      { date: addDays(D, 2), currency: "INR", amount: 140_000, orders: 1 },
    ]);
    expect(body.newCustomers).toEqual([
      { date: D, customers: 1 },
      { date: addDays(D, 1), customers: 1 },
    ]);
    const statuses = Object.fromEntries(body.ordersByStatus.map((s) => [s.status, s.orders]));
    expect(statuses).toEqual({ ORDER_PLACED: 5, PAYMENT_PENDING: 1 });
    expect(body.funnel.map((s) => [s.event, s.sessions])).toEqual([
      ["page_view", 3],
      ["product_view", 2],
      ["add_to_cart", 1],
      ["begin_checkout", 1],
      ["purchase", 1],
    ]);
    expect(body.topProducts.byRevenue).toEqual(
      [
        { productId: productB, name: "Dash Mat", currency: "INR", units: 5, revenue: 250_000 },
        { productId: productA, name: "Dash Kettlebell", currency: "INR", units: 3, revenue: 270_000 },
      ].sort((x, y) => y.revenue - x.revenue),
    );
    expect(body.topProducts.byUnits.map((p) => [p.productId, p.units])).toEqual([
      [productB, 5],
      [productA, 3],
    ]);
  });

  it("keeps each market's currency apart when every market is asked for, each day in its own time zone", async () => {
    const body = await dashboardOf(admin, `market=ALL&${range()}`);
    expect(body.sales.filter((s) => s.date === D)).toEqual([
      { date: D, currency: "AED", amount: 700, orders: 1 },
      { date: D, currency: "INR", amount: 180_000, orders: 1 },
    ]);
    // A's first order in the UAE makes them a new customer there too.
    expect(body.newCustomers).toEqual([
      { date: D, customers: 2 },
      { date: addDays(D, 1), customers: 1 },
    ]);
    expect(body.funnel.map((s) => s.sessions)).toEqual([4, 3, 2, 1, 1]);
    expect(body.topProducts.byRevenue.find((p) => p.currency === "AED")).toEqual({
      productId: productA,
      name: "Dash Kettlebell",
      currency: "AED",
      units: 1,
      revenue: 700,
    });
    const uae = await dashboardOf(admin, `market=AE&${range()}`);
    expect(uae.sales).toEqual([{ date: D, currency: "AED", amount: 700, orders: 1 }]);
  });

  it("counts a day in the market's time zone: the UTC day before holds nothing of India's", async () => {
    const before = await dashboardOf(admin, `market=IN&from=${addDays(D, -1)}&to=${addDays(D, -1)}`);
    expect(before.sales).toEqual([]);
    expect(before.ordersByStatus).toEqual([]);
    const last = await dashboardOf(admin, `market=IN&from=${addDays(D, 3)}&to=${addDays(D, 3)}`);
    expect(last.sales).toEqual([{ date: addDays(D, 3), currency: "INR", amount: 90_000, orders: 1 }]);
  });

  it("counts today's work now, and only what the person may open", async () => {
    const was = (await dashboardOf(admin, `market=US&${range()}`)).todo;
    await insertTestOrder(ctx, {
      userId: user(),
      market: "US",
      state: "PREPAID_PAID",
      items: [{ skuId: await testSku(ctx, { prices: { US: { base: 5_000, discount: 5_000, stock: 5 } } }) }],
    });
    await insertTestOrder(ctx, {
      userId: user(),
      market: "US",
      state: "DISPATCHED",
      items: [{ skuId: await testSku(ctx, { prices: { US: { base: 5_000, discount: 5_000, stock: 5 } } }) }],
    });
    const callback = await call(ctx, {
      method: "POST",
      url: "/api/marketing/v1/requestCallBack",
      market: "US",
      payload: { name: "Dash Caller", phoneNumber: "2025550143" },
    });
    expect(callback.statusCode, callback.body).toBe(201);
    await ctx.deps.db.insert(reviews).values({
      reviewId: `rev-dash-${randomUUID()}`,
      productId: `prd-test-${skuA.slice(5).toLowerCase()}`,
      skuId: skuA,
      authorName: "Dash",
      rating: 5,
      title: "Good",
      text: "Solid and well made.",
    });
    const now = (await dashboardOf(admin, `market=US&${range()}`)).todo;
    expect(now.ordersToShip).toBe(was.ordersToShip! + 1);
    expect(now.reviewsWaiting).toBe(was.reviewsWaiting! + 1);
    expect(now.returnsToCheck).toBe(was.returnsToCheck);
    expect(now.collectionsToday).toBe(was.collectionsToday);
    expect(now.callbacksWaiting).toBe(was.callbacksWaiting! + 1);

    const theirs = (await dashboardOf(content, `market=US&${range()}`)).todo;
    expect(theirs).toEqual({
      ordersToShip: null,
      returnsToCheck: null,
      callbacksWaiting: null,
      reviewsWaiting: now.reviewsWaiting,
      collectionsToday: null,
    });
  });

  it.each([
    ["the range ends before it starts", `market=IN&from=2026-03-02&to=2026-03-01`],
    ["a range over 366 days", `market=IN&from=2025-01-01&to=2026-01-02`],
    ["a day that does not exist", `market=IN&from=2026-02-30&to=2026-03-01`],
    ["a date in another form", `market=IN&from=01-03-2026&to=2026-03-01`],
    ["an unknown market", `market=XX&from=2026-03-01&to=2026-03-01`],
    ["no range", `market=IN`],
  ])("refuses %s with 4000", async (_why, query) => {
    const res = await staffCall(ctx, admin, "GET", `/api/staff/dashboard?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it("takes a full 366 days", async () => {
    const body = await dashboardOf(admin, `market=IN&from=${addDays(D, -363)}&to=${addDays(D, 2)}`);
    expect(body.sales.reduce((s, d) => s + d.amount, 0)).toBe(180_000 + 200_000 + 140_000 + 90_000);
  });
});
