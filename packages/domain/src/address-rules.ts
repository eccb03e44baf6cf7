import { MARKET_INFO, MARKETS, type Market } from "./markets.ts";

// Address rules the storefront's form and the API's schemas share. Kept out of schemas/ so browser code
// that needs them does not bring zod along (docs/architecture.md, Storefront).

/** An address's country: the market whose phone and pincode rules apply. Named as shown ("India"). */
export function addressCountryMarket(value: string): Market | undefined {
  const text = value.trim().toLowerCase();
  return MARKETS.find(
    (m) =>
      MARKET_INFO[m].countryCode.toLowerCase() === text || MARKET_INFO[m].countryName.toLowerCase() === text,
  );
}

/**
 * The longest text each address field takes (the storefront's inputs stop at the same lengths). A UAE area
 * is the longest "pincode"; an Indian PIN or a US ZIP fails its own pattern well before 60.
 */
export const ADDRESS_FIELD_LIMITS = {
  name: 80,
  phoneNumber: 20,
  line1: 120,
  line2: 120,
  landmark: 80,
  city: 60,
  state: 60,
  pincode: 60,
} as const;
export type AddressTextField = keyof typeof ADDRESS_FIELD_LIMITS;

/** "Keep the name under 80 characters": the message for a field past its limit. */
export function tooLongMessage(noun: string, max: number): string {
  return `Keep the ${noun} under ${max} characters`;
}

/**
 * The line of an address under the street, as its country writes it: "New Delhi, Delhi 110001" (India),
 * "New York, NY 10001" (US), "Al Barsha 1, Dubai" (the UAE: the area, the city, then the emirate when it is
 * not the city's name).
 */
export function addressPlace(address: {
  city: string;
  state: string;
  pincode: string;
  country: string;
}): string {
  const { city, state, pincode } = address;
  if (addressCountryMarket(address.country) === "AE") {
    const emirate = state && state.toLowerCase() !== city.toLowerCase() ? state : "";
    return [pincode, city, emirate].filter(Boolean).join(", ");
  }
  return [city, [state, pincode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}
