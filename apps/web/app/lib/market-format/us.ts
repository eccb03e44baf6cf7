import type { MarketWording } from "./wording.ts";

export const US_WORDING: MarketWording = {
  market: "US",
  dateOrder: "month-day",
  address: {
    line1: "Street address",
    line1Missing: "Enter the street address",
    line2: "Apt, suite (optional)",
    landmark: null,
    city: "City",
    state: "State",
    pincode: "ZIP code",
    pincodeHint: "5 digits, such as 10001",
    pincodeInvalid: "Enter a valid 5-digit ZIP code",
  },
  payment: {
    prepaid: "Card",
    prepaidMethods: "Card",
    option: "Card",
    detail: "Credit or debit card, on a secure payment page.",
    recurring: "card",
  },
  totalBaseLabel: "Subtotal",
  offersCod: false,
};
