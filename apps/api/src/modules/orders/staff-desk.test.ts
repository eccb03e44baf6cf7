import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { refundsOfOrder } from "../payments/refunds.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import {
  auditOfOrder,
  insertTestOrder,
  ordersApi,
  PICKUP_TO_WAREHOUSE,
  signInStaff as signInOps,
  staffWalk,
} from "./test-orders.ts";

let ctx: TestContext;
let ops: CookieJar;
let support: CookieJar;
let staff: ReturnType<typeof ordersApi>;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await testContext();
  ops = (await signInStaff(ctx, demoStaffEmail("OPS"))).jar;
  support = (await signInStaff(ctx, demoStaffEmail("SUPPORT"))).jar;
  staff = ordersApi(ctx, await signInOps(ctx));
});

/** A phone number no other test uses: 10 digits starting with 9. */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

const get = (url: string, jar = ops) => staffCall(ctx, jar, "GET", url);
const post = (url: string, payload: object, jar = ops, key?: string) =>
  staffCall(ctx, jar, "POST", url, payload, key);
const search = async (query: string) => {
  const res = await get(`/api/staff/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { orders: any[]; paginationData: { nextToken: string | null } };
};

async function order(options: Partial<Parameters<typeof insertTestOrder>[1]> = {}) {
  const shopper = await guest(ctx);
  const created = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "PREPAID_PAID",
    captured: true,
    items: [{ skuId: await indianSku(ctx, 40_000) }],
    ...options,
  });
  return { ...created, shopper };
}

describe("GET /api/staff/orders: search", () => {
  it("finds orders by phone (any prefix or spacing) and email (any case), newest first, paged", async () => {
    const phone = uniquePhone();
    const email = `Shopper.${randomUUID().slice(0, 8)}@Example.com`;
    const now = ctx.deps.now();
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await order({
          createdAt: now - (i + 1) * DAY,
          address: { phoneNumber: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, emailId: email },
        }),
      );
    }
    await order({ address: { phoneNumber: uniquePhone() } });

    const byPhone = await search(`phone=${phone}&limit=2`);
    expect(byPhone.orders.map((o) => o.orderId)).toEqual([made[0]!.orderId, made[1]!.orderId]);
    const next = await search(`phone=0${phone}&limit=2&nextToken=${byPhone.paginationData.nextToken}`);
    expect(next.orders.map((o) => o.orderId)).toEqual([made[2]!.orderId]);
    expect(next.paginationData.nextToken).toBeNull();

    const byEmail = await search(`email=${encodeURIComponent(email.toLowerCase())}`);
    expect(byEmail.orders.map((o) => o.orderId)).toEqual(made.map((m) => m.orderId));
  });

  it("narrows by status, market, payment type and date range together", async () => {
    const phone = uniquePhone();
    const address = { phoneNumber: phone };
    const at = Date.parse("2024-03-10T10:00:00Z");
    const inMarch = await order({ address, createdAt: at, state: "COD_PLACED", captured: undefined });
    const earlier = await order({
      address,
      createdAt: at - 20 * DAY,
      state: "COD_PLACED",
      captured: undefined,
    });
    const prepaid = await order({ address, createdAt: at });
    const ids = async (q: string) =>
      (await search(`phone=${phone}&${q}`)).orders.map((o) => o.orderId).sort();
    expect(await ids("from=2024-03-01&to=2024-03-31&paymentType=COD&market=IN")).toEqual([inMarch.orderId]);
    expect(await ids("status=ORDER_PLACED&paymentType=PREPAID")).toEqual([prepaid.orderId]);
    expect(await ids("to=2024-02-29")).toEqual([earlier.orderId]);
    expect(await ids("market=AE")).toEqual([]);
    // Blank form fields are no filter at all.
    expect(await ids("status=&market=&from=&to=&email=")).toEqual(
      [inMarch, earlier, prepaid].map((o) => o.orderId).sort(),
    );
  });

  it("toShip=true finds exactly the placed orders not yet handed to the courier", async () => {
    const phone = uniquePhone();
    const address = { phoneNumber: phone };
    const cod = await order({ address, state: "COD_PLACED", captured: undefined });
    const paid = await order({ address });
    const allocated = await order({ address, state: "COD_PLACED", captured: undefined });
    await staffWalk(staff, allocated.orderId, ["ALLOCATED", "ORDER_PICKED"]);
    const cancelled = await order({ address, state: "COD_PLACED", captured: undefined });
    await staffWalk(staff, cancelled.orderId, ["ORDER_CANCELLED"]);
    const others = [
      await order({ address, state: "PREPAID_PENDING", captured: undefined }),
      await order({ address, state: "DISPATCHED" }),
      await order({ address, state: "DELIVERED" }),
    ];
    const ids = async (q: string) =>
      (await search(`phone=${phone}&${q}`)).orders.map((o) => o.orderId).sort();
    expect(await ids("toShip=true")).toEqual([cod, paid, allocated].map((o) => o.orderId).sort());
    expect(await ids("toShip=true&paymentType=COD")).toEqual([cod, allocated].map((o) => o.orderId).sort());
    const all = [cod, paid, allocated, cancelled, ...others].map((o) => o.orderId).sort();
    for (const q of ["toShip=false", "toShip="]) expect(await ids(q)).toEqual(all);
    expect((await get(`/api/staff/orders?toShip=yes`)).json().error?.code).toBe(4000);
  });

  it("finds one order by its number as typed, and refuses bad filters with 4000", async () => {
    const { orderId, orderNumber } = await order();
    const typed = `${orderNumber.slice(0, 5).toLowerCase()}-${orderNumber.slice(5)}`;
    expect((await search(`q=${typed}`)).orders.map((o) => o.orderId)).toEqual([orderId]);
    for (const bad of ["email=nobody", "phone=12345", "from=2024-13-01", "from=2024-03-02&to=2024-03-01"]) {
      const res = await get(`/api/staff/orders?${bad}`);
      expect(res.json().error?.code, bad).toBe(4000);
    }
  });
});

describe("GET /api/staff/orders/{orderId}: detail", () => {
  it("shows lines, the history with actors and notes, payments, refunds, the invoice link and audit", async () => {
    const { orderId } = await order({
      items: [
        { skuId: await indianSku(ctx, 40_000) },
        { skuId: await indianSku(ctx, 40_000), price: 30_000 },
      ],
    });
    await staff.staffMove(orderId, { status: "ORDER_ALLOCATED", note: "Pune warehouse" });
    const res = await get(`/api/staff/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().body;
    expect(detail.order.items.map((i: any) => [i.entityId, i.price])).toEqual([
      ["E1", 90_000],
      ["E2", 30_000],
    ]);
    expect(detail.history.map((s: any) => s.status)).toEqual([
      "CREATED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
      "ORDER_ALLOCATED",
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      actor: expect.stringMatching(/^staff:/),
      note: "Pune warehouse",
    });
    expect(detail.payments).toEqual([
      expect.objectContaining({ gateway: "sandbox", amount: 120_000, status: "SUCCESS" }),
    ]);
    expect(detail).toMatchObject({
      refunds: [],
      refundable: 120_000,
      lineRefunds: [
        { entityId: "E1", amount: 90_000 },
        { entityId: "E2", amount: 30_000 },
      ],
      qcDue: false,
      codCollectable: false,
      codCollection: null,
      invoiceUrl: expect.stringContaining("/api/oms/invoice/"),
    });
    expect(detail.audit.map((a: any) => a.action)).toEqual(["order.status"]);
    const pdf = await ctx.app.inject({
      method: "GET",
      url: new URL(detail.invoiceUrl).pathname + new URL(detail.invoiceUrl).search,
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await get("/api/staff/orders/none-such")).json().error.code).toBe(4040);
  });
});

describe("POST /api/staff/orders/{orderId}/refunds", () => {
  const refund = (orderId: string, body: object, jar = ops, key?: string) =>
    post(`/api/staff/orders/${orderId}/refunds`, body, jar, key);

  it("refunds part of what was paid; more than is left is 4000 and changes nothing; the shopper sees it", async () => {
    const { orderId, shopper } = await order();
    const tooMuch = await refund(orderId, { amount: 90_001, reason: "Goodwill for a late delivery" });
    expect(tooMuch.json().error).toMatchObject({
      code: 4000,
      fields: { amount: expect.stringContaining("900") },
    });
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toEqual([]);
    expect(await auditOfOrder(ctx, orderId)).toEqual([]);

    const part = await refund(orderId, { amount: 25_000, reason: "Goodwill for a late delivery" });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().body).toMatchObject({ refundable: 65_000 });
    const [row] = await refundsOfOrder(ctx.deps.db, orderId);
    expect(row).toMatchObject({
      amount: 25_000,
      status: "PROCESSED",
      refundKey: expect.stringMatching(/^staff:/),
    });
    const audit = await auditOfOrder(ctx, orderId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "order.refund",
        before: { refundable: 90_000 },
        after: expect.objectContaining({ amount: 25_000, refundable: 65_000 }),
      }),
    ]);
    const shopperView = (await ordersApi(ctx, shopper.jar).get(orderId)).json().body.order;
    expect(shopperView.refunds).toEqual([
      { amount: 25_000, currency: "INR", status: "PROCESSED", at: expect.any(Number) },
    ]);
    // The rest, with neither amount nor line: exactly what is left.
    const rest = await refund(orderId, { reason: "Refund what is left" });
    expect(rest.json().body.refundable).toBe(0);
    expect((await refund(orderId, { amount: 1, reason: "One more" })).json().error.code).toBe(4000);
  });

  it("refunds one line's share; a double click (same key, at once) refunds once", async () => {
    const { orderId } = await order({
      couponDiscount: 12_000,
      items: [
        { skuId: await indianSku(ctx, 40_000) },
        { skuId: await indianSku(ctx, 40_000), price: 30_000 },
      ],
    });
    const key = randomUUID();
    const body = { entityId: "E2", reason: "Item arrived damaged" };
    const [a, b] = await Promise.all([refund(orderId, body, ops, key), refund(orderId, body, ops, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const refunds = await refundsOfOrder(ctx.deps.db, orderId);
    // 30000 less its quarter of the 12000 coupon.
    expect(refunds.map((r) => r.amount)).toEqual([27_000]);
    expect((await auditOfOrder(ctx, orderId)).filter((r) => r.action === "order.refund")).toHaveLength(1);
    expect((await refund(orderId, { entityId: "E9", reason: "No such line" })).json().error.code).toBe(4040);
  });

  it("refuses cash on delivery and staff without the refunds permission", async () => {
    const cod = await order({ state: "COD_PLACED", captured: undefined });
    expect((await refund(cod.orderId, { amount: 100, reason: "Goodwill" })).json().error).toMatchObject({
      code: 4000,
      fields: { amount: expect.stringContaining("Cash on delivery") },
    });
    const paid = await order();
    expect((await refund(paid.orderId, { amount: 100, reason: "Goodwill" }, support)).json().error.code).toBe(
      4030,
    );
    expect((await refund(paid.orderId, { amount: 0, reason: "Goodwill" })).json().error).toMatchObject({
      code: 4000,
      fields: { amount: expect.any(String) },
    });
    expect(await refundsOfOrder(ctx.deps.db, paid.orderId)).toEqual([]);
  });
});

describe("POST /api/staff/orders/{orderId}/qc", () => {
  async function atWarehouse() {
    const { orderId, shopper } = await order({ state: "DELIVERED", deliveredDaysAgo: 1 });
    const opened = await ordersApi(ctx, shopper.jar).returnOrder({
      orderId,
      entityId: "E1",
      reason: "Size does not fit",
      type: "RETURN",
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return orderId;
  }

  it("passes a returned item after the warehouse accepts it; before that it is 4000", async () => {
    const orderId = await atWarehouse();
    const early = await post(`/api/staff/orders/${orderId}/qc`, { result: "PASS" });
    expect(early.json().error).toMatchObject({ code: 4000, fields: { result: expect.any(String) } });
    await staffWalk(staff, orderId, PICKUP_TO_WAREHOUSE);
    expect((await get(`/api/staff/orders/${orderId}`)).json().body.qcDue).toBe(true);
    const passed = await post(`/api/staff/orders/${orderId}/qc`, { result: "PASS", note: "Unworn, tags on" });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().body).toMatchObject({
      qcDue: false,
      order: {
        returnStatus: "RETURN_ACCEPTED_IN_WAREHOUSE",
        nextStatuses: expect.arrayContaining(["RETURN_SUCCESSFUL"]),
      },
    });
    expect(passed.json().body.history.at(-1)).toMatchObject({ note: "Unworn, tags on" });
    expect((await auditOfOrder(ctx, orderId)).at(-1)).toMatchObject({ action: "order.qc" });
  });

  it("fails a returned item: QC_FAILED, no refund", async () => {
    const orderId = await atWarehouse();
    await staffWalk(staff, orderId, PICKUP_TO_WAREHOUSE);
    const failed = await post(`/api/staff/orders/${orderId}/qc`, { result: "FAIL", note: "Scratched" });
    expect(failed.json().body.order.returnStatus).toBe("QC_FAILED");
    expect(await refundsOfOrder(ctx.deps.db, orderId)).toEqual([]);
    expect((await post(`/api/staff/orders/${orderId}/qc`, { result: "MAYBE" })).json().error.code).toBe(4000);
  });
});

describe("cash on delivery: collected per courier run", () => {
  it("marks delivered COD orders collected once, and sums each run in SQL", async () => {
    const day = `20${String(10 + Math.floor(Math.random() * 80)).padStart(2, "0")}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    const courier = `Courier ${randomUUID().slice(0, 6)}`;
    const cod = () => order({ state: "DELIVERED", paymentType: "COD", captured: undefined });
    const [a, b, c] = [await cod(), await cod(), await cod()];
    const collect = (orderId: string, body: object, key?: string) =>
      post(`/api/staff/orders/${orderId}/cod-collected`, body, ops, key);

    const first = await collect(a.orderId, { courier, runDate: day });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().body).toMatchObject({
      codCollectable: false,
      codCollection: { courier, runDate: day, amount: 94_900, currency: "INR" },
    });
    await collect(b.orderId, { courier, runDate: day });
    await collect(c.orderId, { courier: "Other Courier", runDate: day });
    const again = await collect(a.orderId, { courier, runDate: day });
    expect(again.json().error).toMatchObject({
      code: 4000,
      fields: { orderId: expect.stringContaining("Already") },
    });

    const notDelivered = await order({ state: "COD_PLACED", captured: undefined });
    expect((await collect(notDelivered.orderId, { courier, runDate: day })).json().error.code).toBe(4000);
    const prepaid = await order();
    expect((await collect(prepaid.orderId, { courier, runDate: day })).json().error.code).toBe(4000);
    expect(
      (await collect(a.orderId, { courier: "", runDate: "tomorrow" })).json().error.fields,
    ).toMatchObject({
      courier: expect.any(String),
      runDate: expect.any(String),
    });

    const runs = (await get(`/api/staff/orders/cod-runs?from=${day}&to=${day}`)).json().body.runs;
    const ours = runs.filter((r: any) => r.courier === courier);
    expect(ours).toEqual([
      {
        runId: `${courier.toLowerCase().replace(/ /g, "-")}:${day}`,
        courier,
        runDate: day,
        currency: "INR",
        orders: 2,
        amount: 189_800,
      },
    ]);
    expect(runs.some((r: any) => r.courier === "Other Courier" && r.orders >= 1)).toBe(true);
    expect((await auditOfOrder(ctx, a.orderId)).map((r) => r.action)).toEqual(["order.cod_collected"]);
    expect((await get(`/api/staff/orders/cod-runs?from=${day}&to=2000-01-01`)).json().error.code).toBe(4000);
  });
});

describe("GET /api/staff/orders/export.csv", () => {
  it("streams the current search as RFC 4180 CSV, newest first", async () => {
    const phone = uniquePhone();
    const older = await order({
      createdAt: ctx.deps.now() - 2 * DAY,
      address: { phoneNumber: phone, name: 'Rao, "Asha"' },
    });
    const newer = await order({ createdAt: ctx.deps.now() - DAY, address: { phoneNumber: phone } });
    const res = await get(`/api/staff/orders/export.csv?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "order_number,order_id,created_at,market,status,payment_type,payment_status,payable_amount,currency,customer_name,phone,email,city",
    );
    expect(lines.slice(1, 3).map((l) => l.split(",")[1])).toEqual([newer.orderId, older.orderId]);
    expect(lines[2]).toContain(',"Rao, ""Asha""",');
    expect(lines[2]).toContain(",900.00,INR,");
    expect(lines.slice(3)).toEqual([""]);
  });
});
