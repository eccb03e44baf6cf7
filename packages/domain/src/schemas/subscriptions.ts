import { z } from "zod";
import { PLAN_KINDS, PLAN_TIERS } from "../enums.ts";
import { SUBSCRIPTION_STATUSES } from "../subscriptions/status-machine.ts";
import { currencySchema, moneySchema } from "./common.ts";

// Subscriptions (docs/api.md, "Subscriptions"): a shopper's plan, billed every period.

export const SUBSCRIPTION_PERIOD_STATUSES = ["PAID", "FAILED", "REFUNDED"] as const;
export const PAYMENT_METHOD_TYPES = ["CARD", "UPI"] as const;

export const subscriptionIdSchema = z.string().regex(/^SUB-[A-Z0-9]{16}$/, "Must be a subscription id");

export const subscriptionPeriodSchema = z.object({
  number: z.int().min(1),
  start: z.int(),
  end: z.int(),
  amount: moneySchema,
  status: z.enum(SUBSCRIPTION_PERIOD_STATUSES),
  /** The period's invoice (PDF), once it is paid. */
  invoiceUrl: z.string().optional(),
});
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;

export const subscriptionSchema = z.object({
  subscriptionId: z.string(),
  planId: z.string(),
  /** The plan's name, for screens. */
  planName: z.string(),
  tier: z.enum(PLAN_TIERS),
  kind: z.enum(PLAN_KINDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Null while PENDING (no period has started). */
  currentPeriod: z.object({ start: z.int(), end: z.int(), number: z.int().min(1) }).nullable(),
  /** When the next charge is due; null when none will be made (cancelled at period end, ended, pending). */
  nextChargeAt: z.int().nullable(),
  nextChargeAmount: moneySchema.nullable(),
  currency: currencySchema,
  cancelAtPeriodEnd: z.boolean(),
  /** A cheaper plan chosen to start at the next period. */
  pendingPlanId: z.string().nullable(),
  /** PAST_DUE: when access ends unless a charge succeeds. */
  graceEndsAt: z.int().nullable(),
  paymentMethod: z.object({ type: z.enum(PAYMENT_METHOD_TYPES), label: z.string() }).nullable(),
  createdAt: z.int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionWithPeriodsSchema = subscriptionSchema.extend({
  periods: z.array(subscriptionPeriodSchema),
});
export type SubscriptionWithPeriods = z.infer<typeof subscriptionWithPeriodsSchema>;

export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export const mySubscriptionsSchema = z.object({ subscriptions: z.array(subscriptionWithPeriodsSchema) });

export const createSubscriptionBodySchema = z.object({
  planId: z.string().min(1).max(80),
  couponCode: z.string().trim().min(1).max(40).optional(),
  /** Where the gateway page returns the shopper; default /plans/order/confirmation of the market. */
  returnUrl: z.string().max(500).optional(),
});
export const createSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The gateway's page that takes the first payment and saves the payment method. */
  checkoutUrl: z.string().nullable(),
  /** What the first payment is, after the coupon (minor units). */
  amount: moneySchema,
  currency: currencySchema,
  /** For gateways paid in a client-side checkout (Razorpay Checkout). */
  gatewayOrderId: z.string(),
  keyId: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const cancelSubscriptionBodySchema = z.object({
  atPeriodEnd: z.boolean(),
  reason: z.string().trim().min(1).max(300),
});
export const changePlanBodySchema = z.object({ planId: z.string().min(1).max(80) });
export const paymentMethodUpdateSchema = z.object({ checkoutUrl: z.string().nullable() });
