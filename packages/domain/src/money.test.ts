import { describe, expect, it } from "vitest";
import {
  CURRENCY_MINOR_DIGITS,
  CURRENCY_SYMBOL_TO_CODE,
  currencyCodeOf,
  currencySymbol,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SYMBOL,
  formatMoney,
  fromMinor,
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
