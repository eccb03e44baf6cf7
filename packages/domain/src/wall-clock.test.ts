import { describe, expect, it } from "vitest";
import { wallClock } from "./wall-clock.ts";

// India's and the UAE's wall clocks come from their fixed offsets, any other zone's from Intl: both agree,
// checked against the alias zones that name the same offsets but go through Intl.

describe("the wall clock of an instant in a zone", () => {
  it("agrees with Intl in India and the UAE, from 1971 to 2100", () => {
    for (const [timeZone, throughIntl] of [
      ["Asia/Kolkata", "Asia/Calcutta"],
      ["Asia/Dubai", "Asia/Muscat"],
    ] as const) {
      for (let i = 0; i < 2000; i++) {
        const at = Date.UTC(1971, 0, 1) + Math.floor(Math.abs(Math.sin(i + 1)) * 4_100_000_000) * 1000;
        expect(wallClock(at, timeZone)).toEqual(wallClock(at, throughIntl));
      }
    }
  });

  it("reads a zone with daylight saving through Intl, weekday included", () => {
    // 2026-03-08 07:30 UTC is 03:30 EDT, just after New York's clocks went forward; a Sunday.
    expect(wallClock(Date.UTC(2026, 2, 8, 7, 30, 5), "America/New_York")).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      weekday: 0,
      hour: 3,
      minute: 30,
      second: 5,
    });
    // 18:45 UTC on Friday 27 November 2026 is 00:15 on Saturday in India.
    expect(wallClock(Date.UTC(2026, 10, 27, 18, 45), "Asia/Kolkata")).toMatchObject({
      day: 28,
      weekday: 6,
      hour: 0,
      minute: 15,
    });
  });
});
