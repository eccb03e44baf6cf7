// Refunds through the payment gateway, exactly once (docs/decisions/0014-after-the-order.md): a refund is
// claimed as a row in the transaction of what causes it, then sent outside any transaction, and settled
// in a short transaction of its own in which the refund-settled flow moves the order.
import { randomBytes } from "node:crypto";
import { formatMoney, type PaymentGatewayName } from "@ojas/domain";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import type { RefundEvent, RefundRow } from "./events.ts";
import { type GatewayRefund, RefundRefusedError } from "./gateways/gateway.ts";
import { gatewayFor } from "./gateways/select.ts";
import * as repo from "./repository.ts";
import { paymentRefunds } from "./tables.ts";

export type { RefundEvent, RefundRow } from "./events.ts";
export type RefundStatus = "PENDING" | "SENDING" | "INITIATED" | "PROCESSED" | "FAILED";

/** A call still out after this long is taken to have died, and the refund is sent again (same key). */
export const REFUND_LEASE_MS = 2 * 60_000;
/** A gateway that has not answered by then is left behind; the refund is tried again later. */
export const REFUND_CALL_TIMEOUT_MS = 20_000;
/** After this many failed calls the refund is given up as FAILED, for staff to finish by hand. */
export const REFUND_MAX_TRIES = 10;
/** The wait before the next try: 30 s, doubling, at most an hour. */
export const refundRetryDelay = (tries: number) => Math.min(30_000 * 2 ** Math.max(0, tries - 1), 3_600_000);

/** The order's own refund (a cancellation, a return, a parcel back to origin): one per order. */
export const orderRefundKey = (orderId: string) => `order:${orderId}`;
/** The refund of a payment that was made twice for one order. */
export const paymentRefundKey = (attemptId: string) => `payment:${attemptId}`;

const OPEN: RefundStatus[] = ["PENDING", "SENDING"];

export async function refundByKey(db: Db, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundKey, key));
  return row;
}

export async function refundsOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.refundId));
}

/** The refunds of these orders, each order's oldest first (what the order pages show). */
export async function refundsOfOrders(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, [...orderIds]))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.refundId));
}

/**
 * What a refund of the order's payment may still send back: what the attempt that paid it captured less
 * what was refunded of it (failed refunds gave nothing back). 0 when nothing was captured online. Read it
 * under the order's row lock to rely on it (claimRefund counts the same way).
 */
export async function refundableOf(db: Db, orderId: string): Promise<number> {
  const [attempts, refunds] = await Promise.all([
    repo.listAttempts(db, orderId),
    refundsOfOrder(db, orderId),
  ]);
  const payment = orderPayment(attempts, refunds);
  if (!payment?.gatewayPaymentId) return 0;
  const refunded = refunds
    .filter((r) => r.attemptId === payment.attemptId && r.status !== "FAILED")
    .reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, payment.amount - refunded);
}

/** Whether the refund under `key` is still to be sent or answered by the gateway. */
export async function isRefundOpen(db: Db, key: string): Promise<boolean> {
  const row = await refundByKey(db, key);
  return row !== undefined && OPEN.includes(row.status as RefundStatus);
}

/**
 * The attempt whose capture paid the order: the first captured that is not itself refunded as a second
 * payment.
 */
function orderPayment(attempts: repo.AttemptRow[], refunds: RefundRow[]): repo.AttemptRow | undefined {
  const twice = new Set(
    refunds.filter((r) => r.refundKey === paymentRefundKey(r.attemptId)).map((r) => r.attemptId),
  );
  return attempts
    .filter((a) => a.status === "SUCCESS" && a.gatewayPaymentId && !twice.has(a.attemptId))
    .sort(
      (a, b) =>
        a.updatedAt.getTime() - b.updatedAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.attemptId < b.attemptId ? -1 : 1),
    )[0];
}

export interface RefundClaim {
  orderId: string;
  /** orderRefundKey or paymentRefundKey. */
  key: string;
  reason: string;
  /** Minor units; by default everything captured that is not refunded yet. Never more than that. */
  amount?: number;
  /** The captured attempt to refund; by default the one that paid the order. */
  attemptId?: string;
  at: number;
}

/**
 * Claims a refund in the caller's transaction, which must hold the order's row lock (so the refunds of
 * one order are counted one at a time): a row to send after the commit, of at most what the payment
 * captured less what was refunded of it. A key claimed before answers its row, whatever else is asked.
 * Undefined when nothing was captured through a gateway or nothing of it is left.
 */
export async function claimRefund(tx: Db, claim: RefundClaim): Promise<RefundRow | undefined> {
  const earlier = await refundByKey(tx, claim.key);
  if (earlier) return earlier;
  const [attempts, refunds] = await Promise.all([
    repo.listAttempts(tx, claim.orderId),
    refundsOfOrder(tx, claim.orderId),
  ]);
  const payment =
    claim.attemptId === undefined
      ? orderPayment(attempts, refunds)
      : attempts.find((a) => a.attemptId === claim.attemptId && a.status === "SUCCESS");
  if (!payment?.gatewayPaymentId) return undefined;
  const refunded = refunds
    .filter((r) => r.attemptId === payment.attemptId && r.status !== "FAILED")
    .reduce((sum, r) => sum + r.amount, 0);
  const amount = Math.min(claim.amount ?? Number.POSITIVE_INFINITY, payment.amount - refunded);
  // Nothing left: a claim of this key that committed meanwhile (a racing caller's) is still the answer.
  if (!(amount > 0)) return refundByKey(tx, claim.key);
  const at = new Date(claim.at);
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      refundId: `rf_${randomBytes(16).toString("hex")}`,
      refundKey: claim.key,
      orderId: claim.orderId,
      attemptId: payment.attemptId,
      gateway: payment.gateway,
      gatewayOrderId: payment.gatewayOrderId,
      gatewayPaymentId: payment.gatewayPaymentId,
      amount,
      currency: payment.currency,
      reason: claim.reason.slice(0, 200),
      status: "PENDING",
      nextTryAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: paymentRefunds.refundKey })
    .returning();
  return row ?? refundByKey(tx, claim.key);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The gateway did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface Settlement {
  patch: Partial<RefundRow>;
  event?: Omit<RefundEvent, "refund">;
}

function answered(row: RefundRow, refund: GatewayRefund, at: Date): Settlement {
  const processed = refund.status === "processed";
  const amount = formatMoney(refund.amount, row.currency);
  return {
    patch: {
      status: processed ? "PROCESSED" : "INITIATED",
      gatewayRefundId: refund.gatewayRefundId,
      lastError: null,
      updatedAt: at,
    },
    event: {
      outcome: processed ? "processed" : "initiated",
      detail: `Refund ${refund.gatewayRefundId} of ${amount} through ${row.gateway}`,
    },
  };
}

function failedCall(row: RefundRow, error: unknown, at: Date): Settlement {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (error instanceof RefundRefusedError || row.tries >= REFUND_MAX_TRIES) {
    const detail =
      error instanceof RefundRefusedError
        ? `Refused by ${row.gateway}: ${message}`
        : `Gave up after ${row.tries} tries: ${message}`;
    return {
      patch: { status: "FAILED", lastError: message, updatedAt: at },
      event: { outcome: "failed", detail },
    };
  }
  return {
    patch: {
      status: "PENDING",
      lastError: message,
      nextTryAt: new Date(at.getTime() + refundRetryDelay(row.tries)),
      updatedAt: at,
    },
  };
}

/**
 * Sends one claimed refund: takes it (PENDING and due, or SENDING past its lease) by a conditional
 * update, so of two senders one calls the gateway; calls it outside any transaction, with the refund id
 * as the gateway's key; then settles it. A failed call leaves it PENDING for a later try (sendDueRefunds),
 * a refusal or the last try FAILED. Answers the settled row, or undefined when it was not this call's.
 */
export async function sendRefund(deps: Deps, refundId: string): Promise<RefundRow | undefined> {
  const now = new Date(deps.now());
  const [claimed] = await deps.db
    .update(paymentRefunds)
    .set({
      status: "SENDING",
      tries: sql`${paymentRefunds.tries} + 1`,
      nextTryAt: new Date(now.getTime() + REFUND_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(paymentRefunds.refundId, refundId),
        inArray(paymentRefunds.status, OPEN),
        lte(paymentRefunds.nextTryAt, now),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  let settlement: Settlement;
  try {
    const gateway = gatewayFor(deps, claimed.gateway as PaymentGatewayName);
    if (!gateway) throw new Error(`Gateway ${claimed.gateway} is not configured`);
    const refund = await withTimeout(
      gateway.refund({
        gatewayOrderId: claimed.gatewayOrderId,
        gatewayPaymentId: claimed.gatewayPaymentId,
        amount: claimed.amount,
        currency: claimed.currency,
        key: claimed.refundId,
        notes: { orderId: claimed.orderId, reason: claimed.reason },
      }),
      REFUND_CALL_TIMEOUT_MS,
    );
    settlement = answered(claimed, refund, new Date(deps.now()));
  } catch (error) {
    settlement = failedCall(claimed, error, new Date(deps.now()));
  }
  return settle(deps, claimed, settlement);
}

/**
 * Writes the answer, unless another sender took the refund over meanwhile, and tells the flow given in
 * deps (workflows/refund-settled.ts) in the same transaction.
 */
async function settle(
  deps: Deps,
  claimed: RefundRow,
  settlement: Settlement,
): Promise<RefundRow | undefined> {
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The order's attempts first: the lock order of every change to an order (captures, cancels).
    await repo.lockOrderAttempts(tx, claimed.orderId);
    const [row] = await tx
      .update(paymentRefunds)
      .set(settlement.patch)
      .where(
        and(
          eq(paymentRefunds.refundId, claimed.refundId),
          eq(paymentRefunds.status, "SENDING"),
          eq(paymentRefunds.tries, claimed.tries),
        ),
      )
      .returning();
    if (!row) return undefined;
    if (settlement.event) {
      await deps.flows.refundSettled(deps, tx, { ...settlement.event, refund: row });
    }
    return row;
  });
}

/**
 * Sends the refunds that are due (all, or one order's), oldest first; the order jobs run it, and order
 * actions run it for their order after their commit. Every due refund is tried even when one fails; the
 * errors are thrown together at the end. Answers how many the gateway answered.
 */
export async function sendDueRefunds(
  deps: Deps,
  { orderId, limit = 50 }: { orderId?: string; limit?: number } = {},
): Promise<number> {
  const now = new Date(deps.now());
  const due = await deps.db
    .select({ refundId: paymentRefunds.refundId })
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.status, OPEN),
        lte(paymentRefunds.nextTryAt, now),
        orderId === undefined ? undefined : eq(paymentRefunds.orderId, orderId),
      ),
    )
    .orderBy(asc(paymentRefunds.nextTryAt))
    .limit(limit);
  let answered = 0;
  const errors: unknown[] = [];
  for (const { refundId } of due) {
    try {
      const row = await sendRefund(deps, refundId);
      if (row && !OPEN.includes(row.status as RefundStatus)) answered += 1;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} refunds could not be settled`);
  return answered;
}
