// The back office's stock (docs/api.md, "Back office: stock"): the list per market (fewest free first,
// text search, the low-stock filter, paging), each reason's adjustment with its history and audit rows,
// a recount or write-off that would take units unpaid orders hold refused with nothing changed, one
// answer per Idempotency-Key, and the storefront showing "Sold out" at once; marking a sku coming soon in
// a market (audited, once per key) and the storefront showing "Coming soon" at once.
import { randomUUID } from "node:crypto";
import { LOW_STOCK_THRESHOLD } from "@ojas/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, signInByPhone } from "../../test/sign-in.ts";
import { testSku } from "../cart/test-helpers.ts";
import { insertTestOrder } from "../orders/test-orders.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { onCatalogueChange } from "./cache.ts";
import { stockEntityId } from "./stock-admin.ts";
import { inventory, stockAdjustments } from "./tables.ts";

let ctx: TestContext;
let ops: Awaited<ReturnType<typeof signInStaff>>;
let catalogueChanges = 0;
let stopListening: () => void;

beforeAll(async () => {
  ctx = await testContext();
  ops = await signInStaff(ctx, demoStaffEmail("OPS"));
  stopListening = onCatalogueChange(ctx.deps, () => catalogueChanges++);
});
afterAll(() => stopListening?.());

const get = (url: string) => staffCall(ctx, ops.jar, "GET", url);
const adjust = (skuId: string, payload: object, key?: string) =>
  staffCall(ctx, ops.jar, "POST", `/api/staff/stock/${skuId}/adjust`, payload, key);

/** A fresh sku stocked in India (and the UAE), named with a tag to search it by. */
async function stocked(units: number, tag = randomUUID().slice(0, 8)) {
  const skuId = await testSku(ctx, {
    name: `Stockroom Kettlebell ${tag}`,
    prices: {
      IN: { base: 150000, discount: 150000, stock: units },
      AE: { base: 9000, discount: 9000, stock: 7 },
    },
  });
  return skuId;
}
const availableOf = async (skuId: string, market = "IN") =>
  (
    await ctx.deps.db
      .select()
      .from(inventory)
      .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)))
  )[0]!.availableToPromise;
const historyRows = (skuId: string) =>
  ctx.deps.db
    .select()
    .from(stockAdjustments)
    .where(eq(stockAdjustments.skuId, skuId))
    .orderBy(asc(stockAdjustments.id));
const auditRows = (skuId: string, market = "IN") =>
  ctx.deps.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.entityId, stockEntityId(skuId, market)))
    .orderBy(asc(staffAudit.id));

/** An unpaid (PREPAID, pending) order holding `qty` of the sku. */
async function holdingOrder(skuId: string, qty: number) {
  const { user } = await signInByPhone(ctx);
  return insertTestOrder(ctx, { userId: user.id, state: "PREPAID_PENDING", items: [{ skuId, qty }] });
}

describe("adjustments", () => {
  it("adds what was received, removes what was damaged, sets the count on a recount, each with a note", async () => {
    const skuId = await stocked(10);
    const received = await adjust(skuId, { market: "IN", reason: "RECEIVED", quantity: 5, note: "PO 118" });
    expect(received.statusCode).toBe(200);
    const body = received.json().body;
    expect(body.item).toMatchObject({ skuId, market: "IN", available: 15, held: 0, stockStatus: "IN_STOCK" });
    expect(body.adjustment).toMatchObject({
      reason: "RECEIVED",
      quantity: 5,
      change: 5,
      availableBefore: 10,
      availableAfter: 15,
      note: "PO 118",
      staffId: ops.userId,
    });
    const damaged = await adjust(skuId, { market: "IN", reason: "DAMAGED", quantity: 3 });
    expect(damaged.json().body.adjustment).toMatchObject({ change: -3, availableAfter: 12, note: null });
    const recount = await adjust(skuId, {
      market: "IN",
      reason: "RECOUNT",
      quantity: 4,
      note: "Shelf count",
    });
    expect(recount.json().body.adjustment).toMatchObject({
      change: -8,
      availableBefore: 12,
      availableAfter: 4,
    });
    expect(await availableOf(skuId)).toBe(4);
    // The other market's stock is its own.
    expect(await availableOf(skuId, "AE")).toBe(7);
    expect((await historyRows(skuId)).map((r) => `${r.reason} ${r.quantity} ${r.change}`)).toEqual([
      "RECEIVED 5 5",
      "DAMAGED 3 -3",
      "RECOUNT 4 -8",
    ]);
  });

  it("writes an audit row with what the stock was before and after, in the change's transaction", async () => {
    const skuId = await stocked(9);
    await adjust(skuId, { market: "IN", reason: "DAMAGED", quantity: 2, note: "Dropped" });
    const rows = await auditRows(skuId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: ops.userId,
      action: "stock.damaged",
      entity: "stock",
      before: { available: 9, held: 0 },
      after: { available: 7, held: 0, quantity: 2, note: "Dropped" },
    });
    const res = await staffCall(
      ctx,
      (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar,
      "GET",
      `/api/staff/audit?entity=stock&entityId=${encodeURIComponent(stockEntityId(skuId, "IN"))}`,
    );
    expect(res.json().body.entries.map((e: { action: string }) => e.action)).toEqual(["stock.damaged"]);
  });

  it("counts what unpaid orders hold, and refuses a recount or write-off that would take it (nothing changes)", async () => {
    const skuId = await stocked(6);
    await holdingOrder(skuId, 4);
    expect(await availableOf(skuId)).toBe(2);
    const list = await get(`/api/staff/stock?market=IN&q=${skuId}`);
    expect(list.json().body.items).toMatchObject([{ skuId, available: 2, held: 4 }]);

    const tooFew = await adjust(skuId, { market: "IN", reason: "RECOUNT", quantity: 3 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error.code).toBe(4000);
    expect(tooFew.json().error.fields.quantity).toMatch(/Unpaid orders hold 4 units/);
    const tooMany = await adjust(skuId, { market: "IN", reason: "DAMAGED", quantity: 3 });
    expect(tooMany.json().error.code).toBe(4000);
    expect(tooMany.json().error.fields.quantity).toMatch(
      /Only 2 units free to sell; unpaid orders hold 4 units/,
    );
    expect(await availableOf(skuId)).toBe(2);
    expect(await historyRows(skuId)).toEqual([]);
    expect(await auditRows(skuId)).toEqual([]);

    // A recount to exactly what orders hold leaves nothing free; the holds stay.
    const exact = await adjust(skuId, { market: "IN", reason: "RECOUNT", quantity: 4, note: "All held" });
    expect(exact.json().body.item).toMatchObject({ available: 0, held: 4, stockStatus: "OUT_OF_STOCK" });
    expect(exact.json().body.adjustment).toMatchObject({ held: 4, availableAfter: 0 });
  });

  it("answers a repeated Idempotency-Key with the first answer and adjusts once", async () => {
    const skuId = await stocked(10);
    const key = randomUUID();
    const payload = { market: "IN", reason: "RECEIVED", quantity: 2 };
    const [first, second] = await Promise.all([adjust(skuId, payload, key), adjust(skuId, payload, key)]);
    expect(first.json()).toEqual(second.json());
    const third = await adjust(skuId, payload, key);
    expect(third.json()).toEqual(first.json());
    expect(await availableOf(skuId)).toBe(12);
    expect(await historyRows(skuId)).toHaveLength(1);
    expect(await auditRows(skuId)).toHaveLength(1);
    const other = await adjust(skuId, { ...payload, quantity: 3 }, key);
    expect(other.json().error.code).toBe(4090);
  });

  it("refuses bad input with field errors and changes nothing", async () => {
    const skuId = await stocked(5);
    const cases = [
      { market: "IN", reason: "RECEIVED", quantity: 0 },
      { market: "IN", reason: "DAMAGED", quantity: -1 },
      { market: "IN", reason: "RECOUNT", quantity: -1 },
      { market: "IN", reason: "RECEIVED", quantity: 1.5 },
      { market: "IN", reason: "LOST", quantity: 1 },
      { market: "XX", reason: "RECEIVED", quantity: 1 },
      { market: "IN", reason: "RECEIVED", quantity: 1, note: "x".repeat(501) },
      { market: "IN", reason: "RECOUNT", quantity: "" },
    ];
    for (const payload of cases) {
      const res = await adjust(skuId, payload);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(4000);
    }
    const noKey = await browse(ctx, ops.jar, {
      method: "POST",
      url: `/api/staff/stock/${skuId}/adjust`,
      payload: { market: "IN", reason: "RECEIVED", quantity: 1 },
    });
    expect(noKey.json().error.code).toBe(4000);
    const unknown = await adjust("NO-SUCH-SKU", { market: "IN", reason: "RECEIVED", quantity: 1 });
    expect(unknown.json().error.code).toBe(4040);
    const notSoldThere = await adjust(skuId, { market: "US", reason: "RECEIVED", quantity: 1 });
    expect(notSoldThere.json().error.code).toBe(4040);
    expect(await availableOf(skuId)).toBe(5);
    expect(await historyRows(skuId)).toEqual([]);
  });
});

describe("the storefront", () => {
  it("shows a sku recounted to zero as sold out at once: the catalogue and page caches forget it", async () => {
    const skuId = await stocked(3);
    const details = async () =>
      (await call(ctx, { method: "GET", url: `/api/catalogue/v2/skuDetails?skuId=${skuId}` })).json().body
        .skus as { skuId: string; stockStatus: string }[];
    expect((await details()).find((s) => s.skuId === skuId)?.stockStatus).toBe("IN_STOCK");
    const before = catalogueChanges;
    await adjust(skuId, { market: "IN", reason: "RECOUNT", quantity: 0 });
    expect(catalogueChanges).toBeGreaterThan(before);
    expect((await details()).find((s) => s.skuId === skuId)?.stockStatus).toBe("OUT_OF_STOCK");
    await adjust(skuId, { market: "IN", reason: "RECEIVED", quantity: 1 });
    expect((await details()).find((s) => s.skuId === skuId)?.stockStatus).toBe("IN_STOCK");
  });
});

describe("coming soon", () => {
  const mark = (skuId: string, payload: object, key?: string) =>
    staffCall(ctx, ops.jar, "POST", `/api/staff/stock/${skuId}/coming-soon`, payload, key);
  const status = async (skuId: string) =>
    (
      (await call(ctx, { method: "GET", url: `/api/catalogue/v2/skuDetails?skuId=${skuId}` })).json().body
        .skus as { skuId: string; stockStatus: string }[]
    ).find((s) => s.skuId === skuId)?.stockStatus;

  it("marks a sold-out sku coming soon in one market, audited once per key; the storefront shows it at once", async () => {
    const skuId = await stocked(0);
    expect(await status(skuId)).toBe("OUT_OF_STOCK");
    const before = catalogueChanges;
    const key = randomUUID();
    const res = await mark(skuId, { market: "IN", comingSoon: true }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.item).toMatchObject({
      skuId,
      market: "IN",
      comingSoon: true,
      stockStatus: "COMING_SOON",
    });
    expect(catalogueChanges).toBeGreaterThan(before);
    expect(await status(skuId)).toBe("COMING_SOON");
    expect((await mark(skuId, { market: "IN", comingSoon: true }, key)).json()).toEqual(res.json());
    expect((await mark(skuId, { market: "IN", comingSoon: false }, key)).json().error.code).toBe(4090);
    const audit = await auditRows(skuId);
    expect(audit.map((a) => [a.staffId, a.action, a.before, a.after])).toEqual([
      [ops.userId, "stock.coming_soon", { comingSoon: false }, { comingSoon: true }],
    ]);
    // Only India's row: the UAE's stays as it was.
    const uae = await get(`/api/staff/stock/${skuId}/history?market=AE`);
    expect(uae.json().body.item).toMatchObject({ comingSoon: false, stockStatus: "IN_STOCK" });
    expect(await auditRows(skuId, "AE")).toEqual([]);

    // Setting it again with a new key changes nothing and writes no audit row; taking it back does.
    expect((await mark(skuId, { market: "IN", comingSoon: true })).json().body.item.comingSoon).toBe(true);
    expect(await auditRows(skuId)).toHaveLength(1);
    const off = await mark(skuId, { market: "IN", comingSoon: false });
    expect(off.json().body.item).toMatchObject({ comingSoon: false, stockStatus: "OUT_OF_STOCK" });
    expect(await status(skuId)).toBe("OUT_OF_STOCK");
    expect((await auditRows(skuId)).map((a) => a.after)).toEqual([
      { comingSoon: true },
      { comingSoon: false },
    ]);
  });

  it("with units free the sku stays in stock; bad input is 4000 or 4040 and changes nothing", async () => {
    const skuId = await stocked(4);
    const res = await mark(skuId, { market: "IN", comingSoon: true });
    expect(res.json().body.item).toMatchObject({ comingSoon: true, stockStatus: "IN_STOCK" });
    const other = await stocked(0);
    for (const payload of [
      { market: "IN" },
      { market: "IN", comingSoon: "yes" },
      { market: "XX", comingSoon: true },
    ]) {
      expect((await mark(other, payload)).json().error.code, JSON.stringify(payload)).toBe(4000);
    }
    const noKey = await browse(ctx, ops.jar, {
      method: "POST",
      url: `/api/staff/stock/${other}/coming-soon`,
      payload: { market: "IN", comingSoon: true },
    });
    expect(noKey.json().error.code).toBe(4000);
    expect((await mark("NO-SUCH-SKU", { market: "IN", comingSoon: true })).json().error.code).toBe(4040);
    expect((await mark(other, { market: "US", comingSoon: true })).json().error.code).toBe(4040);
    expect(await status(other)).toBe("OUT_OF_STOCK");
    expect(await auditRows(other)).toEqual([]);
    const content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
    const refused = await staffCall(ctx, content.jar, "POST", `/api/staff/stock/${other}/coming-soon`, {
      market: "IN",
      comingSoon: true,
    });
    expect(refused.json().error.code).toBe(4030);
  });
});

describe("the list and the history", () => {
  it("lists a market fewest free first, finds by product name, and pages the low ones by nextToken", async () => {
    const tag = `low-${randomUUID().slice(0, 8)}`;
    const skuIds = [];
    for (const units of [LOW_STOCK_THRESHOLD, 0, 2, LOW_STOCK_THRESHOLD + 1, 40]) {
      skuIds.push(await stocked(units, tag));
    }
    const seen: { skuId: string; available: number; low: boolean }[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        `/api/staff/stock?market=IN&low=true&q=${tag}&limit=2${token ? `&nextToken=${token}` : ""}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json().body;
      expect(body.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD);
      seen.push(...body.items);
      token = body.paginationData.nextToken;
      pages++;
    } while (token);
    expect(pages).toBe(2);
    expect(seen.map((r) => [r.available, r.low])).toEqual([
      [0, true],
      [2, true],
      [LOW_STOCK_THRESHOLD, true],
    ]);
    const all = await get(`/api/staff/stock?market=IN&q=${tag}`);
    expect(all.json().body.items.map((r: { available: number }) => r.available)).toEqual([
      0,
      2,
      LOW_STOCK_THRESHOLD,
      LOW_STOCK_THRESHOLD + 1,
      40,
    ]);
    const uae = await get(`/api/staff/stock?market=AE&q=${tag}`);
    expect(
      uae.json().body.items.map((r: { market: string; available: number }) => [r.market, r.available]),
    ).toEqual(Array.from({ length: 5 }, () => ["AE", 7]));
    const bySku = await get(`/api/staff/stock?market=IN&q=${skuIds[4]}`);
    expect(bySku.json().body.items.map((r: { skuId: string }) => r.skuId)).toEqual([skuIds[4]]);
    const bad = await get("/api/staff/stock?market=IN&nextToken=nonsense");
    expect(bad.json().error.code).toBe(4000);
  });

  it("shows a sku's adjustments newest first, paged, in one market", async () => {
    const skuId = await stocked(10);
    for (const quantity of [1, 2, 3]) await adjust(skuId, { market: "IN", reason: "RECEIVED", quantity });
    await adjust(skuId, { market: "AE", reason: "DAMAGED", quantity: 1 });
    const first = await get(`/api/staff/stock/${skuId}/history?market=IN&limit=2`);
    const body = first.json().body;
    expect(body.item).toMatchObject({ skuId, available: 16 });
    expect(body.adjustments.map((a: { quantity: number }) => a.quantity)).toEqual([3, 2]);
    const second = await get(
      `/api/staff/stock/${skuId}/history?market=IN&limit=2&nextToken=${body.paginationData.nextToken}`,
    );
    expect(second.json().body.adjustments.map((a: { quantity: number }) => a.quantity)).toEqual([1]);
    expect(second.json().body.paginationData.nextToken).toBeNull();
    const uae = await get(`/api/staff/stock/${skuId}/history?market=AE`);
    expect(uae.json().body.adjustments).toMatchObject([{ reason: "DAMAGED", availableAfter: 6 }]);
  });

  it("is for staff with stock only", async () => {
    const content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
    const res = await staffCall(ctx, content.jar, "GET", "/api/staff/stock");
    expect(res.json().error.code).toBe(4030);
  });
});
