import { describe, expect, it } from "vitest";
import {
  formatPhone,
  isValidPhoneForMarket,
  normalisePhone,
  PHONE_COUNTRIES,
  phoneCountryByDialCode,
  phoneCountryForMarket,
  phoneSearchDigits,
} from "./phone.ts";

const e164 = (input: unknown, dialCode?: string) => {
  const result = normalisePhone(input, dialCode);
  return result.ok ? result.e164 : null;
};

describe("PHONE_COUNTRIES", () => {
  it("has IN, AE and US entries with the SPEC fields", () => {
    expect(
      PHONE_COUNTRIES.map((c) => [c.countryCode, c.geo2CountryCode, c.numericCode, c.maxDigits]),
    ).toEqual([
      ["+91", "IN", "356", 10],
      ["+971", "AE", "784", 9],
      ["+1", "US", "840", 10],
    ]);
    expect(phoneCountryForMarket("AE").countryName).toBe("United Arab Emirates");
    expect(phoneCountryByDialCode("971")?.geo2CountryCode).toBe("AE");
    expect(phoneCountryByDialCode("+44")).toBeUndefined();
  });
});

describe("normalisePhone: India", () => {
  it("accepts 10 digits starting 6 to 9", () => {
    for (const first of ["6", "7", "8", "9"])
      expect(e164(`${first}876543210`, "+91")).toBe(`+91${first}876543210`);
  });

  it("rejects numbers starting 0 to 5", () => {
    for (const first of ["0", "1", "2", "3", "4", "5"]) expect(e164(`${first}876543210`, "+91")).toBeNull();
  });

  it("rejects 9 and 11 digits", () => {
    expect(e164("987654321", "+91")).toBeNull();
    expect(e164("98765432101", "+91")).toBeNull();
  });

  it("returns national digits and the country", () => {
    const result = normalisePhone("98765 43210", "+91");
    expect(result).toMatchObject({ ok: true, e164: "+919876543210", national: "9876543210" });
    expect(result.ok && result.country.geo2CountryCode).toBe("IN");
  });

  it("defaults to +91 and accepts the dial code without plus", () => {
    expect(e164("9876543210")).toBe("+919876543210");
    expect(e164("9876543210", "91")).toBe("+919876543210");
  });

  it("drops a domestic trunk 0", () => {
    expect(e164("09876543210", "+91")).toBe("+919876543210");
  });

  it("accepts full E.164 with or without separators", () => {
    expect(e164("+919876543210")).toBe("+919876543210");
    expect(e164("+91 98765 43210")).toBe("+919876543210");
    expect(e164("+91-98765-43210")).toBe("+919876543210");
    expect(e164("+915876543210")).toBeNull();
  });
});

describe("normalisePhone: UAE", () => {
  it.each(["50", "52", "54", "55", "56", "58"])("accepts prefix %s", (prefix) => {
    expect(e164(`${prefix}1234567`, "+971")).toBe(`+971${prefix}1234567`);
    expect(e164(`+971${prefix}1234567`)).toBe(`+971${prefix}1234567`);
  });

  it.each(["51", "53", "57", "59", "40", "60"])("rejects prefix %s", (prefix) => {
    expect(e164(`${prefix}1234567`, "+971")).toBeNull();
  });

  it("needs exactly 9 digits", () => {
    expect(e164("50123456", "+971")).toBeNull();
    expect(e164("5012345678", "+971")).toBeNull();
  });

  it("accepts the local 05x form and spaces", () => {
    expect(e164("050 123 4567", "+971")).toBe("+971501234567");
    expect(e164("+971 50 123 4567")).toBe("+971501234567");
  });
});

describe("normalisePhone: US", () => {
  it("accepts 10 digits with optional separators and parentheses", () => {
    for (const input of [
      "2125550142",
      "212-555-0142",
      "212.555.0142",
      "212 555 0142",
      "(212) 555-0142",
      "(212)555-0142",
      "(212) 555 0142",
    ]) {
      expect(e164(input, "+1")).toBe("+12125550142");
    }
    expect(e164("+1 (212) 555-0142")).toBe("+12125550142");
    expect(e164("+12125550142")).toBe("+12125550142");
  });

  it("rejects wrong lengths and malformed punctuation", () => {
    expect(e164("212555014", "+1")).toBeNull();
    expect(e164("21255501423", "+1")).toBeNull();
    expect(e164("(212 555-0142", "+1")).toBeNull();
    expect(e164("212--555-0142", "+1")).toBeNull();
    expect(e164("(21) 2555-0142", "+1")).toBeNull();
  });
});

describe("normalisePhone: other input", () => {
  it("rejects non-strings, blanks, letters and unknown dial codes", () => {
    expect(normalisePhone(9876543210)).toEqual({ ok: false });
    expect(normalisePhone(null)).toEqual({ ok: false });
    expect(normalisePhone("   ")).toEqual({ ok: false });
    expect(normalisePhone("98765abc10")).toEqual({ ok: false });
    expect(normalisePhone("+447911123456")).toEqual({ ok: false });
    expect(normalisePhone("7911123456", "+44")).toEqual({ ok: false });
  });

  it("lets a full E.164 number's own dial code win", () => {
    expect(e164("+971501234567", "+91")).toBe("+971501234567");
  });

  it("stays fast on long adversarial input", () => {
    const started = performance.now();
    expect(normalisePhone(`${"1".repeat(30)}a`, "+1")).toEqual({ ok: false });
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("isValidPhoneForMarket", () => {
  it("accepts only the market's own country", () => {
    expect(isValidPhoneForMarket("IN", "9876543210")).toBe(true);
    expect(isValidPhoneForMarket("AE", "501234567")).toBe(true);
    expect(isValidPhoneForMarket("US", "(212) 555-0142")).toBe(true);
    expect(isValidPhoneForMarket("IN", "+971501234567")).toBe(false);
    expect(isValidPhoneForMarket("AE", "9876543210")).toBe(false);
    expect(isValidPhoneForMarket("IN", "5876543210")).toBe(false);
  });
});

describe("phoneSearchDigits", () => {
  it("reads a phone number typed in any format, without a trunk prefix's 0", () => {
    expect(phoneSearchDigits("+91 98765-43210")).toBe("919876543210");
    expect(phoneSearchDigits("(050) 123 4567")).toBe("501234567");
    expect(phoneSearchDigits("0000")).toBe("0000");
  });

  it("is not fooled by digits inside a name or an id", () => {
    expect(phoneSearchDigits("Paging 1a2b3c45")).toBeUndefined();
    expect(phoneSearchDigits("CB-12345")).toBeUndefined();
    expect(phoneSearchDigits("--")).toBeUndefined();
  });
});

describe("formatPhone", () => {
  it("groups each market's numbers as its people write them", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone("+971501234567")).toBe("+971 50 123 4567");
    expect(formatPhone("+16465550142")).toBe("+1 (646) 555-0142");
  });

  it("leaves a number it does not know as stored", () => {
    expect(formatPhone("+4420712345678")).toBe("+4420712345678");
    expect(formatPhone("+9198765")).toBe("+9198765");
    expect(formatPhone("9876543210")).toBe("9876543210");
  });
});
