// The back office's stock (docs/api.md, "Back office: stock"; docs/product.md, "Stock";
// docs/decisions/0033-stock-adjustments.md): staff with `stock` see each sku's units free to sell and held
// by unpaid orders in a market, the low ones first, and adjust them with a reason. RECEIVED adds, DAMAGED
// removes, RECOUNT sets the count on hand (free plus held). An adjustment goes through one conditional
// update of the stock row, as an order's take does, so it never races a checkout, and it can never take
// units that orders hold: it is refused (4000) and changes nothing. Each one writes its history row and
// its staff audit row in its transaction, once per Idempotency-Key; the storefront's caches forget the
// catalogue on this instance at once (docs/decisions/0006, 0009). Staff also mark a sku coming soon in a
// market (or not), audited and once per Idempotency-Key, forgotten by the caches the same way.
import {
  isLowStock,
  LOW_STOCK_THRESHOLD,
  type Market,
  STOCK_REASON_NAMES,
  type StockAdjustBody,
  type StockAdjustment,
  type StockAdjustmentReason,
  type StockAdjustResponse,
  type StockComingSoonBody,
  type StockComingSoonResponse,
  type StockHistoryQuery,
  type StockHistoryResponse,
  type StockListQuery,
  type StockListResponse,
  type StockRow,
  stockStatusOf,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { invalidateCatalogue } from "./cache.ts";
import { stockChanged } from "./cart-skus.ts";
import * as q from "./stock-admin-repository.ts";

export const STOCK_AUDIT_ENTITY = "stock";

/** The audit rows' entity id of a sku's stock in a market. */
export const stockEntityId = (skuId: string, market: string) => `${market}:${skuId}`;

/** The ids of a market's orders holding stock until their payment comes (orders' service, passed in). */
export type HoldingOrders = (db: Db, market: string) => Promise<string[]>;

const plural = (n: number) => `${n} unit${n === 1 ? "" : "s"}`;

function toRow(row: q.StockListRow, held: number): StockRow {
  return {
    skuId: row.skuId,
    skuName: row.skuName,
    productId: row.productId,
    productName: row.productName,
    productSlug: row.productSlug,
    market: row.market as Market,
    available: row.available,
    held,
    comingSoon: row.comingSoon,
    stockStatus: stockStatusOf({ availableToPromise: row.available, comingSoon: row.comingSoon }),
    low: isLowStock(row.available),
  };
}

function toAdjustment(row: q.AdjustmentRow): StockAdjustment {
  return {
    adjustmentId: String(row.id),
    skuId: row.skuId,
    market: row.market as Market,
    reason: row.reason as StockAdjustmentReason,
    quantity: row.quantity,
    change: row.change,
    availableBefore: row.availableBefore,
    availableAfter: row.availableAfter,
    held: row.held,
    note: row.note,
    staffId: row.staffId,
    at: row.createdAt.getTime(),
  };
}

const isCursor = (v: unknown): v is { a: number; s: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { a: unknown }).a) &&
  typeof (v as { s: unknown }).s === "string" &&
  (v as { s: string }).s.length <= 100;

const isBefore = (v: unknown): v is { b: number } =>
  typeof v === "object" && v !== null && Number.isSafeInteger((v as { b: unknown }).b);

async function heldOf(db: Db, holding: HoldingOrders, market: string, skuIds: string[]) {
  if (skuIds.length === 0) return new Map<string, number>();
  return q.heldBy(db, market, skuIds, await holding(db, market));
}

/** GET /api/staff/stock: a market's skus, fewest free units first; a text, and only the low ones. */
export async function stockList(
  deps: Deps,
  holding: HoldingOrders,
  query: StockListQuery,
): Promise<StockListResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await q.searchStock(
    deps.db,
    {
      market: query.market,
      text: query.q,
      atMost: query.low ? LOW_STOCK_THRESHOLD : undefined,
      after,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const held = await heldOf(
    deps.db,
    holding,
    query.market,
    page.map((r) => r.skuId),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => toRow(r, held.get(r.skuId) ?? 0)),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    paginationData: {
      nextToken:
        rows.length > query.limit && last ? encodePageToken({ a: last.available, s: last.skuId }) : null,
    },
  };
}

async function currentRow(db: Db, holding: HoldingOrders, skuId: string, market: string) {
  const row = await q.stockRow(db, skuId, market);
  if (!row) throw notFound(`No stock of ${skuId} in ${market}`);
  const held = await heldOf(db, holding, market, [skuId]);
  return toRow(row, held.get(skuId) ?? 0);
}

/** GET /api/staff/stock/{skuId}/history: the sku's stock in the market and its adjustments, newest first. */
export async function stockHistory(
  deps: Deps,
  holding: HoldingOrders,
  skuId: string,
  query: StockHistoryQuery,
): Promise<StockHistoryResponse> {
  const item = await currentRow(deps.db, holding, skuId, query.market);
  const before = query.nextToken ? decodePageToken(query.nextToken, isBefore).b : undefined;
  const rows = await q.adjustmentsOf(deps.db, skuId, query.market, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    item,
    adjustments: page.map(toAdjustment),
    paginationData: { nextToken: rows.length > query.limit && last ? encodePageToken({ b: last.id }) : null },
  };
}

/**
 * Changes the units free to sell in one conditional statement. A recount first locks the stock row and
 * then reads what unpaid orders hold: every checkout and release changes that row in the same transaction
 * as its order_stock record, so none slips in between (decision 0033).
 */
async function applyAdjustment(
  tx: Db,
  holding: HoldingOrders,
  skuId: string,
  body: StockAdjustBody,
): Promise<{ before: number; after: number; held: number; row: q.StockListRow }> {
  const { market, reason, quantity } = body;
  const heldNow = async () => (await heldOf(tx, holding, market, [skuId])).get(skuId) ?? 0;
  if (reason === "RECOUNT") {
    const row = await q.stockRow(tx, skuId, market, true);
    if (!row) throw notFound(`No stock of ${skuId} in ${market}`);
    const held = await heldNow();
    if (quantity < held) {
      throw invalid({
        quantity: `Unpaid orders hold ${plural(held)}: the count on hand cannot be less than that`,
      });
    }
    const after = await q.changeAvailable(tx, skuId, market, quantity - held - row.available);
    return { before: row.available, after: after!, held, row: { ...row, available: after! } };
  }
  const change = reason === "RECEIVED" ? quantity : -quantity;
  const after = await q.changeAvailable(tx, skuId, market, change);
  if (after === undefined) {
    const row = await q.stockRow(tx, skuId, market);
    if (!row) throw notFound(`No stock of ${skuId} in ${market}`);
    const held = await heldNow();
    throw invalid({
      quantity: `Only ${plural(row.available)} free to sell${held > 0 ? `; unpaid orders hold ${plural(held)}` : ""}: at most ${row.available} can be written off`,
    });
  }
  const row = await q.stockRow(tx, skuId, market);
  return { before: after - change, after, held: await heldNow(), row: row! };
}

/** POST /api/staff/stock/{skuId}/adjust: one adjustment with its history and audit rows, once per key. */
export async function adjustStock(
  deps: Deps,
  holding: HoldingOrders,
  staff: StaffCaller,
  skuId: string,
  body: StockAdjustBody,
  idempotencyKey: string,
): Promise<StockAdjustResponse> {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `stock.adjust ${skuId}`, key: idempotencyKey, body },
    async (tx: Db) => {
      const { before, after, held, row } = await applyAdjustment(tx, holding, skuId, body);
      const at = deps.now();
      const adjustment = await q.insertAdjustment(tx, {
        skuId,
        market: body.market,
        reason: body.reason,
        quantity: body.quantity,
        change: after - before,
        availableBefore: before,
        availableAfter: after,
        held,
        note: body.note ?? null,
        staffId: staff.userId,
        createdAt: new Date(at),
      });
      await recordAudit(tx, staff.userId, at, {
        action: `${STOCK_AUDIT_ENTITY}.${body.reason.toLowerCase()}`,
        entity: STOCK_AUDIT_ENTITY,
        entityId: stockEntityId(skuId, body.market),
        before: { available: before, held },
        after: {
          available: after,
          held,
          reason: STOCK_REASON_NAMES[body.reason],
          quantity: body.quantity,
          note: body.note ?? null,
          adjustmentId: String(adjustment.id),
        },
      });
      return { statusCode: 200, response: { item: toRow(row, held), adjustment: toAdjustment(adjustment) } };
    },
  );
  // Carts read stock again, and the listings and product pages (stock status, "Sold out") are forgotten on
  // this instance now; other instances show the change within their cache lifetimes.
  stockChanged();
  invalidateCatalogue(deps);
  return answer.response;
}

/**
 * POST /api/staff/stock/{skuId}/coming-soon: marks the sku coming soon in the market, or not. The stock
 * row is locked, so the audit row's before is what it was; setting what is already set changes nothing
 * and writes no audit row. Once per Idempotency-Key; the caches forget the catalogue as after an adjustment.
 */
export async function setStockComingSoon(
  deps: Deps,
  holding: HoldingOrders,
  staff: StaffCaller,
  skuId: string,
  body: StockComingSoonBody,
  idempotencyKey: string,
): Promise<StockComingSoonResponse> {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `stock.coming_soon ${skuId}`, key: idempotencyKey, body },
    async (tx: Db) => {
      const row = await q.stockRow(tx, skuId, body.market, true);
      if (!row) throw notFound(`No stock of ${skuId} in ${body.market}`);
      const held = (await heldOf(tx, holding, body.market, [skuId])).get(skuId) ?? 0;
      if (row.comingSoon !== body.comingSoon) {
        await q.setComingSoon(tx, skuId, body.market, body.comingSoon);
        await recordAudit(tx, staff.userId, deps.now(), {
          action: `${STOCK_AUDIT_ENTITY}.coming_soon`,
          entity: STOCK_AUDIT_ENTITY,
          entityId: stockEntityId(skuId, body.market),
          before: { comingSoon: row.comingSoon },
          after: { comingSoon: body.comingSoon },
        });
      }
      return { statusCode: 200, response: { item: toRow({ ...row, comingSoon: body.comingSoon }, held) } };
    },
  );
  stockChanged();
  invalidateCatalogue(deps);
  return answer.response;
}
