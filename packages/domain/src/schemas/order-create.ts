// Order creation (docs/api.md, orders): from the cart (POST /api/oms/v3/order/create), buy-now flows
// (POST /api/oms/v1/create{Product}Order) and a new payment for a failed order.
import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { PAYMENT_TYPES } from "../enums.ts";
import { ORDER_STATUSES } from "../order-status.ts";
import { ORDER_PAYMENT_STATUSES } from "../orders/status-machine.ts";
import { addressInputSchema } from "./account.ts";
import { byobPicksSchema, cartLineInputSchema, cartQtySchema, MAX_CART_LINES } from "./cart.ts";
import { moneySchema, utmFieldSchema } from "./common.ts";
import { paymentStartSchema } from "./payments.ts";

/** The request header that makes an order create exactly-once. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** One key per checkout attempt, chosen by the client (a UUID is typical). */
export const idempotencyKeySchema = z
  .string({ error: "Send an Idempotency-Key header, unique per checkout" })
  .trim()
  .min(8, "The Idempotency-Key must have 8 to 200 characters")
  .max(200, "The Idempotency-Key must have 8 to 200 characters")
  .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key must be printable ASCII without spaces");

const codeSchema = z.string().trim().max(40);
const skuIdSchema = z.string().trim().min(1).max(80);
const personName = z.string().trim().min(2, "Enter a name").max(100);

/** A delivery address given with the order (a guest's, or one not saved): the address fields, and an email. */
export const orderAddressSchema = addressInputSchema.omit({ defaultAddress: true }).extend({
  /** Where the order confirmation goes when the shopper's account has no email. */
  emailId: z.string().trim().max(254).refine(isValidEmail, "Enter a valid email address").optional(),
});
export type OrderAddressInput = z.infer<typeof orderAddressSchema>;

export const giftingSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("SELF") }),
  z.object({
    type: z.literal("GIFTING"),
    recipient: z.object({
      name: personName,
      /** National number in the order's market, or full E.164. */
      phoneNumber: z.string().trim().min(1, "Enter a phone number").max(32),
      message: z.string().trim().max(300).optional(),
    }),
    sender: z.object({ name: personName }),
  }),
]);
export type GiftingInput = z.infer<typeof giftingSchema>;

/** What every order create carries besides its lines. */
const orderOptionsShape = {
  paymentType: z.enum(PAYMENT_TYPES),
  /** A saved address of the caller, by its timestamp. */
  addressTimestamp: z.int().min(0).optional(),
  /** An address given with the order. Exactly one of addressTimestamp and address. */
  address: orderAddressSchema.optional(),
  couponCode: codeSchema.optional(),
  lifeBitsCouponCode: codeSchema.optional(),
  referralCode: codeSchema.optional(),
  affiliateCode: codeSchema.optional(),
  autoApplyCoupon: z.boolean().optional(),
  gifting: giftingSchema.optional(),
  /**
   * The amount to pay the shopper was shown. When the server's price differs the order is refused (4000,
   * with the new amount) rather than charged.
   */
  expectedPayableAmount: moneySchema.optional(),
  /** Where the hosted payment page returns the shopper (a path of this site); default the confirmation page. */
  returnUrl: z.string().trim().min(1).max(500).optional(),
  utm: utmFieldSchema,
};

type WithAddress = { addressTimestamp?: number; address?: unknown };

function oneAddress(value: WithAddress, ctx: z.RefinementCtx) {
  const given = Number(value.addressTimestamp !== undefined) + Number(value.address !== undefined);
  if (given !== 1) {
    ctx.addIssue({
      code: "custom",
      path: ["addressTimestamp"],
      message: "Choose a saved address (addressTimestamp) or send one (address), not both",
    });
  }
}

export const orderCreateBodySchema = z
  .object({
    ...orderOptionsShape,
    /** A guest's local cart (as /v2/anonymous-cart-checkout takes it); signed-in shoppers order their server cart. */
    cartItems: z.array(cartLineInputSchema).min(1, "Your cart is empty").max(MAX_CART_LINES).optional(),
  })
  .superRefine(oneAddress);
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;

/** The buy-now flows this API sells through POST /api/oms/v1/create{Product}Order (and /v2/). */
export const BUY_NOW_PRODUCTS = [
  "Ring",
  "RingPlan",
  "RingSkin",
  "RingCharger",
  "Skin",
  "SmartScale",
  "Cgm",
  "RingAccs",
] as const;
export type BuyNowProduct = (typeof BUY_NOW_PRODUCTS)[number];

export const buyNowBodySchema = z
  .object({
    ...orderOptionsShape,
    /** The sku bought; for Ring and RingPlan any ring sku of the product when size and finish are given. */
    skuId: skuIdSchema,
    qty: cartQtySchema.default(1),
    /** The picks of a build-your-own skin bundle. */
    byobBundledSkuIds: byobPicksSchema.optional(),
    /** Ring and RingPlan: the size ("6".."13") and finish picked on the ring page. */
    size: z.string().trim().min(1).max(10).optional(),
    finish: z.string().trim().min(1).max(40).optional(),
    /** RingPlan: the membership sku bought with the ring. */
    planSkuId: skuIdSchema.optional(),
  })
  .superRefine(oneAddress);
export type BuyNowBody = z.infer<typeof buyNowBodySchema>;

export const retryPaymentBodySchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  returnUrl: z.string().trim().min(1).max(500).optional(),
});
export type RetryPaymentBody = z.infer<typeof retryPaymentBodySchema>;

/** The answer to an order create (and a payment retry); the same key answers the same, always. */
export const orderCreatedSchema = z.object({
  orderId: z.string(),
  /** The short number shown to the shopper and read out to customer care (10 characters). */
  orderNumber: z.string(),
  /** The status the shopper sees: PAYMENT_PENDING, ORDER_PLACED, ... */
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** PREPAID: where and how to pay. */
  payment: paymentStartSchema.optional(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;
