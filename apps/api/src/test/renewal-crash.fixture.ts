// A renewal worker for renewals.postgres.test.ts that dies (SIGKILL: nothing cleaned up) right after the
// gateway has taken a charge and before the shop records its answer.
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import type { PaymentGateway } from "../modules/payments/gateways/gateway.ts";
import { sandboxGateway } from "../modules/payments/gateways/sandbox.ts";
import { renewDue } from "../modules/subscriptions/service.ts";
import { flows } from "../workflows/index.ts";

const { RENEW_URL } = process.env;
if (!RENEW_URL) throw new Error("RENEW_URL is required");
const database = await openDatabase({ databaseUrl: RENEW_URL, maxConnections: 2 });
const config = loadConfig({ NODE_ENV: "test", DEV_OUTBOX: "1", LOG_LEVEL: "silent" });
const real = sandboxGateway(config, { db: database.db, now: Date.now });
const dying: PaymentGateway = {
  ...real,
  async chargeSavedMethod(request) {
    await real.chargeSavedMethod(request);
    process.kill(process.pid, "SIGKILL");
    return new Promise(() => {});
  },
};
const deps: Deps = {
  db: database.db,
  config,
  now: Date.now,
  flows,
  paymentGateway: (name) => (name === "sandbox" ? dying : undefined),
};
await renewDue(deps, { limit: 1 });
throw new Error("The worker should have died during the charge");
