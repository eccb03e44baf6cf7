import { describe, expect, it } from "vitest";
import { marketPath, showsChatButton, stripMarketPrefix, switchMarketHref } from "./market.ts";

describe("market paths", () => {
  it("strips the market prefix", () => {
    expect(stripMarketPrefix("/ae/shop")).toBe("/shop");
    expect(stripMarketPrefix("/us")).toBe("/");
    expect(stripMarketPrefix("/skin/products")).toBe("/skin/products");
    expect(stripMarketPrefix("/")).toBe("/");
    // A path that merely starts with the letters of a prefix is India's.
    expect(stripMarketPrefix("/aesthetics")).toBe("/aesthetics");
  });

  it("prefixes paths with the market, but not links within the page", () => {
    expect(marketPath("AE", "/plans")).toBe("/ae/plans");
    expect(marketPath("IN", "/plans")).toBe("/plans");
    expect(marketPath("US", "#plans")).toBe("#plans");
    expect(marketPath("AE", "?kind=FITNESS")).toBe("?kind=FITNESS");
  });

  it("switches market keeping the page and the query", () => {
    expect(switchMarketHref("/skin/products", "?sort=TOP_RATED", "AE")).toBe(
      "/ae/skin/products?sort=TOP_RATED",
    );
    expect(switchMarketHref("/ae/skin", "", "US")).toBe("/us/skin");
    expect(switchMarketHref("/us", "", "IN")).toBe("/");
    expect(switchMarketHref("/", "?a=1", "US")).toBe("/us?a=1");
  });

  it("switches from the back office, which has no market versions, to the market's home", () => {
    expect(switchMarketHref("/staff/catalogue", "?market=IN", "AE")).toBe("/ae");
    expect(switchMarketHref("/staff", "", "US")).toBe("/us");
    expect(switchMarketHref("/staff/orders", "", "IN")).toBe("/");
    expect(switchMarketHref("/staffing", "", "AE")).toBe("/ae/staffing");
  });

  it("shows the chat button only on its five paths, in every market", () => {
    for (const path of [
      "/",
      "/nutrition",
      "/skin",
      "/fitness",
      "/contact-us",
      "/ae",
      "/us/skin",
      "/ae/contact-us/",
    ]) {
      expect(showsChatButton(path), path).toBe(true);
    }
    for (const path of ["/shop", "/skin/products", "/fitness/yoga", "/us/shop", "/blog", "/cart"]) {
      expect(showsChatButton(path), path).toBe(false);
    }
  });
});
