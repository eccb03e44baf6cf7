import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "../subscriptions/status-machine.ts";
import { moneySchema } from "./common.ts";
import {
  cancelSubscriptionBodySchema,
  subscriptionSchema,
  subscriptionWithPeriodsSchema,
} from "./subscriptions.ts";

// Changing a subscription (docs/api.md, "Managing subscriptions"): the shopper's changes and the back
// office's. Each change answers the subscription as it is after it.

export const subscriptionIdParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const subscriptionPeriodParamsSchema = subscriptionIdParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(10_000),
});

export const subscriptionResponseSchema = z.object({ subscription: subscriptionWithPeriodsSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

// The back office

export const staffSubscriptionListQuerySchema = z.object({
  /** A subscription id, the shopper's phone number or email, or a plan id. */
  q: z.string().trim().min(1).max(80).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffSubscriptionListQuery = z.infer<typeof staffSubscriptionListQuerySchema>;

export const staffSubscriptionSchema = subscriptionSchema.extend({
  userId: z.string(),
  market: z.string(),
  provider: z.string(),
  /** PLAN (bought on a plan page) or ORDER (came with a device order). */
  source: z.string(),
  sourceOrderId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  failedCharges: z.int(),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;

export const staffSubscriptionListResponseSchema = z.object({
  subscriptions: z.array(staffSubscriptionSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffSubscriptionListResponse = z.infer<typeof staffSubscriptionListResponseSchema>;

export const staffPaymentAttemptSchema = z.object({
  attemptId: z.string(),
  orderId: z.string(),
  gateway: z.string(),
  amount: moneySchema,
  status: z.string(),
  gatewayPaymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.int(),
});

export const staffSubscriptionPeriodSchema = z.object({
  number: z.int(),
  start: z.int(),
  end: z.int(),
  amount: moneySchema,
  /** CHARGING, PAID, FAILED or REFUNDED. */
  status: z.string(),
  planId: z.string(),
  chargeKey: z.string(),
  tries: z.int(),
  failureReason: z.string().nullable(),
  refundedAmount: moneySchema,
  invoiceNumber: z.string().nullable(),
  sourceOrderId: z.string().nullable(),
  paidAt: z.int().nullable(),
  /** The payment attempts of the period's charge (payments keyed by the period's charge key). */
  attempts: z.array(staffPaymentAttemptSchema),
});

export const staffSubscriptionEventSchema = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.int(),
});

export const staffSubscriptionDetailSchema = z.object({
  subscription: staffSubscriptionSchema,
  periods: z.array(staffSubscriptionPeriodSchema),
  /** Every change, oldest first. */
  events: z.array(staffSubscriptionEventSchema),
});
export type StaffSubscriptionDetail = z.infer<typeof staffSubscriptionDetailSchema>;

export const staffCancelSubscriptionBodySchema = cancelSubscriptionBodySchema.extend({
  /** Cancelling now: refund the unused part of the current period (default true). */
  refund: z.boolean().optional(),
});
export type StaffCancelSubscriptionBody = z.infer<typeof staffCancelSubscriptionBodySchema>;

export const staffRefundPeriodBodySchema = z.object({
  /** Minor units; by default what is left of the period's payment. */
  amount: z.int().min(1).optional(),
  reason: z.string().trim().min(1).max(300),
});
export type StaffRefundPeriodBody = z.infer<typeof staffRefundPeriodBodySchema>;

export const staffExtendSubscriptionBodySchema = z.object({
  days: z.int().min(1).max(90),
  reason: z.string().trim().min(1).max(300),
});
export type StaffExtendSubscriptionBody = z.infer<typeof staffExtendSubscriptionBodySchema>;
