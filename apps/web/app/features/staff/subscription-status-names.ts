import type { SubscriptionStatus } from "@ojas/domain";

/** A subscription's status as the back office words it. */
export const SUBSCRIPTION_STATUS_NAMES: Readonly<Record<SubscriptionStatus, string>> = {
  PENDING: "Awaiting first payment",
  ACTIVE: "Active",
  PAST_DUE: "Payment failed (in grace)",
  CANCELLED: "Cancelled",
  LAPSED: "Lapsed",
};
