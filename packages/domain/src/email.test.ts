import { describe, expect, it } from "vitest";
import {
  BASE64_PATTERN,
  isNonEmptyString,
  isValidEmail,
  matchesPattern,
  NUMERIC_PATTERN,
  normaliseEmail,
} from "./email.ts";

describe("isValidEmail", () => {
  it.each([
    "asha@ojas.in",
    "asha.rao@ojas.in",
    "asha-rao@ojas-health.com",
    "a_b@mail.co.uk",
    "x1@d.io",
    "Care.AE@OjasHealth.COM",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "plain",
    "@ojas.in",
    "asha@",
    "asha@ojas",
    "asha@ojas.c",
    "asha@ojas.info",
    "asha@ojas.c0m",
    "asha..rao@ojas.in",
    ".asha@ojas.in",
    "asha.@ojas.in",
    "asha+tag@ojas.in",
    "asha rao@ojas.in",
    "asha@@ojas.in",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("rejects non-strings and overlong addresses", () => {
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@ojas.in`)).toBe(false);
  });

  it("does not backtrack catastrophically", () => {
    const started = performance.now();
    expect(isValidEmail(`${"a.".repeat(5000)}!`)).toBe(false);
    expect(isValidEmail(`a@${"b-".repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("normalises by trimming and lower-casing", () => {
    expect(normaliseEmail("  Asha@Ojas.IN ")).toBe("asha@ojas.in");
  });
});

describe("string helpers", () => {
  it("isNonEmptyString needs visible characters", () => {
    expect(isNonEmptyString("a")).toBe(true);
    expect(isNonEmptyString("")).toBe(false);
    expect(isNonEmptyString(" \t")).toBe(false);
    expect(isNonEmptyString(1)).toBe(false);
    expect(isNonEmptyString(undefined)).toBe(false);
  });

  it("matchesPattern accepts only non-empty strings", () => {
    expect(matchesPattern("123", NUMERIC_PATTERN)).toBe(true);
    expect(matchesPattern(123, NUMERIC_PATTERN)).toBe(false);
    expect(matchesPattern("", BASE64_PATTERN)).toBe(false);
  });

  it("NUMERIC_PATTERN is digits only", () => {
    expect(NUMERIC_PATTERN.test("0123")).toBe(true);
    expect(NUMERIC_PATTERN.test("12.3")).toBe(false);
    expect(NUMERIC_PATTERN.test("-1")).toBe(false);
    expect(NUMERIC_PATTERN.test("")).toBe(false);
  });

  it("BASE64_PATTERN matches padded base64", () => {
    for (const text of ["", "f", "fo", "foo", "foob", "ojas?>"]) {
      expect(BASE64_PATTERN.test(Buffer.from(text).toString("base64"))).toBe(true);
    }
    expect(BASE64_PATTERN.test("Zm9v!")).toBe(false);
    expect(BASE64_PATTERN.test("Zm9")).toBe(false);
    expect(BASE64_PATTERN.test("Z===")).toBe(false);
  });
});
