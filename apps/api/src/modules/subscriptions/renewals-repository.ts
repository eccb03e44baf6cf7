// The renewal job's queries (renewals.ts; docs/decisions/0029-renewals-exactly-once.md).
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PeriodRow, SubscriptionRow } from "./repository.ts";
import { subscriptionPeriods, subscriptions } from "./tables.ts";

/**
 * Claims up to `limit` due subscriptions (ACTIVE or PAST_DUE, next_charge_at <= now, in charge order) in
 * one statement: their next_charge_at moves to `leaseUntil`, so no other worker's scan sees them while
 * this one works them. Rows another transaction holds are skipped, not waited for. The claim is not a
 * transition (the status and everything else stay): the settle of the charge, or the job's own end or
 * release, writes next_charge_at again; a worker that dies leaves the lease, and the subscription is due
 * again when it runs out.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  const due = db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["ACTIVE", "PAST_DUE"]),
        sql`${subscriptions.nextChargeAt} is not null`,
        lte(subscriptions.nextChargeAt, now),
      ),
    )
    .orderBy(asc(subscriptions.nextChargeAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(subscriptions)
    .set({ nextChargeAt: leaseUntil })
    .where(inArray(subscriptions.subscriptionId, due))
    .returning();
  // The returned next_charge_at is the lease; the caller wants the order they fell due in.
  return claimed;
}

/**
 * ACTIVE subscriptions whose period has ended and that will not be charged: cancelled at the period's
 * end, or without a saved payment method. (Their next_charge_at is null or due; either way they end.)
 */
export async function endingCandidates(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "ACTIVE"),
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.cancelAtPeriodEnd, true), isNull(subscriptions.paymentMethodToken)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** PAST_DUE subscriptions whose grace has ended with no try left (next_charge_at null). */
export async function lapseCandidates(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "PAST_DUE"),
        lte(subscriptions.graceEndsAt, now),
        isNull(subscriptions.nextChargeAt),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Writes the period rows (CHARGING, each with its charge key) of a batch in one statement, skipping any
 * that exist for (subscription, number), and answers the rows there afterwards, new or written by a try
 * before (whose amount, plan and dates then stand): one more statement only when some existed. `fresh`
 * tells the rows this statement wrote (no payment can have been tried with their keys yet).
 */
export async function ensurePeriods(
  db: Db,
  rows: (typeof subscriptionPeriods.$inferInsert)[],
): Promise<Map<string, PeriodRow & { fresh: boolean }>> {
  const found = new Map<string, PeriodRow & { fresh: boolean }>();
  if (rows.length === 0) return found;
  const inserted = await db.insert(subscriptionPeriods).values(rows).onConflictDoNothing().returning();
  for (const row of inserted) found.set(row.chargeKey, { ...row, fresh: true });
  const missing = rows.filter((row) => !found.has(row.chargeKey)).map((row) => row.chargeKey);
  if (missing.length > 0) {
    const existing = await db
      .select()
      .from(subscriptionPeriods)
      .where(inArray(subscriptionPeriods.chargeKey, missing));
    for (const row of existing) found.set(row.chargeKey, { ...row, fresh: false });
  }
  return found;
}

/**
 * Gives a claimed subscription its next_charge_at back (to `at`, or null: nothing to charge) when the
 * job did not charge it, only while the claim is still this worker's lease.
 */
export async function releaseClaim(
  db: Db,
  subscriptionId: string,
  lease: Date,
  at: Date | null,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ nextChargeAt: at })
    .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.nextChargeAt, lease)));
}
