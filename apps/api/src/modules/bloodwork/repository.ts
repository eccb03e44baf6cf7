import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bloodWorkAreas,
  bloodWorkBookingEvents,
  bloodWorkBookings,
  bloodWorkHolds,
  bloodWorkReports,
  bloodWorkSlots,
} from "./tables.ts";

export type AreaRow = typeof bloodWorkAreas.$inferSelect;
export type SlotRow = typeof bloodWorkSlots.$inferSelect;
export type HoldRow = typeof bloodWorkHolds.$inferSelect;
export type BookingRow = typeof bloodWorkBookings.$inferSelect;
export type EventRow = typeof bloodWorkBookingEvents.$inferSelect;

export async function findArea(db: Db, market: string, city: string): Promise<AreaRow | undefined> {
  const [row] = await db
    .select()
    .from(bloodWorkAreas)
    .where(and(eq(bloodWorkAreas.market, market), eq(bloodWorkAreas.city, city)));
  return row;
}

export function listAreas(db: Db): Promise<AreaRow[]> {
  return db.select().from(bloodWorkAreas).orderBy(asc(bloodWorkAreas.market), asc(bloodWorkAreas.city));
}

export async function insertSlots(db: Db, rows: (typeof bloodWorkSlots.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(bloodWorkSlots)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

export async function findSlot(db: Db, slotId: string): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(bloodWorkSlots).where(eq(bloodWorkSlots.slotId, slotId));
  return row;
}

/** The area's slots starting after `after` up to `until`, optionally of one local date, by start. */
export function areaSlots(
  db: Db,
  area: { market: string; city: string },
  after: Date,
  until: Date,
  localDate?: string,
): Promise<SlotRow[]> {
  return db
    .select()
    .from(bloodWorkSlots)
    .where(
      and(
        eq(bloodWorkSlots.market, area.market),
        eq(bloodWorkSlots.city, area.city),
        gt(bloodWorkSlots.startsAt, after),
        lte(bloodWorkSlots.startsAt, until),
        localDate ? eq(bloodWorkSlots.localDate, localDate) : undefined,
      ),
    )
    .orderBy(asc(bloodWorkSlots.startsAt));
}

export function slotsOfDates(db: Db, area: { market: string; city: string }, dates: string[]) {
  return db
    .select()
    .from(bloodWorkSlots)
    .where(
      and(
        eq(bloodWorkSlots.market, area.market),
        eq(bloodWorkSlots.city, area.city),
        inArray(bloodWorkSlots.localDate, dates),
      ),
    )
    .orderBy(asc(bloodWorkSlots.startsAt));
}

// The capacity's conditional updates: each one statement, so the row lock makes them one at a time and
// the WHERE is checked against the committed counts (docs/decisions/0031-blood-work-slot-holds.md).

/**
 * One place held or booked (`as`), when one is free and the slot starts after `notBefore`; false otherwise.
 * One conditional UPDATE: two callers at once can never take more places than the slot has.
 */
export async function takePlace(
  db: Db,
  slotId: string,
  notBefore: Date,
  as: "held" | "booked",
): Promise<boolean> {
  const column = as === "held" ? bloodWorkSlots.held : bloodWorkSlots.booked;
  const rows = await db
    .update(bloodWorkSlots)
    .set({ [as]: sql`${column} + 1` })
    .where(
      and(
        eq(bloodWorkSlots.slotId, slotId),
        sql`${bloodWorkSlots.held} + ${bloodWorkSlots.booked} < ${bloodWorkSlots.capacity}`,
        gt(bloodWorkSlots.startsAt, notBefore),
      ),
    )
    .returning({ slotId: bloodWorkSlots.slotId });
  return rows.length === 1;
}

/** A held place becomes a booked one (the hold was just marked USED). */
export async function heldToBooked(db: Db, slotId: string, notBefore: Date): Promise<boolean> {
  const rows = await db
    .update(bloodWorkSlots)
    .set({ held: sql`${bloodWorkSlots.held} - 1`, booked: sql`${bloodWorkSlots.booked} + 1` })
    .where(and(eq(bloodWorkSlots.slotId, slotId), gt(bloodWorkSlots.startsAt, notBefore)))
    .returning({ slotId: bloodWorkSlots.slotId });
  return rows.length === 1;
}

export async function giveBackHeld(db: Db, slotId: string, count: number): Promise<void> {
  await db
    .update(bloodWorkSlots)
    .set({ held: sql`${bloodWorkSlots.held} - ${count}` })
    .where(eq(bloodWorkSlots.slotId, slotId));
}

export async function giveBackBooked(db: Db, slotId: string): Promise<void> {
  await db
    .update(bloodWorkSlots)
    .set({ booked: sql`${bloodWorkSlots.booked} - 1` })
    .where(eq(bloodWorkSlots.slotId, slotId));
}

/** Sets the capacity of slots, never below the places already held and booked in each. */
export function setCapacity(db: Db, slotIds: string[], capacity: number): Promise<SlotRow[]> {
  return db
    .update(bloodWorkSlots)
    .set({ capacity: sql`GREATEST(${capacity}, ${bloodWorkSlots.held} + ${bloodWorkSlots.booked})` })
    .where(inArray(bloodWorkSlots.slotId, slotIds))
    .returning();
}

// Holds

export async function insertHold(db: Db, row: HoldRow): Promise<void> {
  await db.insert(bloodWorkHolds).values(row);
}

/** The user's live holds, marked RELEASED; their slots' counts are given back by the caller. */
export function releaseHoldsOf(db: Db, userId: string): Promise<{ slotId: string }[]> {
  return db
    .update(bloodWorkHolds)
    .set({ status: "RELEASED" })
    .where(and(eq(bloodWorkHolds.userId, userId), eq(bloodWorkHolds.status, "HELD")))
    .returning({ slotId: bloodWorkHolds.slotId });
}

/** Marks the user's live hold of the slot USED; false when it is not live (expired, used, another's). */
export async function useHold(db: Db, holdId: string, userId: string, slotId: string, now: Date) {
  const rows = await db
    .update(bloodWorkHolds)
    .set({ status: "USED" })
    .where(
      and(
        eq(bloodWorkHolds.holdId, holdId),
        eq(bloodWorkHolds.userId, userId),
        eq(bloodWorkHolds.slotId, slotId),
        eq(bloodWorkHolds.status, "HELD"),
        gt(bloodWorkHolds.expiresAt, now),
      ),
    )
    .returning({ holdId: bloodWorkHolds.holdId });
  return rows.length === 1;
}

/** Marks every hold past its time EXPIRED; the slots and how many of each to give back. */
export async function expireHolds(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .update(bloodWorkHolds)
    .set({ status: "EXPIRED" })
    .where(and(eq(bloodWorkHolds.status, "HELD"), lte(bloodWorkHolds.expiresAt, now)))
    .returning({ slotId: bloodWorkHolds.slotId });
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.slotId, (counts.get(r.slotId) ?? 0) + 1);
  return counts;
}

export async function findHold(db: Db, holdId: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(bloodWorkHolds).where(eq(bloodWorkHolds.holdId, holdId));
  return row;
}

// Bookings

export async function insertBooking(db: Db, row: typeof bloodWorkBookings.$inferInsert): Promise<void> {
  await db.insert(bloodWorkBookings).values(row);
}

export async function findBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bloodWorkBookings).where(eq(bloodWorkBookings.bookingId, bookingId));
  return row;
}

export async function lockBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bloodWorkBookings)
    .where(eq(bloodWorkBookings.bookingId, bookingId))
    .for("update");
  return row;
}

export async function findByKey(db: Db, userId: string, key: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bloodWorkBookings)
    .where(and(eq(bloodWorkBookings.userId, userId), eq(bloodWorkBookings.idempotencyKey, key)));
  return row;
}

export async function updateBooking(
  db: Db,
  bookingId: string,
  patch: Partial<typeof bloodWorkBookings.$inferInsert>,
): Promise<BookingRow> {
  const [row] = await db
    .update(bloodWorkBookings)
    .set(patch)
    .where(eq(bloodWorkBookings.bookingId, bookingId))
    .returning();
  return row!;
}

export function bookingsOf(db: Db, userId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bloodWorkBookings)
    .where(eq(bloodWorkBookings.userId, userId))
    .orderBy(desc(bloodWorkBookings.createdAt))
    .limit(100);
}

/** Bookings of the slots given (a day's collections), payment pending ones left out, by slot start. */
export function bookingsOfSlots(db: Db, slotIds: string[], offset: number, limit: number) {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db
    .select({ booking: bloodWorkBookings, startsAt: bloodWorkSlots.startsAt })
    .from(bloodWorkBookings)
    .innerJoin(bloodWorkSlots, eq(bloodWorkSlots.slotId, bloodWorkBookings.slotId))
    .where(and(inArray(bloodWorkBookings.slotId, slotIds), ne(bloodWorkBookings.status, "PAYMENT_PENDING")))
    .orderBy(asc(bloodWorkSlots.startsAt), asc(bloodWorkBookings.bookingId))
    .offset(offset)
    .limit(limit);
}

export function slotsByIds(db: Db, slotIds: string[]): Promise<SlotRow[]> {
  if (slotIds.length === 0) return Promise.resolve([]);
  return db.select().from(bloodWorkSlots).where(inArray(bloodWorkSlots.slotId, slotIds));
}

export async function insertEvent(db: Db, row: Omit<EventRow, "id">): Promise<void> {
  await db.insert(bloodWorkBookingEvents).values(row);
}

export function eventsOf(db: Db, bookingIds: string[]): Promise<EventRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bloodWorkBookingEvents)
    .where(inArray(bloodWorkBookingEvents.bookingId, bookingIds))
    .orderBy(asc(bloodWorkBookingEvents.id));
}

export async function saveReport(db: Db, row: typeof bloodWorkReports.$inferSelect): Promise<void> {
  await db
    .insert(bloodWorkReports)
    .values(row)
    .onConflictDoUpdate({
      target: bloodWorkReports.bookingId,
      set: {
        pdfBase64: row.pdfBase64,
        bytes: row.bytes,
        uploadedBy: row.uploadedBy,
        uploadedAt: row.uploadedAt,
      },
    });
}

export async function findReport(db: Db, bookingId: string) {
  const [row] = await db.select().from(bloodWorkReports).where(eq(bloodWorkReports.bookingId, bookingId));
  return row;
}

export async function reportIdsOf(db: Db, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: bloodWorkReports.bookingId })
    .from(bloodWorkReports)
    .where(inArray(bloodWorkReports.bookingId, bookingIds));
  return new Set(rows.map((r) => r.bookingId));
}
