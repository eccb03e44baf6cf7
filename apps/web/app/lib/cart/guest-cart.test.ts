import { describe, expect, it } from "vitest";
import { addToGuestCart, guestCartQuantity, parseGuestCart, removeFromGuestCart } from "./guest-cart.ts";

describe("guest cart", () => {
  it("reads cart_data, dropping broken lines", () => {
    const raw = JSON.stringify([
      { skuId: "A", qty: 2 },
      { skuId: "B", qty: 0 },
      { qty: 3 },
      { skuId: "C", qty: "1" },
    ]);
    expect(parseGuestCart(raw)).toEqual([
      { skuId: "A", qty: 2 },
      { skuId: "C", qty: 1 },
    ]);
    expect(parseGuestCart("not json")).toEqual([]);
    expect(parseGuestCart(null)).toEqual([]);
  });

  it("adds by item id and counts quantities", () => {
    let items = addToGuestCart([], "A");
    items = addToGuestCart(items, "A", 2);
    items = addToGuestCart(items, "B");
    expect(items).toEqual([
      { skuId: "A", qty: 3 },
      { skuId: "B", qty: 1 },
    ]);
    expect(guestCartQuantity(items)).toBe(4);
  });
});

describe("guest cart removal", () => {
  it("decrements by item id and drops a line at zero", () => {
    const items = [
      { skuId: "A", qty: 2 },
      { skuId: "B", qty: 1 },
    ];
    expect(removeFromGuestCart(items, "A")).toEqual([
      { skuId: "A", qty: 1 },
      { skuId: "B", qty: 1 },
    ]);
    expect(removeFromGuestCart(items, "B")).toEqual([{ skuId: "A", qty: 2 }]);
    expect(removeFromGuestCart(items, "A", 5)).toEqual([{ skuId: "B", qty: 1 }]);
  });

  it("matches a build-your-own bundle by its picks", () => {
    const items = [
      { skuId: "BYOB", qty: 1, byobBundledSkuIds: ["X", "Y"] },
      { skuId: "BYOB", qty: 1, byobBundledSkuIds: ["X", "Z"] },
    ];
    expect(removeFromGuestCart(items, "BYOB", 1, ["X", "Z"])).toEqual([
      { skuId: "BYOB", qty: 1, byobBundledSkuIds: ["X", "Y"] },
    ]);
  });

  it("keeps each build-your-own choice as its own line, matched by bundle id and picks in any order", () => {
    let items = addToGuestCart([], "SC-BYOB", 1, ["SS-1", "FW-1", "SE-1"]);
    items = addToGuestCart(items, "SC-BYOB", 1, ["FW-1", "SE-1", "SS-1"]);
    items = addToGuestCart(items, "SC-BYOB", 1, ["FW-1", "SE-2", "SS-1"]);
    items = addToGuestCart(items, "SC-BYOB");
    expect(items).toEqual([
      { skuId: "SC-BYOB", qty: 2, byobBundledSkuIds: ["FW-1", "SE-1", "SS-1"] },
      { skuId: "SC-BYOB", qty: 1, byobBundledSkuIds: ["FW-1", "SE-2", "SS-1"] },
      { skuId: "SC-BYOB", qty: 1 },
    ]);
    items = removeFromGuestCart(items, "SC-BYOB", 2, ["SS-1", "SE-1", "FW-1"]);
    expect(items.map((i) => i.byobBundledSkuIds)).toEqual([["FW-1", "SE-2", "SS-1"], undefined]);
  });
});
