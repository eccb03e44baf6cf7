import { describe, expect, it } from "vitest";
import {
  normaliseOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  orderNumberFrom,
} from "./order-number.ts";

describe("order numbers", () => {
  it("use 30 characters with no look-alikes: no 0/O, 1/I/L, nor U", () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(30);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(30);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILU]/);
  });

  it("are 10 characters of the alphabet, each character equally likely", () => {
    const seen = new Map<string, number>();
    for (let first = 0; first < 240; first++) {
      const number = orderNumberFrom(Uint8Array.from({ length: 10 }, (_, i) => (first + i * 7) % 240))!;
      expect(number).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
      seen.set(number[0], (seen.get(number[0]) ?? 0) + 1);
    }
    // 240 first bytes over 30 characters: 8 each.
    expect([...seen.values()]).toEqual(Array(30).fill(8));
  });

  it("skip the bytes that would favour some characters, and need more when they run out", () => {
    expect(orderNumberFrom(Uint8Array.from([255, 240, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe("23456789AB");
    expect(orderNumberFrom(Uint8Array.from([250, 0, 1, 2, 3, 4, 5, 6, 7, 8]))).toBeUndefined();
    expect(ORDER_NUMBER_LENGTH).toBe(10);
  });

  it("are read back from what a person types", () => {
    expect(normaliseOrderNumber(" 7kq4m-9xr2d ")).toBe("7KQ4M9XR2D");
    expect(normaliseOrderNumber("7KQ4M 9XR2D")).toBe("7KQ4M9XR2D");
    expect(normaliseOrderNumber("7KQ4M9XR2O")).toBeUndefined();
    expect(normaliseOrderNumber("7KQ4M9XR2")).toBeUndefined();
    expect(normaliseOrderNumber("OJMI1X2Y3ZABCDEFGH")).toBeUndefined();
  });
});
