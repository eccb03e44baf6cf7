// The shopper's changes to their subscription (docs/product.md, "Subscriptions"; decision 0030): cancel
// (at the period's end, or now with a prorated refund), resume, change plan, and the account's list. Each
// change locks the subscription and goes through applyTransition, so its event row is the audit; with an
// Idempotency-Key the event also keeps the request and its answer, and a repeat gets that answer.
import { createHash } from "node:crypto";
import {
  type Market,
  periodChargeKey,
  type SubscriptionResponse,
  type SubscriptionWithPeriods,
  unusedShare,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { claimRefund, lockOrderPayments, sendDueRefunds } from "../payments/service.ts";
import { planInMarket, planNames } from "../plans/service.ts";
import * as q from "./changes-queries.ts";
import { toPeriods, toSubscription, withPeriods } from "./dto.ts";
import * as repo from "./repository.ts";
import { applyTransition, type SubscriptionActor } from "./transitions.ts";

export function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

/** Where a paid period's invoice is (the owner's session opens it). */
export const invoicePath = (subscriptionId: string, number: number) =>
  `/api/subscription/v1/${encodeURIComponent(subscriptionId)}/periods/${number}/invoice`;

/** A period that came with a device order is invoiced by that order, not here. */
export const hasOwnInvoice = (period: repo.PeriodRow) =>
  period.sourceOrderId === null && (period.status === "PAID" || period.status === "REFUNDED");

/** The amount of the next charge: the scheduled (cheaper) plan's price when one is chosen. */
async function nextChargeAmount(deps: Deps, db: Db, row: repo.SubscriptionRow): Promise<number | null> {
  if (!row.nextChargeAt) return null;
  if (!row.pendingPlanId) return row.periodAmount;
  const pending = await planInMarket({ ...deps, db }, row.pendingPlanId, row.market as Market);
  return pending?.price?.discountPrice ?? row.periodAmount;
}

/** Subscriptions as the account shows them, with their periods (newest first). */
export async function viewsOf(
  deps: Deps,
  db: Db,
  rows: repo.SubscriptionRow[],
): Promise<SubscriptionWithPeriods[]> {
  const [names, periods] = await Promise.all([
    planNames(
      { ...deps, db },
      rows.map((r) => r.planId),
    ),
    repo.periodsOf(
      db,
      rows.map((r) => r.subscriptionId),
    ),
  ]);
  const views: SubscriptionWithPeriods[] = [];
  for (const row of rows) {
    const own = periods.filter((p) => p.subscriptionId === row.subscriptionId);
    const sub = toSubscription(
      row,
      names.get(row.planId) ?? row.planId,
      await nextChargeAmount(deps, db, row),
    );
    views.push(
      withPeriods(
        sub,
        toPeriods(own, (p) => (hasOwnInvoice(p) ? invoicePath(row.subscriptionId, p.number) : undefined)),
      ),
    );
  }
  return views;
}

/** GET /api/subscription/v1/mine: all the caller's subscriptions, newest first. */
export async function mySubscriptions(deps: Deps, userId: string): Promise<SubscriptionWithPeriods[]> {
  return viewsOf(deps, deps.db, await repo.subscriptionsOf(deps.db, userId));
}

/** The subscription if it is the caller's; anyone else's (or none) is 4040, so ids reveal nothing. */
export async function ownSubscription(db: Db, userId: string, subscriptionId: string) {
  const row = await repo.findSubscription(db, subscriptionId);
  if (!row || row.userId !== userId) throw notFound("No such subscription");
  return row;
}

async function lockOwn(tx: Db, userId: string, subscriptionId: string) {
  const row = await repo.lockSubscription(tx, subscriptionId);
  if (!row || row.userId !== userId) throw notFound("No such subscription");
  return row;
}

// Idempotency

/** A change asked with an Idempotency-Key: the event it makes keeps {route, key, hash} and the answer. */
export interface ChangeRequest {
  route: string;
  key: string;
  hash: string;
}

export function changeRequest(
  route: string,
  key: string | undefined,
  body: unknown,
): ChangeRequest | undefined {
  if (key === undefined) return undefined;
  const hash = createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
  return { route, key, hash };
}

/** The answer a request with this key got before; the same key for another request is 4090. */
export async function earlierAnswer<T>(
  db: Db,
  subscriptionId: string,
  actor: SubscriptionActor,
  request: ChangeRequest | undefined,
): Promise<T | undefined> {
  if (!request) return undefined;
  const event = await q.eventOfRequest(db, subscriptionId, actor, request.key);
  if (!event) return undefined;
  const earlier = event.detail?.request as ChangeRequest | undefined;
  if (earlier?.route !== request.route || earlier.hash !== request.hash) throw new AppError(4090);
  return event.detail?.answer as T;
}

export async function keepAnswer(
  tx: Db,
  subscriptionId: string,
  actor: SubscriptionActor,
  request: ChangeRequest | undefined,
  answer: unknown,
): Promise<void> {
  if (request) await q.keepAnswer(tx, subscriptionId, actor, request.key, answer);
}

const requestDetail = (request: ChangeRequest | undefined) => (request ? { request } : {});

/**
 * One change of the caller's own subscription in one transaction: lock, answer a repeated request as
 * before, else the change (through applyTransition) and the view after it, kept for repeats.
 */
export async function ownChange(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  request: ChangeRequest | undefined,
  change: (tx: Db, locked: repo.SubscriptionRow, actor: SubscriptionActor) => Promise<repo.SubscriptionRow>,
  lockFirst?: (tx: Db, row: repo.SubscriptionRow) => Promise<void>,
): Promise<SubscriptionResponse> {
  const actor: SubscriptionActor = `user:${userId}`;
  const answered = await inTransaction(deps, async (tx) => {
    if (lockFirst) await lockFirst(tx, await ownSubscription(tx, userId, subscriptionId));
    const locked = await lockOwn(tx, userId, subscriptionId);
    const earlier = await earlierAnswer<SubscriptionResponse>(tx, subscriptionId, actor, request);
    if (earlier) return earlier;
    const row = await change(tx, locked, actor);
    const [subscription] = await viewsOf(deps, tx, [row]);
    const answer = { subscription: subscription! };
    await keepAnswer(tx, subscriptionId, actor, request, answer);
    return answer;
  });
  return answered;
}

// Cancelling

export interface CancelInput {
  atPeriodEnd: boolean;
  reason: string;
}

/** Sets a running subscription to end with its period: access stays until then, no more charges. */
export async function cancelAtPeriodEndLocked(
  tx: Db,
  locked: repo.SubscriptionRow,
  actor: SubscriptionActor,
  at: number,
  reason: string,
  detail: Record<string, unknown> = {},
): Promise<repo.SubscriptionRow> {
  if (locked.status === "ACTIVE" && locked.cancelAtPeriodEnd) {
    throw invalid(
      { atPeriodEnd: "Already set to end with the period" },
      "This subscription already ends with its period",
    );
  }
  return applyTransition(tx, locked, {
    event: "CANCEL_AT_PERIOD_END",
    actor,
    at,
    patch: { cancelAtPeriodEnd: true, nextChargeAt: null, cancelReason: reason },
    detail: { reason, periodEnd: locked.currentPeriodEnd?.getTime() ?? null, ...detail },
  });
}

/** The current period's charge key, whose payment attempts are locked before the subscription. */
export function currentChargeKey(row: repo.SubscriptionRow): string | undefined {
  return row.currentPeriodNumber > 0
    ? periodChargeKey(row.subscriptionId, row.currentPeriodNumber)
    : undefined;
}

/** The refund key of a period's own refunds (one per period and cause). */
export const periodRefundKey = (chargeKey: string, cause = "cancel") =>
  cause === "cancel" ? `sub:${chargeKey}` : `sub:${chargeKey}:${cause}`;

/**
 * Ends a subscription now. With `refund`, the unused share of the current period's payment (what is
 * left of it after earlier refunds) is claimed back through payments in this transaction (sent after
 * the commit); a period that came with a device order is not refunded here.
 */
export async function cancelNowLocked(
  tx: Db,
  locked: repo.SubscriptionRow,
  actor: SubscriptionActor,
  at: number,
  reason: string,
  refund: boolean,
  detail: Record<string, unknown> = {},
): Promise<{ row: repo.SubscriptionRow; refunded: number; chargeKey?: string }> {
  let refunded = 0;
  let refundedKey: string | undefined;
  const period = locked.currentPeriodNumber
    ? await q.findPeriod(tx, locked.subscriptionId, locked.currentPeriodNumber)
    : undefined;
  if (refund && period && period.status === "PAID" && period.sourceOrderId === null) {
    const share = unusedShare(period.amount, period.start.getTime(), period.end.getTime(), at);
    const amount = Math.min(share, period.amount - period.refundedAmount);
    if (amount > 0) {
      const claimed = await claimRefund(tx, {
        orderId: period.chargeKey,
        key: periodRefundKey(period.chargeKey),
        reason: `Subscription cancelled: ${reason}`,
        amount,
        at,
      });
      if (claimed) {
        refunded = claimed.amount;
        refundedKey = period.chargeKey;
        await repo.updatePeriod(tx, period, {
          status: "REFUNDED",
          refundedAmount: period.refundedAmount + claimed.amount,
          updatedAt: new Date(at),
        });
      }
    }
  }
  const row = await applyTransition(tx, locked, {
    event: "CANCELLED_NOW",
    actor,
    at,
    patch: { cancelAtPeriodEnd: false, nextChargeAt: null, graceEndsAt: null, cancelReason: reason },
    detail: { reason, refunded, period: period?.number ?? null, ...detail },
  });
  return { row, refunded, chargeKey: refundedKey };
}

/** Sends a claimed refund now; the minute sweep sends it later if this fails. */
export async function sendPeriodRefunds(deps: Deps, chargeKey: string | undefined): Promise<void> {
  if (chargeKey) await sendDueRefunds(deps, { orderId: chargeKey }).catch(() => undefined);
}

/** POST /api/subscription/v1/{id}/cancel. */
export async function cancelSubscription(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  input: CancelInput,
  idempotencyKey?: string,
): Promise<SubscriptionResponse> {
  const request = changeRequest("cancel", idempotencyKey, input);
  let refundKey: string | undefined;
  const answer = await ownChange(
    deps,
    userId,
    subscriptionId,
    request,
    async (tx, locked, actor) => {
      const at = deps.now();
      if (input.atPeriodEnd) {
        return cancelAtPeriodEndLocked(tx, locked, actor, at, input.reason, requestDetail(request));
      }
      const done = await cancelNowLocked(tx, locked, actor, at, input.reason, true, requestDetail(request));
      refundKey = done.chargeKey;
      return done.row;
    },
    // A refund claim counts what was paid under the payment's lock, taken before the subscription's
    // (the order in which a capture takes them).
    input.atPeriodEnd ? undefined : lockCurrentPayments,
  );
  await sendPeriodRefunds(deps, refundKey);
  return answer;
}

export async function lockCurrentPayments(tx: Db, row: repo.SubscriptionRow): Promise<void> {
  const key = currentChargeKey(row);
  if (key) await lockOrderPayments(tx, key);
}

/** POST /api/subscription/v1/{id}/resume: takes back a cancel at period end before the period ends. */
export async function resumeSubscription(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  idempotencyKey?: string,
): Promise<SubscriptionResponse> {
  const request = changeRequest("resume", idempotencyKey, {});
  return ownChange(deps, userId, subscriptionId, request, async (tx, locked, actor) => {
    const at = deps.now();
    const end = locked.currentPeriodEnd?.getTime();
    if (!locked.cancelAtPeriodEnd || end === undefined || at >= end) {
      const why = locked.cancelAtPeriodEnd
        ? "Its period has ended: buy the plan again"
        : "It is not set to end: there is nothing to resume";
      throw invalid({ subscriptionId: why }, `This subscription cannot be resumed. ${why}`);
    }
    return applyTransition(tx, locked, {
      event: "RESUMED",
      actor,
      at,
      patch: { cancelAtPeriodEnd: false, nextChargeAt: new Date(end), cancelReason: null },
      detail: { nextChargeAt: end, ...requestDetail(request) },
    });
  });
}

// Changing the plan

export interface PlanChoice {
  planId: string;
  name: string;
  tier: string;
  price: number;
  months: number;
}

/** The plan asked for, if it can replace this subscription's: same kind, sold in its market. */
export async function planChoice(deps: Deps, row: repo.SubscriptionRow, planId: string): Promise<PlanChoice> {
  const plan = await planInMarket(deps, planId, row.market as Market);
  if (!plan) throw invalid({ planId: "No such plan" });
  if (plan.kind !== row.kind)
    throw invalid({ planId: "Must be a plan of the same kind as the subscription" });
  if (!plan.price) throw invalid({ planId: "This plan is not sold in your market" });
  if (plan.planId === row.planId) throw invalid({ planId: "This is already your plan" });
  return {
    planId: plan.planId,
    name: plan.name,
    tier: plan.tier,
    price: plan.price.discountPrice,
    months: plan.months,
  };
}

/** A cheaper (or equal) plan: it becomes the plan at the next renewal. */
export async function scheduleDowngrade(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  choice: PlanChoice,
  request: ChangeRequest | undefined,
): Promise<SubscriptionResponse> {
  return ownChange(deps, userId, subscriptionId, request, async (tx, locked, actor) => {
    if (locked.planId === choice.planId) throw invalid({ planId: "This is already your plan" });
    return applyTransition(tx, locked, {
      event: "DOWNGRADE_SCHEDULED",
      actor,
      at: deps.now(),
      patch: { pendingPlanId: choice.planId },
      detail: {
        fromPlanId: locked.planId,
        toPlanId: choice.planId,
        nextAmount: choice.price,
        ...requestDetail(request),
      },
    });
  });
}
