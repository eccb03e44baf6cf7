import { describe, expect, it } from "vitest";
import { deliveryByText, linePrice, type PricedAmounts, priceRows } from "./amounts.ts";

const AUTO5 = {
  code: "AUTO5",
  title: "5% off bigger carts",
  description: "5% off, applied for you",
  discountType: "PERCENTAGE" as const,
  discount: 255,
  automatic: true,
};

// A US guest's cart: $19 and $32 lines (MRP $20 and $33), AUTO5 applied automatically, free shipping.
const usCart: PricedAmounts = {
  currency: "USD",
  totalBasePrice: 5_300,
  totalDiscountPrice: 5_100,
  cartDiscount: 255,
  appliedAutomaticCoupon: AUTO5,
  appliedCoupon: null,
  appliedLifeBitsCouponData: null,
  shippingCharges: 0,
  codCharges: 0,
  paymentType: "PREPAID",
  payableAmount: 4_845,
};

describe("linePrice", () => {
  it("is the selling price × qty the product page shows, whatever offers the cart takes off", () => {
    const line = { basePrice: 2_000, discountPrice: 1_900, qty: 1, freeItemCount: 0 };
    expect(linePrice(line)).toEqual({ now: 1_900, was: 2_000 });
    expect(linePrice({ ...line, basePrice: 3_200, discountPrice: 3_200, qty: 2 })).toEqual({
      now: 6_400,
      was: null,
    });
  });

  it("leaves out the units a FREE coupon makes free (the line names the coupon)", () => {
    const kit = { basePrice: 29_900, discountPrice: 29_900, qty: 2, freeItemCount: 1 };
    expect(linePrice(kit)).toEqual({ now: 29_900, was: 59_800 });
    expect(linePrice({ ...kit, qty: 1 })).toEqual({ now: 0, was: 29_900 });
  });
});

describe("priceRows", () => {
  it("names the automatic offer and adds up to the amount to pay", () => {
    const rows = priceRows(usCart, "US");
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Subtotal", "$53"],
      ["Discount", "−$2"],
      ["AUTO5 (automatic offer)", "−$2.55"],
      ["Shipping", "Free"],
      ["Amount to pay", "$48.45"],
    ]);
  });

  it("names the coupon and the life-bits coupon apart from the catalogue discount", () => {
    const rows = priceRows(
      {
        ...usCart,
        currency: "INR",
        totalBasePrice: 329_900,
        totalDiscountPrice: 299_900,
        cartDiscount: 15_000,
        appliedCoupon: {
          ...AUTO5,
          code: "FLAT200",
          automatic: false,
          discountType: "ABSOLUTE",
          discount: 20_000,
        },
        appliedLifeBitsCouponData: { ...AUTO5, code: "BITS10", automatic: false, discount: 26_400 },
        shippingCharges: 9_900,
        codCharges: 4_900,
        paymentType: "COD",
        payableAmount: 329_900 - 30_000 - 15_000 - 20_000 - 26_400 + 9_900 + 4_900,
        appliedAutomaticCoupon: { ...AUTO5, discount: 15_000 },
      },
      "IN",
    );
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      "Total MRP: ₹3,299",
      "Discount: −₹300",
      "AUTO5 (automatic offer): −₹150",
      "Coupon (FLAT200): −₹200",
      "Life bits (BITS10): −₹264",
      "Shipping: ₹99",
      "Cash on delivery charges: ₹49",
      "Amount to pay: ₹2,533",
    ]);
  });
});

describe("deliveryByText", () => {
  it("says the day in the market's time zone", () => {
    // 1 December 2026, 20:00 UTC: already Wednesday 2 December in India, still Tuesday 1 December in New York.
    const at = Date.UTC(2026, 11, 1, 20, 0);
    expect(deliveryByText(at, "IN")).toBe("Delivery by Wed, 2 Dec");
    expect(deliveryByText(at, "US")).toBe("Delivery by Tue, Dec 1");
  });
});
