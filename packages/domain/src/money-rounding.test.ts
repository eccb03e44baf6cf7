import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceLessPercent, roundForMarket, roundingStep } from "./money.ts";

describe("roundForMarket", () => {
  it("rounds rupees to whole rupees and cents or fils to themselves", () => {
    expect(roundingStep("INR")).toBe(100);
    expect(roundingStep("usd")).toBe(1);
    expect(roundingStep("AED")).toBe(1);
    expect(roundForMarket(14_995, "INR")).toBe(15_000);
    expect(roundForMarket(14_949.5, "INR")).toBe(14_900);
    expect(roundForMarket(666_633.33, "INR", "up")).toBe(666_700);
    expect(roundForMarket(99_760, "INR", "down")).toBe(99_700);
    expect(roundForMarket(254.5, "USD")).toBe(255);
    expect(roundForMarket(254.4, "AED")).toBe(254);
    expect(roundForMarket(0.1 + 0.2, "USD", "up")).toBe(1);
    expect(roundForMarket(30_000.000_000_01, "INR", "up")).toBe(30_000);
  });

  it("always lands on a whole step, within one step of the amount, in the mode's direction", () => {
    const currency = fc.constantFrom("INR", "AED", "USD");
    const amount = fc.double({ min: 0, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(amount, currency, (value, code) => {
        const step = roundingStep(code);
        const nearest = roundForMarket(value, code);
        const up = roundForMarket(value, code, "up");
        const down = roundForMarket(value, code, "down");
        for (const r of [nearest, up, down]) expect(r % step).toBe(0);
        expect(Math.abs(nearest - value)).toBeLessThanOrEqual(step / 2 + 1e-6);
        expect(up).toBeGreaterThanOrEqual(value - 1e-6);
        expect(down).toBeLessThanOrEqual(value + 1e-6);
        expect(up - down).toBeLessThanOrEqual(step);
      }),
    );
  });
});

describe("priceLessPercent", () => {
  it("takes the percent off in whole rupees in India (₹1,247 less 20% is ₹998, not ₹997.60)", () => {
    expect(priceLessPercent(124_700, 20, "INR")).toBe(99_800);
    expect(priceLessPercent(1_900, 5, "USD")).toBe(1_805);
  });

  it("keeps a whole-rupee price whole and never goes below 0 or above the price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (rupees, pct) => {
          const price = rupees * 100;
          const less = priceLessPercent(price, pct, "INR");
          expect(less % 100).toBe(0);
          expect(less).toBeGreaterThanOrEqual(0);
          expect(less).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
