import { describe, expect, it } from "vitest";
import { INVALID_TIMESTAMP, relativeTime, toEpochMs } from "./relative-time.ts";

const nowMs = 1_736_935_200_000; // 2025-01-15T10:00:00Z
const nowS = nowMs / 1000;

describe("toEpochMs", () => {
  it("reads 10 digits as seconds and 13 digits as ms", () => {
    expect(toEpochMs(1_736_935_200)).toBe(nowMs);
    expect(toEpochMs("1736935200")).toBe(nowMs);
    expect(toEpochMs(nowMs)).toBe(nowMs);
    expect(toEpochMs(String(nowMs))).toBe(nowMs);
    expect(toEpochMs(1_736_935_200.5)).toBe(1_736_935_200_500);
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["negative", -1_736_935_200],
    ["9 digits", 173_693_520],
    ["11 digits", 17_369_352_000],
    ["12 digits", 173_693_520_000],
    ["14 digits", 17_369_352_000_000],
    ["0", 0],
    ["word", "yesterday"],
    ["decimal string", "1736935200.5"],
    ["empty", ""],
    ["null", null],
    ["date", new Date(nowMs)],
  ])("rejects %s", (_label, value) => {
    expect(toEpochMs(value)).toBeNull();
  });
});

describe("relativeTime", () => {
  it.each([
    [nowS, "just now"],
    [nowS - 59, "just now"],
    [nowS - 60, "1 minute ago"],
    [nowS - 119, "1 minute ago"],
    [nowS - 3 * 60, "3 minutes ago"],
    [nowS - 3_600, "1 hour ago"],
    [nowS - 2 * 86_400, "2 days ago"],
    [nowS - 3 * 86_400, "3 days ago"],
    [nowS - 604_800, "1 week ago"],
    [nowS - 2_592_000, "1 month ago"],
    [nowS - 31_536_000, "1 year ago"],
    [nowS - 2 * 31_536_000, "2 years ago"],
    [nowS + 2 * 3_600, "in 2 hours"],
    [nowS + 30, "just now"],
    [nowS + 86_400, "in 1 day"],
  ])("%s seconds -> %s", (timestamp, expected) => {
    expect(relativeTime(timestamp, nowMs)).toBe(expected);
  });

  it("gives the same answer for seconds and milliseconds", () => {
    expect(relativeTime(nowMs - 3 * 86_400_000, nowMs)).toBe("3 days ago");
    expect(relativeTime(String(nowS - 3 * 86_400), nowMs)).toBe("3 days ago");
  });

  it("returns 'Invalid timestamp' for bad input", () => {
    expect(INVALID_TIMESTAMP).toBe("Invalid timestamp");
    for (const bad of [Number.NaN, "abc", -5, 12_345, "12345678901", undefined, {}]) {
      expect(relativeTime(bad, nowMs)).toBe("Invalid timestamp");
    }
  });
});
