import { describe, expect, it } from "vitest";
import { filtersOf, minorUnitsOf, orderSearch } from "./order-desk.ts";

describe("minorUnitsOf", () => {
  it("reads amounts as staff type them, in minor units", () => {
    expect(minorUnitsOf("250")).toBe(25_000);
    expect(minorUnitsOf("250.5")).toBe(25_050);
    expect(minorUnitsOf(" 1,250.05 ")).toBe(125_005);
  });
  it("refuses what is not an amount above zero with at most two decimals", () => {
    for (const bad of ["", "0", "0.00", "-5", "12.345", "abc", "1e3"])
      expect(minorUnitsOf(bad), bad).toBeUndefined();
  });
});

describe("orderSearch", () => {
  it("keeps the set filters in order, drops blank ones, adds the page token", () => {
    const filters = filtersOf(new URLSearchParams("status=DELIVERED&phone=&market=IN&junk=1"));
    expect(filters).toEqual({ status: "DELIVERED", market: "IN" });
    expect(orderSearch(filters, "abc")).toBe("?status=DELIVERED&market=IN&nextToken=abc");
    expect(orderSearch({})).toBe("");
  });
  it("carries the dashboard's orders-to-ship filter", () => {
    const filters = filtersOf(new URLSearchParams("toShip=true&market=IN"));
    expect(filters).toEqual({ market: "IN", toShip: "true" });
    expect(orderSearch(filters)).toBe("?market=IN&toShip=true");
  });
});
