import { describe, expect, it } from "vitest";
import { marketFromPath, parseMarket, withMarketPrefix } from "./markets.ts";

describe("markets", () => {
  it("parses header values with India as fallback", () => {
    expect(parseMarket(" ae ")).toBe("AE");
    expect(parseMarket("GB")).toBe("IN");
    expect(parseMarket(undefined)).toBe("IN");
  });

  it("reads the market from the path", () => {
    expect(marketFromPath("/ae/cart")).toBe("AE");
    expect(marketFromPath("/us")).toBe("US");
    expect(marketFromPath("/cart")).toBe("IN");
  });

  it("adds the prefix only for non-default markets", () => {
    expect(withMarketPrefix("IN", "/order/confirmation")).toBe("/order/confirmation");
    expect(withMarketPrefix("AE", "/order/confirmation")).toBe("/ae/order/confirmation");
    expect(withMarketPrefix("US", "/plans/order/confirmation")).toBe("/us/plans/order/confirmation");
    expect(withMarketPrefix("AE", "/")).toBe("/ae");
    expect(withMarketPrefix("IN", "/")).toBe("/");
    expect(withMarketPrefix("US", "cart")).toBe("/us/cart");
  });
});
