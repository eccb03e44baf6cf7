// The job queue (docs/architecture.md, "Background jobs"; decision 0022): pg-boss on the shop's own
// database, PGlite through the same instance or PostgreSQL through the same URL.
import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";

export type JobQueue = PgBoss;

/** pg-boss keeps its tables in this schema, beside the shop's. */
export const JOBS_SCHEMA = "pgboss";

export interface JobQueueOptions {
  /** Another schema (tests that want a queue of their own). */
  schema?: string;
  /**
   * How often expired jobs (a worker that died holding one) are noticed and given to another worker;
   * pg-boss's default is 60 s.
   */
  checkIntervalSeconds?: number;
  /** Connections of the queue's own pool on PostgreSQL. */
  maxConnections?: number;
  /** Only sends jobs (the test harness's queue): no maintenance and no schedules run from it. */
  sendOnly?: boolean;
}

/** A queue on the given database; start() it before use, stop() it before closing the database. */
export function createJobQueue(connection: Database["connection"], options: JobQueueOptions = {}): JobQueue {
  const checkIntervalSeconds = options.checkIntervalSeconds ?? 15;
  const common = {
    schema: options.schema ?? JOBS_SCHEMA,
    superviseIntervalSeconds: checkIntervalSeconds,
    monitorIntervalSeconds: checkIntervalSeconds,
    ...(options.sendOnly ? { supervise: false, schedule: false } : {}),
  };
  if ("pglite" in connection) {
    return new PgBoss({ ...common, db: fromPglite(connection.pglite), backend: "pglite" });
  }
  return new PgBoss({
    ...common,
    connectionString: connection.url,
    max: options.maxConnections ?? 3,
    application_name: "ojas-jobs",
  });
}
