// The renewal job over 10,000 due subscriptions on PostgreSQL (docs/decisions/0029-renewals-exactly-once.md):
// each a monthly plan with a sandbox card that renews, its period ended a minute ago. One worker runs the
// job to completion (batches claimed in one statement each, subscriptions of a batch worked
// BENCH_CONCURRENCY at a time), with the renewal receipts queued on the job queue as in production.
// Printed: renewals per second over the whole run (and this process's CPU per renewal, steadier on a
// shared machine), and the SQL statements one renewal sends (counted at the driver, postgres.js `debug`,
// on a separate sample run: counting captures a stack per statement).
// Run: npm run bench:subscriptions   (BENCH_DATABASE_URL or TEST_DATABASE_URL, BENCH_SUBSCRIPTIONS,
// BENCH_CONCURRENCY, BENCH_RUNS to change)
// Target (issue 15): at least 200 renewals/s on this machine, at most 10 statements per renewal.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { type Db, openDatabase } from "../apps/api/src/db/client.ts";
import { withOwnConnectionTransactions } from "../apps/api/src/db/postgres-transactions.ts";
import * as schema from "../apps/api/src/db/schema.ts";
import { seedDemoData } from "../apps/api/src/db/seed/index.ts";
import { StatementLog } from "../apps/api/src/db/statements.ts";
import type { Deps } from "../apps/api/src/deps.ts";
import { openJobs } from "../apps/api/src/jobs/start.ts";
import {
  chargesPerPeriod,
  seedDueSubscriptions,
} from "../apps/api/src/modules/subscriptions/renewals-testing.ts";
import { renewAllDue } from "../apps/api/src/modules/subscriptions/service.ts";
import { flows } from "../apps/api/src/workflows/index.ts";
import { queueSubscriptionNotice } from "../apps/api/src/workflows/subscription-jobs.ts";
import { benchConfig } from "./lib.ts";

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = 200;
const SAMPLE = 200;

console.log(
  `bench/subscriptions: ${COUNT} due subscriptions, ${CONCURRENCY} at a time, batches of ${BATCH}, ${os.cpus().length} cores, node ${process.version}`,
);

const name = `ojas_bench_subs_${randomBytes(4).toString("hex")}`;
const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${name}`);
const url = new URL(pgUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const pool = (max: number, statements?: StatementLog) =>
  withOwnConnectionTransactions(
    postgres(databaseUrl, {
      max,
      onnotice: () => {},
      ...(statements ? { debug: statements.postgresDebug } : {}),
    }),
  );

let exitCode = 0;
const database = await openDatabase({ databaseUrl, maxConnections: CONCURRENCY + 2 });
const jobs = await openJobs(database, (error) => console.error("job queue error", error), { sendOnly: true });
const statements = new StatementLog();
const countingSql = pool(CONCURRENCY + 2, statements);
try {
  await database.migrate();
  await seedDemoData(database.db, Date.now());
  const config = benchConfig({ DEV_OUTBOX: "1", DATABASE_URL: databaseUrl });
  const depsOn = (db: Db): Deps => ({ db, config, now: Date.now, flows, jobs });
  const run = (deps: Deps, now: number) =>
    renewAllDue(deps, {
      now,
      limit: BATCH,
      concurrency: CONCURRENCY,
      notify: (tx, notice) => queueSubscriptionNotice(deps, tx, notice),
    });

  // Statements per renewal, on a sample (the driver counts every statement it sends, BEGIN and COMMIT too).
  const countingDeps = depsOn(drizzle(countingSql, { schema }) as unknown as Db);
  const sampleAt = Date.now();
  await seedDueSubscriptions(database.db, { count: SAMPLE, periodEnd: sampleAt - 60_000, tag: "sample" });
  const before = statements.count;
  const sample = await run(countingDeps, sampleAt);
  const perRenewal = (statements.count - before) / sample.renewed;
  if (sample.renewed !== SAMPLE) throw new Error(`The sample renewed ${sample.renewed} of ${SAMPLE}`);

  const rates: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const at = Date.now();
    const ids = await seedDueSubscriptions(database.db, {
      count: COUNT,
      periodEnd: at - 60_000,
      tag: `run${i}`,
    });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await run(depsOn(database.db), at);
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    const cpuMs = (user + system) / 1000 / COUNT;
    const charges = await chargesPerPeriod(database.db, ids);
    const once = charges.length === COUNT && charges.every((c) => c.charges === 1 && c.captured === 1);
    if (result.renewed !== COUNT || !once || result.errors.length > 0) {
      throw new Error(
        `Run ${i}: renewed ${result.renewed} of ${COUNT}, ${charges.length} periods charged, each once: ${once}; ${result.errors.join("; ")}`,
      );
    }
    rates.push(COUNT / seconds);
    console.log(
      `run ${i}: ${COUNT} renewed in ${seconds.toFixed(1)} s = ${(COUNT / seconds).toFixed(0)} renewals/s, this process's CPU ${cpuMs.toFixed(2)} ms per renewal`,
    );
  }
  const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `renewals/s (median of ${RUNS}): ${median.toFixed(0)} (target >= 200); statements per renewal: ${perRenewal.toFixed(1)} (target <= 10); load average ${load.join(" ")}`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await jobs.stop({ graceful: false });
  await countingSql.end({ timeout: 5 });
  await database.close();
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(exitCode);
