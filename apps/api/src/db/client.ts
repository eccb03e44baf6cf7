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
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type every repository uses: PGlite and PostgreSQL share the pg-core query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** What the job queue connects through (apps/api/src/jobs/queue.ts): the same PGlite, or the same URL. */
  connection: { pglite: PGlite } | { url: string };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface OpenOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; "memory://" (or undefined with no URL) keeps it in memory. */
  dataDir?: string;
  /** PGlite: start from a data-dir dump (tests use this to skip migrating and seeding per worker). */
  loadDataDir?: Blob;
  maxConnections?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const sql = withOwnConnectionTransactions(
      postgres(options.databaseUrl, {
        max: options.maxConnections ?? 10,
        onnotice: () => {},
        // This process's connections, told apart in pg_stat_activity (GET /api/metrics counts them by state).
        connection: { application_name: APPLICATION_NAME },
      }),
    );
    const db = countTransactions(drizzlePostgres(sql, { schema }) as unknown as Db);
    return {
      db,
      kind: "postgres",
      connection: { url: options.databaseUrl },
      migrate: async () => {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
        await migratePostgres(drizzlePostgres(sql), { migrationsFolder });
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
  const db = countTransactions(drizzlePglite(client, { schema }) as unknown as Db);
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
