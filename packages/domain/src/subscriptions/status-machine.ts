// One transition table for a subscription (docs/product.md, "Subscriptions"). Every change to a
// subscription is an event; the table says which events each status takes and the status after it.
// Events that keep the status (a renewal, a scheduled cancel, a plan change) are transitions too, so each
// change is checked and audited the same way.

export const SUBSCRIPTION_STATUSES = ["PENDING", "ACTIVE", "PAST_DUE", "CANCELLED", "LAPSED"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that give the plan's access (and Pro, for a PRO plan): ACTIVE, and PAST_DUE while in grace. */
export const RUNNING_SUBSCRIPTION_STATUSES = [
  "ACTIVE",
  "PAST_DUE",
] as const satisfies readonly SubscriptionStatus[];
/** Statuses that block buying another plan of the same kind (4006). */
export const OPEN_SUBSCRIPTION_STATUSES = [
  "PENDING",
  "ACTIVE",
  "PAST_DUE",
] as const satisfies readonly SubscriptionStatus[];

export const SUBSCRIPTION_EVENTS = [
  /** The shopper asked to buy a plan; the first payment is not made yet. */
  "CREATED",
  /** The first payment was captured: the first period starts. */
  "FIRST_PAYMENT",
  /** The first payment failed or was left; the shopper may try again while it is PENDING. */
  "FIRST_PAYMENT_FAILED",
  /** A pending subscription nobody paid for (cancelled at the checkout, or its window passed). */
  "ABANDONED",
  /** A period was charged and paid: the next one starts. */
  "RENEWED",
  /** A renewal charge failed: access goes on through the grace period while retries run. */
  "RENEWAL_FAILED",
  /** Grace ended without a successful charge: access ends. */
  "LAPSED",
  /** The shopper (or staff) asked to cancel when the period ends. */
  "CANCEL_AT_PERIOD_END",
  /** A cancel at period end was taken back before the end. */
  "RESUMED",
  /** The period ended with a cancel at period end: access ends. */
  "ENDED",
  /** Cancelled now (with a prorated refund where the rules allow it). */
  "CANCELLED_NOW",
  /**
   * The shopper asked for a dearer plan now: what it costs and the key of its charge are recorded before
   * the charge is sent, so the charge's settling (the job's answer or the gateway's webhook) applies it.
   */
  "UPGRADE_REQUESTED",
  /** Moved to a dearer plan now (its prorated difference was paid). */
  "UPGRADED",
  /** The upgrade's charge was declined: the plan stays as it was. */
  "UPGRADE_DECLINED",
  /** A cheaper plan chosen; it starts at the next period. */
  "DOWNGRADE_SCHEDULED",
  /** Staff (or a pack bought with a device) lengthened the current period. */
  "EXTENDED",
  /** A new payment method was saved through the gateway page. */
  "PAYMENT_METHOD_UPDATED",
  /** Staff refunded a paid period. */
  "PERIOD_REFUNDED",
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

type Table = Partial<
  Record<SubscriptionStatus | "START", Partial<Record<SubscriptionEvent, SubscriptionStatus>>>
>;

const TABLE: Table = {
  START: { CREATED: "PENDING" },
  PENDING: {
    FIRST_PAYMENT: "ACTIVE",
    FIRST_PAYMENT_FAILED: "PENDING",
    ABANDONED: "CANCELLED",
  },
  ACTIVE: {
    RENEWED: "ACTIVE",
    RENEWAL_FAILED: "PAST_DUE",
    CANCEL_AT_PERIOD_END: "ACTIVE",
    RESUMED: "ACTIVE",
    ENDED: "CANCELLED",
    CANCELLED_NOW: "CANCELLED",
    UPGRADE_REQUESTED: "ACTIVE",
    UPGRADED: "ACTIVE",
    UPGRADE_DECLINED: "ACTIVE",
    DOWNGRADE_SCHEDULED: "ACTIVE",
    EXTENDED: "ACTIVE",
    PAYMENT_METHOD_UPDATED: "ACTIVE",
    PERIOD_REFUNDED: "ACTIVE",
  },
  PAST_DUE: {
    RENEWED: "ACTIVE",
    RENEWAL_FAILED: "PAST_DUE",
    LAPSED: "LAPSED",
    CANCELLED_NOW: "CANCELLED",
    EXTENDED: "PAST_DUE",
    PAYMENT_METHOD_UPDATED: "PAST_DUE",
    PERIOD_REFUNDED: "PAST_DUE",
  },
  // A lapsed subscription comes back when the shopper pays what is due through the gateway page.
  LAPSED: { RENEWED: "ACTIVE", PERIOD_REFUNDED: "LAPSED" },
  CANCELLED: { PERIOD_REFUNDED: "CANCELLED" },
};

export class IllegalSubscriptionTransitionError extends Error {
  override name = "IllegalSubscriptionTransitionError";
  constructor(
    readonly from: SubscriptionStatus | null,
    readonly event: SubscriptionEvent,
  ) {
    super(`A ${from ?? "new"} subscription cannot take ${event}`);
  }
}

/** The status after `event`, or undefined when the status does not take it. `null`: not created yet. */
export function nextSubscriptionStatus(
  from: SubscriptionStatus | null,
  event: SubscriptionEvent,
): SubscriptionStatus | undefined {
  return TABLE[from ?? "START"]?.[event];
}

/** The status after `event`; throws IllegalSubscriptionTransitionError when the status does not take it. */
export function subscriptionTransition(
  from: SubscriptionStatus | null,
  event: SubscriptionEvent,
): SubscriptionStatus {
  const next = nextSubscriptionStatus(from, event);
  if (!next) throw new IllegalSubscriptionTransitionError(from, event);
  return next;
}

/** The events a status takes (for screens: which buttons to show). */
export function subscriptionEventsFrom(from: SubscriptionStatus | null): SubscriptionEvent[] {
  return Object.keys(TABLE[from ?? "START"] ?? {}) as SubscriptionEvent[];
}

export function isRunningSubscription(status: string): boolean {
  return (RUNNING_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}
