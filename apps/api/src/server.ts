import { Redis } from "ioredis";
import { storefrontPlugin } from "../../web/server/storefront.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { seedDemoData } from "./db/seed/index.ts";
import type { Deps } from "./deps.ts";
import { connectInvalidation } from "./infra/invalidation.ts";
import { openJobs, startJobs, stopJobs } from "./jobs/start.ts";
import { startupSummary } from "./logging.ts";
import { onCatalogueChange } from "./modules/catalogue/cache.ts";
import { onContentChange } from "./modules/content/cache.ts";
import { flows } from "./workflows/index.ts";

/** Longest a SIGTERM waits for in-flight requests and jobs (under the usual 30 s before a SIGKILL). */
const SHUTDOWN_LIMIT_MS = 25_000;

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (config.seedDemoData && (await seedDemoData(database.db, Date.now()))) {
    console.log("Loaded the demo data into an empty database.");
  }
  // Redis down is not fatal: limits count per instance and /api/health says "degraded" until it is back
  // (docs/operations.md, "Faults"); a command waits at most a second, never for a reconnect.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        keyPrefix: config.redisKeyPrefix,
      })
    : undefined;
  let redisDown = false;
  redis?.on("error", (error) => {
    if (!redisDown) console.error(`Redis is unreachable (${error.message}); retrying in the background`);
    redisDown = true;
  });
  redis?.on("ready", () => {
    if (redisDown) console.error("Redis is back");
    redisDown = false;
  });
  // The job queue on the same database, ready to take jobs before the first request can send one
  // (docs/architecture.md, "Background jobs"); worked once the server listens.
  let log = (error: unknown) => console.error("job queue error", error);
  const queue = await openJobs(database, (error) => log(error));
  const deps: Deps = { db: database.db, config, redis, now: Date.now, flows, jobs: queue };
  const app = await buildApp({ deps, logger: true });
  log = (error) => app.log.error({ err: error }, "job queue error");
  // Caches that must agree are cleared on every instance when one changes what they hold (decision 0039).
  const stopInvalidation = await connectInvalidation(deps, {
    redis,
    redisKeyPrefix: config.redisKeyPrefix,
    databaseUrl: config.databaseUrl,
    onError: (error) => app.log.warn({ err: error }, "cross-instance invalidation error"),
  });
  // Pages show catalogue data: an anonymous page may lag by as long as the catalogue does (decisions 0006, 0009).
  await app.register(storefrontPlugin, {
    siteOrigin: config.siteOrigin,
    pageCacheTtlMs: config.catalogueCacheTtlMs,
    // Content staff change what pages show too (docs/decisions/0009).
    onCatalogueChange: (listener: () => void) => {
      onCatalogueChange(deps, listener);
      onContentChange(deps, listener);
    },
    sso: config.sso,
    paymentGateways: config.payments.gateways,
  });

  // Graceful shutdown (docs/operations.md, "Faults"): stop listening and let in-flight requests and
  // running jobs finish together, then close Redis and the database pool; past the limit, exit anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const limit = setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, "shutdown took too long; exiting with work unfinished");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    limit.unref();
    await Promise.all([app.close(), stopJobs(queue)]);
    await stopInvalidation?.();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  // Every instance works the job queue (docs/architecture.md, "Background jobs").
  await startJobs(queue, deps, app.log);
  app.log.info(startupSummary(config, database.kind));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
