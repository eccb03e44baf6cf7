import type { MarketWording } from "./wording.ts";

export const IN_WORDING: MarketWording = {
  market: "IN",
  dateOrder: "day-month",
  zoneAbbreviation: "IST",
  address: {
    line1: "Flat, house number and street",
    line1Missing: "Enter the flat or house number and street",
    line2: "Locality (optional)",
    landmark: "Landmark (optional)",
    city: "City",
    state: "State",
    pincode: "Pincode",
    pincodeHint: "6 digits; fills in the city and state",
    pincodeInvalid: "Enter a valid 6-digit pincode",
  },
  payment: {
    prepaid: "Pay online",
    prepaidMethods: "UPI, cards, netbanking",
    option: "Pay online (UPI, cards, netbanking)",
    detail: "UPI, cards or netbanking, on a secure payment page.",
    recurring: "card or UPI",
  },
  totalBaseLabel: "Total MRP",
  offersCod: true,
};
