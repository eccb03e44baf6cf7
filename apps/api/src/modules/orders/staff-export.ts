// GET /api/staff/orders/export.csv: the back office's current search as CSV (RFC 4180, http/csv.ts), sent
// as it is read: a page of rows at a time down the same index as the screen's search (queries.ts).
import { Readable } from "node:stream";
import type { StaffOrderListQuery } from "@ojas/domain";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { toCsv } from "../../http/csv.ts";
import { staffFilters } from "./queries.ts";
import { orders } from "./tables.ts";

const CHUNK = 500;
/** An export never runs away with the database: at most this many rows (say so in the last line). */
export const EXPORT_MAX_ROWS = 100_000;

export const EXPORT_HEADER = [
  "order_number",
  "order_id",
  "created_at",
  "market",
  "status",
  "payment_type",
  "payment_status",
  "payable_amount",
  "currency",
  "customer_name",
  "phone",
  "email",
  "city",
] as const;

const columns = {
  orderNumber: orders.orderNumber,
  orderId: orders.orderId,
  createdAt: orders.createdAt,
  market: orders.market,
  shownStatus: orders.shownStatus,
  paymentType: orders.paymentType,
  paymentStatus: orders.paymentStatus,
  payableAmount: orders.payableAmount,
  currency: orders.currency,
  address: orders.address,
};

/** Amounts in major units with the currency's two decimals, as a spreadsheet sums them. */
const major = (minor: number) => (minor / 100).toFixed(2);

async function* csvChunks(db: Db, query: Omit<StaffOrderListQuery, "nextToken" | "limit">) {
  yield toCsv([[...EXPORT_HEADER]]);
  const filters = staffFilters(query);
  let after: { c: number; i: string } | undefined;
  let sent = 0;
  while (sent < EXPORT_MAX_ROWS) {
    const rows = await db
      .select(columns)
      .from(orders)
      .where(
        and(
          ...filters,
          after &&
            or(
              lt(orders.createdAt, after.c),
              and(eq(orders.createdAt, after.c), lt(orders.orderId, after.i)),
            ),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(Math.min(CHUNK, EXPORT_MAX_ROWS - sent));
    if (rows.length === 0) return;
    yield toCsv(
      rows.map((r) => [
        r.orderNumber,
        r.orderId,
        new Date(r.createdAt).toISOString(),
        r.market,
        r.shownStatus ?? "",
        r.paymentType,
        r.paymentStatus ?? "",
        major(r.payableAmount),
        r.currency,
        r.address.name,
        r.address.phoneNumber,
        r.address.emailId ?? "",
        r.address.city,
      ]),
    );
    sent += rows.length;
    const last = rows.at(-1)!;
    after = { c: last.createdAt, i: last.orderId };
    if (rows.length < CHUNK) return;
  }
}

/** The export as a stream of CSV text: the header, then the search's rows newest first. */
export function ordersCsv(db: Db, query: Omit<StaffOrderListQuery, "nextToken" | "limit">): Readable {
  return Readable.from(csvChunks(db, query));
}
