import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  DAY_MS,
  GRACE_DAYS,
  graceEndsAt,
  nextRetryAt,
  periodChargeKey,
  unusedShare,
  upgradeCharge,
} from "./billing.ts";

const utc = (s: string) => Date.parse(s);

describe("subscription billing rules", () => {
  it("adds calendar months, keeping the day or taking the month's last", () => {
    expect(addMonths(utc("2026-01-15T10:00:00Z"), 1)).toBe(utc("2026-02-15T10:00:00Z"));
    expect(addMonths(utc("2026-01-31T10:00:00Z"), 1)).toBe(utc("2026-02-28T10:00:00Z"));
    expect(addMonths(utc("2028-01-31T00:00:00Z"), 1)).toBe(utc("2028-02-29T00:00:00Z"));
    expect(addMonths(utc("2026-11-30T23:59:00Z"), 3)).toBe(utc("2027-02-28T23:59:00Z"));
    expect(addMonths(utc("2026-03-31T00:00:00Z"), 12)).toBe(utc("2027-03-31T00:00:00Z"));
  });

  it("retries a failing renewal 1, 3 and 5 days after the period's end, then stops; grace is 7 days", () => {
    const end = utc("2026-12-01T00:00:00Z");
    expect([1, 2, 3, 4].map((n) => nextRetryAt(end, n))).toEqual([
      end + DAY_MS,
      end + 3 * DAY_MS,
      end + 5 * DAY_MS,
      undefined,
    ]);
    expect(graceEndsAt(end)).toBe(end + GRACE_DAYS * DAY_MS);
  });

  it("prorates down to a whole minor unit and never beyond what was paid", () => {
    const start = 0;
    const end = 30 * DAY_MS;
    expect(unusedShare(3000, start, end, 10 * DAY_MS)).toBe(2000);
    expect(unusedShare(1000, start, end, 10 * DAY_MS)).toBe(666);
    expect(unusedShare(1000, start, end, end + 1)).toBe(0);
    expect(unusedShare(1000, start, end, start - 1)).toBe(1000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -DAY_MS, max: 31 * DAY_MS }),
        (amount, at) => {
          const share = unusedShare(amount, start, end, at);
          return Number.isInteger(share) && share >= 0 && share <= amount;
        },
      ),
    );
  });

  it("charges an upgrade the new price's rest less the old price's rest, never below zero", () => {
    const end = 30 * DAY_MS;
    expect(upgradeCharge(3000, 6000, 0, end, 15 * DAY_MS)).toBe(1500);
    expect(upgradeCharge(6000, 3000, 0, end, 15 * DAY_MS)).toBe(0);
  });

  it("keys a period's charge by subscription and number, within a gateway's 40 characters", () => {
    expect(periodChargeKey("SUB-ABCDEFGHJKLMNPQR", 120)).toBe("SUB-ABCDEFGHJKLMNPQR:p120");
    expect(periodChargeKey("SUB-ABCDEFGHJKLMNPQR", 9999).length).toBeLessThanOrEqual(40);
  });
});
