import type { Market } from "./markets.ts";

/**
 * What a delivery "pincode" is per market: an Indian PIN (6 digits, never starting with 0), a US ZIP or
 * ZIP+4, and in the UAE, which has no postal codes, the area name: 2-60 letters, digits, spaces or hyphens,
 * starting with a letter, as numbered areas are named ("Al Barsha 1", "Dubai Investment Park 2").
 */
export const PINCODE_PATTERNS: Record<Market, RegExp> = {
  IN: /^[1-9]\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  AE: /^\p{L}[\p{L}\p{Nd} -]{0,58}[\p{L}\p{Nd}]$/u,
};

export const PINCODE_LABELS: Record<Market, string> = {
  IN: "Pincode",
  US: "ZIP code",
  AE: "Area",
};

export function isValidPincode(market: Market, value: unknown): value is string {
  return typeof value === "string" && PINCODE_PATTERNS[market].test(value.trim());
}

/** Trimmed value when valid, with UAE area names' inner whitespace collapsed; null otherwise. */
export function normalisePincode(market: Market, value: unknown): string | null {
  if (!isValidPincode(market, value)) return null;
  const trimmed = value.trim();
  return market === "AE" ? trimmed.replace(/\s+/g, " ") : trimmed;
}
