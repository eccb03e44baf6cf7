import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * One try at paying an order through a gateway. An order may have several (a failed or expired try is
 * followed by a new one), but at most one is open (CREATED) at a time.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    attemptId: text("attempt_id").primaryKey(),
    /**
     * What is paid: the order's id (owned by the orders module) for purpose ORDER; for a subscription the
     * period's charge key (subscriptions module), or the subscription's id and a suffix for a method update.
     */
    orderId: text("order_id").notNull(),
    /** ORDER, SUBSCRIPTION (a period), PAYMENT_METHOD (saving a method, nothing due) or BLOOD_WORK (a booking). */
    purpose: text("purpose").notNull().default("ORDER"),
    /** Whether the gateway page saves the payment method for later charges (a card mandate, UPI autopay). */
    saveMethod: boolean("save_method").notNull().default(false),
    /** The reusable method the gateway saved with this payment (its token), and what the shopper sees. */
    paymentMethodToken: text("payment_method_token"),
    paymentMethodType: text("payment_method_type"),
    paymentMethodLabel: text("payment_method_label"),
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

/**
 * A refund the shop issues through a gateway. The row is written (claimed) in the transaction of what
 * causes the refund, before any call: `refund_key` names what it is for, so a retried or raced cause
 * finds it rather than adding a second. It is then sent outside that transaction: SENDING while a call is
 * out (until `next_try_at`, after which a crashed call is taken over), PENDING to be tried again after a
 * failed call, then INITIATED (the gateway will finish it), PROCESSED or FAILED.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    /** Also the refund's key at the gateway, which answers a repeated call with the same refund. */
    refundId: text("refund_id").primaryKey(),
    /** order:{orderId} for the order's refund, payment:{attemptId} for a payment made twice. */
    refundKey: text("refund_key").notNull(),
    orderId: text("order_id").notNull(),
    /** The captured attempt refunded. */
    attemptId: text("attempt_id").notNull(),
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    gatewayPaymentId: text("gateway_payment_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull(),
    gatewayRefundId: text("gateway_refund_id"),
    /** Calls made so far. */
    tries: integer("tries").notNull().default(0),
    /** When a PENDING refund is due, or a SENDING one's call is taken to have died. */
    nextTryAt: timestamp("next_try_at", { withTimezone: true, mode: "date" }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("payment_refunds_key_idx").on(t.refundKey),
    index("payment_refunds_order_idx").on(t.orderId),
    index("payment_refunds_due_idx").on(t.nextTryAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
  ],
);

/**
 * The sandbox gateway's own record of the refunds it made (the gateway's side, as Razorpay keeps its
 * own): at most what each payment captured, one refund per key.
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    gatewayRefundId: text("gateway_refund_id").primaryKey(),
    /** The key the shop sent: a second call with it answers this refund. */
    refundKey: text("refund_key").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    gatewayPaymentId: text("gateway_payment_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    notes: jsonb("notes").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_key_idx").on(t.refundKey),
    index("sandbox_refunds_payment_idx").on(t.gatewayOrderId),
  ],
);

/**
 * The sandbox gateway's saved payment methods (its stand-in for a card mandate or UPI autopay): made by
 * its page when a payment asks to save the method; later charges name the token.
 */
export const sandboxPaymentMethods = pgTable("sandbox_payment_methods", {
  token: text("token").primaryKey(),
  /** CARD or UPI. */
  type: text("type").notNull(),
  label: text("label").notNull(),
  /** APPROVE: charges succeed; DECLINE: charges fail (the test card for failing renewals). */
  behaviour: text("behaviour").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * The sandbox gateway's record of charges to saved methods: one per key, so a repeated call with the same
 * key answers the first charge and never takes the money twice (as Razorpay does for a paid order).
 */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    gatewayPaymentId: text("gateway_payment_id").primaryKey(),
    key: text("key").notNull(),
    token: text("token").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** captured or failed. */
    outcome: text("outcome").notNull(),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_charges_key_idx").on(t.key)],
);
