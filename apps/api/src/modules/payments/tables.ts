import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * One try at paying an order through a gateway. An order may have several (a failed or expired try is
 * followed by a new one), but at most one is open (CREATED) at a time.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    attemptId: text("attempt_id").primaryKey(),
    /** The order's id (owned by the orders module). */
    orderId: text("order_id").notNull(),
    userId: text("user_id").notNull(),
    market: text("market").notNull(),
    /** sandbox or razorpay. */
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull().unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** CREATED, SUCCESS, FAILED or ABANDONED. */
    status: text("status").notNull(),
    /** Where the hosted payment page sends the shopper back to (a path, or a URL on the site's origin). */
    returnUrl: text("return_url").notNull(),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("payment_attempts_order_idx").on(t.orderId, t.createdAt),
    // The database, not the code, makes two concurrent starts for one order end with one open attempt.
    uniqueIndex("payment_attempts_one_open_per_order").on(t.orderId).where(sql`${t.status} = 'CREATED'`),
    index("payment_attempts_open_idx").on(t.createdAt).where(sql`${t.status} = 'CREATED'`),
  ],
);

/** Every verified webhook event, stored once per (gateway, eventId) so a replay does nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("webhook_events_event_idx").on(t.gateway, t.eventId)],
);
