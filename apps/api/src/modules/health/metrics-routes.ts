// GET /api/metrics (docs/operations.md, "Metrics"): the process's counters and histograms
// (http/metrics.ts) and what is read on a scrape: the database pool's use and the job queue's depth.
import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Gauge, Registry } from "prom-client";
import { APPLICATION_NAME } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import {
  collectProcessMetrics,
  metricsRegistry,
  observeRequest,
  openTransactions,
} from "../../http/metrics.ts";

/** What a scrape reads from the databases is reused for this long, however often it is scraped. */
const SCRAPE_CACHE_MS = 5000;

interface Snapshot {
  connections: { state: string; n: number }[];
  queues: { name: string; queued: number; active: number; failed: number }[];
}

/** The bearer token, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

async function readSnapshot(deps: Deps): Promise<Snapshot> {
  // This process's connections by state (PostgreSQL; the query itself is one "active").
  const connections = deps.config.databaseUrl
    ? await deps.db
        .execute(
          sql`select coalesce(state, 'starting') as state, count(*)::int as n from pg_stat_activity
              where application_name = ${APPLICATION_NAME} group by 1`,
        )
        .then((result) => rowsOf<{ state: string; n: number }>(result))
        .catch(() => [])
    : [];
  // pg-boss's counts per queue, as its monitor last stored them; failed = failed jobs still kept.
  const queues = deps.jobs
    ? await deps.jobs
        .getQueues()
        .then((list) =>
          list.map((q) => ({
            name: q.name,
            queued: q.queuedCount,
            active: q.activeCount,
            failed: q.failedCount,
          })),
        )
        .catch(() => [])
    : [];
  return { connections, queues };
}

/**
 * The endpoint, and the request histogram's hook, exist only when METRICS_TOKEN is set: without it GET
 * /api/metrics answers 4040 as any unknown path does; with it, a request without that bearer token 4011.
 */
// fastify-plugin: the request hook applies to every route of the app, not only this plugin's.
export const metricsRoutes = fp<{ deps: Deps }>(async (app: FastifyInstance, { deps }) => {
  const token = deps.config.metricsToken;
  if (!token) {
    app.get("/api/metrics", { schema: { hide: true } }, async (request) => {
      throw new AppError(4040, `No route for ${request.method} /api/metrics`);
    });
    return;
  }
  collectProcessMetrics();
  // The route pattern (routeOptions.url), never the raw URL; a path no route matched is "unmatched".
  app.addHook("onResponse", (request, reply, done) => {
    observeRequest(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  let cached: { at: number; snapshot: Promise<Snapshot> } | undefined;
  const snapshot = () => {
    const now = Date.now();
    if (!cached || now - cached.at > SCRAPE_CACHE_MS) cached = { at: now, snapshot: readSnapshot(deps) };
    return cached.snapshot;
  };

  const scrape = new Registry();
  const driver = deps.config.databaseUrl ? "postgres" : "pglite";
  new Gauge({
    name: "ojas_db_pool_max",
    help: "Connections this process may open to the database (PGlite: one)",
    labelNames: ["driver"] as const,
    registers: [scrape],
    collect() {
      this.set({ driver }, driver === "postgres" ? deps.config.databasePoolSize : 1);
    },
  });
  new Gauge({
    name: "ojas_db_transactions_open",
    help: "Transactions open in this process now, each holding a pool connection",
    registers: [scrape],
    collect() {
      this.set(openTransactions());
    },
  });
  new Gauge({
    name: "ojas_db_connections",
    help: "This process's PostgreSQL connections by state (pg_stat_activity)",
    labelNames: ["state"] as const,
    registers: [scrape],
    async collect() {
      this.reset();
      for (const { state, n } of (await snapshot()).connections) this.set({ state }, Number(n));
    },
  });
  new Gauge({
    name: "ojas_job_queue_jobs",
    help: "Jobs in each queue by state: queued (waiting, deferred included), active, failed (still kept)",
    labelNames: ["queue", "state"] as const,
    registers: [scrape],
    async collect() {
      this.reset();
      for (const q of (await snapshot()).queues) {
        this.set({ queue: q.name, state: "queued" }, q.queued);
        this.set({ queue: q.name, state: "active" }, q.active);
        this.set({ queue: q.name, state: "failed" }, q.failed);
      }
    },
  });

  app.get("/api/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) throw new AppError(4011);
    const text = `${await metricsRegistry.metrics()}\n${await scrape.metrics()}`;
    return reply.type(metricsRegistry.contentType).send(text);
  });
});
