import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A shopper's plan subscription (docs/product.md, "Subscriptions"). Its status moves only through the
 * transition table of packages/domain (subscriptions/status-machine.ts), one event at a time, each written
 * to subscription_events in the same transaction.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    /** SUB- and 16 capitals or digits. */
    subscriptionId: text("subscription_id").primaryKey(),
    userId: text("user_id").notNull(),
    /** plans.plan_id of the plans module (no foreign key across modules). */
    planId: text("plan_id").notNull(),
    tier: text("tier").notNull(),
    kind: text("kind").notNull(),
    market: text("market").notNull(),
    currency: text("currency").notNull(),
    /** PENDING, ACTIVE, PAST_DUE, CANCELLED or LAPSED. */
    status: text("status").notNull(),
    /** sandbox or razorpay: the gateway that holds the payment method. */
    provider: text("provider").notNull(),
    /** What each renewal charges (minor units): the plan's price in the market when bought or changed. */
    periodAmount: integer("period_amount").notNull(),
    /** What the first period costs after the coupon (minor units). */
    firstPeriodAmount: integer("first_period_amount").notNull(),
    couponCode: text("coupon_code"),
    /** Months per period (the plan's). */
    periodMonths: integer("period_months").notNull(),
    /** 0 while PENDING; the number of the period running (or last run). */
    currentPeriodNumber: integer("current_period_number").notNull().default(0),
    currentPeriodStart: at("current_period_start"),
    currentPeriodEnd: at("current_period_end"),
    /**
     * When the renewal job next charges (the period's end, or a retry's time while PAST_DUE); null when no
     * charge is due (PENDING, cancelled at period end, ended, lapsed).
     */
    nextChargeAt: at("next_charge_at"),
    /** Failed tries of the charge now due (0 when none failed). */
    failedCharges: integer("failed_charges").notNull().default(0),
    /** PAST_DUE: access ends then unless a charge succeeds. */
    graceEndsAt: at("grace_ends_at"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelReason: text("cancel_reason"),
    /** A cheaper plan chosen; it becomes the plan at the next renewal. */
    pendingPlanId: text("pending_plan_id"),
    /** The gateway's reusable payment method (the sandbox's token, Razorpay's token id). */
    paymentMethodToken: text("payment_method_token"),
    /** CARD or UPI. */
    paymentMethodType: text("payment_method_type"),
    /** What the shopper is shown, e.g. "Visa •••• 4242" or "UPI autopay, name@bank". */
    paymentMethodLabel: text("payment_method_label"),
    /** Razorpay customer id, when the provider keeps one. */
    gatewayCustomerId: text("gateway_customer_id"),
    /** PLAN (bought on a plan page) or ORDER (came with a device order: sourceOrderId). */
    source: text("source").notNull().default("PLAN"),
    sourceOrderId: text("source_order_id"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.status),
    // One open subscription per shopper and plan kind: two creates at once end with one (4006).
    uniqueIndex("subscriptions_one_open_per_kind")
      .on(t.userId, t.kind)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE', 'PAST_DUE')`),
    // The renewal job's scan: due subscriptions in charge order.
    index("subscriptions_due_idx")
      .on(t.nextChargeAt)
      .where(sql`${t.status} in ('ACTIVE', 'PAST_DUE') and ${t.nextChargeAt} is not null`),
    uniqueIndex("subscriptions_source_order_idx").on(t.sourceOrderId, t.planId),
  ],
);

/**
 * One billing period of a subscription, at most one row per (subscription, number): the row is written,
 * with the charge's idempotency key, before the charge is sent, so no period can be charged twice.
 */
export const subscriptionPeriods = pgTable(
  "subscription_periods",
  {
    subscriptionId: text("subscription_id").notNull(),
    number: integer("number").notNull(),
    start: at("start").notNull(),
    end: at("end").notNull(),
    /** Minor units charged (or to charge) for the period, tax included. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    planId: text("plan_id").notNull(),
    /**
     * CHARGING: claimed, the charge may be out; PAID; FAILED: the last try failed (retries go on with the
     * same key); REFUNDED: paid and given back (part or all: refundedAmount). Periods that came with a
     * device order are PAID by that order (sourceOrderId).
     */
    status: text("status").notNull(),
    /** The payment's idempotency key at the gateway: the same for every try of this period. */
    chargeKey: text("charge_key").notNull(),
    /** payments' attempt that paid it (payment_attempts.attempt_id). */
    attemptId: text("attempt_id"),
    gatewayPaymentId: text("gateway_payment_id"),
    tries: integer("tries").notNull().default(0),
    failureReason: text("failure_reason"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    /** Sequential per market and financial year, like order invoices; set when PAID. */
    invoiceNumber: text("invoice_number"),
    sourceOrderId: text("source_order_id"),
    paidAt: at("paid_at"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.number] }),
    uniqueIndex("subscription_periods_charge_key_idx").on(t.chargeKey),
  ],
);

/** Every transition of a subscription (the status machine's event), in the transaction of the change. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriptionId: text("subscription_id").notNull(),
    event: text("event").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** user:{id}, staff:{id}, job:renewals, gateway:{name} or order:{id}. */
    actor: text("actor").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: at("at").notNull(),
  },
  (t) => [index("subscription_events_sub_idx").on(t.subscriptionId, t.at)],
);
