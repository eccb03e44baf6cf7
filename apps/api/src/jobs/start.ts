import type { Database } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { orderJobs, scheduleOrderJobs } from "../workflows/order-jobs.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";
import { workJobs } from "./worker.ts";

/**
 * Starts this instance's part of the job queue: creates pg-boss's tables on first use, works every queue
 * and keeps the schedules. stop() lets running jobs finish (up to 30 s), then closes the queue.
 */
export async function startJobs(
  database: Database,
  deps: Deps,
  onError: (error: unknown) => void,
): Promise<{ queue: JobQueue; stop: () => Promise<void> }> {
  const queue = createJobQueue(database.connection);
  queue.on("error", onError);
  await queue.start();
  await workJobs(queue, orderJobs(deps, queue));
  await scheduleOrderJobs(queue);
  return { queue, stop: () => queue.stop({ graceful: true, timeout: 30_000 }) };
}
