import { sql } from "drizzle-orm";
import { type DrizzleTransactionLike, fromDrizzle, type SendOptions } from "pg-boss";
import type { Db } from "../db/client.ts";
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
    db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
  });
}
