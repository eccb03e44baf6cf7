import type { PaymentGatewayName } from "@ojas/domain";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { PaymentEvent, RefundEvent } from "./modules/payments/events.ts";
import type { PaymentGateway } from "./modules/payments/gateways/gateway.ts";

/**
 * The flows that span modules (apps/api/src/workflows), handed to the modules that start them: payments,
 * identity and orders call what they are given here, and nothing registers itself when imported.
 */
export interface Flows {
  /** A payment captured or failed; runs inside the transaction of the attempt's status change. */
  paymentSettled: (deps: Deps, tx: Db, event: PaymentEvent) => Promise<void>;
  /** The gateway answered a refund; runs inside the transaction that records the answer. */
  refundSettled: (deps: Deps, tx: Db, event: RefundEvent) => Promise<void>;
  /** A guest signed in to an account; runs inside the merge transaction (deps.db is that transaction). */
  guestMerge: (deps: Deps, guestUserId: string, userId: string) => Promise<void>;
  /**
   * A placed order undone (cancelled, back to origin, or one line, `entityId`, returned): runs inside the
   * transaction of that change, after orders took back what it granted itself.
   */
  orderUndone: (
    deps: Deps,
    tx: Db,
    undone: { orderId: string; userId: string; entityId?: string; why: string },
  ) => Promise<void>;
}

/** What every module's routes and services receive. */
export interface Deps {
  db: Db;
  config: Config;
  redis?: Redis;
  /** Current time in epoch ms; tests move it. */
  now: () => number;
  /** The payment gateway for a name, when not the configuration's (tests of a gateway that fails). */
  paymentGateway?: (name: PaymentGatewayName) => PaymentGateway | undefined;
  /** The cross-module flows (workflows/index.ts); server.ts and the test harness wire them. */
  flows: Flows;
  /**
   * The job queue, started and with its queues created, so flows can queue jobs in their transactions;
   * server.ts and the test harness give it. Without it a placed order's confirmation is sent after the
   * commit by the process that placed it (workflows/order-jobs.ts, confirmWithOrder).
   */
  jobs?: JobQueue;
}
