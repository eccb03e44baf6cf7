// The subscription jobs (docs/architecture.md, "Background jobs"; docs/decisions/0029-renewals-exactly-once.md):
//
// Every minute one instance (pg-boss's schedule sends one renew job per minute, whoever sends it) runs the
// renewal job: batches of due subscriptions claimed, charged once per period and moved, until nothing is
// due (subscriptions/renewals.ts). Two instances running it at once claim different subscriptions; a run
// that dies leaves its claims to the next one once their lease runs out. The same run first abandons
// subscriptions whose first payment was never made (subscriptions/checkout-status.ts).
// A notice to the shopper (renewed, renewal failed, lapsed, ended) is queued in the transaction of the
// transition it tells of, keyed by what it tells, and sent by its own job: at least once, retried with
// backoff when the mail server fails.
import type { Queue } from "pg-boss";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { sendInTransaction } from "../jobs/send.ts";
import { DEFAULT_QUEUE_OPTIONS, type JobDefinition } from "../jobs/worker.ts";
import {
  abandonStalePending,
  noticeKey,
  type RenewalRun,
  renewAllDue,
  type SubscriptionNotice,
  sendSubscriptionNotice,
} from "../modules/subscriptions/service.ts";

export const SUBSCRIPTION_RENEW = "subscriptions.renew";
export const SUBSCRIPTION_NOTICE = "subscriptions.notice";
const EVERY_MINUTE = "* * * * *";

// A run that outlives the next one is not retried: the next minute's run does its work. At most one run
// waits or runs, so runs missed while every instance was down do not pile up.
const RENEW_QUEUE: Queue = {
  name: SUBSCRIPTION_RENEW,
  ...DEFAULT_QUEUE_OPTIONS,
  policy: "exclusive",
  retryLimit: 0,
  expireInSeconds: 600,
};

// At most one job per notice waiting or running (keyed by subscription, event, period and failures).
const NOTICE_QUEUE: Queue = { name: SUBSCRIPTION_NOTICE, ...DEFAULT_QUEUE_OPTIONS, policy: "exclusive" };

/** The subscription queues' names and settings (jobs/start.ts creates them before any is worked). */
export const SUBSCRIPTION_QUEUES: readonly Queue[] = [RENEW_QUEUE, NOTICE_QUEUE];

/**
 * Queues a notice in `tx`, the transaction of the transition it tells of: it exists once that commits.
 * Without a job queue (deps.jobs unset) it is sent by this process once the transaction has ended, which
 * a crash can lose.
 */
export function queueSubscriptionNotice(deps: Deps, tx: Db, notice: SubscriptionNotice): Promise<unknown> {
  if (deps.jobs) {
    return sendInTransaction(deps.jobs, tx, SUBSCRIPTION_NOTICE, notice, { key: noticeKey(notice) });
  }
  setImmediate(() => {
    void sendSubscriptionNotice(deps, notice).catch(() => undefined);
  });
  return Promise.resolve(null);
}

/** Subscriptions of a batch worked at once: several connections on PostgreSQL, one on PGlite. */
const concurrencyFor = (deps: Deps) => (deps.config.databaseUrl ? 4 : 1);

/** The renewal job's run: stale first payments abandoned, then batches until nothing is due at the run's time. */
export async function runRenewals(deps: Deps): Promise<RenewalRun> {
  await abandonStalePending(deps);
  return renewAllDue(deps, {
    limit: 100,
    concurrency: concurrencyFor(deps),
    notify: (tx, notice) => queueSubscriptionNotice(deps, tx, notice),
  });
}

/** The subscription queues and their handlers; the renewal run is scheduled by scheduleSubscriptionJobs. */
export function subscriptionJobs(deps: Deps): JobDefinition<object>[] {
  const renew: JobDefinition<Record<string, never>> = {
    queue: RENEW_QUEUE,
    // A run whose tries threw is recorded as failed with why (those subscriptions wait for their lease).
    handle: async () => {
      const run = await runRenewals(deps);
      if (run.errors.length > 0) {
        throw new Error(`${run.errors.length} renewal(s) left for a later run: ${run.errors.join("; ")}`);
      }
    },
  };
  const notice: JobDefinition<SubscriptionNotice> = {
    queue: NOTICE_QUEUE,
    handle: async (data) => {
      await sendSubscriptionNotice(deps, data);
    },
  };
  return [renew, notice] as JobDefinition<object>[];
}

export function scheduleSubscriptionJobs(queue: JobQueue): Promise<void> {
  return queue.schedule(SUBSCRIPTION_RENEW, EVERY_MINUTE);
}
