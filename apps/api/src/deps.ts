import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";

/** What every module's routes and services receive. */
export interface Deps {
  db: Db;
  config: Config;
  redis?: Redis;
  /** Current time in epoch ms; tests move it. */
  now: () => number;
}
