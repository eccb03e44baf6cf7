import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage.ts";
import { captureCartCodes, forgetCartCode, readCartCodes, rememberCoupon } from "./cart-codes.ts";

describe("cart codes", () => {
  it("keeps referral, affiliate and coupon codes from the query string", () => {
    const storage = memoryStorage();
    expect(
      captureCartCodes("?referral_code=ananya10&affiliate_code=FITWITHRIYA&coupon_code=WELCOME10", storage),
    ).toBe(true);
    expect(readCartCodes(storage)).toEqual({
      referralCode: "ANANYA10",
      affiliateCode: "FITWITHRIYA",
      couponCode: "WELCOME10",
    });
  });

  it("ignores missing or malformed codes and forgets one on request", () => {
    const storage = memoryStorage();
    expect(captureCartCodes("?utm_source=mail&referral_code=%3Cscript%3E", storage)).toBe(false);
    expect(readCartCodes(storage)).toEqual({});
    captureCartCodes("?affiliate_code=RIYA", storage);
    forgetCartCode("affiliateCode", storage);
    expect(readCartCodes(storage)).toEqual({});
    rememberCoupon("GLOW20", storage);
    expect(readCartCodes(storage)).toEqual({ couponCode: "GLOW20" });
    rememberCoupon(null, storage);
    expect(readCartCodes(storage)).toEqual({});
  });
});
