import fs from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { StatementLog } from "../db/statements.ts";
import type { Deps } from "../deps.ts";
import { openJobs, stopJobs } from "../jobs/start.ts";
import { flows } from "../workflows/index.ts";
import { withDb } from "./global-setup.ts";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  deps: Deps;
  /** Shifts the app's clock by ms (tests of time windows). */
  clock: { offset: number };
  /** The worker's PostgreSQL database (undefined on PGlite), for tests that open a pool of their own. */
  databaseUrl?: string;
  /** Every statement the app's database handle sends (statement budgets: src/test/sql). */
  statements: StatementLog;
}

let shared: Promise<TestContext> | undefined;

/**
 * One app and one database per test worker (test files in a worker share them: see vitest.config.ts).
 * Tests must therefore create their own rows rather than rely on others' leftovers.
 */
export function testContext(): Promise<TestContext> {
  shared ??= create();
  return shared;
}

/**
 * An app on a database of its own, for a test that would spoil the worker's shared one (the fuzz test:
 * random calls as an admin change what other files read). Close it when done.
 */
export async function throwawayContext(): Promise<TestContext & { close: () => Promise<void> }> {
  const ctx = await create(`t${++throwaways}`);
  return {
    ...ctx,
    close: async () => {
      await ctx.app.close();
      if (ctx.deps.jobs) await stopJobs(ctx.deps.jobs);
      await ctx.database.close();
    },
  };
}
let throwaways = 0;

async function openWorkerDatabase(
  statements: StatementLog,
  suffix = "",
): Promise<{ database: Database; databaseUrl?: string }> {
  const template = inject("pgTemplate");
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `${template}_w${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}${suffix}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const databaseUrl = withDb(url, name);
    return { database: await openDatabase({ databaseUrl, maxConnections: 5, statements }), databaseUrl };
  }
  const dump = fs.readFileSync(inject("pgliteDump"));
  return {
    database: await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]), statements }),
  };
}

async function create(suffix = ""): Promise<TestContext> {
  const statements = new StatementLog();
  const { database, databaseUrl } = await openWorkerDatabase(statements, suffix);
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "1",
    RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: "silent",
    // Tests change stock and prices and read them back at once; the cache has its own tests.
    CATALOGUE_CACHE_TTL_MS: "0",
    CART_READS_TTL_MS: "0",
  });
  const clock = { offset: 0 };
  // A real queue on the test database that takes the jobs flows send; nothing works it, so a test sees
  // each job and runs what it wants (tests that work a queue open one of their own).
  const jobs = await openJobs(database, (error) => console.error("job queue error", error), {
    sendOnly: true,
  });
  const deps: Deps = {
    db: database.db,
    config,
    now: () => Date.now() + clock.offset,
    flows: { ...flows },
    jobs,
  };
  const app = await buildApp({ deps });
  await app.ready();
  return { app, database, deps, clock, statements, ...(databaseUrl ? { databaseUrl } : {}) };
}

/** app.inject with JSON parsed; `market` sets X-Market. */
export async function call(
  ctx: TestContext,
  options: InjectOptions & { market?: "IN" | "AE" | "US" },
): Promise<LightMyRequestResponse & { json: () => any }> {
  const { market, headers, ...rest } = options;
  return ctx.app.inject({
    ...rest,
    headers: { "x-client": "WEB", ...(market ? { "x-market": market } : {}), ...headers },
  });
}
