// The back office on subscriptions (docs/api.md, "Managing subscriptions"): find them, read one with its
// periods, payments and events, and cancel, refund a period or extend. Each change goes through
// applyTransition (the subscription's event) and writes the staff audit row in the same transaction.
import {
  type Market,
  periodChargeKey,
  type StaffCancelSubscriptionBody,
  type StaffExtendSubscriptionBody,
  type StaffRefundPeriodBody,
  type StaffSubscription,
  type StaffSubscriptionDetail,
  type StaffSubscriptionListQuery,
  type StaffSubscriptionListResponse,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { userIdsByContact } from "../identity/service.ts";
import { claimRefund, lockOrderPayments, paymentAttemptsOf } from "../payments/service.ts";
import { planInMarket, planNames } from "../plans/service.ts";
import { once, recordAudit, type StaffCaller } from "../staff/service.ts";
import {
  cancelAtPeriodEndLocked,
  cancelNowLocked,
  inTransaction,
  lockCurrentPayments,
  sendPeriodRefunds,
} from "./changes.ts";
import * as q from "./changes-queries.ts";
import { toSubscription } from "./dto.ts";
import * as repo from "./repository.ts";
import { applyTransition, type SubscriptionActor } from "./transitions.ts";

const DAY_MS = 86_400_000;
const ms = (d: Date | null) => (d ? d.getTime() : null);

async function toStaffSubscription(deps: Deps, db: Db, row: repo.SubscriptionRow, name: string) {
  const pending = row.pendingPlanId
    ? await planInMarket({ ...deps, db }, row.pendingPlanId, row.market as Market)
    : undefined;
  const view: StaffSubscription = {
    ...toSubscription(row, name, pending?.price?.discountPrice ?? row.periodAmount),
    userId: row.userId,
    market: row.market,
    provider: row.provider,
    source: row.source,
    sourceOrderId: row.sourceOrderId,
    cancelReason: row.cancelReason,
    failedCharges: row.failedCharges,
  };
  return view;
}

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string";

/** GET /api/staff/subscriptions: newest first, by status and a search (id, phone, email or plan). */
export async function listStaffSubscriptions(
  deps: Deps,
  query: StaffSubscriptionListQuery,
): Promise<StaffSubscriptionListResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const userIds = query.q ? await userIdsByContact(deps, query.q) : undefined;
  const rows = await q.searchSubscriptions(
    deps.db,
    { status: query.status, text: query.q, userIds, after },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const names = await planNames(
    deps,
    page.map((r) => r.planId),
  );
  const subscriptions: StaffSubscription[] = [];
  for (const row of page) {
    subscriptions.push(await toStaffSubscription(deps, deps.db, row, names.get(row.planId) ?? row.planId));
  }
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last
      ? encodePageToken({ c: last.createdAt.getTime(), i: last.subscriptionId })
      : null;
  return { subscriptions, paginationData: { nextToken } };
}

/** One subscription with its periods (each with its payment attempts) and its events. */
export async function staffSubscriptionDetail(
  deps: Deps,
  db: Db,
  subscriptionId: string,
): Promise<StaffSubscriptionDetail> {
  const row = await repo.findSubscription(db, subscriptionId);
  if (!row) throw notFound("No such subscription");
  const [names, periods, events] = await Promise.all([
    planNames({ ...deps, db }, [row.planId]),
    repo.periodsOf(db, [subscriptionId]),
    q.eventsOf(db, subscriptionId),
  ]);
  const withAttempts = [];
  for (const p of periods) {
    const attempts = await paymentAttemptsOf({ ...deps, db }, p.chargeKey);
    withAttempts.push({
      number: p.number,
      start: p.start.getTime(),
      end: p.end.getTime(),
      amount: p.amount,
      status: p.status,
      planId: p.planId,
      chargeKey: p.chargeKey,
      tries: p.tries,
      failureReason: p.failureReason,
      refundedAmount: p.refundedAmount,
      invoiceNumber: p.invoiceNumber,
      sourceOrderId: p.sourceOrderId,
      paidAt: ms(p.paidAt),
      attempts: attempts.map((a) => ({
        attemptId: a.attemptId,
        orderId: a.orderId,
        gateway: a.gateway,
        amount: a.amount,
        status: a.status,
        gatewayPaymentId: a.gatewayPaymentId,
        failureReason: a.failureReason,
        createdAt: a.createdAt,
      })),
    });
  }
  return {
    subscription: await toStaffSubscription(deps, db, row, names.get(row.planId) ?? row.planId),
    periods: withAttempts,
    events: events.map((e) => ({
      event: e.event,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actor: e.actor,
      detail: e.detail ?? null,
      at: e.at.getTime(),
    })),
  };
}

/** What the audit row keeps of a subscription before and after a change. */
const auditState = (row: repo.SubscriptionRow) => ({
  status: row.status,
  planId: row.planId,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  currentPeriodEnd: ms(row.currentPeriodEnd),
  nextChargeAt: ms(row.nextChargeAt),
});

interface StaffChange<B> {
  /** The audit action's name after "subscription.". */
  action: string;
  body: B;
  idempotencyKey?: string;
  /** Locks taken before the subscription's (a period's payment attempts). */
  lockFirst?: (tx: Db, row: repo.SubscriptionRow) => Promise<void>;
  work: (
    tx: Db,
    locked: repo.SubscriptionRow,
    actor: SubscriptionActor,
    at: number,
  ) => Promise<{ row: repo.SubscriptionRow; refundOf?: string; audit?: Record<string, unknown> }>;
}

/** One staff change: locks, the change and its audit row in one transaction, once per Idempotency-Key. */
async function staffChange<B>(
  deps: Deps,
  staff: StaffCaller,
  subscriptionId: string,
  change: StaffChange<B>,
): Promise<StaffSubscriptionDetail> {
  let refundOf: string | undefined;
  const run = async (tx: Db) => {
    if (change.lockFirst) {
      const seen = await repo.findSubscription(tx, subscriptionId);
      if (!seen) throw notFound("No such subscription");
      await change.lockFirst(tx, seen);
    }
    const locked = await repo.lockSubscription(tx, subscriptionId);
    if (!locked) throw notFound("No such subscription");
    const at = deps.now();
    const done = await change.work(tx, locked, `staff:${staff.userId}`, at);
    refundOf = done.refundOf;
    await recordAudit(tx, staff.userId, at, {
      action: `subscription.${change.action}`,
      entity: "subscription",
      entityId: subscriptionId,
      before: auditState(locked),
      after: { ...auditState(done.row), ...change.body, ...done.audit },
    });
    return { statusCode: 200, response: await staffSubscriptionDetail(deps, tx, subscriptionId) };
  };
  const answer = change.idempotencyKey
    ? await once(
        deps,
        {
          staffId: staff.userId,
          route: `subscription.${change.action} ${subscriptionId}`,
          key: change.idempotencyKey,
          body: change.body,
        },
        run,
      )
    : await inTransaction(deps, run);
  await sendPeriodRefunds(deps, refundOf);
  return answer.response;
}

/** POST /api/staff/subscriptions/{id}/cancel: at the period's end, or now (refunding by default). */
export function staffCancel(
  deps: Deps,
  staff: StaffCaller,
  subscriptionId: string,
  body: StaffCancelSubscriptionBody,
  idempotencyKey?: string,
): Promise<StaffSubscriptionDetail> {
  return staffChange(deps, staff, subscriptionId, {
    action: "cancel",
    body,
    idempotencyKey,
    lockFirst: body.atPeriodEnd ? undefined : lockCurrentPayments,
    work: async (tx, locked, actor, at) => {
      if (body.atPeriodEnd) {
        return { row: await cancelAtPeriodEndLocked(tx, locked, actor, at, body.reason) };
      }
      const done = await cancelNowLocked(tx, locked, actor, at, body.reason, body.refund ?? true);
      return { row: done.row, refundOf: done.chargeKey, audit: { refunded: done.refunded } };
    },
  });
}

/** POST /api/staff/subscriptions/{id}/periods/{n}/refund: gives back part or all of a paid period. */
export function staffRefundPeriod(
  deps: Deps,
  staff: StaffCaller,
  subscriptionId: string,
  number: number,
  body: StaffRefundPeriodBody,
  idempotencyKey?: string,
): Promise<StaffSubscriptionDetail> {
  const chargeKey = periodChargeKey(subscriptionId, number);
  return staffChange(deps, staff, subscriptionId, {
    action: "refund",
    body: { period: number, ...body },
    idempotencyKey,
    lockFirst: (tx) => lockOrderPayments(tx, chargeKey),
    work: async (tx, locked, actor, at) => {
      const period = await q.findPeriod(tx, subscriptionId, number);
      if (!period) throw notFound("No such period");
      if (period.sourceOrderId !== null) {
        throw invalid({ n: "This period came with a device order: refund it through that order" });
      }
      if (period.status !== "PAID" && period.status !== "REFUNDED") {
        throw invalid({ n: "Only a paid period can be refunded" });
      }
      const left = period.amount - period.refundedAmount;
      const amount = body.amount ?? left;
      if (left <= 0) throw invalid({ n: "This period is refunded in full already" });
      if (amount > left) throw invalid({ amount: `At most ${left} is left to refund of this period` });
      const earlier = await q.countEvents(tx, subscriptionId, "PERIOD_REFUNDED");
      const claimed = await claimRefund(tx, {
        orderId: chargeKey,
        key: `sub:${chargeKey}:r${earlier + 1}`,
        reason: body.reason,
        amount,
        at,
      });
      if (!claimed) throw invalid({ n: "Nothing of this period was paid through the payment gateway" });
      await repo.updatePeriod(
        tx,
        { subscriptionId, number },
        {
          status: "REFUNDED",
          refundedAmount: period.refundedAmount + claimed.amount,
          updatedAt: new Date(at),
        },
      );
      const row = await applyTransition(tx, locked, {
        event: "PERIOD_REFUNDED",
        actor,
        at,
        detail: { period: number, amount: claimed.amount, refundId: claimed.refundId, reason: body.reason },
      });
      return { row, refundOf: chargeKey, audit: { refunded: claimed.amount } };
    },
  });
}

/** POST /api/staff/subscriptions/{id}/extend: the current period (and the next charge) move by days. */
export function staffExtend(
  deps: Deps,
  staff: StaffCaller,
  subscriptionId: string,
  body: StaffExtendSubscriptionBody,
  idempotencyKey?: string,
): Promise<StaffSubscriptionDetail> {
  return staffChange(deps, staff, subscriptionId, {
    action: "extend",
    body,
    idempotencyKey,
    work: async (tx, locked, actor, at) => {
      const by = body.days * DAY_MS;
      const later = (d: Date | null) => (d ? new Date(d.getTime() + by) : null);
      if (!locked.currentPeriodEnd) throw invalid({ days: "This subscription has no period to extend" });
      const row = await applyTransition(tx, locked, {
        event: "EXTENDED",
        actor,
        at,
        patch: {
          currentPeriodEnd: later(locked.currentPeriodEnd),
          nextChargeAt: later(locked.nextChargeAt),
          graceEndsAt: later(locked.graceEndsAt),
        },
        detail: { days: body.days, reason: body.reason, periodEnd: locked.currentPeriodEnd.getTime() + by },
      });
      return { row };
    },
  });
}
