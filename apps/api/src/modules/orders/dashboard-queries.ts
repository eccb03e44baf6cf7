// What the back office's dashboard sums over orders (docs/decisions/0038-dashboard-aggregates.md): all in SQL,
// grouped by the order's local day in its market's time zone and, for money, by currency.
import { DASHBOARD_TOP_PRODUCTS, type Market } from "@ojas/domain";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inLocalDays, localDayOf } from "../../db/local-days.ts";
import { orderItems, orders, toShip } from "./tables.ts";

export interface DayRange {
  from: string;
  to: string;
}

/** Money has come in: paid online, or cash collected on delivery. */
const PAID = eq(orders.paymentStatus, "SUCCESS");

const inRange = (markets: readonly Market[], range: DayRange) =>
  inLocalDays(orders.createdAt, orders.market, markets, range, true);

/** Paid orders' totals (payable amount, minor units) per local day and currency. */
export async function salesPerDay(db: Db, markets: readonly Market[], range: DayRange) {
  const day = localDayOf(orders.createdAt, orders.market, markets, true);
  const rows = await db
    .select({
      date: day,
      currency: orders.currency,
      amount: sql<string>`sum(${orders.payableAmount})`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(inRange(markets, range), PAID))
    .groupBy(day, orders.currency)
    .orderBy(day, orders.currency);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Orders placed in the range, by the status the shopper is shown. */
export function ordersByStatus(db: Db, markets: readonly Market[], range: DayRange) {
  return db
    .select({ status: sql<string>`${orders.shownStatus}`, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inRange(markets, range), isNotNull(orders.shownStatus)))
    .groupBy(orders.shownStatus)
    .orderBy(desc(sql`count(*)`), orders.shownStatus);
}

/**
 * Shoppers whose first paid order in a market falls in the range, by that order's local day: a shopper's
 * paid orders in the range, kept when no paid order of theirs in that market came before.
 */
export async function newCustomersPerDay(db: Db, markets: readonly Market[], range: DayRange) {
  const firsts = db
    .select({
      userId: orders.userId,
      market: orders.market,
      first: sql<number>`min(${orders.createdAt})`.as("first"),
    })
    .from(orders)
    .where(and(inRange(markets, range), PAID))
    .groupBy(orders.userId, orders.market)
    .as("firsts");
  const earlier = db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        sql`${orders.userId} = ${firsts.userId}`,
        sql`${orders.market} = ${firsts.market}`,
        PAID,
        sql`${orders.createdAt} < ${firsts.first}`,
      ),
    );
  const day = localDayOf(firsts.first as never, firsts.market, markets, true);
  return db
    .select({ date: day, customers: sql<number>`count(*)::int` })
    .from(firsts)
    .where(sql`not exists (${earlier})`)
    .groupBy(day)
    .orderBy(day);
}

/** Paid orders' lines per product and currency, the best sellers first by revenue or by units. */
export async function topProducts(
  db: Db,
  markets: readonly Market[],
  range: DayRange,
  by: "revenue" | "units",
) {
  const units = sql<number>`sum(${orderItems.qty})::int`;
  const revenue = sql<string>`sum(${orderItems.qty} * ${orderItems.unitPrice})`;
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.name})`,
      currency: orders.currency,
      units,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(and(inRange(markets, range), PAID))
    .groupBy(orderItems.productId, orders.currency)
    .orderBy(
      ...(by === "revenue" ? [desc(revenue), desc(units)] : [desc(units), desc(revenue)]),
      orderItems.productId,
      orders.currency,
    )
    .limit(DASHBOARD_TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue) }));
}

/** Orders waiting to be shipped now, in these markets. */
export async function ordersToShip(db: Db, markets: readonly Market[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.market, [...markets]), toShip(orders)));
  return row?.n ?? 0;
}

/** The returns status of an item the warehouse received and staff must check (accept, or fail its check). */
export const RETURN_TO_CHECK = "ITEM_ACCEPTED_IN_WAREHOUSE";

/** Returned or exchanged items in the warehouse waiting for staff's check, in these markets. */
export async function returnsToCheck(db: Db, markets: readonly Market[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.returnsStatus, RETURN_TO_CHECK), inArray(orders.market, [...markets])));
  return row?.n ?? 0;
}
