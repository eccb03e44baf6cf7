import { describe, expect, it, vi } from "vitest";
import {
  CURRENCY_MINOR_DIGITS,
  CURRENCY_SYMBOL_TO_CODE,
  currencyCodeOf,
  currencySymbol,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SYMBOL,
  formatMoney,
  fromMinor,
  groupDigits,
  minorDigits,
  percentOff,
  toMinor,
} from "./money.ts";

describe("currency tables", () => {
  it("defaults to ₹ / INR", () => {
    expect(DEFAULT_CURRENCY).toBe("INR");
    expect(DEFAULT_CURRENCY_SYMBOL).toBe("₹");
    expect(currencySymbol(DEFAULT_CURRENCY)).toBe(DEFAULT_CURRENCY_SYMBOL);
  });

  it("maps about 45 currencies", () => {
    const codes = new Set(Object.values(CURRENCY_SYMBOL_TO_CODE));
    expect(codes.size).toBeGreaterThanOrEqual(40);
    expect(codes.size).toBeLessThanOrEqual(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it("reads symbols and codes", () => {
    expect(currencyCodeOf("₹")).toBe("INR");
    expect(currencyCodeOf("$")).toBe("USD");
    expect(currencyCodeOf("AED")).toBe("AED");
    expect(currencyCodeOf("د.إ")).toBe("AED");
    expect(currencyCodeOf("€")).toBe("EUR");
    expect(currencyCodeOf("£")).toBe("GBP");
    expect(currencyCodeOf("usd")).toBe("USD");
    expect(currencyCodeOf("XYZ")).toBeUndefined();
  });

  it("shows one symbol per code", () => {
    expect(currencySymbol("INR")).toBe("₹");
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("aed")).toBe("AED");
    expect(currencySymbol("CAD")).toBe("C$");
    expect(currencySymbol("XYZ")).toBe("XYZ");
  });

  it("knows minor digits", () => {
    expect(CURRENCY_MINOR_DIGITS.INR).toBe(2);
    expect(CURRENCY_MINOR_DIGITS.AED).toBe(2);
    expect(CURRENCY_MINOR_DIGITS.USD).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits("SGD")).toBe(2);
  });
});

describe("toMinor / fromMinor", () => {
  it("converts without float drift", () => {
    expect(toMinor(1299, "INR")).toBe(129_900);
    expect(toMinor(49.99, "USD")).toBe(4999);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinor(-2.5, "USD")).toBe(-250);
    expect(toMinor(1e-7, "USD")).toBe(0);
    expect(toMinor(1500, "JPY")).toBe(1500);
    expect(toMinor(1.2345, "KWD")).toBe(1235);
    expect(fromMinor(129_900, "INR")).toBe(1299);
    expect(fromMinor(4999, "USD")).toBe(49.99);
    expect(fromMinor(1235, "KWD")).toBe(1.235);
  });
});

describe("formatMoney", () => {
  it.each([
    [129_900, "INR", "₹1,299"],
    [12_999_900, "INR", "₹1,29,999"],
    [10_000_000_00, "INR", "₹1,00,00,000"],
    [129_950, "INR", "₹1,299.50"],
    [0, "INR", "₹0"],
    [14_900, "AED", "AED 149"],
    [14_950, "AED", "AED 149.50"],
    [123_456_700, "AED", "AED 1,234,567"],
    [4999, "USD", "$49.99"],
    [4900, "USD", "$49"],
    [123_456_789, "USD", "$1,234,567.89"],
    [5, "USD", "$0.05"],
    [-4999, "USD", "-$49.99"],
    [1500, "JPY", "¥1,500"],
    [1235, "KWD", "KWD 1.235"],
  ])("%d %s -> %s", (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it("formats the markets' amounts as Intl does, without building an Intl formatter", async () => {
    const reference = (minor: number, currency: string, locale: string) => {
      const digits = minorDigits(currency);
      const fraction = minor % 10 ** digits === 0 ? 0 : digits;
      const number = new Intl.NumberFormat(locale, {
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
      }).format(minor / 10 ** digits);
      return `${currencySymbol(currency)}${/\p{L}$/u.test(currencySymbol(currency)) ? " " : ""}${number}`;
    };
    const amounts = [
      0, 1, 9, 99, 100, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 999_999_999,
    ];
    for (let seed = 1; amounts.length < 400; seed++)
      amounts.push(Math.floor(Math.abs(Math.sin(seed)) * 10 ** (seed % 13)));
    const cases = amounts.flatMap((minor) =>
      (["INR", "AED", "USD"] as const).flatMap((currency) =>
        ["en-IN", "en-AE", "en-US"].map((locale) => ({ minor, currency, locale })),
      ),
    );
    const expected = cases.map((c) => reference(c.minor, c.currency, c.locale));
    vi.resetModules();
    const fresh = await import("./money.ts");
    const built = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(cases.map((c) => fresh.formatMoney(c.minor, c.currency, c.locale))).toEqual(expected);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it("defaults to INR and honours an explicit locale", () => {
    expect(formatMoney(12_999_900)).toBe("₹1,29,999");
    expect(formatMoney(12_999_900, "INR", "en-US")).toBe("₹129,999");
  });

  it("keeps each locale and number of decimals apart when formats are reused", () => {
    const calls: [number, string, string | undefined, string][] = [
      [12_999_950, "INR", undefined, "₹1,29,999.50"],
      [12_999_900, "INR", undefined, "₹1,29,999"],
      [12_999_950, "INR", "en-US", "₹129,999.50"],
      [1235, "KWD", "en-US", "KWD 1.235"],
      [1230, "USD", "en-US", "$12.30"],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [amount, currency, locale, expected] of calls) {
        expect(formatMoney(amount, currency, locale)).toBe(expected);
      }
    }
  });
});

describe("percentOff", () => {
  it("is the whole percent saved, floored", () => {
    expect(percentOff(1999, 1499)).toBe(25);
    expect(percentOff(1000, 700)).toBe(30);
    expect(percentOff(300, 200)).toBe(33);
    expect(percentOff(1000, 905)).toBe(9);
    expect(percentOff(1000, 0)).toBe(100);
  });

  it("is 0 without a saving or a base", () => {
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(1000, 1200)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(-10, -20)).toBe(0);
    expect(percentOff(Number.NaN, 10)).toBe(0);
  });

  it("clamps a negative selling price to 100", () => {
    expect(percentOff(1000, -5)).toBe(100);
  });
});

describe("groupDigits", () => {
  it("groups as Intl does in the markets' locales", () => {
    for (const locale of ["en-IN", "en-AE", "en-US"]) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (let n = 0; n < 16; n++) {
        for (const whole of [10 ** n - 1, 10 ** n, 10 ** n + 7, Math.floor(1.2345678 * 10 ** n)]) {
          expect(groupDigits(whole, locale)).toBe(intl.format(whole));
        }
      }
    }
  });

  it("leaves other locales, fractions, negatives and unsafe numbers to Intl", () => {
    expect(groupDigits(1234, "de-DE")).toBeUndefined();
    expect(groupDigits(1234.5, "en-US")).toBeUndefined();
    expect(groupDigits(-1234, "en-US")).toBeUndefined();
    expect(groupDigits(2 ** 60, "en-US")).toBeUndefined();
    expect(formatMoney(123_456, "EUR", "de-DE")).toBe("€1.234,56");
  });
});
