import type { FastifyBaseLogger } from "fastify";
import type { Job, JobResult, Queue } from "pg-boss";
import { jobsWorked } from "../http/metrics.ts";
import { inRequestScope } from "../http/request-scope.ts";
import type { JobQueue } from "./queue.ts";
import { REQUEST_ID_KEY, withoutRequestId } from "./send.ts";

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
  { pollingIntervalSeconds = 2, batchSize = 5, log }: WorkOptions = {},
): Promise<void> {
  await ensureQueues(queue, definitions);
  for (const definition of definitions) {
    await queue.work<object>(
      definition.queue.name,
      { pollingIntervalSeconds, batchSize, burstWhenBatchFull: true, perJobResults: true },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await settleJob(definition, job, log));
        return results;
      },
    );
  }
}

export interface WorkOptions {
  pollingIntervalSeconds?: number;
  batchSize?: number;
  /** Where each job's line goes (server.ts: the app's logger); none without it. */
  log?: JobLog;
}

/** The logger a job's lines go to: Fastify's (pino). */
export type JobLog = Pick<FastifyBaseLogger, "child">;

/**
 * Runs one job: its handler gets the data without the request id it carries (jobs/send.ts), runs in that
 * request's scope (so jobs it queues carry the id too), and the job's line (`job done` at info, `job
 * failed` at error) names the queue, the job and the request id as `reqId`, as Fastify's request lines do.
 */
export async function settleJob(
  definition: JobDefinition<object>,
  job: Job<object>,
  log: JobLog | undefined,
): Promise<JobResult> {
  const reqId = (job.data as Record<string, unknown>)[REQUEST_ID_KEY];
  const requestId = typeof reqId === "string" ? reqId : undefined;
  const data = withoutRequestId(job.data);
  const queue = definition.queue.name;
  const jobLog = log?.child({ queue, jobId: job.id, ...(requestId ? { reqId: requestId } : {}) });
  const started = performance.now();
  const work = () => definition.handle(data, job);
  try {
    await (requestId ? inRequestScope({ requestId }, work) : work());
    jobsWorked.inc({ queue, result: "completed" });
    jobLog?.info({ ms: Math.round(performance.now() - started) }, "job done");
    return { id: job.id, status: "completed" };
  } catch (error) {
    jobsWorked.inc({ queue, result: "failed" });
    jobLog?.error({ err: error, retry: job.retryCount }, "job failed");
    return { id: job.id, status: "failed", output: serializeError(error) };
  }
}

function serializeError(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
}
