import type { TestProject } from "vitest/node";
import { buildApp } from "../../../api/src/app.ts";
import { loadConfig } from "../../../api/src/config.ts";
import { openDatabase } from "../../../api/src/db/client.ts";
import { seedDemoData } from "../../../api/src/db/seed/index.ts";
import { freePort } from "../../../api/src/test/processes.ts";
import { flows } from "../../../api/src/workflows/index.ts";
import { storefrontPlugin } from "../../server/storefront.ts";
import { startAccountsServer } from "./accounts-server.ts";
import { startCachedServer } from "./cached-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server (API + storefront) of the browser journeys listens, by IP address. */
    webOrigin: string;
    /**
     * The configured public origin, the same server by host name: canonical links must use it, not the
     * request's host. Browser journeys that post to the API from the page use it, as shoppers do: the
     * API refuses state-changing calls from any other origin.
     */
    siteOrigin: string;
    /** A second server on the same database whose public origin is its own address (accounts-server.ts). */
    accountsOrigin: string;
    /** A third server on the same database with the page cache on (cached-server.ts). */
    cachedOrigin: string;
  }
}

/**
 * Starts the real server once for the e2e project: a migrated, seeded in-memory PGlite, the API and the
 * storefront (from the existing build: `npm run build -w @ojas/web`) on a random loopback port.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  await seedDemoData(database.db, Date.now());
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "1",
    RATE_LIMIT_MAX: "100000",
    // Every browser journey signs up from 127.0.0.1.
    OTP_SENDS_PER_ADDRESS: "100000",
    LOG_LEVEL: "silent",
    SITE_ORIGIN: `http://localhost:${port}`,
  });
  const app = await buildApp({ deps: { db: database.db, config, now: Date.now, flows } });
  await app.register(storefrontPlugin, {
    siteOrigin: config.siteOrigin,
    sso: config.sso,
    paymentGateways: config.payments.gateways,
  });
  // "localhost" binds every loopback address the name has (127.0.0.1, and ::1 where there is IPv6).
  await app.listen({ port, host: "localhost" });
  project.provide("webOrigin", `http://127.0.0.1:${port}`);
  project.provide("siteOrigin", config.siteOrigin);
  const accounts = await startAccountsServer(database.db);
  project.provide("accountsOrigin", accounts.origin);
  const cached = await startCachedServer(database.db);
  project.provide("cachedOrigin", cached.origin);
  return async () => {
    await cached.close();
    await accounts.close();
    await app.close();
    await database.close();
  };
}
