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
