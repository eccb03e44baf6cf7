import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canUseDarkTheme, compareVersions, isValidVersion, isVersionAbove } from "./version.ts";

const version = fc
  .array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join("."));

describe("compareVersions", () => {
  it.each([
    ["4.8.10", "4.8.9", 1],
    ["4.8.9", "4.8.10", -1],
    ["4.8.9", "4.8.9", 0],
    ["4.9", "4.8.9", 1],
    ["4.8", "4.8.0", 0],
    ["4.8", "4.8.0.1", -1],
    ["5", "4.99.99", 1],
    ["4.10.0", "4.9.9", 1],
    ["04.08.09", "4.8.9", 0],
    ["v4.9.0", "4.8.9", 1],
    ["4.9.0-beta", "4.9.0", 0],
    ["4.8.99999999999999999999", "4.8.99999999999999999998", 1],
  ] as const)("%s vs %s -> %d", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it("is antisymmetric", () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it("is antisymmetric on arbitrary strings too", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });

  it("is reflexive and ignores trailing zero parts", () => {
    fc.assert(
      fc.property(version, (a) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, `${a}.0`)).toBe(0);
      }),
    );
  });

  it("is transitive", () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) {
          expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe("isVersionAbove", () => {
  it("is strictly above the gate", () => {
    expect(isVersionAbove("4.8.10", "4.8.9")).toBe(true);
    expect(isVersionAbove("4.9.0", "4.8.9")).toBe(true);
    expect(isVersionAbove("4.8.9", "4.8.9")).toBe(false);
    expect(isVersionAbove("4.8.8", "4.8.9")).toBe(false);
    expect(isVersionAbove("4.6.0", "4.5.9")).toBe(true);
    expect(isVersionAbove("4.5.9", "4.5.9")).toBe(false);
  });

  it("is false for missing or malformed versions", () => {
    expect(isVersionAbove(null, "4.8.9")).toBe(false);
    expect(isVersionAbove(undefined, "4.8.9")).toBe(false);
    expect(isVersionAbove("", "4.8.9")).toBe(false);
    expect(isVersionAbove("latest", "4.8.9")).toBe(false);
    expect(isValidVersion("4.8.9")).toBe(true);
    expect(isValidVersion("4..9")).toBe(false);
  });
});

describe("canUseDarkTheme", () => {
  it("needs iOS and an app version above 4.8.9", () => {
    expect(canUseDarkTheme({ isIos: true, appVersion: "4.8.10" })).toBe(true);
    expect(canUseDarkTheme({ isIos: true, appVersion: "5.0" })).toBe(true);
    expect(canUseDarkTheme({ isIos: true, appVersion: "4.8.9" })).toBe(false);
    expect(canUseDarkTheme({ isIos: true, appVersion: "4.5.9" })).toBe(false);
    expect(canUseDarkTheme({ isIos: false, appVersion: "5.0.0" })).toBe(false);
    expect(canUseDarkTheme({ isIos: true, appVersion: null })).toBe(false);
  });
});
