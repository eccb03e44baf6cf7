import { describe, expect, it } from "vitest";
import {
  refundable,
  type StaffSubscription,
  type StaffSubscriptionPeriod,
  staffActionsFor,
  staffFormErrors,
  toMinor,
  toStaffDetail,
  toStaffList,
} from "./subscription-types.ts";

describe("staff subscription rules", () => {
  it("offers extend and cancel on running subscriptions, cancel on pending, nothing on ended ones", () => {
    expect(staffActionsFor({ status: "ACTIVE" })).toEqual(["extend", "cancel"]);
    expect(staffActionsFor({ status: "PAST_DUE" })).toEqual(["extend", "cancel"]);
    expect(staffActionsFor({ status: "PENDING" })).toEqual(["cancel"]);
    expect(staffActionsFor({ status: "CANCELLED" })).toEqual([]);
    expect(staffActionsFor({ status: "LAPSED" })).toEqual([]);
  });

  it("refunds only paid periods", () => {
    expect(refundable({ status: "PAID" })).toBe(true);
    expect(refundable({ status: "REFUNDED" })).toBe(false);
    expect(refundable({ status: "FAILED" })).toBe(false);
  });

  it("asks for a reason and 1 to 90 whole days", () => {
    expect(staffFormErrors("cancel", { reason: "  " })).toMatch(/reason/);
    expect(staffFormErrors("extend", { reason: "goodwill", days: "0" })).toMatch(/1 to 90/);
    expect(staffFormErrors("extend", { reason: "goodwill", days: "91" })).toMatch(/1 to 90/);
    expect(staffFormErrors("extend", { reason: "goodwill", days: "2.5" })).toMatch(/1 to 90/);
    expect(staffFormErrors("extend", { reason: "goodwill", days: "7" })).toBeNull();
    expect(staffFormErrors("refund", { reason: "broken", amount: "-1" })).toMatch(/more than 0/);
    expect(staffFormErrors("refund", { reason: "broken", amount: "" })).toBeNull();
  });

  it("reads typed amounts in minor units of the currency", () => {
    expect(toMinor("499.50", "INR")).toBe(49950);
    expect(toMinor("12", "AED")).toBe(1200);
  });

  it("gathers each period's attempts into one list of charges, newest first", () => {
    const period = (n: number, attempts: StaffSubscriptionPeriod["attempts"]) =>
      ({ number: n, start: 0, end: 1, amount: 100, status: "PAID", attempts }) as StaffSubscriptionPeriod;
    const detail = toStaffDetail({
      subscription: { subscriptionId: "SUB-1" } as unknown as StaffSubscription,
      periods: [
        period(1, [{ attemptId: "a1", amount: 100, status: "CAPTURED", createdAt: 1 }]),
        period(2, [{ attemptId: "a2", amount: 100, status: "FAILED", createdAt: 5 }]),
      ],
      events: [],
    });
    expect(detail.charges.map((charge) => charge.attemptId)).toEqual(["a2", "a1"]);
  });

  it("reads the page token from paginationData", () => {
    expect(toStaffList({ subscriptions: [], paginationData: { nextToken: "t2" } }).nextToken).toBe("t2");
    expect(toStaffList({ subscriptions: [] }).nextToken).toBeNull();
  });
});
