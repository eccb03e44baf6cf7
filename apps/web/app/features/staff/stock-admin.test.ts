import { describe, expect, it } from "vitest";
import { adjustFormOf, comingSoonFormOf, stockFiltersOf, stockQuery, stockSearch } from "./stock-admin.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("stock screen filters", () => {
  it("reads known values from the URL and drops the rest", () => {
    expect(stockFiltersOf(new URLSearchParams("market=AE&q=%20serum%20&low=true"))).toEqual({
      market: "AE",
      q: "serum",
      low: true,
    });
    expect(stockFiltersOf(new URLSearchParams("market=XX&low=yes"))).toEqual({
      market: "IN",
      q: null,
      low: false,
    });
  });

  it("writes the API's query and the page's links", () => {
    const filters = { market: "US" as const, q: "ring", low: true };
    expect(stockQuery(filters, "t1")).toEqual({ market: "US", q: "ring", low: "true", nextToken: "t1" });
    expect(stockSearch(filters, "t1")).toBe("?market=US&q=ring&low=true&nextToken=t1");
    expect(stockSearch({ market: "IN", q: null, low: false })).toBe("");
  });
});

describe("the adjust form", () => {
  it("gives the API's body", () => {
    expect(adjustFormOf(form({ market: "IN", reason: "RECOUNT", quantity: "0", note: " shelf " }))).toEqual({
      body: { market: "IN", reason: "RECOUNT", quantity: 0, note: "shelf" },
      errors: null,
    });
    expect(adjustFormOf(form({ market: "IN", reason: "RECEIVED", quantity: "12", note: "" })).body).toEqual({
      market: "IN",
      reason: "RECEIVED",
      quantity: 12,
    });
  });

  it("names what is wrong with each field", () => {
    expect(adjustFormOf(form({ market: "IN", reason: "", quantity: "", note: "" })).errors).toEqual({
      reason: "Choose a reason",
      quantity: "Enter a whole number",
    });
    expect(adjustFormOf(form({ market: "IN", reason: "RECOUNT", quantity: "" })).errors).toEqual({
      quantity: "Enter a whole number",
    });
    expect(adjustFormOf(form({ market: "IN", reason: "DAMAGED", quantity: "0" })).errors).toEqual({
      quantity: "Enter 1 or more",
    });
    expect(adjustFormOf(form({ market: "IN", reason: "RECEIVED", quantity: "2.5" })).errors).toEqual({
      quantity: "Enter a whole number",
    });
    expect(
      adjustFormOf(form({ market: "IN", reason: "RECEIVED", quantity: "1", note: "x".repeat(501) })).errors,
    ).toEqual({ note: "At most 500 characters" });
  });
});

describe("the coming-soon form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  it("sends the market and whether the sku is coming soon", () => {
    expect(comingSoonFormOf(form({ market: "AE", comingSoon: "true" }))).toEqual({
      market: "AE",
      comingSoon: true,
    });
    expect(comingSoonFormOf(form({ market: "IN", comingSoon: "false" }))).toEqual({
      market: "IN",
      comingSoon: false,
    });
  });
  it("sends nothing for an unknown market or a missing choice", () => {
    expect(comingSoonFormOf(form({ market: "XX", comingSoon: "true" }))).toBeNull();
    expect(comingSoonFormOf(form({ market: "IN" }))).toBeNull();
    expect(comingSoonFormOf(form({ market: "IN", comingSoon: "yes" }))).toBeNull();
  });
});
