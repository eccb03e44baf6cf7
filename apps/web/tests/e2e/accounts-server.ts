import { buildApp } from "../../../api/src/app.ts";
import { loadConfig } from "../../../api/src/config.ts";
import type { Db } from "../../../api/src/db/client.ts";
import { startOidcProvider } from "../../../api/src/test/oidc.ts";
import { freePort } from "../../../api/src/test/processes.ts";
import { flows } from "../../../api/src/workflows/index.ts";
import { storefrontPlugin } from "../../server/storefront.ts";
import { OIDC_LOGINS } from "./oidc-logins.ts";

/**
 * A second instance of the shop on the same database whose public origin is its own address, so the
 * browser's sign-in calls pass the API's same-site check and its redirect URIs are this site's, with
 * Google and Apple sign-in through a real OpenID provider on loopback (apps/api/src/test/oidc.ts).
 */
export async function startAccountsServer(db: Db) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const oidc = await startOidcProvider([`${origin}/auth/callback/google`, `${origin}/auth/callback/apple`]);
  for (const { login, ...claims } of Object.values(OIDC_LOGINS)) {
    oidc.accounts.set(login, { ...claims, email_verified: true });
  }
  const config = loadConfig({
    NODE_ENV: "test",
    DEV_OUTBOX: "1",
    RATE_LIMIT_MAX: "100000",
    // Every browser journey signs up from 127.0.0.1.
    OTP_SENDS_PER_ADDRESS: "100000",
    LOG_LEVEL: "silent",
    SITE_ORIGIN: origin,
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: oidc.google.clientId,
    GOOGLE_CLIENT_SECRET: oidc.google.clientSecret,
    APPLE_ISSUER: oidc.issuer,
    APPLE_CLIENT_ID: oidc.apple.clientId,
    APPLE_CLIENT_SECRET: oidc.apple.clientSecret,
  });
  const app = await buildApp({ deps: { db, config, now: Date.now, flows } });
  await app.register(storefrontPlugin, {
    siteOrigin: config.siteOrigin,
    sso: config.sso,
    paymentGateways: config.payments.gateways,
  });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    origin,
    close: async () => {
      await app.close();
      await oidc.close();
    },
  };
}
