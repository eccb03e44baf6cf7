import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has safe development defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteOrigin).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.devOutbox).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.secrets.jwt.length).toBeGreaterThanOrEqual(32);
    expect(config.otpSendsPerAddress).toBe(10);
  });

  it("takes the per-address code limit from OTP_SENDS_PER_ADDRESS", () => {
    expect(loadConfig({ OTP_SENDS_PER_ADDRESS: "50" }).otpSendsPerAddress).toBe(50);
    expect(() => loadConfig({ OTP_SENDS_PER_ADDRESS: "0" })).toThrow(/OTP_SENDS_PER_ADDRESS/);
  });

  it("takes the PostgreSQL pool size from DATABASE_POOL_SIZE, 10 by default", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: "http://x" })).toThrow(ConfigError);
  });

  it("refuses to start in production without secrets", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET, PAYMENT_KEY_SECRET, WEBHOOK_SECRET/,
    );
    const config = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(32),
      PAYMENT_KEY_SECRET: "y".repeat(16),
      WEBHOOK_SECRET: "z".repeat(16),
    });
    expect(config.devOutbox).toBe(false);
    expect(config.secrets.jwt).toBe("x".repeat(32));
  });

  it("derives the site origin from the port and strips a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).siteOrigin).toBe("http://localhost:8080");
    expect(loadConfig({ SITE_ORIGIN: "https://ojas.example/" }).siteOrigin).toBe("https://ojas.example");
  });
});
