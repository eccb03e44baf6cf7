// The renewal job's work (docs/product.md, "Subscriptions"; docs/decisions/0029-renewals-exactly-once.md):
// every period of a subscription charged once, whatever happens.
//
// One run (renewDue) claims a batch of due subscriptions in one statement (their next_charge_at becomes a
// short lease, so another worker's scan passes them by), and for each:
//   1. ends it instead, when it is ACTIVE and cancelled at the period's end or has no saved method;
//   2. writes the row of the period it charges (number N+1, its charge key periodChargeKey; one statement
//      for the batch) unless a try before wrote it: at most one row per (subscription, number), and the
//      key is stored before any call;
//   3. charges the saved method through payments' chargeSavedMethod with that key as what is paid: one
//      paid attempt per key, the gateway's own idempotency key written before the call, and the result
//      settled through the same path as the gateway's webhook (subscriptions/settle.ts moves the
//      subscription: RENEWED or RENEWAL_FAILED, with its next_charge_at), so whichever comes second
//      changes nothing.
// A worker that dies anywhere leaves the lease: the subscription is due again when it runs out, and the
// next try finds the period row and the open attempt, so the gateway answers the first charge.
// Missed periods come back due at once (the new period's end is already past): the next batch charges
// them, one period at a time and in order. Separate scans end cancelled-at-period-end subscriptions and
// lapse PAST_DUE ones whose grace has run out.
import { addMonths, periodChargeKey } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { subscriptionRenewals } from "../../http/metrics.ts";
import { chargeSavedMethod } from "../payments/service.ts";
import { planInMarket } from "../plans/service.ts";
import { noticeFor, type SubscriptionNotice } from "./dunning.ts";
import * as renewals from "./renewals-repository.ts";
import * as repo from "./repository.ts";
import { applyTransition } from "./transitions.ts";

/** How long a claimed subscription is left to the worker that claimed it. */
export const RENEWAL_LEASE_MS = 5 * 60_000;
const ACTOR = "job:renewals" as const;

/** Queues a notice to the shopper in the transaction of the transition it tells of (the job wires it). */
export type Notify = (tx: Db, notice: SubscriptionNotice) => Promise<unknown>;

export interface RenewOptions {
  /** Subscriptions claimed at once. */
  limit?: number;
  /** The run's time (default deps.now()). */
  now?: number;
  /** Subscriptions of the batch worked at once (each on its own connection on PostgreSQL). */
  concurrency?: number;
  notify?: Notify;
}

export interface RenewalRun {
  /** Subscriptions this run claimed (charged, ended or passed over). */
  claimed: number;
  renewed: number;
  failed: number;
  ended: number;
  lapsed: number;
  /** Claimed but left to a later run (a gateway that could not be reached, a period already settled). */
  deferred: number;
  /** Why tries failed to finish (the first few), for the job's record; those subscriptions stay claimed. */
  errors: string[];
}

const emptyRun = (): RenewalRun => ({
  claimed: 0,
  renewed: 0,
  failed: 0,
  ended: 0,
  lapsed: 0,
  deferred: 0,
  errors: [],
});
const MAX_ERRORS = 10;

function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

/**
 * One batch: ends and lapses what is due to end, then claims up to `limit` due subscriptions and works
 * them. `claimed` below `limit` means nothing else was due when it ran.
 */
export async function renewDue(deps: Deps, options: RenewOptions = {}): Promise<RenewalRun> {
  const { limit = 100, concurrency = 1, notify } = options;
  const now = options.now ?? deps.now();
  const run = emptyRun();
  run.ended += await endDue(deps, now, limit, notify);
  const lease = new Date(now + RENEWAL_LEASE_MS);
  const claimed = await renewals.claimDue(deps.db, new Date(now), lease, limit);
  run.claimed = claimed.length;
  const periods = await periodsToCharge(deps, claimed, now);
  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const sub = claimed[next++]!;
      // A try that throws (the gateway unreachable, the database gone) keeps its lease and is tried again
      // when it runs out; the others go on.
      const period = periods.get(periodChargeKey(sub.subscriptionId, sub.currentPeriodNumber + 1));
      const outcome = await renewOne(deps, sub, period, now, lease, notify).catch((error: unknown) => {
        if (run.errors.length < MAX_ERRORS) {
          run.errors.push(`${sub.subscriptionId}: ${error instanceof Error ? error.message : String(error)}`);
        }
        return "deferred" as const;
      });
      run[outcome] += 1;
      subscriptionRenewals.inc({ outcome });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, claimed.length)) }, worker));
  run.lapsed += await lapseDue(deps, now, limit, notify);
  return run;
}

/**
 * Runs batches until nothing is due at `now`: every subscription due is worked, and periods that were
 * missed (the new period already over, so due again at once) are charged one after another, in order.
 * It ends: a renewed subscription's next charge moves a period on, a failing one runs out of retries,
 * and one deferred keeps its lease until after `now`.
 */
export async function renewAllDue(deps: Deps, options: RenewOptions = {}): Promise<RenewalRun> {
  const now = options.now ?? deps.now();
  const total = emptyRun();
  for (;;) {
    const run = await renewDue(deps, { ...options, now });
    for (const key of ["claimed", "renewed", "failed", "ended", "lapsed", "deferred"] as const) {
      total[key] += run[key];
    }
    total.errors.push(...run.errors.slice(0, MAX_ERRORS - total.errors.length));
    if (run.claimed === 0) return total;
  }
}

type Outcome = "renewed" | "failed" | "ended" | "deferred";

/** Whether a claimed subscription is charged (not ended at its period's end, and with a method to charge). */
const charged = (sub: repo.SubscriptionRow) =>
  !(sub.status === "ACTIVE" && sub.cancelAtPeriodEnd) &&
  sub.paymentMethodToken !== null &&
  sub.currentPeriodEnd !== null;

/**
 * The period rows of a batch's charges, written before any charge (one statement for the batch, see
 * ensurePeriods), by charge key. A period's start is the previous period's end.
 */
async function periodsToCharge(deps: Deps, claimed: repo.SubscriptionRow[], now: number) {
  const at = new Date(now);
  const rows = [];
  for (const sub of claimed.filter(charged)) {
    const number = sub.currentPeriodNumber + 1;
    const start = sub.currentPeriodEnd!;
    const plan = await renewalPlan(deps, sub);
    rows.push({
      subscriptionId: sub.subscriptionId,
      number,
      start,
      end: new Date(addMonths(start.getTime(), plan.months)),
      amount: plan.amount,
      currency: sub.currency,
      planId: plan.planId,
      status: "CHARGING",
      chargeKey: periodChargeKey(sub.subscriptionId, number),
      createdAt: at,
      updatedAt: at,
    });
  }
  return renewals.ensurePeriods(deps.db, rows);
}

async function renewOne(
  deps: Deps,
  sub: repo.SubscriptionRow,
  period: (repo.PeriodRow & { fresh: boolean }) | undefined,
  now: number,
  lease: Date,
  notify: Notify | undefined,
): Promise<Outcome> {
  if (sub.status === "ACTIVE" && (sub.cancelAtPeriodEnd || !sub.paymentMethodToken)) {
    return (await endOne(deps, sub.subscriptionId, now, notify)) ? "ended" : "deferred";
  }
  if (!sub.paymentMethodToken || !period) {
    // PAST_DUE without a method: nothing to try; it lapses when its grace ends.
    await renewals.releaseClaim(deps.db, sub.subscriptionId, lease, null);
    return "deferred";
  }
  // Paid or refunded before this try: settled already (the subscription moved, or staff will see why
  // not); nothing is charged, and the lease runs out.
  if (period.status === "PAID" || period.status === "REFUNDED") return "deferred";
  const { outcome } = await chargeSavedMethod(deps, {
    orderId: period.chargeKey,
    userId: sub.userId,
    market: sub.market as Parameters<typeof chargeSavedMethod>[1]["market"],
    amount: period.amount,
    currency: period.currency,
    gateway: sub.provider as Parameters<typeof chargeSavedMethod>[1]["gateway"],
    token: sub.paymentMethodToken,
    receipt: period.chargeKey,
    purpose: "SUBSCRIPTION",
    notes: { subscriptionId: sub.subscriptionId, period: String(period.number) },
    // A period row this run wrote has had no payment tried with its key: no need to read its attempts.
    firstTry: period.fresh,
  });
  return outcome === "captured" ? "renewed" : "failed";
}

/** The plan the next period is on: the pending (cheaper) plan when one is chosen, at its price then. */
async function renewalPlan(deps: Deps, sub: repo.SubscriptionRow) {
  const current = { planId: sub.planId, amount: sub.periodAmount, months: sub.periodMonths };
  if (!sub.pendingPlanId) return current;
  const pending = await planInMarket(deps, sub.pendingPlanId, sub.market as "IN" | "AE" | "US");
  // A pending plan no longer sold in the market: the subscription renews on its own plan.
  if (!pending?.price) return current;
  return { planId: pending.planId, amount: pending.price.discountPrice, months: pending.months };
}

async function endDue(deps: Deps, now: number, limit: number, notify: Notify | undefined): Promise<number> {
  let ended = 0;
  for (const id of await renewals.endingCandidates(deps.db, new Date(now), limit)) {
    if (await endOne(deps, id, now, notify)) ended += 1;
  }
  return ended;
}

/** ENDED (CANCELLED, nothing charged), checked again under the subscription's lock. */
async function endOne(deps: Deps, subscriptionId: string, now: number, notify: Notify | undefined) {
  return inTransaction(deps, async (tx) => {
    const row = await repo.lockSubscription(tx, subscriptionId);
    if (row?.status !== "ACTIVE" || !row.currentPeriodEnd || row.currentPeriodEnd.getTime() > now) {
      return false;
    }
    if (!row.cancelAtPeriodEnd && row.paymentMethodToken) return false;
    const reason = row.cancelAtPeriodEnd
      ? (row.cancelReason ?? "Cancelled at the period's end")
      : "No saved payment method";
    const moved = await applyTransition(tx, row, {
      event: "ENDED",
      actor: ACTOR,
      at: now,
      patch: { nextChargeAt: null, cancelReason: reason },
      detail: { period: row.currentPeriodNumber, reason },
    });
    const notice = noticeFor(moved, "ENDED");
    if (notify && notice) await notify(tx, notice);
    return true;
  });
}

async function lapseDue(deps: Deps, now: number, limit: number, notify: Notify | undefined): Promise<number> {
  let lapsed = 0;
  for (const id of await renewals.lapseCandidates(deps.db, new Date(now), limit)) {
    const done = await inTransaction(deps, async (tx) => {
      const row = await repo.lockSubscription(tx, id);
      if (row?.status !== "PAST_DUE" || row.nextChargeAt || !row.graceEndsAt) return false;
      if (row.graceEndsAt.getTime() > now) return false;
      const moved = await applyTransition(tx, row, {
        event: "LAPSED",
        actor: ACTOR,
        at: now,
        patch: { nextChargeAt: null },
        detail: { period: row.currentPeriodNumber + 1, failures: row.failedCharges },
      });
      const notice = noticeFor(moved, "LAPSED");
      if (notify && notice) await notify(tx, notice);
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}
