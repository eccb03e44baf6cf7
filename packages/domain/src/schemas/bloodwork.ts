import { z } from "zod";
import { BLOOD_WORK_AGE, BLOOD_WORK_BOOKING_FOR, BLOOD_WORK_GENDERS } from "../bloodwork/rules.ts";
import { BLOOD_WORK_STATUSES } from "../bloodwork/status-machine.ts";
import { PAYMENT_TYPES } from "../enums.ts";
import { ORDER_PAYMENT_STATUSES } from "../orders/status-machine.ts";
import { currencySchema, epochMsSchema, moneySchema } from "./common.ts";
import { orderAddressViewSchema } from "./orders.ts";
import { paymentStartSchema } from "./payments.ts";

// Blood-work packages, slots, holds and bookings (docs/api.md, "Blood work").

export const bloodWorkPackageSchema = z.object({
  packageId: z.string(),
  name: z.string(),
  tests: z.array(z.string()),
  sampleType: z.string(),
  fastingHours: z.int(),
  reportHours: z.int(),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  currency: currencySchema,
});
export type BloodWorkPackage = z.infer<typeof bloodWorkPackageSchema>;
export const bloodWorkPackagesResponseSchema = z.object({ packages: z.array(bloodWorkPackageSchema) });

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD");

export const bloodWorkSlotsQuerySchema = z.object({
  pincode: z.string().trim().min(1, "Enter a pincode").max(40),
  /** A local date of the area; without it, every day offered. */
  date: localDate.optional(),
});

export const bloodWorkSlotSchema = z.object({
  slotId: z.string(),
  start: epochMsSchema,
  end: epochMsSchema,
  /** The slot's local date in its area (YYYY-MM-DD). */
  date: z.string(),
  capacity: z.int(),
  left: z.int(),
});
export type BloodWorkSlot = z.infer<typeof bloodWorkSlotSchema>;
export const bloodWorkSlotsResponseSchema = z.object({
  slots: z.array(bloodWorkSlotSchema),
  /** The collection area the pincode belongs to. */
  area: z.object({ city: z.string(), payAtCollection: z.boolean() }),
});

export const bloodWorkSlotParamsSchema = z.object({ slotId: z.string().trim().min(1).max(80) });
export const bloodWorkHoldSchema = z.object({
  holdId: z.string(),
  slotId: z.string(),
  expiresAt: epochMsSchema,
});
export type BloodWorkHold = z.infer<typeof bloodWorkHoldSchema>;

export const bloodWorkUserInfoSchema = z.object({
  name: z.string().trim().min(2, "Enter the full name").max(80, "At most 80 characters"),
  age: z
    .int("Enter the age in years")
    .min(BLOOD_WORK_AGE.MIN, "Enter the age in years")
    .max(BLOOD_WORK_AGE.MAX, "Enter the age in years"),
  gender: z.enum(BLOOD_WORK_GENDERS, "Choose a gender"),
  phoneNumber: z.string().trim().min(1, "Enter a phone number").max(20),
});
export type BloodWorkUserInfo = z.infer<typeof bloodWorkUserInfoSchema>;

export const createBloodWorkOrderBodySchema = z.object({
  packageId: z.string().trim().min(1).max(80),
  bookingFor: z.enum(BLOOD_WORK_BOOKING_FOR),
  userInfo: bloodWorkUserInfoSchema,
  addressTimestamp: z.int().min(0),
  slotId: z.string().trim().min(1).max(80),
  holdId: z.string().trim().min(1).max(80).optional(),
  /** PREPAID, or COD: pay at collection, where the area allows it. */
  paymentType: z.enum(PAYMENT_TYPES),
  /** Where the payment page sends the shopper back to (default the booking's page). */
  returnUrl: z.string().max(500).optional(),
});
export type CreateBloodWorkOrderBody = z.infer<typeof createBloodWorkOrderBodySchema>;

export const bloodWorkOrderCreatedSchema = z.object({
  /** The booking's id: what the payment is for (verify and unsuccessful take it as orderId). */
  orderId: z.string(),
  bookingId: z.string(),
  status: z.enum(BLOOD_WORK_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  payment: paymentStartSchema.optional(),
});
export type BloodWorkOrderCreated = z.infer<typeof bloodWorkOrderCreatedSchema>;

export const bloodWorkBookingSchema = z.object({
  bookingId: z.string(),
  status: z.enum(BLOOD_WORK_STATUSES),
  packageId: z.string(),
  packageName: z.string(),
  bookingFor: z.enum(BLOOD_WORK_BOOKING_FOR),
  userInfo: bloodWorkUserInfoSchema,
  address: orderAddressViewSchema,
  slot: z.object({ slotId: z.string(), start: epochMsSchema, end: epochMsSchema }),
  paymentType: z.enum(PAYMENT_TYPES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  amount: moneySchema,
  currency: currencySchema,
  refundAmount: moneySchema,
  /** Where the report PDF downloads from, once staff uploaded it. */
  reportUrl: z.string().nullable(),
  /** Whether the shopper may still reschedule or cancel, and the percent a cancel now refunds. */
  canChange: z.boolean(),
  cancelRefundPercent: z.int().nullable(),
  timeline: z.array(z.object({ status: z.enum(BLOOD_WORK_STATUSES), at: epochMsSchema, note: z.string() })),
  createdAt: epochMsSchema,
});
export type BloodWorkBooking = z.infer<typeof bloodWorkBookingSchema>;

export const bloodWorkBookingParamsSchema = z.object({ bookingId: z.string().trim().min(1).max(80) });
export const bloodWorkBookingResponseSchema = z.object({ booking: bloodWorkBookingSchema });
export const bloodWorkBookingListSchema = z.object({ bookings: z.array(bloodWorkBookingSchema) });
export const bloodWorkRescheduleBodySchema = z.object({ slotId: z.string().trim().min(1).max(80) });
export const bloodWorkCancelBodySchema = z.object({
  reason: z.string().trim().min(1, "Tell us why").max(300, "At most 300 characters"),
});

// Staff (docs/api.md, "Staff: blood work").

export const staffBloodWorkCapacityBodySchema = z.object({
  market: z.enum(["IN", "AE", "US"]),
  city: z.string().trim().min(1).max(80),
  /** The first local date; `days` dates from it (a week by default) get the capacity. */
  from: localDate,
  days: z.int().min(1).max(14).default(7),
  capacity: z.int().min(0, "At least 0").max(50, "At most 50"),
});
export const staffBloodWorkCapacityResponseSchema = z.object({
  slots: z.array(bloodWorkSlotSchema.extend({ booked: z.int(), held: z.int() })),
});
export const staffBloodWorkCollectionsQuerySchema = z.object({
  date: localDate.optional(),
  market: z.enum(["IN", "AE", "US"]).optional(),
  nextToken: z.string().max(200).optional(),
});
export const staffBloodWorkBookingSchema = bloodWorkBookingSchema.extend({
  userId: z.string(),
  market: z.string(),
  city: z.string(),
});
export type StaffBloodWorkBooking = z.infer<typeof staffBloodWorkBookingSchema>;
export const staffBloodWorkCollectionsSchema = z.object({
  bookings: z.array(staffBloodWorkBookingSchema),
  nextToken: z.string().nullable(),
});
export const staffBloodWorkMoveBodySchema = z.object({
  status: z.enum(BLOOD_WORK_STATUSES),
  note: z.string().trim().max(300).optional(),
});
export const staffBloodWorkAreasSchema = z.object({
  areas: z.array(
    z.object({
      market: z.string(),
      city: z.string(),
      payAtCollection: z.boolean(),
      defaultCapacity: z.int(),
    }),
  ),
});
export const staffBloodWorkSlotsQuerySchema = z.object({
  market: z.enum(["IN", "AE", "US"]),
  city: z.string().trim().min(1).max(80),
  from: localDate,
  days: z.coerce.number().int().min(1).max(14).default(7),
});
export const staffBloodWorkBookingResponseSchema = z.object({ booking: staffBloodWorkBookingSchema });
