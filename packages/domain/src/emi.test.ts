import { describe, expect, it } from "vitest";
import { emiOptions } from "./emi.ts";

describe("emiOptions", () => {
  it("offers nothing below ₹3,000 or outside INR", () => {
    expect(emiOptions(299_999, "INR")).toEqual([]);
    expect(emiOptions(5_000_000, "USD")).toEqual([]);
  });

  it("splits no-cost plans evenly, rounding up to the rupee", () => {
    const [three, six] = emiOptions(300_000, "INR");
    expect(three).toMatchObject({ months: 3, monthlyAmount: 100_000, totalAmount: 300_000, noCost: true });
    expect(six).toMatchObject({ months: 6, monthlyAmount: 50_000, noCost: true });
  });

  it("never charges more than the price on a no-cost plan", () => {
    const [three] = emiOptions(1_999_900, "INR");
    // ₹19,999 over 3 months is ₹6,666.33...: shown and charged as ₹6,667 a month, never ₹6,666.34.
    expect(three).toMatchObject({ monthlyAmount: 666_700, totalAmount: 1_999_900, noCost: true });
  });

  it("charges interest on longer plans by amortisation", () => {
    const twelve = emiOptions(1_999_900, "INR").find((o) => o.months === 12)!;
    expect(twelve.noCost).toBe(false);
    expect(twelve.interestRatePercent).toBe(15);
    // 19,999 at 15% p.a. over 12 months is about 1,805.07 a month: ₹1,806, rounded up to the rupee.
    expect(twelve.monthlyAmount).toBe(180_600);
    expect(twelve.totalAmount).toBeGreaterThan(1_999_900);
    for (const option of emiOptions(1_999_900, "INR")) expect(option.monthlyAmount % 100).toBe(0);
  });
});
