import { MARKET_INFO, type Market } from "./markets.ts";

/** A phone country entry. `regex` tests the national number as digits only. */
export interface PhoneCountry {
  countryCode: "+91" | "+971" | "+1";
  geo2CountryCode: "IN" | "AE" | "US";
  countryName: string;
  flag: string;
  numericCode: string;
  regex: RegExp;
  maxDigits: number;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  {
    countryCode: "+91",
    geo2CountryCode: "IN",
    countryName: "India",
    flag: "🇮🇳",
    numericCode: "356",
    regex: /^[6-9]\d{9}$/,
    maxDigits: 10,
  },
  {
    countryCode: "+971",
    geo2CountryCode: "AE",
    countryName: "United Arab Emirates",
    flag: "🇦🇪",
    numericCode: "784",
    regex: /^5[024568]\d{7}$/,
    maxDigits: 9,
  },
  {
    countryCode: "+1",
    geo2CountryCode: "US",
    countryName: "United States",
    flag: "🇺🇸",
    numericCode: "840",
    regex: /^\d{10}$/,
    maxDigits: 10,
  },
];

export type PhoneResult = { ok: true; e164: string; national: string; country: PhoneCountry } | { ok: false };

const INVALID: PhoneResult = { ok: false };

/** Longest dial code first, so a longer code is never shadowed by a shorter one. */
const BY_DIAL_CODE_LENGTH = [...PHONE_COUNTRIES].sort((a, b) => b.countryCode.length - a.countryCode.length);

export function phoneCountryByDialCode(dialCode: string): PhoneCountry | undefined {
  const trimmed = dialCode.trim();
  const withPlus = trimmed.startsWith("+") ? trimmed : `+${trimmed}`;
  return PHONE_COUNTRIES.find((c) => c.countryCode === withPlus);
}

export function phoneCountryForMarket(market: Market): PhoneCountry {
  const code = MARKET_INFO[market].countryCode;
  return PHONE_COUNTRIES.find((c) => c.geo2CountryCode === code)!;
}

/** US numbers may wrap the area code in parentheses: "(212) 555-0142". */
const US_PARENTHESES = /^\((\d{3})\)/;
/** Digits with single spaces, dashes or dots between them. */
const SEPARATED_DIGITS = /^\d+(?:[ .-]\d+)*$/;

function nationalDigits(raw: string, country: PhoneCountry): string | null {
  let text = raw.trim();
  if (country.geo2CountryCode === "US")
    text = text.replace(US_PARENTHESES, "$1 ").replace(/^(\d{3}) ([ .-])/, "$1$2");
  if (!SEPARATED_DIGITS.test(text)) return null;
  let digits = text.replace(/[ .-]/g, "");
  // The domestic trunk prefix ("098765 43210", "050 123 4567") is not part of the number.
  if (country.geo2CountryCode !== "US" && digits.length === country.maxDigits + 1 && digits.startsWith("0")) {
    digits = digits.slice(1);
  }
  return country.regex.test(digits) ? digits : null;
}

/**
 * Normalises a phone number to E.164. Accepts a full E.164 string ("+919876543210", separators allowed),
 * whose own dial code then wins, or a national number with a dial code ("+91" or "91"; default "+91", the
 * default market's). Rules per country in PHONE_COUNTRIES.
 */
export function normalisePhone(input: unknown, dialCode: string = MARKET_INFO.IN.dialCode): PhoneResult {
  if (typeof input !== "string") return INVALID;
  const raw = input.trim();
  if (raw === "" || raw.length > 32) return INVALID;

  let country: PhoneCountry | undefined;
  let national: string;
  if (raw.startsWith("+")) {
    country = BY_DIAL_CODE_LENGTH.find((c) => raw.startsWith(c.countryCode));
    if (!country) return INVALID;
    national = raw.slice(country.countryCode.length).replace(/^[ .-]/, "");
  } else {
    country = phoneCountryByDialCode(dialCode);
    if (!country) return INVALID;
    national = raw;
  }
  const digits = nationalDigits(national, country);
  if (digits === null) return INVALID;
  return { ok: true, e164: `${country.countryCode}${digits}`, national: digits, country };
}

/** True when the number is valid and belongs to the market's own country. */
export function isValidPhoneForMarket(market: Market, input: unknown, dialCode?: string): boolean {
  const country = phoneCountryForMarket(market);
  const result = normalisePhone(input, dialCode ?? country.countryCode);
  return result.ok && result.country === country;
}

/**
 * The digits to look for when a staff search box holds a phone number in any format (digits, spaces,
 * `+`, `-`, `.`, parentheses), without a national trunk prefix's leading 0 (numbers are stored after
 * their dial code); undefined for text that is not a phone number, such as a name with digits in it.
 */
export function phoneSearchDigits(text: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  return digits.replace(/^0+/, "") || digits || undefined;
}

/** Each country's national digits as its people write them: 98765 43210, 50 123 4567, (646) 555-0142. */
const WRITTEN: Record<PhoneCountry["countryCode"], { pattern: RegExp; as: string }> = {
  "+91": { pattern: /^(\d{5})(\d{5})$/, as: "$1 $2" },
  "+971": { pattern: /^(\d{2})(\d{3})(\d{4})$/, as: "$1 $2 $3" },
  "+1": { pattern: /^(\d{3})(\d{3})(\d{4})$/, as: "($1) $2-$3" },
};

/**
 * A stored E.164 number as people write it: "+91 98765 43210", "+971 50 123 4567", "+1 (646) 555-0142" (the
 * way the shop's own care numbers are written). A number of another country, or of an unexpected length, is
 * shown as stored.
 */
export function formatPhone(e164: string): string {
  const country = BY_DIAL_CODE_LENGTH.find((c) => e164.startsWith(c.countryCode));
  if (!country) return e164;
  const national = e164.slice(country.countryCode.length);
  const { pattern, as } = WRITTEN[country.countryCode];
  return pattern.test(national) ? `${country.countryCode} ${national.replace(pattern, as)}` : e164;
}
