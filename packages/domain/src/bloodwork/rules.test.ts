import { describe, expect, it } from "vitest";
import { bloodWorkRefundPercent } from "./rules.ts";
import { BLOOD_WORK_STATUSES, BLOOD_WORK_TRANSITIONS, canMoveBloodWork } from "./status-machine.ts";

const H = 3_600_000;

describe("blood-work refunds by how close to the slot", () => {
  it("refunds everything a day or more before, half until 2 hours before, then refuses", () => {
    expect(bloodWorkRefundPercent(48 * H)).toBe(100);
    expect(bloodWorkRefundPercent(24 * H)).toBe(100);
    expect(bloodWorkRefundPercent(24 * H - 1)).toBe(50);
    expect(bloodWorkRefundPercent(2 * H)).toBe(50);
    expect(bloodWorkRefundPercent(2 * H - 1)).toBeNull();
    expect(bloodWorkRefundPercent(-H)).toBeNull();
  });
});

describe("the booking status machine", () => {
  it("ends in REPORT_READY or CANCELLED and never leaves them", () => {
    expect(BLOOD_WORK_TRANSITIONS.REPORT_READY).toEqual([]);
    expect(BLOOD_WORK_TRANSITIONS.CANCELLED).toEqual([]);
    for (const s of BLOOD_WORK_STATUSES) expect(canMoveBloodWork(s, "PAYMENT_PENDING")).toBe(false);
  });
  it("collects before the report and cannot cancel a collected sample", () => {
    expect(canMoveBloodWork("BOOKED", "REPORT_READY")).toBe(false);
    expect(canMoveBloodWork("SAMPLE_COLLECTED", "REPORT_READY")).toBe(true);
    expect(canMoveBloodWork("SAMPLE_COLLECTED", "CANCELLED")).toBe(false);
  });
});
