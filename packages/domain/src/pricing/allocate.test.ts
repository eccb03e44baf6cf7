import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitProportionally } from "./allocate.ts";

describe("splitProportionally", () => {
  it("splits in proportion and adds up exactly", () => {
    expect(splitProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(splitProportionally(1000, [3000, 1000])).toEqual([750, 250]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
  });

  it("never gives a line more than its weight, where remainder-on-the-last-line would", () => {
    // Floors of 6*3/7 are 2 and 2; the last line (weight 1) would get 2.
    expect(splitProportionally(6, [3, 3, 1])).toEqual([3, 2, 1]);
    expect(splitProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it("limits the total to the sum of the weights and ignores zero or negative weights", () => {
    expect(splitProportionally(500, [100, 0, 50])).toEqual([100, 0, 50]);
    expect(splitProportionally(10, [-5, 10])).toEqual([0, 10]);
    expect(splitProportionally(10, [])).toEqual([]);
  });

  it("stays exact for amounts whose products pass 2^53", () => {
    const shares = splitProportionally(9_000_000_000, [7_000_000_000, 3_000_000_001]);
    expect(shares[0] + shares[1]).toBe(9_000_000_000);
  });

  it("gives the same shares in numbers as the largest-remainder split worked out in BigInt", () => {
    const inBigInt = (total: number, weights: number[]) => {
      const sum = weights.reduce((a, b) => a + b, 0);
      const amount = Math.min(total, sum);
      if (amount === 0) return weights.map(() => 0);
      const exact = weights.map((w) => BigInt(amount) * BigInt(w));
      const shares = exact.map((e) => Number(e / BigInt(sum)));
      let left = amount - shares.reduce((a, b) => a + b, 0);
      const order = exact
        .map((e, index) => ({ index, remainder: e % BigInt(sum) }))
        .filter((r) => r.remainder > 0n)
        .sort((a, b) =>
          a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
        );
      for (const { index } of order) {
        if (left === 0) break;
        shares[index]! += 1;
        left -= 1;
      }
      return shares;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90_000_000 }),
        fc.array(fc.integer({ min: 0, max: 90_000_000 }), { maxLength: 12 }),
        (total, weights) => {
          expect(splitProportionally(total, weights)).toEqual(inBigInt(total, weights));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("always sums to min(total, Σweights) with each share within its weight", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 12 }),
        (total, weights) => {
          const shares = splitProportionally(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(total, sum));
          shares.forEach((s, i) => {
            expect(Number.isInteger(s)).toBe(true);
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(weights[i]);
          });
        },
      ),
    );
  });

  it("splits a total of whole steps in whole steps, each within its line", () => {
    // ₹150 off ₹1,999 and ₹1,000: whole rupees each, not ₹99.97 and ₹50.03.
    expect(splitProportionally(15_000, [199_900, 100_000], 100)).toEqual([10_000, 5_000]);
    expect(splitProportionally(15_000, [199_900, 100_000])).toEqual([9_998, 5_002]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 }),
        (steps, rupees) => {
          const weights = rupees.map((r) => r * 100);
          const total =
            Math.min(
              steps,
              rupees.reduce((a, b) => a + b, 0),
            ) * 100;
          const shares = splitProportionally(total, weights, 100);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            expect(share % 100).toBe(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
          });
        },
      ),
    );
  });
});
