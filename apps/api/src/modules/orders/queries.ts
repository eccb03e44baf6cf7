import {
  normaliseOrderNumber,
  type OrderConfirmation,
  type OrderDto,
  type OrderListQuery,
  type OrderListResponse,
  type StaffOrderListQuery,
  type StaffOrderListResponse,
} from "@ojas/domain";
import { and, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { refundsOfOrders } from "../payments/service.ts";
import { type Caller, requireStaff, requireVisible } from "./access.ts";
import { type OrderRecord, toOrderDto, toStaffOrderDto } from "./dto.ts";
import type { OrderRow } from "./state.ts";
import { orderItems, orders, orderTimeline, toShip } from "./tables.ts";

/** The lines and timelines of these orders, in the orders' order. */
export async function withDetails(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.orderId);
  const [items, steps, refunds] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.entityId),
    db.select().from(orderTimeline).where(inArray(orderTimeline.orderId, ids)).orderBy(orderTimeline.id),
    refundsOfOrders(db, ids),
  ]);
  return rows.map((row) => ({
    row,
    items: items.filter((i) => i.orderId === row.orderId),
    timeline: steps.filter((s) => s.orderId === row.orderId),
    refunds: refunds.filter((r) => r.orderId === row.orderId),
  }));
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRecord | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

/** The order if the caller may see it (owner or staff), else 4040. */
export async function visibleOrder(deps: Deps, caller: Caller, orderId: string): Promise<OrderRecord> {
  const record = await findOrder(deps.db, orderId);
  requireVisible(caller, record?.row);
  return record!;
}

export async function getOrder(deps: Deps, caller: Caller, orderId: string): Promise<OrderDto> {
  return toOrderDto(await visibleOrder(deps, caller, orderId), deps.now());
}

// Newest first, paged by where the last page ended: (createdAt, orderId) of its last order.
interface Cursor {
  c: number;
  i: string;
}
const isCursor = (v: unknown): v is Cursor =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as Cursor).c) &&
  typeof (v as Cursor).i === "string" &&
  (v as Cursor).i.length <= 64;

export async function page(
  db: Db,
  filters: (SQL | undefined)[],
  nextToken: string | undefined,
  limit: number,
): Promise<{ rows: OrderRow[]; nextToken: string | null }> {
  const after = nextToken === undefined ? undefined : decodePageToken(nextToken, isCursor);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        ...filters,
        after &&
          or(lt(orders.createdAt, after.c), and(eq(orders.createdAt, after.c), lt(orders.orderId, after.i))),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    nextToken: more && last ? encodePageToken({ c: last.createdAt, i: last.orderId }) : null,
  };
}

/** Orders holding an item of this type: one lookup per order on the items' primary key. */
const hasItemOfType = (db: Db, itemType: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.orderId), eq(orderItems.itemType, itemType))),
  );

/** GET /order/listOrders: the caller's orders, newest first. */
export async function listOrders(
  deps: Deps,
  caller: Caller,
  query: OrderListQuery,
): Promise<OrderListResponse> {
  const { rows, nextToken } = await page(
    deps.db,
    [eq(orders.userId, caller.userId), query.skuType && hasItemOfType(deps.db, query.skuType)],
    query.nextToken,
    query.limit,
  );
  const now = deps.now();
  const records = await withDetails(deps.db, rows);
  return { orders: records.map((r) => toOrderDto(r, now)), paginationData: { nextToken } };
}

/** The order a person names by its order number (as typed: any case, spaces or dashes) or its id. */
function orderNamed(typed: string): SQL | undefined {
  const orderNumber = normaliseOrderNumber(typed);
  return orderNumber
    ? or(eq(orders.orderNumber, orderNumber), eq(orders.orderId, typed))
    : eq(orders.orderId, typed);
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The back office's search as SQL conditions (docs/decisions/0035-staff-order-search.md): every filter is an
 * equality or a range on an indexed column, so the newest-first page walks one index (tables.ts).
 */
export function staffFilters(query: Omit<StaffOrderListQuery, "nextToken" | "limit">): (SQL | undefined)[] {
  const digits = query.phone?.replace(/\D/g, "");
  return [
    query.status && eq(orders.shownStatus, query.status),
    query.q ? orderNamed(query.q) : undefined,
    digits ? eq(orders.contactPhone, digits.slice(-9)) : undefined,
    query.email ? eq(orders.contactEmail, query.email.trim().toLowerCase()) : undefined,
    query.market && eq(orders.market, query.market),
    query.paymentType && eq(orders.paymentType, query.paymentType),
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dayStart(query.to) + DAY_MS) : undefined,
    // The same condition as the partial index orders_to_ship_idx, so the planner can use it.
    query.toShip ? toShip(orders) : undefined,
  ];
}

/** The back office's search: every shopper's orders, newest first, narrowed by the query's filters. */
export async function listStaffOrders(
  deps: Deps,
  caller: Caller,
  query: StaffOrderListQuery,
): Promise<StaffOrderListResponse> {
  requireStaff(caller);
  const { rows, nextToken } = await page(deps.db, staffFilters(query), query.nextToken, query.limit);
  const now = deps.now();
  const records = await withDetails(deps.db, rows);
  return { orders: records.map((r) => toStaffOrderDto(r, now)), paginationData: { nextToken } };
}

/** The order confirmation page's summary. */
export async function confirmationSummary(
  deps: Deps,
  caller: Caller,
  orderId: string,
): Promise<OrderConfirmation> {
  const order = toOrderDto(await visibleOrder(deps, caller, orderId), deps.now());
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentType: order.paymentType,
    payableAmount: order.amounts.payableAmount,
    currency: order.amounts.currency,
    itemCount: order.items.reduce((sum, i) => sum + i.qty, 0),
    items: order.items.map((i) => ({ name: i.name, qty: i.qty, imgURL: i.imgURL })),
    address: order.address,
    createdAt: order.createdAt,
  };
}
