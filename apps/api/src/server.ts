import { Redis } from "ioredis";
import { storefrontPlugin } from "../../web/server/storefront.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { seedDemoData } from "./db/seed/index.ts";
import type { Deps } from "./deps.ts";
import { openJobs, startJobs, stopJobs } from "./jobs/start.ts";
import { startupSummary } from "./logging.ts";
import { onCatalogueChange } from "./modules/catalogue/cache.ts";
import { onContentChange } from "./modules/content/cache.ts";
import { flows } from "./workflows/index.ts";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  if (config.seedDemoData && (await seedDemoData(database.db, Date.now()))) {
    console.log("Loaded the demo data into an empty database.");
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  // The job queue on the same database, ready to take jobs before the first request can send one
  // (docs/architecture.md, "Background jobs"); worked once the server listens.
  let log = (error: unknown) => console.error("job queue error", error);
  const queue = await openJobs(database, (error) => log(error));
  const deps: Deps = { db: database.db, config, redis, now: Date.now, flows, jobs: queue };
  const app = await buildApp({ deps, logger: true });
  log = (error) => app.log.error({ err: error }, "job queue error");
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await stopJobs(queue);
    await app.close();
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
