import { describe, expect, it } from "vitest";
import { isValidPincode, normalisePincode } from "./pincode.ts";

describe("isValidPincode", () => {
  it("India: 6 digits not starting with 0", () => {
    for (const pin of ["110001", "400001", "560001", "999999", " 560001 "])
      expect(isValidPincode("IN", pin)).toBe(true);
    for (const pin of ["011000", "11000", "1100011", "11000a", "", "110 001"]) {
      expect(isValidPincode("IN", pin)).toBe(false);
    }
  });

  it("US: 5-digit ZIP or ZIP+4", () => {
    for (const zip of ["10001", "02134", "10001-1234"]) expect(isValidPincode("US", zip)).toBe(true);
    for (const zip of ["1000", "100011", "10001-123", "10001 1234", "ABCDE"]) {
      expect(isValidPincode("US", zip)).toBe(false);
    }
  });

  it("UAE: area name of 2 to 60 letters, digits, spaces or hyphens, starting with a letter", () => {
    for (const area of [
      "Dubai",
      "Al Barsha",
      "Jumeirah Lake Towers",
      "Bur-Dubai",
      "دبي",
      "Ab",
      "A".repeat(60),
      "Al Barsha 1",
      "Dubai Investment Park 2",
      "Al Quoz Industrial Area 3",
      "Mirdif 12",
    ]) {
      expect(isValidPincode("AE", area)).toBe(true);
    }
    for (const area of [
      "D",
      "A".repeat(61),
      "12345",
      "1 Dubai",
      "-Dubai",
      "Dubai-",
      "Dubai!",
      "Al Barsha 1!",
      "",
    ]) {
      expect(isValidPincode("AE", area)).toBe(false);
    }
  });

  it("rejects non-strings", () => {
    expect(isValidPincode("IN", 110001)).toBe(false);
    expect(isValidPincode("US", null)).toBe(false);
  });
});

describe("normalisePincode", () => {
  it("trims and collapses UAE whitespace, null when invalid", () => {
    expect(normalisePincode("IN", " 110001 ")).toBe("110001");
    expect(normalisePincode("AE", "  Al   Barsha ")).toBe("Al Barsha");
    expect(normalisePincode("US", "1000")).toBeNull();
  });
});
