import type { JobQueue } from "./queue.ts";

const working = new WeakSet<JobQueue>();

/** This process works the queue from now on (jobs/start.ts, startJobs), or no longer (stopJobs). */
export function markWorking(queue: JobQueue, on: boolean): void {
  if (on) working.add(queue);
  else working.delete(queue);
}

/** Whether this process works the queue: GET /api/health/ready is not ready until it does. */
export const isWorking = (queue: JobQueue): boolean => working.has(queue);
