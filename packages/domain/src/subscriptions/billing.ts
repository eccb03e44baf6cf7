// How subscriptions are billed (docs/product.md, "Subscriptions"): periods, renewal retries, grace and
// proration. Amounts are integer minor units; times are epoch milliseconds (UTC).

export const DAY_MS = 86_400_000;

/** A failed renewal is tried again this many days after the period's end, then no more. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;
/** Access goes on this many days after the period's end while a renewal is failing; then it lapses. */
export const GRACE_DAYS = 7;
/** A PENDING subscription whose first payment was not made in this time is abandoned. */
export const FIRST_PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * `months` calendar months after `at` (UTC), keeping the day of the month where it exists and the last day
 * of the month otherwise (31 January + 1 month is 28 or 29 February), and the time of day.
 */
export function addMonths(at: number, months: number): number {
  const date = new Date(at);
  const day = date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

/** The end of a period of `months` months that starts at `start`. */
export function periodEnd(start: number, months: number): number {
  return addMonths(start, months);
}

/**
 * When a failing renewal of the period that ended at `periodEnd` is tried next, after `failures` failed
 * tries (the first try is at the period's end); undefined when no try is left.
 */
export function nextRetryAt(periodEndAt: number, failures: number): number | undefined {
  const days = RENEWAL_RETRY_DAYS[failures - 1];
  return days === undefined ? undefined : periodEndAt + days * DAY_MS;
}

/** When access ends for a renewal that keeps failing: the end of grace. */
export function graceEndsAt(periodEndAt: number): number {
  return periodEndAt + GRACE_DAYS * DAY_MS;
}

/**
 * The part of `amount` paid for the rest of the period [start, end) after `at`, rounded down to a whole
 * minor unit (the shop never refunds or credits more than was paid). 0 after the end, `amount` before
 * the start.
 */
export function unusedShare(amount: number, start: number, end: number, at: number): number {
  if (end <= start) return 0;
  const left = Math.min(Math.max(end - at, 0), end - start);
  return Math.floor((amount * left) / (end - start));
}

/**
 * What an upgrade costs now: the new plan's price for the rest of the period less the unused part of what
 * was paid for it; never below zero (a cheaper plan is a downgrade, taken at the period's end).
 */
export function upgradeCharge(
  paidAmount: number,
  newPlanAmount: number,
  start: number,
  end: number,
  at: number,
): number {
  return Math.max(unusedShare(newPlanAmount, start, end, at) - unusedShare(paidAmount, start, end, at), 0);
}

/** The payment idempotency key of one period's charge: the same key for every try of that period. */
export function periodChargeKey(subscriptionId: string, periodNumber: number): string {
  return `${subscriptionId}:p${periodNumber}`;
}
