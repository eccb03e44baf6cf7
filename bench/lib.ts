import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/postgres-js";
import Fastify, { type FastifyInstance } from "fastify";
import postgres from "postgres";
import { buildApp } from "../apps/api/src/app.ts";
import { type Config, loadConfig } from "../apps/api/src/config.ts";
import { type Database, type Db, openDatabase } from "../apps/api/src/db/client.ts";
import { withOwnConnectionTransactions } from "../apps/api/src/db/postgres-transactions.ts";
import { seedDemoData } from "../apps/api/src/db/seed/index.ts";
import { StatementLog } from "../apps/api/src/db/statements.ts";
import { flows } from "../apps/api/src/workflows/index.ts";

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU of the server's thread per request, in µs (Linux only): less bent by other load than req/s. */
  cpuUs?: number;
  /** CPU of this machine's PostgreSQL processes per request, in µs (Linux only, local server). */
  pgCpuUs?: number;
}

/**
 * CPU time this thread has used, in ms, from /proc (Linux); null elsewhere. The load runs in a worker
 * thread, so this is the server's share alone.
 */
export function threadCpuMs(): number | null {
  try {
    const fields = fs.readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ");
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * CPU time every process named postgres on this machine has used, in ms, from /proc (Linux); null
 * elsewhere. Only meaningful while the database under test is the local server and nothing else uses it.
 */
export function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        if (!stat.includes("(postgres)")) continue;
        const fields = stat.split(") ")[1]!.split(" ");
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return ticks * 10;
  } catch {
    return null;
  }
}

/**
 * Runs `run` under the V8 CPU profiler of this (the server's) thread when BENCH_CPU_PROFILE names a
 * directory, and writes `<dir>/<name>.cpuprofile` (open in Chrome DevTools, or summarise the self time per
 * function). Only the measured run is profiled, not the set-up or the warm-up.
 */
export async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await run();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** CPU µs per request over a run, when the platform tells. */
export function cpuPerRequest(before: number | null, after: number | null, requests: number) {
  return before === null || after === null || requests === 0
    ? undefined
    : Math.round(((after - before) * 1000) / requests);
}

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The server's connections to PostgreSQL (DATABASE_POOL_SIZE). PostgreSQL shares this 2-core machine with
 * the server and the load: 4 connections carry the load with the fewest process switches (20 cost ~30 %
 * of the cart's throughput; docs/decisions/0018-cart-reads-may-lag.md).
 */
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 4);

/** `idReplacement`: each "[<id>]" in the URL becomes a new random id per request (a cache never hits). */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  { idReplacement = false }: { idReplacement?: boolean } = {},
): Promise<Figures> {
  // Warm up caches and JIT before the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers, idReplacement });
  // The load runs in a worker thread so it does not share the event loop with the server under test.
  const cpuBefore = threadCpuMs();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    idReplacement,
    workers: 1,
  });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: cpuPerRequest(cpuBefore, threadCpuMs(), r.requests.total),
  };
}

/** A migrated, seeded database: in-memory PGlite, or a throwaway database on the PostgreSQL at `url`. */
export async function benchDatabase(
  url?: string,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    await seedDemoData(database.db, Date.now());
    return { database, drop: () => database.close() };
  }
  const name = `ojas_bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), maxConnections: POOL_SIZE });
  await database.migrate();
  await seedDemoData(database.db, Date.now());
  return {
    database,
    url: u.toString(),
    drop: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A second pool on the database at `url` whose driver counts every statement sent (postgres.js `debug`,
 * which captures a stack trace per query: for counting, not for the timed runs).
 */
export function countingDatabase(url: string): { database: Database; statements: StatementLog } {
  const statements = new StatementLog();
  const sql = withOwnConnectionTransactions(
    postgres(url, { max: POOL_SIZE, onnotice: () => {}, debug: statements.postgresDebug }),
  );
  const database: Database = {
    db: drizzle(sql) as unknown as Db,
    kind: "postgres",
    connection: { url },
    migrate: async () => {},
    close: () => sql.end({ timeout: 5 }),
  };
  return { database, statements };
}

/**
 * The server's configuration for a bench: production mode, fixed secrets, no rate limit (the load comes
 * from one address); `extra` adds settings (DEV_OUTBOX, DATABASE_URL ...).
 */
export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "production",
    JWT_SECRET: "b".repeat(32),
    PAYMENT_KEY_SECRET: "b".repeat(16),
    WEBHOOK_SECRET: "b".repeat(16),
    RATE_LIMIT_MAX: "100000000",
    ...extra,
  });
}

/** The real server on `database`; `extend` registers more (the storefront) before it listens. */
export async function startShop(
  database: Database,
  extend?: (app: FastifyInstance, config: Config) => Promise<void>,
) {
  const config = benchConfig();
  const app = await buildApp({ deps: { db: database.db, config, now: Date.now, flows } });
  if (extend) await extend(app, config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** The same machine's ceiling: a bare Fastify route returning a small JSON body. */
export async function startBare() {
  const app = Fastify();
  app.get("/bare", async () => ({ body: { ok: true } }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}

export function printTable(rows: Figures[], bareRps: number) {
  const cpu = rows.some((r) => r.cpuUs !== undefined);
  const pg = rows.some((r) => r.pgCpuUs !== undefined);
  console.log(
    `\n| endpoint | req/s | p50 ms | p99 ms | errors | share of bare route |${cpu ? " server CPU µs/req |" : ""}${pg ? " PostgreSQL CPU µs/req |" : ""}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|${cpu ? "---:|" : ""}${pg ? "---:|" : ""}`);
  for (const r of rows) {
    const share = `${((r.rps / bareRps) * 100).toFixed(1)}%`;
    const cpuCell = cpu ? ` ${r.cpuUs ?? "-"} |` : "";
    const pgCell = pg ? ` ${r.pgCpuUs ?? "-"} |` : "";
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${share} |${cpuCell}${pgCell}`);
  }
}
