import { describe, expect, it } from "vitest";
import { addToGuestCart, guestCartQuantity, parseGuestCart } from "./guest-cart.ts";

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
