import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { priceChangeOf } from "./place-order.ts";

describe("price change", () => {
  it("reads the new amount from the API's refusal", () => {
    const error = new ApiError(
      400,
      4000,
      "The amount to pay changed from ₹1,299 to ₹1,499. Please review your order.",
      {
        expectedPayableAmount: "The amount to pay is now ₹1,499",
        payableAmount: "149900",
      },
    );
    expect(priceChangeOf(error)).toEqual({ payableAmount: 149900, message: error.message });
  });

  it("is not a price change when another field failed or the amount is missing", () => {
    expect(
      priceChangeOf(new ApiError(400, 4000, "Invalid request body", { paymentType: "No COD here" })),
    ).toBeNull();
    expect(
      priceChangeOf(
        new ApiError(400, 4000, "x", { expectedPayableAmount: "changed", payableAmount: "12.5" }),
      ),
    ).toBeNull();
    expect(priceChangeOf(new ApiError(409, 4010, "Sold out"))).toBeNull();
    expect(priceChangeOf(new Error("network"))).toBeNull();
  });
});
