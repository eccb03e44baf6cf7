// The order jobs (docs/architecture.md, "Background jobs"), on the job queue every instance works:
//
// Every minute one instance (pg-boss's schedule sends one sweep job per minute, whoever sends it) sweeps:
//   1. payment attempts older than the payment window are closed as abandoned (their orders give back
//      what they held, through the payment-settled flow payments is given in deps.flows);
//   2. PREPAID orders whose 15-minute stock hold ran out give back stock, coupon uses and life bits;
//   3. refunds claimed but not yet answered by the gateway are sent (again);
//   4. placed orders whose confirmation has not gone out each get a confirmation job, keyed by order id
//      (a job already waiting or running for the order makes this a no-op).
// A confirmation job is queued in the transaction that places the order (place-order.ts, payment-settled.ts);
// it sends the order's email or SMS and then records it sent (notified_at), at least once; one that fails
// is retried with backoff. Each step claims its rows under locks, so a sweep run twice, or by two
// instances at once, does every piece once.
import type { Queue } from "pg-boss";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { sendInTransaction, withRequestId } from "../jobs/send.ts";
import { DEFAULT_QUEUE_OPTIONS, type JobDefinition } from "../jobs/worker.ts";
import { notifyPlacedOrder, ordersDueConfirmation, releaseExpiredHolds } from "../modules/orders/service.ts";
import { abandonExpiredPayments, sendDueRefunds } from "../modules/payments/service.ts";

export const ORDER_SWEEP = "orders.sweep";
export const ORDER_CONFIRMATION = "orders.confirmation";
const EVERY_MINUTE = "* * * * *";

export interface OrderSweep {
  abandonedPayments: number;
  releasedHolds: number;
  /** Refunds the gateway answered in this sweep (processed, accepted or refused). */
  refunds: number;
  /** Confirmations handed to `confirm`. */
  confirmations: number;
}

/** One sweep, steps 1 to 4; `confirm` queues (or, in tests, sends) one order's confirmation. */
export async function sweepOrders(
  deps: Deps,
  confirm: (orderId: string) => Promise<unknown>,
): Promise<OrderSweep> {
  const abandonedPayments = await abandonExpiredPayments(deps);
  const releasedHolds = await releaseExpiredHolds(deps);
  const refunds = await sendDueRefunds(deps);
  const due = await ordersDueConfirmation(deps);
  for (const orderId of due) await confirm(orderId);
  return { abandonedPayments, releasedHolds, refunds, confirmations: due.length };
}

/**
 * Queues one order's confirmation, in the transaction `tx` when given (the one placing the order: a
 * rollback leaves no job, a commit keeps it even if this process dies right after); while one waits or
 * runs for that order, another is not queued.
 */
export function queueConfirmation(queue: JobQueue, orderId: string, tx?: Db): Promise<string | null> {
  const key = `confirmation:${orderId}`;
  if (tx) return sendInTransaction(queue, tx, ORDER_CONFIRMATION, { orderId }, { key });
  return queue.send(ORDER_CONFIRMATION, withRequestId({ orderId }), { singletonKey: key });
}

// A sweep that outlives the next one is not worth retrying: the next minute's sweep does its work.
const SWEEP_QUEUE: Queue = {
  name: ORDER_SWEEP,
  ...DEFAULT_QUEUE_OPTIONS,
  // At most one sweep waiting or running: sweeps missed while every instance was down do not pile up.
  policy: "exclusive",
  retryLimit: 0,
  expireInSeconds: 120,
};

// At most one confirmation job per order waiting or running (keyed by the order's id).
const CONFIRMATION_QUEUE: Queue = { name: ORDER_CONFIRMATION, ...DEFAULT_QUEUE_OPTIONS, policy: "exclusive" };

/** The order queues' names and settings (jobs/start.ts creates them before any is worked). */
export const ORDER_QUEUES: readonly Queue[] = [SWEEP_QUEUE, CONFIRMATION_QUEUE];

/** The order queues and their handlers; the sweep is scheduled by scheduleOrderJobs. */
export function orderJobs(deps: Deps, queue: JobQueue): JobDefinition<object>[] {
  const sweep: JobDefinition<Record<string, never>> = {
    queue: SWEEP_QUEUE,
    handle: async () => {
      await sweepOrders(deps, (orderId) => queueConfirmation(queue, orderId));
    },
  };
  const confirmation: JobDefinition<{ orderId: string }> = {
    queue: CONFIRMATION_QUEUE,
    // Sent, then recorded: a run after a crash between the two sends again; a run after the record
    // sends nothing.
    handle: async ({ orderId }) => {
      await notifyPlacedOrder(deps, orderId);
    },
  };
  return [sweep, confirmation] as JobDefinition<object>[];
}

export function scheduleOrderJobs(queue: JobQueue): Promise<void> {
  return queue.schedule(ORDER_SWEEP, EVERY_MINUTE);
}
