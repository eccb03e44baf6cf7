import { buildApp } from "../../../api/src/app.ts";
import { loadConfig } from "../../../api/src/config.ts";
import type { Db } from "../../../api/src/db/client.ts";
import { freePort } from "../../../api/src/test/processes.ts";
import { flows } from "../../../api/src/workflows/index.ts";
import { storefrontPlugin } from "../../server/storefront.ts";

/**
 * An instance of the shop on the same database with the page cache on, as `npm start` runs it (decisions
 * 0009 and 0042), for the journeys about shared pages. Its public origin is its own address, so the
 * browser's sign-in calls pass the API's same-site check.
 */
export async function startCachedServer(db: Db) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "1",
    RATE_LIMIT_MAX: "100000",
    OTP_SENDS_PER_ADDRESS: "100000",
    LOG_LEVEL: "silent",
    SITE_ORIGIN: origin,
  });
  const app = await buildApp({ deps: { db, config, now: Date.now, flows } });
  await app.register(storefrontPlugin, {
    siteOrigin: config.siteOrigin,
    paymentGateways: config.payments.gateways,
    // Long enough that nothing expires during a journey.
    pageCacheTtlMs: 10 * 60_000,
  });
  await app.listen({ port, host: "127.0.0.1" });
  return { origin, close: () => app.close() };
}
