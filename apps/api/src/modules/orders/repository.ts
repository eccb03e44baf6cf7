// Orders' SQL that other modules' answers and the flows rest on. (The SQL of each order use case still
// sits beside it: state.ts, queries.ts, idempotency.ts and others; see decision 0025.)
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { orderItems, orders } from "./tables.ts";

/** Whether the shopper has a paid or delivered order holding this product: what lets them review it. */
export async function hasBoughtProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        or(eq(orders.paymentStatus, "SUCCESS"), eq(orders.fulfilmentStatus, "DELIVERED")),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * An order the shopper bought from: placed (paid, or cash on delivery) and never cancelled, delivered and
 * completed ones included (a cancelled order is CANCELLED or ORDER_CANCELLED: cancel.ts). One that went back
 * to the warehouse undelivered (RTO) is left out; so is an item whose return went through.
 */
const BOUGHT_ORDER_STATUSES = ["ORDER_PLACED", "OMS_ORDER_CREATED", "ORDER_CREATE_RESPONSE", "COMPLETED"];
const NOT_DELIVERED = ["RTO_INITIATED", "RTO_COMPLETE"];

/**
 * The products the shopper bought (freebies aside), each with when the latest order holding it was created,
 * newest first: one statement that reads the shopper's latest `limit` such orders along
 * orders_user_created_idx and their items by primary key, and answers at most `limit` products. Built once
 * (every full load of a shared page asks it, through the personal call).
 */
const boughtProductsQuery = preparedQuery((db) => {
  const placed = db
    .select({ orderId: orders.orderId, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder("userId")),
        inArray(orders.orderStatus, BOUGHT_ORDER_STATUSES),
        or(isNull(orders.fulfilmentStatus), notInArray(orders.fulfilmentStatus, NOT_DELIVERED)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(sql.placeholder("limit"))
    .as("placed");
  const lastOrderedAt = sql<number>`max(${placed.createdAt})`.mapWith(Number);
  return db
    .select({ productId: orderItems.productId, lastOrderedAt })
    .from(placed)
    .innerJoin(orderItems, eq(orderItems.orderId, placed.orderId))
    .where(
      and(
        eq(orderItems.isFreebie, 0),
        or(isNull(orderItems.status), ne(orderItems.status, "RETURN_SUCCESSFUL")),
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(lastOrderedAt))
    .limit(sql.placeholder("limit"))
    .prepare("orders_bought_products");
});

export function boughtProducts(db: Db, userId: string, limit: number) {
  return boughtProductsQuery(db).execute({ userId, limit });
}

/**
 * Placed orders (their rewards granted) that used this referral code, newest first: each is a friend's
 * first purchase, since a referral code only applies before one. The owner's own orders never count.
 */
export async function placedOrdersWithReferral(db: Db, code: string, ownerUserId: string) {
  return db
    .select({ orderId: orders.orderId, userId: orders.userId, placedAt: orders.effectsAppliedAt })
    .from(orders)
    .where(
      and(eq(orders.referralCode, code), isNotNull(orders.effectsAppliedAt), ne(orders.userId, ownerUserId)),
    )
    .orderBy(desc(orders.effectsAppliedAt));
}

/** Gives one user's orders to another (a guest's, to the account it signed in to). */
export async function moveOrdersOfUser(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  await db.update(orders).set({ userId: toUserId }).where(eq(orders.userId, fromUserId));
}

/**
 * The orders of a market holding stock while they wait for their payment (stock_state HELD), read along
 * orders_held_idx: holds run out within minutes, so there are few. The back office's stock screen counts
 * what these hold (catalogue's stock-admin.ts).
 */
export async function ordersHoldingStock(db: Db, market: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.stockState, "HELD"), eq(orders.market, market)));
  return rows.map((r) => r.orderId);
}

/**
 * Placed orders that came with an affiliate code, per code: how many and what their shoppers paid, counted
 * by PostgreSQL along orders_affiliate_placed_idx. Orders placed in [from, until) in the market; cancelled
 * ones are left out.
 */
export async function affiliateSales(
  db: Db,
  range: { market: string; from: number; until: number; cancelled: readonly string[] },
) {
  const rows = await db
    .select({
      code: orders.affiliateCode,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.payableAmount}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.market, range.market),
        isNotNull(orders.affiliateCode),
        isNotNull(orders.effectsAppliedAt),
        gte(orders.effectsAppliedAt, range.from),
        lt(orders.effectsAppliedAt, range.until),
        or(sql`${orders.orderStatus} is null`, notInArray(orders.orderStatus, [...range.cancelled])),
      ),
    )
    .groupBy(orders.affiliateCode)
    .orderBy(asc(orders.affiliateCode));
  return rows.map((r) => ({ code: r.code as string, orders: Number(r.orders), revenue: Number(r.revenue) }));
}
