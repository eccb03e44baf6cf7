import path from "node:path";
import { z } from "zod";

const boolFlag = z
  .enum(["0", "1", "true", "false", ""])
  .transform((v) => v === "1" || v === "true")
  .optional();

const DEV_SECRET = "dev-only-secret-change-me-in-production-000000";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  DEV_OUTBOX: boolFlag,
  TRUST_PROXY: boolFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYMENT_KEY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SEED_DEMO_DATA: boolFlag,
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  siteOrigin: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  devOutbox: boolean;
  trustProxy: boolean;
  logLevel: string;
  rateLimit: { max: number; windowMs: number };
  bodyLimit: number;
  secrets: { jwt: string; paymentKey: string; webhook: string };
  seedDemoData: boolean;
  /** How long catalogue listings and product pages are served from memory (0: never). */
  catalogueCacheTtlMs: number;
};

export class ConfigError extends Error {}

const SECRET_VARS = ["JWT_SECRET", "PAYMENT_KEY_SECRET", "WEBHOOK_SECRET"] as const;

/** Reads and validates the environment once; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production) {
    const missing = SECRET_VARS.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: ${missing.join(", ")} must be set in production`);
    }
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteOrigin: (e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    devOutbox: e.DEV_OUTBOX ?? !production,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    bodyLimit: e.BODY_LIMIT_BYTES,
    secrets: {
      jwt: e.JWT_SECRET ?? DEV_SECRET,
      paymentKey: e.PAYMENT_KEY_SECRET ?? `${DEV_SECRET}-payment`,
      webhook: e.WEBHOOK_SECRET ?? `${DEV_SECRET}-webhook`,
    },
    seedDemoData: e.SEED_DEMO_DATA ?? true,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
  };
}
