import { z } from "zod";
import { currencySchema, moneySchema } from "./common.ts";

export const PAYMENT_GATEWAYS = ["sandbox", "razorpay"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** A payment attempt's life: CREATED until the gateway captures it (SUCCESS), it fails, or it is left. */
export const PAYMENT_ATTEMPT_STATUSES = ["CREATED", "SUCCESS", "FAILED", "ABANDONED"] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

const orderId = z.string().trim().min(1).max(64);
/** Gateway ids as Razorpay writes them: order_..., pay_... */
const gatewayId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a gateway id such as order_Nf3qT1x9LkPz2A");

/** What a PREPAID order answers as `payment` (docs/api.md, orders). */
export const paymentStartSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  gatewayOrderId: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  /** The gateway's public key id, for a client-side checkout (Razorpay Checkout). */
  keyId: z.string(),
  /** The hosted payment page, when the gateway has one (the sandbox does). */
  checkoutUrl: z.string().nullable(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const paymentVerifyBodySchema = z.object({
  orderId,
  gatewayOrderId: gatewayId,
  gatewayPaymentId: gatewayId,
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, "Must be a hex HMAC-SHA256 signature"),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBodySchema>;

export const paymentVerifiedSchema = z.object({
  orderId: z.string(),
  paymentStatus: z.literal("SUCCESS"),
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string(),
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;

export const paymentUnsuccessfulQuerySchema = z.object({ orderId });
/** The storefront may say why (the gateway's message, or that the shopper left). */
export const paymentUnsuccessfulBodySchema = z
  .object({ reason: z.string().trim().min(1).max(200).optional() })
  .nullish();
export const paymentUnsuccessfulResultSchema = z.object({
  orderId: z.string(),
  /** FAILED once marked; SUCCESS when the payment had already been captured (nothing changes then). */
  paymentStatus: z.enum(["FAILED", "SUCCESS"]),
});
export type PaymentUnsuccessfulResult = z.infer<typeof paymentUnsuccessfulResultSchema>;

export const paymentWebhookParamsSchema = z.object({ provider: z.string().min(1).max(32) });
export const paymentWebhookAcceptedSchema = z.object({
  received: z.literal(true),
  /** True when this event id was seen before: nothing was done again. */
  duplicate: z.boolean(),
});
