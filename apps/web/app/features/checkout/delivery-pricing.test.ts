import { describe, expect, it } from "vitest";
import { shouldPriceFor } from "./delivery-pricing.ts";

describe("pricing checkout for the delivery pincode", () => {
  it("asks for a newly chosen pincode once the cart is not loading", () => {
    expect(shouldPriceFor({ pincode: "110001", cartPincode: null, fetching: false, lastAsked: null })).toBe(
      true,
    );
    expect(shouldPriceFor({ pincode: "110001", cartPincode: null, fetching: true, lastAsked: null })).toBe(
      false,
    );
    expect(shouldPriceFor({ pincode: null, cartPincode: null, fetching: false, lastAsked: null })).toBe(
      false,
    );
  });

  it("does not ask again for a pincode the cart is priced for", () => {
    expect(
      shouldPriceFor({ pincode: "110001", cartPincode: "110001", fetching: false, lastAsked: null }),
    ).toBe(false);
  });

  it("does not ask again after a refused answer left the cart's pincode as it was", () => {
    expect(
      shouldPriceFor({ pincode: "999999", cartPincode: "110001", fetching: false, lastAsked: "999999" }),
    ).toBe(false);
    // Choosing another address asks again.
    expect(
      shouldPriceFor({ pincode: "400001", cartPincode: "110001", fetching: false, lastAsked: "999999" }),
    ).toBe(true);
  });
});
