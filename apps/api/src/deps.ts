import type { PaymentGatewayName } from "@ojas/domain";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { PaymentGateway } from "./modules/payments/gateways/gateway.ts";

/** What every module's routes and services receive. */
export interface Deps {
  db: Db;
  config: Config;
  redis?: Redis;
  /** Current time in epoch ms; tests move it. */
  now: () => number;
  /** The payment gateway for a name, when not the configuration's (tests of a gateway that fails). */
  paymentGateway?: (name: PaymentGatewayName) => PaymentGateway | undefined;
}
