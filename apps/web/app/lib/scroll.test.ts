import { describe, expect, it } from "vitest";
import { entryOf, shouldScrollToTop } from "./scroll.ts";

describe("scroll to top after a route change", () => {
  it("scrolls when the path changes", () => {
    expect(shouldScrollToTop("/shop", "/skin", false)).toBe(true);
    expect(shouldScrollToTop("/ae/shop", "/ae/skin/products/x", false)).toBe(true);
  });
  it("stays on the first render, an unchanged path (query only), back and forward, and /blog", () => {
    expect(shouldScrollToTop(null, "/shop", false)).toBe(false);
    expect(shouldScrollToTop("/shop", "/shop", false)).toBe(false);
    expect(shouldScrollToTop("/shop", "/skin", true)).toBe(false);
    expect(shouldScrollToTop("/skin", "/blog", false)).toBe(false);
    expect(shouldScrollToTop("/us/skin", "/us/blog", false)).toBe(false);
    expect(shouldScrollToTop("/blog", "/blog/sleep-basics", false)).toBe(true);
  });
});

describe("the history entry a scroll position is kept for", () => {
  it("is the entry's key with its URL: every page load's first entry has the key default", () => {
    expect(entryOf({ key: "default", pathname: "/shop", search: "" })).toBe("default:/shop");
    expect(entryOf({ key: "default", pathname: "/shop", search: "?sort=TOP_RATED" })).not.toBe(
      entryOf({ key: "default", pathname: "/shop", search: "" }),
    );
  });
});
