import { describe, expect, it } from "vitest";
import { nextTickIn, sameDayNudgeText } from "./same-day.ts";

const MIN = 60_000;
const cutOff = 1_800_000_000_000;

describe("same-day dispatch nudge", () => {
  it("counts down in hours and minutes to the cut-off", () => {
    expect(sameDayNudgeText(cutOff, cutOff - (2 * 60 + 14) * MIN)).toBe(
      "Order within 2h 14m for same-day dispatch",
    );
    expect(sameDayNudgeText(cutOff, cutOff - 3 * 60 * MIN)).toBe("Order within 3h for same-day dispatch");
    expect(sameDayNudgeText(cutOff, cutOff - 45 * MIN)).toBe("Order within 45m for same-day dispatch");
  });

  it("rounds up to the minute and never says 0m", () => {
    expect(sameDayNudgeText(cutOff, cutOff - (2 * 60 + 13) * MIN - 10_000)).toBe(
      "Order within 2h 14m for same-day dispatch",
    );
    expect(sameDayNudgeText(cutOff, cutOff - 20_000)).toBe("Order within 1m for same-day dispatch");
  });

  it("is gone once the cut-off has passed", () => {
    expect(sameDayNudgeText(cutOff, cutOff)).toBeNull();
    expect(sameDayNudgeText(cutOff, cutOff + MIN)).toBeNull();
  });

  it("wakes up when the minutes left change", () => {
    expect(nextTickIn(cutOff, cutOff - 10 * MIN - 15_000)).toBe(15_000);
    expect(nextTickIn(cutOff, cutOff - 10 * MIN)).toBe(MIN);
    expect(nextTickIn(cutOff, cutOff - 500)).toBe(1000);
  });
});
