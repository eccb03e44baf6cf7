import { describe, expect, it } from "vitest";
import { daysSinceWeekStart, startOfWeek, WEEK_STARTS_ON, WEEKDAYS, WEEKDAYS_SHORT } from "./week.ts";

const iso = (date: Date) => date.toISOString();

describe("week constants", () => {
  it("starts on Monday", () => {
    expect(WEEK_STARTS_ON).toBe(1);
    expect(WEEKDAYS[0]).toBe("Monday");
    expect(WEEKDAYS.at(-1)).toBe("Sunday");
    expect(WEEKDAYS_SHORT).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
  });

  it("counts days since Monday from a getDay index", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(daysSinceWeekStart)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe("startOfWeek in a time zone", () => {
  it("goes back to Monday 00:00 in Asia/Kolkata", () => {
    // Wednesday 2025-01-15 15:30 IST.
    expect(iso(startOfWeek(new Date("2025-01-15T10:00:00Z"), "Asia/Kolkata"))).toBe(
      "2025-01-12T18:30:00.000Z",
    );
  });

  it("keeps Monday 00:00 itself and sends Sunday 23:59 to the previous Monday", () => {
    const mondayMidnight = new Date("2025-01-12T18:30:00Z"); // Mon 2025-01-13 00:00 IST
    expect(iso(startOfWeek(mondayMidnight, "Asia/Kolkata"))).toBe(iso(mondayMidnight));
    const sundayLate = new Date(mondayMidnight.getTime() - 60_000);
    expect(iso(startOfWeek(sundayLate, "Asia/Kolkata"))).toBe("2025-01-05T18:30:00.000Z");
  });

  it("uses the zone's calendar date, not UTC's", () => {
    // Monday 01:00 in Dubai is still Sunday in UTC.
    expect(iso(startOfWeek(new Date("2025-01-12T21:00:00Z"), "Asia/Dubai"))).toBe("2025-01-12T20:00:00.000Z");
    // Sunday 21:00 in New York is already Monday in UTC.
    expect(iso(startOfWeek(new Date("2025-01-13T02:00:00Z"), "America/New_York"))).toBe(
      "2025-01-06T05:00:00.000Z",
    );
  });

  it("handles a DST change inside the week", () => {
    // US DST began Sunday 2025-03-09; the week's Monday 2025-03-03 was still EST (-05:00).
    expect(iso(startOfWeek(new Date("2025-03-09T12:00:00Z"), "America/New_York"))).toBe(
      "2025-03-03T05:00:00.000Z",
    );
    // The next Monday is EDT (-04:00).
    expect(iso(startOfWeek(new Date("2025-03-12T12:00:00Z"), "America/New_York"))).toBe(
      "2025-03-10T04:00:00.000Z",
    );
  });

  it("returns the first instant of Monday when DST skips its midnight", () => {
    // Iran moved clocks from 00:00 to 01:00 on Monday 2021-03-22.
    expect(iso(startOfWeek(new Date("2021-03-23T12:00:00Z"), "Asia/Tehran"))).toBe(
      "2021-03-21T20:30:00.000Z",
    );
  });

  it("accepts epoch ms", () => {
    expect(iso(startOfWeek(Date.parse("2025-01-15T10:00:00Z"), "UTC"))).toBe("2025-01-13T00:00:00.000Z");
  });
});

describe("startOfWeek in the local zone", () => {
  it("returns a local Monday at 00:00 within the previous 7 days", () => {
    for (let day = 0; day < 14; day++) {
      const date = new Date(2025, 0, 1 + day, 13, 45);
      const start = startOfWeek(date);
      expect(start.getDay()).toBe(1);
      expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([
        0, 0, 0, 0,
      ]);
      expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
      expect(date.getTime() - start.getTime()).toBeLessThan(7 * 86_400_000 + 3_600_000);
    }
  });
});
