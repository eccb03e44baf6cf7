import { describe, expect, it } from "vitest";
import type { CartState } from "../../lib/state/cart-slice.ts";
import { cartAnnouncement } from "./cart-announcement.ts";

const item = (itemID: string, itemName: string, qty: number) =>
  ({ itemID, skuId: itemID, itemName, qty }) as CartState["items"][number];
const cart = (items: CartState["items"], payableAmount: number, isUserCartInitialised = true) => ({
  items,
  payableAmount,
  currency: "INR",
  isUserCartInitialised,
});

describe("what a cart change announces", () => {
  it("says the line that changed and the new total, not the whole cart", () => {
    const before = cart([item("ring", "Ojas Ring", 1), item("serum", "Serum", 1)], 2999900);
    const after = cart([item("ring", "Ojas Ring", 2), item("serum", "Serum", 1)], 5899800);
    expect(cartAnnouncement(before, after, "en-IN")).toBe("Ojas Ring quantity 2. Total ₹58,998.");
  });

  it("says a line removed or added, and an emptied cart", () => {
    const both = cart([item("ring", "Ojas Ring", 1), item("serum", "Serum", 1)], 3069800);
    const ring = cart([item("ring", "Ojas Ring", 1)], 2999900);
    expect(cartAnnouncement(both, ring, "en-IN")).toBe("Serum removed. Total ₹29,999.");
    expect(cartAnnouncement(ring, both, "en-IN")).toBe("Serum added, quantity 1. Total ₹30,698.");
    expect(cartAnnouncement(ring, cart([], 0), "en-IN")).toBe("Ojas Ring removed. Your cart is empty.");
  });

  it("says a new total alone (a coupon, a payment type), and nothing for the first load or no change", () => {
    const ring = cart([item("ring", "Ojas Ring", 1)], 2999900);
    expect(cartAnnouncement(ring, { ...ring, payableAmount: 2699900 }, "en-IN")).toBe("Total ₹26,999.");
    expect(cartAnnouncement(ring, ring, "en-IN")).toBeNull();
    expect(cartAnnouncement(cart([], 0, false), ring, "en-IN")).toBeNull();
  });
});
