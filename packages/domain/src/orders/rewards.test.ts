import { describe, expect, it } from "vitest";
import { lifeBitsEarnedFor } from "./rewards.ts";

describe("lifeBitsEarnedFor", () => {
  it("earns one life bit per step of the amount paid, rounded down", () => {
    expect(lifeBitsEarnedFor("IN", 129_900)).toBe(12);
    expect(lifeBitsEarnedFor("IN", 9_999)).toBe(0);
    expect(lifeBitsEarnedFor("AE", 1_000)).toBe(2);
    expect(lifeBitsEarnedFor("US", 29_900)).toBe(299);
  });

  it("earns nothing for a free order or a nonsense amount", () => {
    expect(lifeBitsEarnedFor("IN", 0)).toBe(0);
    expect(lifeBitsEarnedFor("IN", -500)).toBe(0);
    expect(lifeBitsEarnedFor("IN", Number.NaN)).toBe(0);
  });
});
