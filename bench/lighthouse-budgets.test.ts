import { describe, expect, it } from "vitest";
import {
  budgetMisses,
  cpuMultiplierFor,
  median,
  medianFigures,
  type PageFigures,
  splitOpenMisses,
} from "./lighthouse-budgets.ts";

const passing: PageFigures = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 40,
  lcp: 1800,
  cls: 0.01,
};

describe("cpuMultiplierFor", () => {
  it("keeps Lighthouse's 4x on a machine the calculator would slow more", () => {
    expect(cpuMultiplierFor(1533)).toBe(4);
    expect(cpuMultiplierFor(3800)).toBe(4);
  });

  it("follows the calculator below an index of 1533", () => {
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(475)).toBe(1.5);
  });

  it("never goes below 1x, and keeps the default when the index is missing", () => {
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(4);
    expect(cpuMultiplierFor(0)).toBe(4);
  });
});

describe("medians", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("takes each figure's median on its own", () => {
    const runs = [
      { ...passing, performance: 90, lcp: 1500 },
      { ...passing, performance: 99, lcp: 2500 },
      { ...passing, performance: 95, lcp: 1900 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, lcp: 1900 });
  });
});

describe("budgetMisses", () => {
  it("is empty for a page within every budget, edges included", () => {
    expect(budgetMisses(passing)).toEqual([]);
    expect(budgetMisses({ ...passing, performance: 95, tbt: 150, lcp: 2000, cls: 0.05 })).toEqual([]);
  });

  it("names each budget missed", () => {
    expect(
      budgetMisses({
        performance: 94,
        accessibility: 98,
        bestPractices: 96,
        seo: 92,
        tbt: 151,
        lcp: 2001,
        cls: 0.06,
      }),
    ).toEqual([
      "performance 94 < 95",
      "accessibility 98 < 100",
      "best practices 96 < 100",
      "SEO 92 < 100",
      "TBT 151 ms > 150 ms",
      "LCP 2001 ms > 2000 ms",
      "CLS 0.060 > 0.05",
    ]);
  });

  it("does not hold a noindex page to the SEO score", () => {
    expect(budgetMisses({ ...passing, seo: 66 }, { noindex: true })).toEqual([]);
    expect(budgetMisses({ ...passing, seo: 66 })).toEqual(["SEO 66 < 100"]);
  });
});

describe("splitOpenMisses", () => {
  it("keeps an open budget's miss out of the failing ones, and every other miss in", () => {
    const misses = ["performance 94 < 95", "LCP 2485 ms > 2000 ms", "CLS 0.060 > 0.05"];
    expect(splitOpenMisses(misses, ["LCP"])).toEqual({
      failing: ["performance 94 < 95", "CLS 0.060 > 0.05"],
      open: ["LCP 2485 ms > 2000 ms"],
    });
    expect(splitOpenMisses(misses, [])).toEqual({ failing: misses, open: [] });
  });
});
