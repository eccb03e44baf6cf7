import type { SendOptions } from "pg-boss";
import type { Db } from "../db/client.ts";
import { executePreparedText } from "../db/prepared.ts";
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
  return queue.send(name, data, {
    ...options,
    singletonKey: key,
    db: inTransaction(tx),
  });
}

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
