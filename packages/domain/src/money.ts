// Money in integer minor units (CONTRACT.md section 2) and how the storefront shows it.

export const DEFAULT_CURRENCY = "INR";
export const DEFAULT_CURRENCY_SYMBOL = "₹";

/**
 * Symbols (and codes used as symbols) to ISO 4217 codes, for reading amounts and cart currencies given as
 * symbols. Ambiguous glyphs ("kr", "₨", "﷼") are left out on purpose: those currencies use their code.
 * The first symbol listed for a code is the one currencySymbol shows.
 */
export const CURRENCY_SYMBOL_TO_CODE: Readonly<Record<string, string>> = {
  "₹": "INR",
  $: "USD",
  AED: "AED",
  "د.إ": "AED",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "CN¥": "CNY",
  A$: "AUD",
  C$: "CAD",
  CA$: "CAD",
  S$: "SGD",
  HK$: "HKD",
  NZ$: "NZD",
  NT$: "TWD",
  MX$: "MXN",
  R$: "BRL",
  CHF: "CHF",
  SEK: "SEK",
  NOK: "NOK",
  DKK: "DKK",
  R: "ZAR",
  "₽": "RUB",
  "₩": "KRW",
  "₺": "TRY",
  SAR: "SAR",
  "ر.س": "SAR",
  QAR: "QAR",
  "ر.ق": "QAR",
  OMR: "OMR",
  "ر.ع.": "OMR",
  KWD: "KWD",
  "د.ك": "KWD",
  BHD: "BHD",
  ".د.ب": "BHD",
  PKR: "PKR",
  LKR: "LKR",
  NPR: "NPR",
  "৳": "BDT",
  "฿": "THB",
  RM: "MYR",
  Rp: "IDR",
  "₱": "PHP",
  "₫": "VND",
  "₪": "ILS",
  "E£": "EGP",
  "₦": "NGN",
  KSh: "KES",
  zł: "PLN",
  Kč: "CZK",
  Ft: "HUF",
  "₴": "UAH",
  "₸": "KZT",
  "₾": "GEL",
};

/** Digits after the decimal point per ISO 4217; any code not listed has 2. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<string, number>> = {
  INR: 2,
  AED: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  KRW: 0,
  VND: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
};

/** Locale whose digit grouping a currency is shown with by default (Indian lakh grouping for INR). */
export const CURRENCY_DEFAULT_LOCALE: Readonly<Record<string, string>> = {
  INR: "en-IN",
  AED: "en-AE",
  USD: "en-US",
};

const CODE_TO_SYMBOL: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string> = {};
  for (const [symbol, code] of Object.entries(CURRENCY_SYMBOL_TO_CODE)) table[code] ??= symbol;
  return table;
})();

export function minorDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency.toUpperCase()] ?? 2;
}

/** The display symbol of an ISO code ("INR" -> "₹", "AED" -> "AED"); unknown codes show themselves. */
export function currencySymbol(code: string): string {
  const upper = code.trim().toUpperCase();
  return CODE_TO_SYMBOL[upper] ?? upper;
}

/** The ISO code of a symbol or code ("₹" -> "INR", "usd" -> "USD"); undefined when unknown. */
export function currencyCodeOf(symbolOrCode: string): string | undefined {
  const trimmed = symbolOrCode.trim();
  const bySymbol = CURRENCY_SYMBOL_TO_CODE[trimmed];
  if (bySymbol) return bySymbol;
  const upper = trimmed.toUpperCase();
  return upper in CODE_TO_SYMBOL ? upper : undefined;
}

/** Major units (1299.5) to integer minor units (129950), rounded half away from zero. */
export function toMinor(amountMajor: number, currency: string): number {
  const digits = minorDigits(currency);
  // Shifting through the decimal string avoids 1.005 * 100 = 100.49999...
  const shifted = Number(`${Math.abs(amountMajor)}e${digits}`);
  const abs = Number.isFinite(shifted) ? shifted : Math.abs(amountMajor) * 10 ** digits;
  const minor = Math.round(abs);
  return amountMajor < 0 ? -minor : minor;
}

export function fromMinor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

// Building an Intl.NumberFormat costs ~80 µs, formatting with one ~1 µs; the cart prices many amounts per
// request, so formatters are kept per locale and fraction digits (a handful in practice).
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * '₹1,299', '₹1,29,999', 'AED 149', '$49.99'. Whole amounts show no decimals, others all the currency's
 * minor digits. Letter symbols get a plain space (not the no-break space Intl uses) so server and browser
 * render the same text.
 */
export function formatMoney(
  amountMinor: number,
  currency: string = DEFAULT_CURRENCY,
  locale?: string,
): string {
  const code = currency.trim().toUpperCase();
  const digits = minorDigits(code);
  const factor = 10 ** digits;
  const abs = Math.abs(Math.round(amountMinor));
  const fractionDigits = abs % factor === 0 ? 0 : digits;
  const number = numberFormat(locale ?? CURRENCY_DEFAULT_LOCALE[code] ?? "en-US", fractionDigits).format(
    abs / factor,
  );
  const symbol = currencySymbol(code);
  const separator = /\p{L}$/u.test(symbol) ? " " : "";
  return `${amountMinor < 0 && abs > 0 ? "-" : ""}${symbol}${separator}${number}`;
}

/** Whole percent saved from base to selling price, floored so a discount is never overstated; 0..100. */
export function percentOff(basePrice: number, sellingPrice: number): number {
  if (!(basePrice > 0) || !(sellingPrice < basePrice)) return 0;
  const percent = Math.floor(((basePrice - Math.max(0, sellingPrice)) * 100) / basePrice);
  return Math.min(100, Math.max(0, percent));
}
