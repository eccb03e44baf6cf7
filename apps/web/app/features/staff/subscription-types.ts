import { type AuditEntry, minorDigits, type Subscription, type SubscriptionPeriod } from "@ojas/domain";

// What the back office's subscription calls answer (docs/api.md, "Subscriptions"): the shopper's view of a
// subscription plus who it belongs to, its charges (payment attempts) and its event log.

export type StaffSubscription = Subscription & { userId?: string; market?: string };

export interface StaffSubscriptionCharge {
  attemptId?: string;
  orderId?: string;
  amount: number;
  currency?: string;
  status: string;
  purpose?: string;
  createdAt?: number;
  at?: number;
}

export interface StaffSubscriptionEvent {
  event?: string;
  type?: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  actor?: string;
  at: number;
  detail?: unknown;
}

export type StaffSubscriptionPeriod = SubscriptionPeriod & {
  refundedAmount?: number;
  failureReason?: string | null;
  /** The payment attempts of the period's charge. */
  attempts?: StaffSubscriptionCharge[];
};

export interface StaffSubscriptionDetail {
  subscription: StaffSubscription;
  periods: StaffSubscriptionPeriod[];
  charges: StaffSubscriptionCharge[];
  events: StaffSubscriptionEvent[];
}

export interface StaffSubscriptionList {
  subscriptions: StaffSubscription[];
  nextToken: string | null;
}

/** What GET /api/staff/subscriptions/{id} answers: charges sit on each period as its attempts. */
export interface StaffSubscriptionDetailAnswer {
  subscription: StaffSubscription;
  periods: StaffSubscriptionPeriod[];
  charges?: StaffSubscriptionCharge[];
  events: StaffSubscriptionEvent[];
}

/** The detail with every period's charges in one list, newest first. */
export function toStaffDetail(answer: StaffSubscriptionDetailAnswer): StaffSubscriptionDetail {
  const charges = answer.charges ?? answer.periods.flatMap((period) => period.attempts ?? []);
  const at = (charge: StaffSubscriptionCharge) => charge.createdAt ?? charge.at ?? 0;
  return { ...answer, charges: [...charges].sort((a, b) => at(b) - at(a)) };
}

/** The list answer's page token, wherever the answer carries it (paginationData.nextToken). */
export function toStaffList(answer: {
  subscriptions: StaffSubscription[];
  nextToken?: string | null;
  paginationData?: { nextToken: string | null };
}): StaffSubscriptionList {
  return {
    subscriptions: answer.subscriptions,
    nextToken: answer.paginationData?.nextToken ?? answer.nextToken ?? null,
  };
}

/** Staff may extend a subscription by 1 to 90 days at a time. */
export const MAX_EXTEND_DAYS = 90;

export type { AuditEntry };

/** What staff may do with a subscription, by status. */
export function staffActionsFor(sub: Pick<Subscription, "status">): Array<"cancel" | "extend"> {
  switch (sub.status) {
    case "ACTIVE":
    case "PAST_DUE":
      return ["extend", "cancel"];
    case "PENDING":
      return ["cancel"];
    default:
      return [];
  }
}

/** A paid period can be refunded (in part or in full) once. */
export function refundable(period: Pick<SubscriptionPeriod, "status">): boolean {
  return period.status === "PAID";
}

/** Checks a staff form: a reason, and whole days 1–90 for an extension. */
export function staffFormErrors(
  kind: "cancel" | "extend" | "refund",
  form: { reason: string; days?: string; amount?: string },
): string | null {
  if (!form.reason.trim()) return "Give a reason (it goes into the audit log).";
  if (kind === "extend") {
    const days = Number(form.days);
    if (!Number.isInteger(days) || days < 1 || days > MAX_EXTEND_DAYS)
      return `Days must be a whole number from 1 to ${MAX_EXTEND_DAYS}.`;
  }
  if (kind === "refund" && form.amount) {
    const amount = Number(form.amount);
    if (!Number.isFinite(amount) || amount <= 0) return "The amount must be more than 0.";
  }
  return null;
}

/** A major-unit amount typed by staff ("499.50") in minor units. */
export function toMinor(major: string, currency: string): number {
  return Math.round(Number(major) * 10 ** minorDigits(currency));
}
