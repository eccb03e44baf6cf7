import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Blood work (docs/product.md, "Blood work"; docs/decisions/0031-blood-work-slot-holds.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Where samples are collected: a city of a market's service areas (location's service_areas.city). */
export const bloodWorkAreas = pgTable(
  "blood_work_areas",
  {
    market: text("market").notNull(),
    city: text("city").notNull(),
    /** Whether a booking here may be paid to the phlebotomist at collection (paymentType COD). */
    payAtCollection: boolean("pay_at_collection").notNull().default(false),
    /** Places in each new slot of the area. */
    defaultCapacity: integer("default_capacity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.city] })],
);

/**
 * One collection window of an area. `held` places are held by shoppers choosing it, `booked` are taken
 * by bookings; every change of them is one conditional UPDATE, and the check below is the last guard.
 */
export const bloodWorkSlots = pgTable(
  "blood_work_slots",
  {
    slotId: text("slot_id").primaryKey(),
    market: text("market").notNull(),
    city: text("city").notNull(),
    /** The area's local date of the slot (YYYY-MM-DD). */
    localDate: text("local_date").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    capacity: integer("capacity").notNull(),
    held: integer("held").notNull().default(0),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    uniqueIndex("blood_work_slots_area_start_idx").on(t.market, t.city, t.startsAt),
    index("blood_work_slots_area_date_idx").on(t.market, t.city, t.localDate),
    check(
      "blood_work_slots_within_capacity",
      sql`${t.held} >= 0 AND ${t.booked} >= 0 AND ${t.held} + ${t.booked} <= ${t.capacity}`,
    ),
  ],
);

/** A place held in a slot for a few minutes: HELD, then USED (booked), RELEASED or EXPIRED. */
export const bloodWorkHolds = pgTable(
  "blood_work_holds",
  {
    holdId: text("hold_id").primaryKey(),
    slotId: text("slot_id").notNull(),
    userId: text("user_id").notNull(),
    status: text("status").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("blood_work_holds_open_idx").on(t.expiresAt).where(sql`${t.status} = 'HELD'`),
    index("blood_work_holds_user_idx").on(t.userId).where(sql`${t.status} = 'HELD'`),
  ],
);

export interface BloodWorkAddress {
  name: string;
  phoneNumber: string;
  emailId?: string | null;
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface BloodWorkPerson {
  name: string;
  age: number;
  gender: "MALE" | "FEMALE" | "OTHER";
  phoneNumber: string;
}

/** A booking: its own statuses (packages/domain bloodwork/status-machine.ts); the payment is payments'. */
export const bloodWorkBookings = pgTable(
  "blood_work_bookings",
  {
    bookingId: text("booking_id").primaryKey(),
    userId: text("user_id").notNull(),
    market: text("market").notNull(),
    city: text("city").notNull(),
    packageId: text("package_id").notNull(),
    packageName: text("package_name").notNull(),
    bookingFor: text("booking_for").notNull(),
    userInfo: jsonb("user_info").$type<BloodWorkPerson>().notNull(),
    address: jsonb("address").$type<BloodWorkAddress>().notNull(),
    slotId: text("slot_id").notNull(),
    status: text("status").notNull(),
    /** PREPAID or COD (pay at collection). */
    paymentType: text("payment_type").notNull(),
    /** PENDING, SUCCESS, FAILED or COD_INITIATED. */
    paymentStatus: text("payment_status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    refundAmount: integer("refund_amount").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** The create call's answer, given again to a repeat of its Idempotency-Key. */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("blood_work_bookings_key_idx").on(t.userId, t.idempotencyKey),
    index("blood_work_bookings_user_idx").on(t.userId, t.createdAt),
    index("blood_work_bookings_slot_idx").on(t.slotId),
  ],
);

/** Every status a booking went through, and its reschedules. */
export const bloodWorkBookingEvents = pgTable(
  "blood_work_booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: text("booking_id").notNull(),
    status: text("status").notNull(),
    note: text("note").notNull(),
    actor: text("actor").notNull(),
    at: at("at").notNull(),
  },
  (t) => [index("blood_work_booking_events_booking_idx").on(t.bookingId, t.id)],
);

/** The report staff upload, a PDF kept as base64 (at most 5 MB before encoding). */
export const bloodWorkReports = pgTable("blood_work_reports", {
  bookingId: text("booking_id").primaryKey(),
  pdfBase64: text("pdf_base64").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  uploadedAt: at("uploaded_at").notNull(),
});
