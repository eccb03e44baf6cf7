import { describe, expect, it } from "vitest";
import { DEMO_COUPONS, DEMO_WEBINAR_COUPONS } from "./demo-coupons.ts";
import {
  evaluateWebinarCoupon,
  validateWebinarCouponRule,
  WEBINAR_COUPON_MESSAGES,
  type WebinarCouponContext,
} from "./webinar-coupons.ts";

const rule = (code: string) => DEMO_WEBINAR_COUPONS.find((c) => c.code === code)!;
const context = (
  over: Partial<WebinarCouponContext["seat"]> = {},
  extra: Partial<WebinarCouponContext> = {},
) => ({
  market: "IN" as const,
  now: Date.UTC(2025, 5, 1),
  seat: { webinarId: "w1", topic: null, price: 49_900, currency: "INR", ...over },
  usesByUser: 0,
  usesInAll: 0,
  ...extra,
});

describe("webinar coupons", () => {
  it("are sound as data", () => {
    for (const coupon of DEMO_WEBINAR_COUPONS) expect(validateWebinarCouponRule(coupon)).toEqual([]);
  });

  it("WEBINAR100 takes the market's amount off any paid webinar, never below zero", () => {
    expect(evaluateWebinarCoupon(rule("WEBINAR100"), context())).toEqual({
      applicable: true,
      code: "WEBINAR100",
      discount: 10_000,
      payableAmount: 39_900,
    });
    const cheap = evaluateWebinarCoupon(rule("WEBINAR100"), context({ price: 5_000 }));
    expect(cheap).toMatchObject({ applicable: true, discount: 5_000, payableAmount: 0 });
    const us = evaluateWebinarCoupon(rule("WEBINAR100"), {
      ...context({ price: 1_900, currency: "USD" }),
      market: "US",
    });
    expect(us).toMatchObject({ discount: 300, payableAmount: 1_600 });
  });

  it("RINGWEBINAR halves a ring webinar only, once per shopper", () => {
    expect(evaluateWebinarCoupon(rule("RINGWEBINAR"), context({ topic: "RING" }))).toMatchObject({
      applicable: true,
      // Half of ₹499, rounded to the market's whole rupee.
      discount: 25_000,
      payableAmount: 24_900,
    });
    expect(evaluateWebinarCoupon(rule("RINGWEBINAR"), context())).toMatchObject({
      applicable: false,
      reason: WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINAR,
    });
    expect(
      evaluateWebinarCoupon(rule("RINGWEBINAR"), context({ topic: "RING" }, { usesByUser: 1 })),
    ).toMatchObject({ applicable: false, reason: "You have already used this coupon" });
  });

  it("a cart coupon is not a webinar coupon", () => {
    const flat = DEMO_COUPONS.find((c) => c.code === "FLAT200")!;
    expect(evaluateWebinarCoupon(flat, context())).toMatchObject({
      applicable: false,
      reason: WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINARS,
    });
  });

  it("is refused outside its validity window", () => {
    const expired = { ...rule("WEBINAR100"), validUntil: Date.UTC(2025, 0, 1) };
    expect(evaluateWebinarCoupon(expired, context())).toMatchObject({ reason: "Coupon has expired" });
  });
});
