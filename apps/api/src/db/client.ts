import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { transactionStarted } from "../http/metrics.ts";
import { withOwnConnectionTransactions } from "./postgres-transactions.ts";
import { rowsOf } from "./rows.ts";
import type * as schema from "./schema.ts";
import type { StatementLog } from "./statements.ts";

export type Schema = typeof schema;
/**
 * The one database type every repository uses: PGlite and PostgreSQL share the pg-core query builder.
 * The handles are made without the schema: nothing uses drizzle's relational queries (`db.query`), and
 * with it every transaction and savepoint built one query builder per table (~70 µs each; decision 0043).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** What the job queue connects through (apps/api/src/jobs/queue.ts): the same PGlite, or the same URL. */
  connection: { pglite: PGlite } | { url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key migrations are run under (any constant no other lock uses). */
const MIGRATION_LOCK = 390_039_001;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; "memory://" (or undefined with no URL) keeps it in memory. */
  dataDir?: string;
  /** PGlite: start from a data-dir dump (tests use this to skip migrating and seeding per worker). */
  loadDataDir?: Blob;
  maxConnections?: number;
  /** PostgreSQL: longest a statement may run before the server cancels it (0: no limit). */
  statementTimeoutMs?: number;
  /** Reports every statement sent to this log (statement budgets: tests and benches). */
  statements?: StatementLog;
}

/**
 * How long a new PostgreSQL connection may take (seconds). A restarting or unreachable database then
 * fails a request within seconds (503, docs/operations.md "Faults") instead of at postgres.js's 30 s.
 */
export const CONNECT_TIMEOUT_S = 5;
/** Default longest statement: well under a client's timeout, far over any query the shop makes. */
export const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * Seconds between tries to reconnect a lost connection. postgres.js's default backs off up to 20 s
 * after a few failures, and queries wait for the reconnect: a database restart held requests that long.
 * A fixed short pause keeps them failing fast (ECONNREFUSED) while it is down and serving once it is up.
 */
export const RECONNECT_PAUSE_S = 0.2;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const sql = withOwnConnectionTransactions(
      postgres(options.databaseUrl, {
        max: options.maxConnections ?? 10,
        onnotice: () => {},
        ...(options.statements ? { debug: options.statements.postgresDebug } : {}),
        connect_timeout: CONNECT_TIMEOUT_S,
        backoff: () => RECONNECT_PAUSE_S,
        // application_name tells this process's connections apart in pg_stat_activity (GET /api/metrics
        // counts them by state).
        connection: {
          statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
          application_name: APPLICATION_NAME,
        },
      }),
    );
    const db = countTransactions(drizzlePostgres(sql) as unknown as Db);
    return {
      db,
      kind: "postgres",
      connection: { url: options.databaseUrl },
      migrate: async () => {
        // A connection of its own, without the statement timeout (building an index may take longer), and
        // holding the lock: instances starting together migrate one after the other, the others then find
        // nothing to do.
        const migrator = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
          await migrator`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
          await migratePostgres(drizzlePostgres(migrator), { migrationsFolder });
        } finally {
          await migrator.end({ timeout: 5 });
        }
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  options.statements?.watchPglite(client);
  const db = countTransactions(drizzlePglite(client) as unknown as Db);
  return {
    db,
    kind: "pglite",
    connection: { pglite: client },
    migrate: async () => {
      await client.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * The application_name of this process's PostgreSQL connections: `ojas-api`, the process id and the host
 * (in containers every process is pid 1; their host names differ). PostgreSQL keeps 63 bytes of it.
 */
export const APPLICATION_NAME = `ojas-api-${process.pid}-${os.hostname()}`.slice(0, 63);

/** When the newest migration this code ships was generated: drizzle's journal, read once. */
let newest: number | undefined;
export function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
    newest = Math.max(...(journal.entries as { when: number }[]).map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration this code ships: drizzle records each applied migration's
 * time and applies those newer than the newest recorded, so a database at or past this code's newest
 * (a newer version migrated it: expand, then contract) has them all.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ at: string | number | null }>(
    await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
  );
  return row?.at != null && Number(row.at) >= newestMigration();
}

/** Counts the transactions open at once (each holds a connection of the pool) for GET /api/metrics. */
function countTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const ended = transactionStarted();
    return transaction(work, config).finally(ended);
  }) as Db["transaction"];
  return db;
}
