import type { Job, JobResult, Queue } from "pg-boss";
import type { JobQueue } from "./queue.ts";

export interface JobDefinition<T extends object> {
  /** The queue's name and its retry and lease settings (pg-boss QueueOptions). */
  queue: Queue;
  /** Runs one job; throwing makes pg-boss retry it with backoff until retryLimit. */
  handle: (data: T, job: Job<T>) => Promise<void>;
}

/** Retried with exponential backoff from 5 s up to 10 minutes; a job not finished in 5 minutes is retried. */
export const DEFAULT_QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 300,
} satisfies Omit<Queue, "name">;

/** Creates each definition's queue, or brings an existing one's retry and lease settings up to date. */
export async function ensureQueues(
  queue: JobQueue,
  definitions: readonly Pick<JobDefinition<object>, "queue">[],
): Promise<void> {
  for (const { queue: options } of definitions) {
    const { name, retryLimit, retryDelay, retryBackoff, expireInSeconds } = options;
    if (await queue.getQueue(name)) {
      const settings = Object.entries({ retryLimit, retryDelay, retryBackoff, expireInSeconds });
      const given = Object.fromEntries(settings.filter(([, value]) => value !== undefined));
      if (Object.keys(given).length > 0) await queue.updateQueue(name, given);
    } else {
      await queue.createQueue(name, options);
    }
  }
}

/**
 * ensureQueues, then works each queue here: up to `batchSize` jobs per fetch, fetched again at once while
 * batches come back full, each job settled on its own (one that throws is retried, the others complete).
 */
export async function workJobs(
  queue: JobQueue,
  definitions: readonly JobDefinition<object>[],
  { pollingIntervalSeconds = 2, batchSize = 5 } = {},
): Promise<void> {
  await ensureQueues(queue, definitions);
  for (const definition of definitions) {
    await queue.work<object>(
      definition.queue.name,
      { pollingIntervalSeconds, batchSize, burstWhenBatchFull: true, perJobResults: true },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await definition.handle(job.data, job);
            results.push({ id: job.id, status: "completed" });
          } catch (error) {
            results.push({ id: job.id, status: "failed", output: serializeError(error) });
          }
        }
        return results;
      },
    );
  }
}

function serializeError(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
}
