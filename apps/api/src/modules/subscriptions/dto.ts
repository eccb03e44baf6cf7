import type {
  Currency,
  PlanKind,
  PlanTier,
  Subscription,
  SubscriptionPeriod,
  SubscriptionStatus,
  SubscriptionWithPeriods,
} from "@ojas/domain";
import type { PeriodRow, SubscriptionRow } from "./repository.ts";

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The amount the next charge takes: the pending (cheaper) plan's price is for the caller to pass. */
export function toSubscription(
  row: SubscriptionRow,
  planName: string,
  nextChargeAmount: number | null = row.nextChargeAt ? row.periodAmount : null,
): Subscription {
  const period =
    row.currentPeriodNumber > 0 && row.currentPeriodStart && row.currentPeriodEnd
      ? {
          start: row.currentPeriodStart.getTime(),
          end: row.currentPeriodEnd.getTime(),
          number: row.currentPeriodNumber,
        }
      : null;
  return {
    subscriptionId: row.subscriptionId,
    planId: row.planId,
    planName,
    tier: row.tier as PlanTier,
    kind: row.kind as PlanKind,
    status: row.status as SubscriptionStatus,
    currentPeriod: period,
    nextChargeAt: ms(row.nextChargeAt),
    nextChargeAmount: row.nextChargeAt ? nextChargeAmount : null,
    currency: row.currency as Currency,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanId: row.pendingPlanId,
    graceEndsAt: row.status === "PAST_DUE" ? ms(row.graceEndsAt) : null,
    paymentMethod:
      row.paymentMethodType && row.paymentMethodLabel
        ? { type: row.paymentMethodType as "CARD" | "UPI", label: row.paymentMethodLabel }
        : null,
    createdAt: row.createdAt.getTime(),
  };
}

/** Periods the shopper sees: paid, failed or refunded ones (a period still being charged is not shown). */
export function toPeriods(
  rows: PeriodRow[],
  invoiceUrl: (row: PeriodRow) => string | undefined,
): SubscriptionPeriod[] {
  return rows
    .filter((r) => r.status !== "CHARGING")
    .map((r) => ({
      number: r.number,
      start: r.start.getTime(),
      end: r.end.getTime(),
      amount: r.amount,
      status: r.status as SubscriptionPeriod["status"],
      ...(r.status === "PAID" || r.status === "REFUNDED" ? { invoiceUrl: invoiceUrl(r) } : {}),
    }));
}

export function withPeriods(sub: Subscription, periods: SubscriptionPeriod[]): SubscriptionWithPeriods {
  return { ...sub, periods };
}
