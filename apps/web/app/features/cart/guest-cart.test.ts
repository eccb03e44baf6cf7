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
});
