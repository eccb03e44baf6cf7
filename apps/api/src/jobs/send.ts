import type { SendOptions } from "pg-boss";
import type { Db } from "../db/client.ts";
import { executePreparedText } from "../db/prepared.ts";
import { currentRequestId } from "../http/request-scope.ts";
import type { JobQueue } from "./queue.ts";

/**
 * Queues a job in the caller's transaction: it exists once that commits and never if it rolls back.
 * `key` names what the job acts on (an order id and a step): while a job with that key waits or runs,
 * sending it again does nothing (answers null).
 */
export function sendInTransaction(
  queue: JobQueue,
  tx: Db,
  name: string,
  data: object,
  { key, ...options }: Omit<SendOptions, "db" | "singletonKey"> & { key: string },
): Promise<string | null> {
  return queue.send(name, withRequestId(data), {
    ...options,
    singletonKey: key,
    db: inTransaction(tx),
  });
}

/**
 * The job's data with the id of the request (or job) queuing it as `reqId`, when there is one: the job's
 * log lines carry it (jobs/worker.ts), and its handler never sees it.
 */
export function withRequestId(data: object): object {
  const reqId = currentRequestId();
  return reqId ? { ...data, [REQUEST_ID_KEY]: reqId } : data;
}

/** A job's data as its handler gets it: without the request id (jobs/worker.ts). */
export function withoutRequestId<T extends object>(data: T): T {
  const { [REQUEST_ID_KEY]: _, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

/** Where a job's data keeps the id of the request that queued it (pino's and Fastify's name for it). */
export const REQUEST_ID_KEY = "reqId";

/**
 * The caller's transaction as pg-boss's database: its statements (the same text for every job of a
 * queue) go out prepared, described once per connection (db/prepared.ts), rather than each in a round
 * trip of its own as pg-boss's drizzle adapter sends them.
 */
const inTransaction = (tx: Db) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({
    rows: await executePreparedText<Record<string, unknown>>(tx, text, values),
  }),
});
