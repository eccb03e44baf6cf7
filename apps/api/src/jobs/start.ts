import type { Database } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { BLOOD_WORK_QUEUES, bloodWorkJobs, scheduleBloodWorkJobs } from "../workflows/bloodwork-jobs.ts";
import { ORDER_QUEUES, orderJobs, scheduleOrderJobs } from "../workflows/order-jobs.ts";
import {
  SUBSCRIPTION_QUEUES,
  scheduleSubscriptionJobs,
  subscriptionJobs,
} from "../workflows/subscription-jobs.ts";
import { SUPPORT_QUEUES, supportJobs } from "../workflows/support-jobs.ts";
import { WEBINAR_QUEUES, webinarJobs } from "../workflows/webinar-jobs.ts";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./queue.ts";
import { ensureQueues, type JobLog, workJobs } from "./worker.ts";
import { markWorking } from "./working.ts";

/**
 * The job queue on the shop's database, started (pg-boss creates or migrates its tables on first use)
 * and with every queue created, so jobs can be sent from here on: server.ts puts it in deps.jobs before
 * the app takes requests. Nothing is worked here until startJobs.
 */
export async function openJobs(
  database: Database,
  onError: (error: unknown) => void,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const queue = createJobQueue(database.connection, options);
  queue.on("error", onError);
  await queue.start();
  await ensureQueues(
    queue,
    [...ORDER_QUEUES, ...SUBSCRIPTION_QUEUES, ...SUPPORT_QUEUES, ...WEBINAR_QUEUES, ...BLOOD_WORK_QUEUES].map(
      (options) => ({
        queue: options,
      }),
    ),
  );
  return queue;
}

/** This instance's part of the queue: works every queue and keeps the schedules; each job logs to `log`. */
export async function startJobs(queue: JobQueue, deps: Deps, log?: JobLog): Promise<void> {
  await workJobs(
    queue,
    [
      ...orderJobs(deps, queue),
      ...subscriptionJobs(deps),
      ...supportJobs(deps),
      ...webinarJobs(deps),
      ...bloodWorkJobs(deps),
    ],
    { log },
  );
  await scheduleOrderJobs(queue);
  await scheduleSubscriptionJobs(queue);
  await scheduleBloodWorkJobs(queue);
  markWorking(queue, true);
}

/** Lets running jobs finish (up to 20 s, within server.ts's shutdown limit), then closes the queue. */
export function stopJobs(queue: JobQueue): Promise<void> {
  markWorking(queue, false);
  return queue.stop({ graceful: true, timeout: 20_000 });
}
