// The back office's blood work (docs/api.md, "Staff: blood work"): slot capacity per area and day, the
// day's collections, status moves and report uploads. Each change writes its staff audit row in its own
// transaction, once per Idempotency-Key when one is sent.
import {
  BLOOD_WORK_REPORT_MAX_BYTES,
  BLOOD_WORK_STAFF_MOVES,
  type BloodWorkStatus,
  canMoveBloodWork,
  type Market,
  type StaffBloodWorkBooking,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { offsetToken } from "../../http/page-token.ts";
import { sendDueRefunds } from "../payments/service.ts";
import { type Answer, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import * as repo from "./repository.ts";
import { cancelBooking, toBookings } from "./service.ts";
import { localDateAfter, slotRowsOf } from "./slots.ts";

const PAGE = 50;

async function run<B, T>(
  deps: Deps,
  staff: StaffCaller,
  route: string,
  body: B,
  key: string | undefined,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const wrapped = async (tx: Db): Promise<Answer<T>> => ({ statusCode: 200, response: await work(tx) });
  const answer = key
    ? await once(deps, { staffId: staff.userId, route, key, body }, wrapped)
    : await deps.db.transaction((txn) => wrapped(txn as unknown as Db));
  return answer.response;
}

export async function listAreas(deps: Deps) {
  const areas = await repo.listAreas(deps.db);
  return {
    areas: areas.map(({ market, city, payAtCollection, defaultCapacity }) => ({
      market,
      city,
      payAtCollection,
      defaultCapacity,
    })),
  };
}

const staffSlot = (s: repo.SlotRow) => ({
  slotId: s.slotId,
  start: s.startsAt.getTime(),
  end: s.endsAt.getTime(),
  date: s.localDate,
  capacity: s.capacity,
  left: Math.max(0, s.capacity - s.held - s.booked),
  booked: s.booked,
  held: s.held,
});

function datesFrom(from: string, days: number): string[] {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + i));
    return date.toISOString().slice(0, 10);
  });
}

async function areaOrFail(db: Db, market: string, city: string) {
  const area = await repo.findArea(db, market, city);
  if (!area) throw notFound("No such collection area");
  return area;
}

/** The slots of an area's days with their counts. */
export async function areaSlots(deps: Deps, market: string, city: string, from: string, days: number) {
  const area = await areaOrFail(deps.db, market, city);
  return { slots: (await repo.slotsOfDates(deps.db, area, datesFrom(from, days))).map(staffSlot) };
}

/**
 * Sets the capacity of every slot of an area's days (a week by default), never below the places taken
 * in a slot; the days' missing slots are added first. Dates must be today to 14 days ahead.
 */
export function setCapacity(
  deps: Deps,
  staff: StaffCaller,
  body: { market: Market; city: string; from: string; days: number; capacity: number },
  key?: string,
) {
  const now = deps.now();
  const first = localDateAfter(body.market, now, 0);
  const last = localDateAfter(body.market, now, 14);
  const dates = datesFrom(body.from, body.days);
  if (body.from < first || dates.at(-1)! > last) {
    throw invalid({ from: `Choose days from ${first} to ${last}` });
  }
  return run(deps, staff, `bloodwork.capacity ${body.market} ${body.city}`, body, key, async (tx) => {
    const area = await areaOrFail(tx, body.market, body.city);
    await repo.insertSlots(
      tx,
      dates.flatMap((d) => slotRowsOf(area, d)),
    );
    const before = await repo.slotsOfDates(tx, area, dates);
    const after = await repo.setCapacity(
      tx,
      before.map((s) => s.slotId),
      body.capacity,
    );
    await recordAudit(tx, staff.userId, now, {
      action: "bloodwork.capacity",
      entity: "blood_work_area",
      entityId: `${body.market}:${body.city}`,
      before: { dates, capacities: before.map((s) => [s.slotId, s.capacity]) },
      after: { ...body, capacities: after.map((s) => [s.slotId, s.capacity]) },
    });
    return { slots: after.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(staffSlot) };
  });
}

async function staffView(db: Db, rows: repo.BookingRow[], now: number): Promise<StaffBloodWorkBooking[]> {
  const views = await toBookings(db, rows, now);
  return views.map((v, i) => ({
    ...v,
    userId: rows[i]!.userId,
    market: rows[i]!.market,
    city: rows[i]!.city,
  }));
}

/** The day's collections (all areas of the market, or every market), by slot start; paged. */
export async function collections(deps: Deps, query: { date?: string; market?: Market; nextToken?: string }) {
  const market = query.market ?? "IN";
  const date = query.date ?? localDateAfter(market, deps.now(), 0);
  const offset = offsetToken.decode(query.nextToken);
  const areas = (await repo.listAreas(deps.db)).filter((a) => !query.market || a.market === query.market);
  const slotIds: string[] = [];
  for (const area of areas)
    slotIds.push(...(await repo.slotsOfDates(deps.db, area, [date])).map((s) => s.slotId));
  const rows = await repo.bookingsOfSlots(deps.db, slotIds, offset, PAGE + 1);
  const page = rows.slice(0, PAGE).map((r) => r.booking);
  return {
    bookings: await staffView(deps.db, page, deps.now()),
    nextToken: rows.length > PAGE ? offsetToken.encode(offset + PAGE) : null,
  };
}

export async function staffBooking(deps: Deps, db: Db, bookingId: string) {
  const row = await repo.findBooking(db, bookingId);
  if (!row) throw notFound("No such booking");
  return (await staffView(db, [row], deps.now()))[0]!;
}

const auditState = (r: repo.BookingRow) => ({
  status: r.status,
  slotId: r.slotId,
  refundAmount: r.refundAmount,
});

/**
 * Moves a booking along its status machine (4000 for a move it does not allow). REPORT_READY comes with
 * the report's upload only; a staff cancel refunds everything paid and gives the place back.
 */
export async function moveBooking(
  deps: Deps,
  staff: StaffCaller,
  bookingId: string,
  body: { status: BloodWorkStatus; note?: string },
  key?: string,
) {
  if (!BLOOD_WORK_STAFF_MOVES.includes(body.status)) {
    throw invalid({ status: "A report is marked ready by uploading it" });
  }
  const answer = await run(deps, staff, `bloodwork.status ${bookingId}`, body, key, async (tx) => {
    const row = await repo.lockBooking(tx, bookingId);
    if (!row) throw notFound("No such booking");
    const from = row.status as BloodWorkStatus;
    if (!canMoveBloodWork(from, body.status)) {
      throw invalid({ status: `A ${from} booking cannot move to ${body.status}` });
    }
    const now = deps.now();
    const actor = `staff:${staff.userId}`;
    if (body.status === "CANCELLED") {
      await cancelBooking(deps, tx, row, actor, body.note || "Cancelled by Ojas", 100);
    } else {
      await repo.updateBooking(tx, bookingId, { status: body.status, updatedAt: new Date(now) });
      await repo.insertEvent(tx, {
        bookingId,
        status: body.status,
        note: body.note ?? "",
        actor,
        at: new Date(now),
      });
    }
    const after = (await repo.findBooking(tx, bookingId))!;
    await recordAudit(tx, staff.userId, now, {
      action: "bloodwork.status",
      entity: "blood_work_booking",
      entityId: bookingId,
      before: auditState(row),
      after: { ...auditState(after), note: body.note ?? null },
    });
    return staffBooking(deps, tx, bookingId);
  });
  if (body.status === "CANCELLED") await sendDueRefunds(deps, { orderId: bookingId }).catch(() => undefined);
  return answer;
}

/** A PDF is a file that starts with "%PDF-" (and is not empty past it). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 5).toString("latin1") === "%PDF-";
}

/**
 * Stores the report of a collected sample (or replaces it) and marks the booking REPORT_READY. Only a PDF
 * of at most 5 MB is taken (4000).
 */
export async function uploadReport(deps: Deps, staff: StaffCaller, bookingId: string, pdf: Buffer) {
  if (pdf.length > BLOOD_WORK_REPORT_MAX_BYTES) throw invalid({ report: "The report must be at most 5 MB" });
  if (!isPdf(pdf)) throw invalid({ report: "The report must be a PDF" });
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await repo.lockBooking(tx, bookingId);
    if (!row) throw notFound("No such booking");
    if (row.status !== "SAMPLE_COLLECTED" && row.status !== "REPORT_READY") {
      throw invalid({ report: "A report is uploaded once the sample is collected" });
    }
    const now = deps.now();
    await repo.saveReport(tx, {
      bookingId,
      pdfBase64: pdf.toString("base64"),
      bytes: pdf.length,
      uploadedBy: staff.userId,
      uploadedAt: new Date(now),
    });
    const replaced = row.status === "REPORT_READY";
    if (!replaced)
      await repo.updateBooking(tx, bookingId, { status: "REPORT_READY", updatedAt: new Date(now) });
    await repo.insertEvent(tx, {
      bookingId,
      status: "REPORT_READY",
      note: replaced ? "Report replaced" : "Report uploaded",
      actor: `staff:${staff.userId}`,
      at: new Date(now),
    });
    await recordAudit(tx, staff.userId, now, {
      action: "bloodwork.report",
      entity: "blood_work_booking",
      entityId: bookingId,
      before: auditState(row),
      after: { status: "REPORT_READY", bytes: pdf.length, replaced },
    });
    return staffBooking(deps, tx, bookingId);
  });
}
