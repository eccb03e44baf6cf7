// Money in integer minor units (docs/api.md, conventions) and how the storefront shows it.

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

/**
 * The step, in minor units, in which the market's shops state amounts they work out themselves (a
 * percentage off, an instalment): INR in whole rupees (100 paise), as Indian shops price and show it; AED
 * and USD in fils and cents (step 1), as shops there show 2 decimals. A currency not listed uses 1.
 * Catalogue prices, fixed coupon amounts, caps and charges are whole steps already; only what a formula
 * computes is rounded, here and nowhere else (docs/decisions/0019-market-rounding.md).
 */
export const CURRENCY_ROUNDING_STEP: Readonly<Record<string, number>> = {
  INR: 100,
};

export function roundingStep(currency: string): number {
  return CURRENCY_ROUNDING_STEP[currency.trim().toUpperCase()] ?? 1;
}

/**
 * How a computed amount is rounded to the step: "nearest" (half up) for a discount, so 5% of ₹2,999
 * (₹149.95) is ₹150 off; "up" for an instalment, so the instalments never add up to less than what is
 * owed; "down" where an amount must never be overstated.
 */
export type RoundingMode = "nearest" | "up" | "down";

/** A computed amount in minor units (fractions allowed) rounded to the currency's step (the mode acts on its size). */
export function roundForMarket(
  amountMinor: number,
  currency: string,
  mode: RoundingMode = "nearest",
): number {
  if (!Number.isFinite(amountMinor)) return 0;
  const step = roundingStep(currency);
  const sign = amountMinor < 0 ? -1 : 1;
  // Float noise (29999.999999996 for 30000) must not tip a whole amount to the next step.
  const units = Math.abs(amountMinor) / step;
  const clean = Math.abs(units - Math.round(units)) < 1e-9 ? Math.round(units) : units;
  const rounded =
    mode === "up" ? Math.ceil(clean) : mode === "down" ? Math.floor(clean) : Math.floor(clean + 0.5);
  return rounded === 0 ? 0 : sign * rounded * step;
}

/** A price less a whole percent off, the amount off rounded to the market's step (₹1,247 less 20%: ₹998). */
export function priceLessPercent(priceMinor: number, percent: number, currency: string): number {
  const off = roundForMarket((priceMinor * Math.min(100, Math.max(0, percent))) / 100, currency);
  return Math.max(0, priceMinor - off);
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

/**
 * How the markets' locales group digits: Latin digits, "," between groups, "." before the decimals; India
 * groups by two above the thousands ("1,29,999"). Other locales go through Intl.
 */
const DIGIT_GROUPING: Readonly<Record<string, 2 | 3>> = { "en-IN": 2, "en-AE": 3, "en-US": 3 };

/**
 * A non-negative whole number's digits grouped as `locale` does ("12,34,567" in en-IN), or undefined when
 * the locale's grouping is not known here or the number is not a safe integer. The same text Intl gives,
 * without building an Intl formatter: in a browser the first one loads the locale's data, a long task on a
 * phone while the page hydrates (docs/decisions/0051-hydration-long-tasks.md).
 */
export function groupDigits(whole: number, locale: string): string | undefined {
  const size = DIGIT_GROUPING[locale];
  if (size === undefined || !Number.isSafeInteger(whole) || whole < 0) return undefined;
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  let out = digits.slice(-3);
  let rest = digits.slice(0, -3);
  while (rest.length > size) {
    out = `${rest.slice(-size)},${out}`;
    rest = rest.slice(0, -size);
  }
  return `${rest},${out}`;
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
  const key = locale === undefined ? `${amountMinor}|${currency}` : `${amountMinor}|${currency}|${locale}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    text = formatUncached(amountMinor, currency, locale);
    formatted.set(key, text);
  }
  return text;
}

// A cart response formats the same few amounts (totals, thresholds, coupon savings) on every request:
// formatting one costs a few µs, a lookup well under one. Bounded: forgotten all at once when full.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 10_000;
const letterEnd = new Map<string, boolean>();

function formatUncached(amountMinor: number, currency: string, locale: string | undefined): string {
  const code = currency.trim().toUpperCase();
  const digits = minorDigits(code);
  const factor = 10 ** digits;
  const abs = Math.abs(Math.round(amountMinor));
  const fractionDigits = abs % factor === 0 ? 0 : digits;
  const numberLocale = locale ?? CURRENCY_DEFAULT_LOCALE[code] ?? "en-US";
  const whole = groupDigits(Math.floor(abs / factor), numberLocale);
  const number =
    whole === undefined
      ? numberFormat(numberLocale, fractionDigits).format(abs / factor)
      : fractionDigits === 0
        ? whole
        : `${whole}.${String(abs % factor).padStart(digits, "0")}`;
  const symbol = currencySymbol(code);
  let endsInLetter = letterEnd.get(symbol);
  if (endsInLetter === undefined) {
    endsInLetter = /\p{L}$/u.test(symbol);
    letterEnd.set(symbol, endsInLetter);
  }
  const separator = endsInLetter ? " " : "";
  return `${amountMinor < 0 && abs > 0 ? "-" : ""}${symbol}${separator}${number}`;
}

/** Whole percent saved from base to selling price, floored so a discount is never overstated; 0..100. */
export function percentOff(basePrice: number, sellingPrice: number): number {
  if (!(basePrice > 0) || !(sellingPrice < basePrice)) return 0;
  const percent = Math.floor(((basePrice - Math.max(0, sellingPrice)) * 100) / basePrice);
  return Math.min(100, Math.max(0, percent));
}
