// Blood-work booking rules (docs/product.md, "Blood work"; docs/decisions/0031-blood-work-slot-holds.md).

/** How many days ahead slots are offered: today and the next 14. */
export const BLOOD_WORK_DAYS_AHEAD = 14;
/** A slot starting sooner than this is not offered, held or booked (the phlebotomist needs to get there). */
export const BLOOD_WORK_LEAD_MINUTES = 120;
/** Choosing a slot holds one place for this long. */
export const BLOOD_WORK_HOLD_MINUTES = 10;
/** The shopper may reschedule or cancel up to this long before the slot starts. */
export const BLOOD_WORK_CHANGE_CUTOFF_MINUTES = 120;
/** A report upload's largest size. */
export const BLOOD_WORK_REPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The slots offered each day, local wall-clock start hours of one-hour visits (the morning suits fasting). */
export const BLOOD_WORK_SLOT_HOURS = [7, 8, 9, 10, 11, 17] as const;
/** Places in a slot unless staff set another capacity for the area's day. */
export const BLOOD_WORK_DEFAULT_CAPACITY = 4;

/**
 * Refund on a shopper's cancel, by how long before the slot it is asked: at least FULL_HOURS before,
 * everything; at least the change cut-off before, HALF_PERCENT; later than that the shopper cannot cancel.
 * Staff cancels refund everything.
 */
export const BLOOD_WORK_REFUND_RULES = { FULL_HOURS: 24, HALF_PERCENT: 50 } as const;

/** Percent of the amount paid refunded when the shopper cancels `msBefore` the slot's start; null: too late. */
export function bloodWorkRefundPercent(msBefore: number): number | null {
  if (msBefore >= BLOOD_WORK_REFUND_RULES.FULL_HOURS * 3_600_000) return 100;
  if (msBefore >= BLOOD_WORK_CHANGE_CUTOFF_MINUTES * 60_000) return BLOOD_WORK_REFUND_RULES.HALF_PERCENT;
  return null;
}

export const BLOOD_WORK_MESSAGES = {
  SLOT_FULL: "This slot just filled. Please choose another slot.",
  SLOT_GONE: "This slot is no longer offered. Please choose another slot.",
  NOT_SERVED: "Home collection is not available at this pincode yet",
  TOO_LATE: "Bookings can be changed up to 2 hours before the slot",
  NO_PAY_AT_COLLECTION: "Pay at collection is not available in this area",
} as const;

/** Ages a person may be booked at. */
export const BLOOD_WORK_AGE = { MIN: 1, MAX: 120 } as const;
export const BLOOD_WORK_GENDERS = ["MALE", "FEMALE", "OTHER"] as const;
export type BloodWorkGender = (typeof BLOOD_WORK_GENDERS)[number];
export const BLOOD_WORK_BOOKING_FOR = ["SELF", "OTHER"] as const;
export type BloodWorkBookingFor = (typeof BLOOD_WORK_BOOKING_FOR)[number];
