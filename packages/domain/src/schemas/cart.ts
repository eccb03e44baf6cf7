// Cart requests and the Cart response (docs/api.md, cart; paths under /api/catalogue).
import { z } from "zod";
import { DISCOUNT_TYPES, PAYMENT_TYPES, PRODUCT_CATEGORIES, STOCK_STATUSES } from "../enums.ts";
import { epochMsSchema, moneySchema } from "./common.ts";

/** Units of one cart line (a sku, or a bundle with its picks) a shopper may order. */
export const MAX_CART_LINE_QTY = 10;
/** Lines one cart may hold. */
export const MAX_CART_LINES = 50;

const skuIdSchema = z.string().trim().min(1).max(80);
const codeSchema = z.string().trim().max(40);

export const cartQtySchema = z
  .number()
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_CART_LINE_QTY, `You can add up to ${MAX_CART_LINE_QTY} of an item`);

export const byobPicksSchema = z.array(skuIdSchema).max(12);

/**
 * The options add, remove and modify carry (docs/api.md, cart). A code or pincode given replaces the
 * cart's (kept when valid), an empty string removes it, and an absent one leaves it as it is.
 */
const cartOptionFields = {
  pincode: z.string().trim().max(60).optional(),
  lifeBitsCouponCode: codeSchema.optional(),
  autoApplyCoupon: z.boolean().optional(),
  referralCode: codeSchema.optional(),
  affiliateCode: codeSchema.optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
};

export const cartCheckoutQuerySchema = z.object({
  pincode: z.string().trim().max(60).optional(),
  couponCode: codeSchema.optional(),
  lifeBitsCouponCode: codeSchema.optional(),
  autoApplyCoupon: z.stringbool().optional(),
  referralCode: codeSchema.optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  affiliateCode: codeSchema.optional(),
});
export type CartCheckoutQuery = z.infer<typeof cartCheckoutQuerySchema>;

export const cartLineInputSchema = z.object({
  skuId: skuIdSchema,
  qty: cartQtySchema.default(1),
  byobBundledSkuIds: byobPicksSchema.optional(),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const anonymousCartBodySchema = z.object({
  cartItems: z.array(cartLineInputSchema).max(MAX_CART_LINES),
  couponCode: codeSchema.optional(),
  autoApplyCoupon: z.boolean().optional(),
  referralCode: codeSchema.optional(),
  affiliateCode: codeSchema.optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
});
export type AnonymousCartBody = z.infer<typeof anonymousCartBodySchema>;

export const cartChangeBodySchema = z.object({
  skuId: skuIdSchema,
  qty: cartQtySchema.default(1),
  computeCart: z.boolean().optional(),
  byobBundledSkuIds: byobPicksSchema.optional(),
  ...cartOptionFields,
});
export type CartChangeBody = z.infer<typeof cartChangeBodySchema>;

export const CART_OPERATION_TYPES = ["ADD", "REMOVE"] as const;
export type CartOperationType = (typeof CART_OPERATION_TYPES)[number];

export const modifyCartBodySchema = z.object({
  computeCart: z.boolean().optional(),
  modifyCartOperations: z
    .array(
      z.object({
        skuId: skuIdSchema,
        cartOperationType: z.enum(CART_OPERATION_TYPES),
        /** Only entries with qty above 0 count; the rest are skipped. */
        qty: z.number().int("Quantity must be a whole number").min(0).max(MAX_CART_LINE_QTY),
        byobBundledSkuIds: byobPicksSchema.optional(),
      }),
    )
    .max(MAX_CART_LINES),
  ...cartOptionFields,
});
export type ModifyCartBody = z.infer<typeof modifyCartBodySchema>;

export const mergeCartBodySchema = z.object({
  /** Chosen by the client per local cart: the same id merges once, however often it is sent. */
  mergeId: z.string().trim().min(8).max(100),
  cartItems: z.array(cartLineInputSchema).max(MAX_CART_LINES),
});
export type MergeCartBody = z.infer<typeof mergeCartBodySchema>;

// The response

export const cartItemSchema = z.object({
  itemID: z.string(),
  skuId: z.string(),
  itemName: z.string(),
  imgURL: z.string(),
  subCategory: z.string().nullable(),
  qty: z.number().int().positive(),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  discountPercentage: z.number().int().min(0).max(100),
  /** Line totals: catalogue discount, share of the automatic offer, share of the coupons, all three. */
  catalogDiscount: moneySchema,
  cartDiscount: moneySchema,
  couponDiscount: moneySchema,
  discount: moneySchema,
  finalPrice: moneySchema,
  volume: z.number().optional(),
  volumeUnit: z.string().optional(),
  /** When the line reaches the cart's pincode; null with no (serviceable) pincode known, or nothing to ship. */
  estimatedDeliveryDate: epochMsSchema.nullable(),
  isBundledSku: z.boolean(),
  bundledSkuIds: z.array(z.string()),
  /** The parts of a bundle, or the picks of a build-your-own bundle. */
  bundledSkuData: z.array(z.object({ skuId: z.string(), name: z.string(), imgURL: z.string() })),
  freeItemCount: z.number().int().min(0),
  isByobBundledSku: z.boolean(),
  byobBundleSkuId: z.string().optional(),
  byobBundledSkuIds: z.array(z.string()).optional(),
  skuType: z.string().nullable(),
  skuCategory: z.enum(PRODUCT_CATEGORIES),
  stockStatus: z.enum(STOCK_STATUSES),
  isOutOfStock: z.boolean(),
  /** The most the stepper may reach: what can be promised, at most MAX_CART_LINE_QTY. */
  maxQty: z.number().int().min(0),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const freebieItemSchema = z.object({
  itemID: z.string(),
  skuId: z.string(),
  itemName: z.string(),
  imgURL: z.string(),
  qty: z.number().int().positive(),
  basePrice: moneySchema,
  discountPrice: z.literal(0),
  couponCode: z.string(),
});

export const appliedCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discount: moneySchema,
  automatic: z.boolean(),
  lifeBitsCost: z.number().int().positive().optional(),
});

export const couponOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  automatic: z.boolean(),
  lifeBitsCost: z.number().int().positive().optional(),
  applicable: z.boolean(),
  discount: moneySchema,
  reason: z.string().optional(),
  isApplied: z.boolean(),
});
export type CouponOfferDto = z.infer<typeof couponOfferSchema>;

export const paymentTypeConfigSchema = z.object({
  PREPAID: z.object({ enabled: z.literal(true) }),
  COD: z.object({ enabled: z.boolean(), charges: moneySchema, reason: z.string().optional() }),
});

export const appliedReferralSchema = z.object({
  code: z.string(),
  referrerFirstName: z.string(),
  /** The coupon the referral gives on a first order; applied when no other coupon is entered. */
  couponCode: z.string().nullable(),
  message: z.string(),
});

export const appliedAffiliateSchema = z.object({ code: z.string(), name: z.string() });

export const cartSchema = z.object({
  market: z.string(),
  currency: z.string(),
  cartItemList: z.array(cartItemSchema),
  freebieItemList: z.array(freebieItemSchema),
  /** Items that could not be priced (no longer sold here, or a bundle whose picks are not allowed). */
  invalidCartInfo: z.array(z.object({ skuId: z.string(), qty: z.number().int(), reason: z.string() })),
  totalQuantityInCart: z.number().int().min(0),
  totalBasePrice: moneySchema,
  totalDiscountPrice: moneySchema,
  totalDiscount: moneySchema,
  totalPrice: moneySchema,
  totalPayableAmountWithoutCoupon: moneySchema,
  payableAmount: moneySchema,
  cartDiscount: moneySchema,
  couponDiscount: moneySchema,
  couponCode: z.string().nullable(),
  appliedCoupon: appliedCouponSchema.nullable(),
  isCouponValid: z.boolean(),
  couponMessage: z.string(),
  appliedLifeBitsCouponCode: z.string().nullable(),
  lifeBitsAppliedCoupon: appliedCouponSchema.nullable(),
  isLifeBitsCouponValid: z.boolean(),
  lifeBitsCouponMessage: z.string(),
  appliedAutomaticCoupon: appliedCouponSchema.nullable(),
  applicableCoupons: z.array(couponOfferSchema),
  applicableLifeBitsCoupons: z.array(couponOfferSchema),
  /** The shopper's life bits balance (0 without a session). */
  lifeBitsBalance: z.number().int(),
  exploreOffersSection: z.object({
    title: z.string(),
    description: z.string(),
    applicableCount: z.number().int().min(0),
  }),
  /** The next benefit within reach (an automatic offer, free delivery), shown on product pages. */
  pdpNudge: z.object({ type: z.enum(["OFFER", "FREE_DELIVERY"]), text: z.string() }).nullable(),
  shippingCharges: moneySchema,
  shippingChargesText: z.string(),
  shippingChargesBasePrice: moneySchema,
  shippingChargesDiscountedPrice: moneySchema,
  codCharges: moneySchema,
  paymentType: z.enum(PAYMENT_TYPES),
  paymentTypeConfig: paymentTypeConfigSchema,
  isAnyItemOutOfStock: z.boolean(),
  outOfStockDisplayText: z.string(),
  isReferralCodeValid: z.boolean(),
  appliedReferral: appliedReferralSchema.nullable(),
  isAffiliateCodeValid: z.boolean(),
  appliedAffiliate: appliedAffiliateSchema.nullable(),
  /** The delivery pincode the cart is priced for, if any. */
  pincode: z.string().nullable(),
});
export type CartDto = z.infer<typeof cartSchema>;
