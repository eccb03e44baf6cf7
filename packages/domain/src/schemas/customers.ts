import { z } from "zod";
import { addressSchema, lifeBitsAccountSchema } from "./account.ts";
import { bloodWorkBookingSchema } from "./bloodwork.ts";
import { epochMsSchema } from "./common.ts";
import {
  CUSTOMER_SEARCH_PAGE_SIZE,
  LIFE_BITS_ADJUSTMENT_MAX,
  LIFE_BITS_REASON_MAX_LENGTH,
} from "./customers-constants.ts";
import { orderDtoSchema } from "./orders.ts";
import { auditEntrySchema } from "./staff.ts";
import { subscriptionWithPeriodsSchema } from "./subscriptions.ts";

// The back office's customers (docs/api.md, "Back office: customers"): find a shopper by phone, email or
// name; their profile; life bits adjustments and signing them out everywhere.

export const customerSearchQuerySchema = z.object({
  /** Part of the shopper's phone number (any format), email or name; absent lists the newest shoppers. */
  q: z.string().trim().min(3, "Type at least 3 characters").max(80).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CUSTOMER_SEARCH_PAGE_SIZE),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: epochMsSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerSearchResponseSchema = z.object({
  customers: z.array(customerSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;

export const customerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const customerProfileSchema = z.object({
  customer: customerSchema.extend({
    healthGoal: z.string().nullable(),
    firstPurchaseCompleted: z.boolean(),
    /** Sign-ins not yet ended (signed out, revoked or past their 30 days). */
    liveSessions: z.int(),
  }),
  addresses: z.array(addressSchema),
  /** The latest CUSTOMER_PROFILE_ORDERS orders, newest first. */
  orders: z.array(orderDtoSchema),
  moreOrders: z.boolean(),
  subscriptions: z.array(subscriptionWithPeriodsSchema),
  bloodWorkBookings: z.array(bloodWorkBookingSchema),
  lifeBits: lifeBitsAccountSchema,
  /** Staff changes to this shopper (life bits, sign-outs), newest first. */
  audit: z.array(auditEntrySchema),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const lifeBitsAdjustmentBodySchema = z.object({
  /** Added (positive) or taken (negative); never zero. */
  amount: z.coerce
    .number({ error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(-LIFE_BITS_ADJUSTMENT_MAX, `At most ${LIFE_BITS_ADJUSTMENT_MAX} at once`)
    .max(LIFE_BITS_ADJUSTMENT_MAX, `At most ${LIFE_BITS_ADJUSTMENT_MAX} at once`)
    .refine((n) => n !== 0, "Enter an amount other than 0"),
  reason: z
    .string()
    .trim()
    .min(3, "Say why (at least 3 characters)")
    .max(LIFE_BITS_REASON_MAX_LENGTH, `At most ${LIFE_BITS_REASON_MAX_LENGTH} characters`),
});
export type LifeBitsAdjustmentBody = z.infer<typeof lifeBitsAdjustmentBodySchema>;

export const lifeBitsAdjustedSchema = z.object({ lifeBits: lifeBitsAccountSchema });

export const signOutEverywhereBodySchema = z.object({});
export const signedOutEverywhereSchema = z.object({
  /** The sign-ins ended by this call (0 when none was live). */
  sessionsEnded: z.int(),
});
