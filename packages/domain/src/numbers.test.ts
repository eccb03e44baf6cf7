import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abbreviateNumber } from "./numbers.ts";

describe("abbreviateNumber", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1K"],
    [1050, "1K"],
    [1100, "1.1K"],
    [1500, "1.5K"],
    [1999, "1.9K"],
    [9999, "9.9K"],
    [10_000, "10K"],
    [12_500, "12K"],
    [999_999, "999K"],
    [1_000_000, "1M"],
    [2_300_000, "2.3M"],
    [45_600_000, "45M"],
    [1_000_000_000, "1B"],
    [7_890_000_000, "7.8B"],
    [-1500, "-1.5K"],
    [-12, "-12"],
  ])("%d -> %s", (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });

  it("never throws and ends with K, M or B, or is the plain integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = abbreviateNumber(n);
        if (Math.abs(n) < 1000) expect(text).toBe(String(n));
        else expect(text).toMatch(/^-?\d+(\.\d)?[KMB]$/);
        expect(text).not.toMatch(/\.0[KMB]$/);
      }),
    );
  });

  it("never overstates the number", () => {
    const factor = { K: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const match = /^(\d+(?:\.\d)?)([KMB])$/.exec(abbreviateNumber(n))!;
        expect(Number(match[1]) * factor[match[2] as keyof typeof factor]).toBeLessThanOrEqual(n);
      }),
    );
  });
});
