import type { TestProject } from "vitest/node";
import { buildApp } from "../../../api/src/app.ts";
import { loadConfig } from "../../../api/src/config.ts";
import { openDatabase } from "../../../api/src/db/client.ts";
import { seedDemoData } from "../../../api/src/db/seed/index.ts";
import { storefrontPlugin } from "../../server/storefront.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server (API + storefront) of the browser journeys listens. */
    webOrigin: string;
    /** The configured public origin: canonical links must use it, not the request's host. */
    siteOrigin: string;
  }
}

export const E2E_SITE_ORIGIN = "https://shop.ojas.test";

/**
 * Starts the real server once for the e2e project: a migrated, seeded in-memory PGlite, the API and the
 * storefront (from the existing build: `npm run build -w @ojas/web`) on a random loopback port.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  await seedDemoData(database.db, Date.now());
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "1",
    RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: "silent",
    SITE_ORIGIN: E2E_SITE_ORIGIN,
  });
  const app = await buildApp({ deps: { db: database.db, config, now: Date.now } });
  await app.register(storefrontPlugin, { siteOrigin: config.siteOrigin });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  project.provide("webOrigin", address);
  project.provide("siteOrigin", config.siteOrigin);
  return async () => {
    await app.close();
    await database.close();
  };
}
