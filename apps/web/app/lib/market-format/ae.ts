import type { MarketWording } from "./wording.ts";

export const AE_WORDING: MarketWording = {
  market: "AE",
  dateOrder: "day-month",
  zoneAbbreviation: "GST",
  address: {
    line1: "Apartment, villa and building",
    line1Missing: "Enter the apartment or villa and building",
    line2: "Street (optional)",
    landmark: null,
    city: "City",
    state: "Emirate",
    pincode: "Area",
    pincodeHint: "The area or community, such as Al Barsha 1",
    pincodeInvalid: "Enter your area, such as Dubai Marina or Al Barsha 1",
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
