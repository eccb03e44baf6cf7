import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { withOwnConnectionTransactions } from "./postgres-transactions.ts";
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
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const sql = withOwnConnectionTransactions(
      postgres(options.databaseUrl, {
        max: options.maxConnections ?? 10,
        onnotice: () => {},
      }),
    );
    const db = drizzlePostgres(sql, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      connection: { url: options.databaseUrl },
      migrate: async () => {
        // Instances starting together migrate one after the other: the others then find nothing to do.
        const lock = postgres(options.databaseUrl as string, { max: 1, onnotice: () => {} });
        try {
          await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
          await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
          await migratePostgres(drizzlePostgres(sql), { migrationsFolder });
        } finally {
          await lock.end({ timeout: 5 });
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
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
