import { wallClock } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { estimatedDeliveryDate, sameDayWindow } from "./dispatch.ts";
import { localTime, zonedInstant } from "./zoned-time.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEW_YORK = "America/New_York";
const KOLKATA = "Asia/Kolkata";

describe("zoned time", () => {
  it("answers the same local time asked again, within a second and across zones and a DST change", () => {
    // Around New York's change of 2030-03-10 07:00 UTC, with ms either side of whole seconds.
    const change = Date.UTC(2030, 2, 10, 7);
    for (let round = 0; round < 2; round++) {
      for (const offset of [-HOUR, -1001, -1000, -999, -1, 0, 1, 999, 1000, HOUR, DAY]) {
        for (const zone of [NEW_YORK, KOLKATA]) {
          const at = change + offset;
          const answer = localTime(at, zone);
          expect(answer).toEqual(wallClock(at, zone));
          // A caller changing its answer changes nobody else's.
          answer.day = 0;
        }
      }
    }
  });

  it("finds local wall-clock instants on both sides of a daylight-saving change", () => {
    // 2030-03-10 is the Sunday New York moves from EST (UTC-5) to EDT (UTC-4).
    expect(zonedInstant(NEW_YORK, 2030, 3, 9, 14)).toBe(Date.UTC(2030, 2, 9, 19));
    expect(zonedInstant(NEW_YORK, 2030, 3, 11, 14)).toBe(Date.UTC(2030, 2, 11, 18));
    expect(zonedInstant(KOLKATA, 2030, 1, 32, 14)).toBe(Date.UTC(2030, 1, 1, 8, 30));
  });

  it("reads the local weekday, not the UTC one", () => {
    // 20:00 UTC on Saturday is already Sunday 01:30 in India.
    expect(localTime(Date.UTC(2030, 0, 12, 20), KOLKATA).weekday).toBe(0);
    expect(localTime(Date.UTC(2030, 0, 12, 20), NEW_YORK).weekday).toBe(6);
  });
});

describe("same-day dispatch window", () => {
  it("moves a Saturday-afternoon cut-off over Sunday and the clock change to Monday 14:00 EDT", () => {
    const saturday3pm = Date.UTC(2030, 2, 9, 20);
    expect(sameDayWindow(saturday3pm, NEW_YORK)).toEqual({
      cutOff: Date.UTC(2030, 2, 11, 18),
      openToday: false,
    });
  });

  it("is open until 14:00 exactly and closed from then on", () => {
    const cutOff = Date.UTC(2030, 0, 7, 8, 30);
    expect(sameDayWindow(cutOff - 1, KOLKATA)).toEqual({ cutOff, openToday: true });
    expect(sameDayWindow(cutOff, KOLKATA)).toEqual({ cutOff: cutOff + DAY, openToday: false });
  });
});

describe("estimated delivery date", () => {
  it("does not count Sundays", () => {
    const friday = Date.UTC(2030, 0, 11, 6);
    expect(estimatedDeliveryDate(friday, 1, KOLKATA)).toBe(friday + DAY);
    expect(estimatedDeliveryDate(friday, 2, KOLKATA)).toBe(friday + 3 * DAY);
    expect(estimatedDeliveryDate(friday, 8, KOLKATA)).toBe(friday + 10 * DAY);
  });
});
