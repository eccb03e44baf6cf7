import path from "node:path";
import { z } from "zod";

const boolFlag = z
  .enum(["0", "1", "true", "false", ""])
  .transform((v) => v === "1" || v === "true")
  .optional();

const paymentGateway = z.enum(["sandbox", "razorpay"]).default("sandbox");

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
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]*$/, "letters, digits and _ . : - only")
    .max(64)
    .default(""),
  DEV_OUTBOX: boolFlag,
  TRUST_PROXY: boolFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  OTP_SENDS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYMENT_KEY_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  SEED_DEMO_DATA: boolFlag,
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  CART_READS_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GOOGLE_ISSUER: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PAYMENT_GATEWAY_IN: paymentGateway,
  PAYMENT_GATEWAY_AE: paymentGateway,
  PAYMENT_GATEWAY_US: paymentGateway,
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

/** An OpenID Connect provider for "Sign in with Google / Apple". */
export interface SsoProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}
export type SsoSource = "GOOGLE" | "APPLE";

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  siteOrigin: string;
  databaseUrl?: string;
  /**
   * Connections to PostgreSQL per instance. Fewer than the default suit a small machine that PostgreSQL
   * shares: queries then go out together on fewer connections (docs/decisions/0018-cart-reads-may-lag.md).
   */
  databasePoolSize: number;
  dataDir: string;
  redisUrl?: string;
  /**
   * Put before every Redis key and the invalidation channel: instances of one shop share it, another shop
   * (or a test run) on the same Redis uses its own.
   */
  redisKeyPrefix: string;
  devOutbox: boolean;
  trustProxy: boolean;
  logLevel: string;
  rateLimit: { max: number; windowMs: number };
  /** One-time codes one client address may ask for per 15 minutes, whatever the phones or emails. */
  otpSendsPerAddress: number;
  bodyLimit: number;
  secrets: { jwt: string; paymentKey: string; webhook: string };
  seedDemoData: boolean;
  /** How long catalogue listings and product pages are served from memory (0: never). */
  catalogueCacheTtlMs: number;
  /**
   * How long a cart's pricing may reuse what this instance read of the shopper, their life bits and the
   * catalogue's prices and stock (0: read every time). Orders always read them live.
   */
  cartReadsTtlMs: number;
  /** Sign-in providers; one not configured answers 4000 "Sign-in with X is not available". */
  sso: Partial<Record<SsoSource, SsoProviderConfig>>;
  /** SMTP transport for email; without smtpUrl mail goes only to the dev outbox. */
  mail: { smtpUrl?: string; from: string };
  /** The payment gateway of each market, and Razorpay's API keys when a market uses it. */
  payments: {
    gateways: Record<"IN" | "AE" | "US", "sandbox" | "razorpay">;
    razorpay?: { keyId: string; keySecret: string };
  };
  /** The bearer token GET /api/metrics asks for; without it the endpoint does not exist (4040). */
  metricsToken?: string;
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
  const sso: Config["sso"] = {};
  const google = ssoProvider("GOOGLE", e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  if (google) sso.GOOGLE = google;
  const apple = ssoProvider("APPLE", e.APPLE_ISSUER, e.APPLE_CLIENT_ID, e.APPLE_CLIENT_SECRET);
  if (apple) sso.APPLE = apple;
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    devOutbox: e.DEV_OUTBOX ?? !production,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    otpSendsPerAddress: e.OTP_SENDS_PER_ADDRESS,
    bodyLimit: e.BODY_LIMIT_BYTES,
    secrets: {
      jwt: e.JWT_SECRET ?? DEV_SECRET,
      paymentKey: e.PAYMENT_KEY_SECRET ?? `${DEV_SECRET}-payment`,
      webhook: e.WEBHOOK_SECRET ?? `${DEV_SECRET}-webhook`,
    },
    seedDemoData: e.SEED_DEMO_DATA ?? true,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    cartReadsTtlMs: e.CART_READS_TTL_MS,
    sso,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "Ojas <no-reply@ojas.in>" },
    payments: paymentsConfig(e),
    metricsToken: e.METRICS_TOKEN,
  };
}

/** A market on Razorpay needs both keys: starting without them would fail every checkout there. */
function paymentsConfig(e: z.infer<typeof envSchema>): Config["payments"] {
  const gateways = { IN: e.PAYMENT_GATEWAY_IN, AE: e.PAYMENT_GATEWAY_AE, US: e.PAYMENT_GATEWAY_US };
  const onRazorpay = Object.entries(gateways)
    .filter(([, gateway]) => gateway === "razorpay")
    .map(([market]) => `PAYMENT_GATEWAY_${market}`);
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET }
      : undefined;
  if (onRazorpay.length > 0 && !razorpay) {
    const missing = (["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"] as const).filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid configuration: ${onRazorpay.join(", ")}=razorpay needs ${missing.join(" and ")} to be set`,
    );
  }
  return { gateways, razorpay };
}

/** All three settings or none: a half-configured provider is a mistake worth stopping for. */
function ssoProvider(
  name: SsoSource,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
): SsoProviderConfig | undefined {
  const given = [issuer, clientId, clientSecret].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
    throw new ConfigError(
      `Invalid configuration: ${name}_ISSUER, ${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`,
    );
  }
  return { issuer, clientId, clientSecret };
}
