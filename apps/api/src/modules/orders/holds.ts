// Background work of orders: PREPAID orders whose payment did not come within 15 minutes give back their
// stock, coupon uses and life bits; expired payment attempts are closed; placed orders' confirmations go
// out; refunds claimed but not yet answered by the gateway are sent (again). Rows in the database say what is due, so any instance may run it at any time and a crash loses
// nothing: each held order is claimed with FOR UPDATE SKIP LOCKED in its own transaction.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { abandonExpiredPayments, sendDueRefunds } from "../payments/service.ts";
import { notifyDueOrders, orderPaymentFailed, releaseResources } from "./effects.ts";
import type { Actor, OrderRow } from "./state.ts";
import { orders } from "./tables.ts";

const ACTOR: Actor = "system:hold-expiry";

async function expire(deps: Deps, row: OrderRow): Promise<void> {
  if (row.paymentStatus === "PENDING") {
    await orderPaymentFailed(deps, row, ACTOR, "No payment within 15 minutes: stock released");
    return;
  }
  await releaseResources(deps, row, `order ${row.orderId} was not paid in time`);
  await deps.db
    .update(orders)
    .set({ stockState: "RELEASED", holdExpiresAt: null, updatedAt: Math.max(deps.now(), row.updatedAt + 1) })
    .where(eq(orders.orderId, row.orderId));
}

/**
 * Releases orders whose stock hold has run out, one order per transaction (so its stock rows are updated
 * in sku order, like every other path, and never deadlock), skipping orders another transaction holds (a
 * capture, another instance's run). Answers how many this run released.
 */
export async function releaseExpiredHolds(deps: Deps, { limit = 200 } = {}): Promise<number> {
  let released = 0;
  while (released < limit) {
    const done = await deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.stockState, "HELD"), lte(orders.holdExpiresAt, deps.now())))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await expire({ ...deps, db: tx }, row);
      return true;
    });
    if (!done) break;
    released += 1;
  }
  return released;
}

export interface OrderJobsRun {
  abandonedPayments: number;
  releasedHolds: number;
  notified: number;
  /** Refunds the gateway answered in this run (processed, accepted or refused). */
  refunds: number;
}

/** One run of every order job; tests call it directly. */
export async function runOrderJobs(deps: Deps): Promise<OrderJobsRun> {
  const abandonedPayments = await abandonExpiredPayments(deps);
  const releasedHolds = await releaseExpiredHolds(deps);
  const notified = await notifyDueOrders(deps);
  const refunds = await sendDueRefunds(deps);
  return { abandonedPayments, releasedHolds, notified, refunds };
}

export const ORDER_JOBS_INTERVAL_MS = 15_000;

/**
 * Runs the order jobs every `intervalMs` (never two runs at once in this process) until stopped; a run
 * that fails is reported and the next one tries again. stop() waits for a run in progress.
 */
export function startOrderJobs(
  deps: Deps,
  {
    intervalMs = ORDER_JOBS_INTERVAL_MS,
    onError,
  }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runOrderJobs(deps)
      .then(() => undefined)
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
