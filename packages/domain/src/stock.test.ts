import { describe, expect, it } from "vitest";
import { stockStatusOf } from "./stock.ts";

describe("stockStatusOf", () => {
  it("is OUT_OF_STOCK at 0 without comingSoon", () => {
    expect(stockStatusOf({ availableToPromise: 0 })).toBe("OUT_OF_STOCK");
    expect(stockStatusOf({ availableToPromise: 0, comingSoon: false })).toBe("OUT_OF_STOCK");
  });

  it("is COMING_SOON at 0 with comingSoon", () => {
    expect(stockStatusOf({ availableToPromise: 0, comingSoon: true })).toBe("COMING_SOON");
  });

  it("is IN_STOCK from 1, whatever comingSoon says", () => {
    expect(stockStatusOf({ availableToPromise: 1 })).toBe("IN_STOCK");
    expect(stockStatusOf({ availableToPromise: 1, comingSoon: true })).toBe("IN_STOCK");
    expect(stockStatusOf({ availableToPromise: 500 })).toBe("IN_STOCK");
  });

  it("treats negative and non-finite quantities as 0", () => {
    expect(stockStatusOf({ availableToPromise: -3 })).toBe("OUT_OF_STOCK");
    expect(stockStatusOf({ availableToPromise: -3, comingSoon: true })).toBe("COMING_SOON");
    expect(stockStatusOf({ availableToPromise: Number.NaN })).toBe("OUT_OF_STOCK");
  });
});
