// Coupon lists, offer-code checks, life-bits coupons and referral (docs/api.md, pricing and referral).
import { z } from "zod";
import { DISCOUNT_TYPES, PAYMENT_TYPES } from "../enums.ts";
import { cartLineInputSchema, couponOfferSchema, MAX_CART_LINES } from "./cart.ts";
import { epochMsSchema, moneySchema } from "./common.ts";

/** A coupon as offer lists show it, with its amounts in the request's market. */
export const couponSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** PERCENTAGE: percent; ABSOLUTE: minor units; FREE and FREEBIE: 0. */
  value: z.number().int().min(0),
  maxDiscount: moneySchema.optional(),
  minCartValue: moneySchema.optional(),
  validUntil: epochMsSchema.optional(),
  firstPurchaseOnly: z.boolean(),
  automatic: z.boolean(),
  lifeBitsCost: z.number().int().positive().optional(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

export const couponSummaryListSchema = z.object({ coupons: z.array(couponSummarySchema) });

/** Without cartItems the caller's server cart is used (a session is then needed). */
export const couponsListBodySchema = z.object({
  cartItems: z.array(cartLineInputSchema).max(MAX_CART_LINES).optional(),
  autoApplyCoupon: z.boolean().optional(),
});

export const couponsListResponseSchema = z.object({
  coupons: z.array(couponOfferSchema),
  lifeBitsCoupons: z.array(couponOfferSchema),
});

export const applyCouponBodySchema = z.object({
  couponCode: z.string().trim().min(1, "Enter a coupon code").max(40),
  cartItems: z.array(cartLineInputSchema).max(MAX_CART_LINES).optional(),
  autoApplyCoupon: z.boolean().optional(),
  lifeBitsCouponCode: z.string().trim().max(40).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  pincode: z.string().trim().max(60).optional(),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

export const OFFER_TYPES = ["COUPON", "LIFE_BITS_COUPON", "REFERRAL", "AFFILIATE"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const offerCodeValidityQuerySchema = z.object({
  offerCode: z.string().trim().min(1).max(40),
  offerType: z.enum(OFFER_TYPES),
  /** The price the client shows; with a skuId the server's own price of that sku is used instead. */
  price: z.coerce.number().int().min(0).max(100_000_000),
  skuId: z.string().trim().min(1).max(80).optional(),
});
export type OfferCodeValidityQuery = z.infer<typeof offerCodeValidityQuerySchema>;

export const offerCodeValidityResponseSchema = z.object({
  offerCode: z.string(),
  offerType: z.enum(OFFER_TYPES),
  isValid: z.boolean(),
  message: z.string(),
  currency: z.string(),
  price: moneySchema,
  discount: moneySchema,
  discountedPrice: moneySchema,
});

export const lifeBitsCouponsResponseSchema = z.object({
  lifeBits: z.number().int(),
  coupons: z.array(
    couponSummarySchema.extend({
      lifeBitsCost: z.number().int().positive(),
      canAfford: z.boolean(),
      /** Life bits still missing; 0 when affordable. */
      lifeBitsNeeded: z.number().int().min(0),
    }),
  ),
});

export const refereeConfigQuerySchema = z.object({ referralCode: z.string().trim().min(1).max(40) });

export const refereeConfigResponseSchema = z.object({
  referralCode: z.string(),
  referrer: z.object({ firstName: z.string() }),
  reward: z.object({
    /** What the new shopper gets. */
    description: z.string(),
    /** What the referrer earns once the new shopper's first order is placed. */
    referrerLifeBits: z.number().int().min(0),
  }),
  coupon: couponSummarySchema.nullable(),
});
export type RefereeConfig = z.infer<typeof refereeConfigResponseSchema>;

export const myReferralCodeResponseSchema = z.object({
  code: z.string(),
  shareUrl: z.string(),
  reward: z.object({
    /** What the owner earns per friend's first purchase. */
    referrerLifeBits: z.number().int().min(0),
    /** What the friend gets, in words; null when the code gives no coupon. */
    friendOffer: z.string().nullable(),
  }),
  earned: z.object({
    /** Friends whose first purchase used the code. */
    friends: z.number().int().min(0),
    /** Life bits the owner kept from those purchases. */
    lifeBits: z.number().int(),
    /** Newest first, at most 50. */
    referrals: z.array(z.object({ placedAt: z.number().int(), lifeBits: z.number().int() })),
  }),
});
export type MyReferralCode = z.infer<typeof myReferralCodeResponseSchema>;
