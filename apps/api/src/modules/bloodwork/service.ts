// Blood work (docs/product.md, "Blood work"; docs/api.md, "Blood work"): packages, slots, holds and
// bookings. Capacity is kept by conditional updates of the slot's counts (repository.ts,
// docs/decisions/0031-blood-work-slot-holds.md); a PREPAID booking is paid through payments with purpose
// BLOOD_WORK and follows the payment in workflows/payment-settled.ts.
import { createHash, randomUUID } from "node:crypto";
import {
  addressCountryMarket,
  BLOOD_WORK_CHANGE_CUTOFF_MINUTES,
  BLOOD_WORK_CHANGEABLE,
  BLOOD_WORK_DAYS_AHEAD,
  BLOOD_WORK_HOLD_MINUTES,
  BLOOD_WORK_MESSAGES,
  BLOOD_WORK_TAKING_PLACE,
  type BloodWorkBooking,
  type BloodWorkHold,
  type BloodWorkOrderCreated,
  type BloodWorkPackage,
  type BloodWorkSlot,
  type BloodWorkStatus,
  bloodWorkRefundPercent,
  type CreateBloodWorkOrderBody,
  isValidPhoneForMarket,
  MARKET_INFO,
  type Market,
  withMarketPrefix,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { bloodWorkPackageRows } from "../catalogue/service.ts";
import { serviceAreaOf } from "../location/service.ts";
import {
  claimRefund,
  lockOrderPayments,
  type PaymentEvent,
  paymentRefundKey,
  sendDueRefunds,
  startPayment,
} from "../payments/service.ts";
import { savedAddress } from "../users/service.ts";
import * as dashboard from "./dashboard-queries.ts";
import * as repo from "./repository.ts";
import { localDateAfter, notBefore } from "./slots.ts";

export { ensureSlots } from "./slots.ts";

const inTransaction = <T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> =>
  deps.db.transaction((txn) => work(txn as unknown as Db));

const slotFull = () => new AppError(4010, BLOOD_WORK_MESSAGES.SLOT_FULL);
const notServed = () => new AppError(4004, BLOOD_WORK_MESSAGES.NOT_SERVED);

// Packages

export async function listPackages(deps: Deps, market: Market): Promise<BloodWorkPackage[]> {
  const rows = await bloodWorkPackageRows(deps, market);
  return rows.map(({ sku, product, price }) => {
    const details = product.details as {
      markers?: string[];
      sampleType?: string;
      fastingHours?: number;
      reportInHours?: number;
    };
    return {
      packageId: sku.skuId,
      name: sku.name,
      tests: details.markers ?? [],
      sampleType: details.sampleType ?? "Blood",
      fastingHours: details.fastingHours ?? 0,
      reportHours: details.reportInHours ?? 48,
      basePrice: price.basePrice,
      discountPrice: price.discountPrice,
      currency: price.currency as BloodWorkPackage["currency"],
    };
  });
}

// Areas and slots

/** The collection area of a pincode in the market: 4000 when malformed, 4004 when not collected from. */
export async function areaOfPincode(deps: Deps, market: Market, pincode: string, field = "pincode") {
  const served = await serviceAreaOf(deps, market, pincode, field);
  if (!served) throw notServed();
  const area = await repo.findArea(deps.db, market, served.city);
  if (!area) throw notServed();
  return area;
}

const toSlot = (row: repo.SlotRow): BloodWorkSlot => ({
  slotId: row.slotId,
  start: row.startsAt.getTime(),
  end: row.endsAt.getTime(),
  date: row.localDate,
  capacity: row.capacity,
  left: Math.max(0, row.capacity - row.held - row.booked),
});

/** The offered slots of the pincode's area: today and the next 14 days, neither too soon nor full. */
export async function listSlots(deps: Deps, market: Market, pincode: string, date?: string) {
  const area = await areaOfPincode(deps, market, pincode);
  const now = deps.now();
  const last = localDateAfter(market, now, BLOOD_WORK_DAYS_AHEAD);
  if (date !== undefined && (date < localDateAfter(market, now, 0) || date > last)) {
    throw invalid({ date: `Choose a date from today to ${last}` });
  }
  const rows = await repo.areaSlots(deps.db, area, notBefore(now), new Date(now + 16 * 86_400_000), date);
  const slots = rows
    .filter((r) => r.localDate <= last)
    .map(toSlot)
    .filter((s) => s.left > 0);
  return { slots, area: { city: area.city, payAtCollection: area.payAtCollection } };
}

// Holds

/**
 * Holds one place of the slot for the shopper for a few minutes (4010 when it is full, 4040 when it is
 * not offered). A shopper holds one slot at a time: their earlier hold is given back.
 */
export async function holdSlot(deps: Deps, userId: string, slotId: string): Promise<BloodWorkHold> {
  const slot = await repo.findSlot(deps.db, slotId);
  const now = deps.now();
  if (!slot || slot.startsAt <= notBefore(now)) throw notFound("No such slot");
  const expiresAt = now + BLOOD_WORK_HOLD_MINUTES * 60_000;
  const holdId = `bwh_${randomUUID()}`;
  await inTransaction(deps, async (tx) => {
    for (const earlier of await repo.releaseHoldsOf(tx, userId)) {
      await repo.giveBackHeld(tx, earlier.slotId, 1);
    }
    if (!(await repo.takePlace(tx, slotId, notBefore(now), "held"))) throw slotFull();
    await repo.insertHold(tx, {
      holdId,
      slotId,
      userId,
      status: "HELD",
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
    });
  });
  return { holdId, slotId, expiresAt };
}

/** Gives back every hold past its time: the job's run (workflows/bloodwork-jobs.ts). */
export async function releaseExpiredHolds(deps: Deps): Promise<number> {
  return inTransaction(deps, async (tx) => {
    const expired = await repo.expireHolds(tx, new Date(deps.now()));
    let released = 0;
    for (const [slotId, count] of expired) {
      await repo.giveBackHeld(tx, slotId, count);
      released += count;
    }
    return released;
  });
}

/**
 * Takes a booked place in the slot in `tx`: through the shopper's live hold of it when given, otherwise
 * (no hold, or it expired) a free place; 4010 when there is none.
 */
async function takePlace(tx: Db, userId: string, slotId: string, holdId: string | undefined, now: number) {
  const soonest = notBefore(now);
  if (holdId && (await repo.useHold(tx, holdId, userId, slotId, new Date(now)))) {
    if (!(await repo.heldToBooked(tx, slotId, soonest))) throw slotFull();
    return;
  }
  if (!(await repo.takePlace(tx, slotId, soonest, "booked"))) throw slotFull();
}

// Bookings

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

async function addEvent(
  tx: Db,
  bookingId: string,
  status: BloodWorkStatus,
  actor: string,
  at: number,
  note = "",
) {
  await repo.insertEvent(tx, { bookingId, status, note, actor, at: new Date(at) });
}

/** The booking's page, where the payment page returns the shopper. */
export const bookingPath = (market: Market, bookingId: string) =>
  withMarketPrefix(market, `/account/blood-work/${encodeURIComponent(bookingId)}`);

const answerOf = (row: repo.BookingRow): BloodWorkOrderCreated => ({
  orderId: row.bookingId,
  bookingId: row.bookingId,
  status: row.status as BloodWorkStatus,
  paymentStatus: row.paymentStatus as BloodWorkOrderCreated["paymentStatus"],
});

async function replay(deps: Deps, row: repo.BookingRow, hash: string, returnUrl?: string) {
  if (row.requestHash !== hash) throw new AppError(4090);
  if (row.answer) return row.answer as BloodWorkOrderCreated;
  // The first request's payment did not open (it failed after the booking committed): open it now.
  return openPayment(deps, row, returnUrl);
}

async function openPayment(deps: Deps, row: repo.BookingRow, returnUrl?: string) {
  const market = row.market as Market;
  let payment: BloodWorkOrderCreated["payment"];
  try {
    payment = await startPayment(deps, {
      orderId: row.bookingId,
      userId: row.userId,
      amount: row.amount,
      currency: row.currency,
      market,
      receipt: row.bookingId.slice(0, 40),
      returnUrl: returnUrl ?? bookingPath(market, row.bookingId),
      purpose: "BLOOD_WORK",
      notes: { bookingId: row.bookingId },
    });
  } catch (error) {
    // No payment could be opened: the place goes back at once rather than waiting for nobody.
    await cancelUnpaid(deps, row.bookingId, "The payment could not be started");
    throw error;
  }
  const answer: BloodWorkOrderCreated = { ...answerOf(row), payment };
  await repo.updateBooking(deps.db, row.bookingId, { answer });
  return answer;
}

/**
 * POST /api/oms/v1/createBloodWorkOrder: one booking per Idempotency-Key. The place is taken (from the
 * shopper's hold, or a free one) in the booking's own transaction, so a full slot refuses it (4010)
 * before any payment is opened; COD (pay at collection, where the area allows it) is booked at once.
 */
export async function createBloodWorkOrder(
  deps: Deps,
  market: Market,
  userId: string,
  body: CreateBloodWorkOrderBody,
  idempotencyKey: string,
): Promise<{ statusCode: number; response: BloodWorkOrderCreated }> {
  const hash = hashOf({ market, body });
  const seen = await repo.findByKey(deps.db, userId, idempotencyKey);
  if (seen) return { statusCode: 201, response: await replay(deps, seen, hash, body.returnUrl) };

  const fields: Record<string, string> = {};
  if (!isValidPhoneForMarket(market, body.userInfo.phoneNumber)) {
    fields["userInfo/phoneNumber"] = `Enter a valid ${MARKET_INFO[market].countryName} phone number`;
  }
  const pkg = (await listPackages(deps, market)).find((p) => p.packageId === body.packageId);
  if (!pkg) fields.packageId = "This package is not offered here";
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const address = await savedAddress(deps, userId, body.addressTimestamp);
  if (!address) throw notFound("Address not found");
  if ((addressCountryMarket(address.country) ?? market) !== market) {
    throw invalid({ addressTimestamp: `Choose an address in ${MARKET_INFO[market].countryName}` });
  }
  const area = await areaOfPincode(deps, market, address.pincode, "addressTimestamp");
  const slot = await repo.findSlot(deps.db, body.slotId);
  if (!slot || slot.market !== market || slot.city !== area.city) {
    throw invalid({ slotId: "This slot is not offered at this address" });
  }
  if (body.paymentType === "COD" && !area.payAtCollection) {
    throw invalid({ paymentType: BLOOD_WORK_MESSAGES.NO_PAY_AT_COLLECTION });
  }

  const now = deps.now();
  const bookingId = `bw_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  const cod = body.paymentType === "COD";
  let row: repo.BookingRow;
  try {
    row = await inTransaction(deps, async (tx) => {
      await takePlace(tx, userId, slot.slotId, body.holdId, now);
      const status: BloodWorkStatus = cod ? "BOOKED" : "PAYMENT_PENDING";
      const values = {
        bookingId,
        userId,
        market,
        city: area.city,
        packageId: pkg!.packageId,
        packageName: pkg!.name,
        bookingFor: body.bookingFor,
        userInfo: body.userInfo,
        address: {
          name: address.name,
          phoneNumber: address.phoneNumber,
          line1: address.line1,
          line2: address.line2 ?? null,
          landmark: address.landmark ?? null,
          city: address.city,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
        },
        slotId: slot.slotId,
        status,
        paymentType: body.paymentType,
        paymentStatus: cod ? "COD_INITIATED" : "PENDING",
        amount: pkg!.discountPrice,
        currency: pkg!.currency,
        idempotencyKey,
        requestHash: hash,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      };
      const answer = cod ? answerOf(values as repo.BookingRow) : null;
      await repo.insertBooking(tx, { ...values, answer });
      await addEvent(tx, bookingId, status, `user:${userId}`, now);
      return { ...values, answer, refundAmount: 0 } as repo.BookingRow;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key raced in: the first request's booking is the answer.
    const first = await repo.findByKey(deps.db, userId, idempotencyKey);
    if (!first) throw error;
    return { statusCode: 201, response: await replay(deps, first, hash, body.returnUrl) };
  }
  if (cod) return { statusCode: 201, response: answerOf(row) };
  return { statusCode: 201, response: await openPayment(deps, row, body.returnUrl) };
}

/** A payment-pending booking cancelled (its payment failed or never opened): its place given back. */
async function cancelUnpaid(deps: Deps, bookingId: string, why: string, tx?: Db): Promise<void> {
  const work = async (t: Db) => {
    const row = await repo.lockBooking(t, bookingId);
    if (row?.status !== "PAYMENT_PENDING") return;
    const now = deps.now();
    await repo.updateBooking(t, bookingId, {
      status: "CANCELLED",
      paymentStatus: "FAILED",
      updatedAt: new Date(now),
    });
    await repo.giveBackBooked(t, row.slotId);
    await addEvent(t, bookingId, "CANCELLED", "system", now, why);
  };
  if (tx) await work(tx);
  else await inTransaction(deps, work);
}

/**
 * A BLOOD_WORK payment settled (workflows/payment-settled.ts), in the payment's transaction: captured
 * books it; failed or abandoned cancels it and gives its place back. A capture of a booking no longer
 * waiting for it (cancelled meanwhile, or paid twice) is refunded.
 */
export async function bloodWorkPaymentSettled(deps: Deps, tx: Db, event: PaymentEvent): Promise<void> {
  const row = await repo.lockBooking(tx, event.orderId);
  if (!row) return;
  const now = deps.now();
  if (event.type === "failed") {
    await cancelUnpaid(deps, row.bookingId, event.attempt.failureReason ?? "The payment failed", tx);
    return;
  }
  if (event.orderAlreadyPaid || row.status !== "PAYMENT_PENDING") {
    await claimRefund(tx, {
      orderId: row.bookingId,
      key: paymentRefundKey(event.attempt.attemptId),
      attemptId: event.attempt.attemptId,
      reason: "The booking was no longer waiting for this payment",
      at: now,
    });
    return;
  }
  await repo.updateBooking(tx, row.bookingId, {
    status: "BOOKED",
    paymentStatus: "SUCCESS",
    updatedAt: new Date(now),
  });
  await addEvent(tx, row.bookingId, "BOOKED", `gateway:${event.attempt.gateway}`, now, "Payment received");
}

// The shopper's bookings

export const reportPath = (bookingId: string) =>
  `/api/blood-work/v1/bookings/${encodeURIComponent(bookingId)}/report`;

/** The bookings as the shopper sees them (with their slots, timelines and reports). */
export async function toBookings(db: Db, rows: repo.BookingRow[], now: number): Promise<BloodWorkBooking[]> {
  const ids = rows.map((r) => r.bookingId);
  const [slots, events, reports] = await Promise.all([
    repo.slotsByIds(db, [...new Set(rows.map((r) => r.slotId))]),
    repo.eventsOf(db, ids),
    repo.reportIdsOf(db, ids),
  ]);
  const slotOf = new Map(slots.map((s) => [s.slotId, s]));
  return rows.map((r) => {
    const slot = slotOf.get(r.slotId)!;
    const status = r.status as BloodWorkStatus;
    const changeable =
      BLOOD_WORK_CHANGEABLE.includes(status) &&
      slot.startsAt.getTime() - now >= BLOOD_WORK_CHANGE_CUTOFF_MINUTES * 60_000;
    return {
      bookingId: r.bookingId,
      status,
      packageId: r.packageId,
      packageName: r.packageName,
      bookingFor: r.bookingFor as BloodWorkBooking["bookingFor"],
      userInfo: r.userInfo,
      address: r.address,
      slot: { slotId: slot.slotId, start: slot.startsAt.getTime(), end: slot.endsAt.getTime() },
      paymentType: r.paymentType as BloodWorkBooking["paymentType"],
      paymentStatus: r.paymentStatus as BloodWorkBooking["paymentStatus"],
      amount: r.amount,
      currency: r.currency as BloodWorkBooking["currency"],
      refundAmount: r.refundAmount,
      reportUrl: reports.has(r.bookingId) ? reportPath(r.bookingId) : null,
      canChange: changeable,
      cancelRefundPercent: changeable ? bloodWorkRefundPercent(slot.startsAt.getTime() - now) : null,
      timeline: events
        .filter((e) => e.bookingId === r.bookingId)
        .map((e) => ({ status: e.status as BloodWorkStatus, at: e.at.getTime(), note: e.note })),
      createdAt: r.createdAt.getTime(),
    };
  });
}

export async function myBookings(deps: Deps, userId: string): Promise<BloodWorkBooking[]> {
  return toBookings(deps.db, await repo.bookingsOf(deps.db, userId), deps.now());
}

async function ownBookingRow(db: Db, userId: string, bookingId: string) {
  const row = await repo.findBooking(db, bookingId);
  if (row?.userId !== userId) throw notFound("No such booking");
  return row;
}

export async function myBooking(deps: Deps, userId: string, bookingId: string): Promise<BloodWorkBooking> {
  const row = await ownBookingRow(deps.db, userId, bookingId);
  return (await toBookings(deps.db, [row], deps.now()))[0]!;
}

/** The booking changes only in its changeable statuses and up to the cut-off before its slot. */
async function changeableSlot(tx: Db, row: repo.BookingRow, now: number): Promise<repo.SlotRow> {
  const slot = (await repo.findSlot(tx, row.slotId))!;
  if (!BLOOD_WORK_CHANGEABLE.includes(row.status as BloodWorkStatus)) {
    throw invalid({ bookingId: "This booking can no longer be changed" });
  }
  if (slot.startsAt.getTime() - now < BLOOD_WORK_CHANGE_CUTOFF_MINUTES * 60_000) {
    throw invalid({ bookingId: BLOOD_WORK_MESSAGES.TOO_LATE });
  }
  return slot;
}

/**
 * POST .../reschedule: moves the booking to another offered slot of its area (4010 when that one is
 * full, through the shopper's hold of it when they have one); the old place is given back. A new visit
 * needs a new phlebotomist, so an assigned booking is BOOKED again.
 */
export async function reschedule(deps: Deps, userId: string, bookingId: string, slotId: string) {
  await ownBookingRow(deps.db, userId, bookingId);
  await inTransaction(deps, async (tx) => {
    const row = (await repo.lockBooking(tx, bookingId))!;
    const now = deps.now();
    const from = await changeableSlot(tx, row, now);
    const to = await repo.findSlot(tx, slotId);
    if (!to || to.market !== row.market || to.city !== row.city || to.slotId === row.slotId) {
      throw invalid({ slotId: "Choose another slot offered at this address" });
    }
    // The shopper's hold (of this slot, most likely) becomes the booked place.
    for (const held of await repo.releaseHoldsOf(tx, userId)) await repo.giveBackHeld(tx, held.slotId, 1);
    if (!(await repo.takePlace(tx, to.slotId, notBefore(now), "booked"))) throw slotFull();
    await repo.giveBackBooked(tx, from.slotId);
    await repo.updateBooking(tx, bookingId, {
      slotId: to.slotId,
      status: "BOOKED",
      updatedAt: new Date(now),
    });
    await addEvent(tx, bookingId, "BOOKED", `user:${userId}`, now, `Rescheduled to ${to.localDate}`);
  });
  return myBooking(deps, userId, bookingId);
}

/**
 * Cancels the booking, gives its place back and refunds a paid one by how close to the slot it is
 * (domain bloodWorkRefundPercent; staff cancels refund all of it). Returns the refund claimed.
 */
export async function cancelBooking(
  deps: Deps,
  tx: Db,
  row: repo.BookingRow,
  actor: string,
  reason: string,
  percent: number,
): Promise<number> {
  const now = deps.now();
  await lockOrderPayments(tx, row.bookingId);
  let refunded = 0;
  if (row.paymentStatus === "SUCCESS" && percent > 0) {
    const claim = await claimRefund(tx, {
      orderId: row.bookingId,
      key: `bloodwork:${row.bookingId}`,
      amount: Math.round((row.amount * percent) / 100),
      reason,
      at: now,
    });
    refunded = claim?.amount ?? 0;
  }
  await repo.updateBooking(tx, row.bookingId, {
    status: "CANCELLED",
    refundAmount: refunded,
    updatedAt: new Date(now),
  });
  if (BLOOD_WORK_TAKING_PLACE.includes(row.status as BloodWorkStatus))
    await repo.giveBackBooked(tx, row.slotId);
  await addEvent(tx, row.bookingId, "CANCELLED", actor, now, reason);
  return refunded;
}

export async function cancelMine(deps: Deps, userId: string, bookingId: string, reason: string) {
  await ownBookingRow(deps.db, userId, bookingId);
  await inTransaction(deps, async (tx) => {
    const row = (await repo.lockBooking(tx, bookingId))!;
    const now = deps.now();
    const slot = await changeableSlot(tx, row, now);
    const percent = bloodWorkRefundPercent(slot.startsAt.getTime() - now);
    if (percent === null) throw invalid({ bookingId: BLOOD_WORK_MESSAGES.TOO_LATE });
    await cancelBooking(deps, tx, row, `user:${userId}`, reason, percent);
  });
  await sendDueRefunds(deps, { orderId: bookingId }).catch(() => undefined);
  return myBooking(deps, userId, bookingId);
}

/** The report PDF of the shopper's own booking (4040 before it is uploaded). */
export async function myReport(deps: Deps, userId: string, bookingId: string): Promise<Buffer> {
  await ownBookingRow(deps.db, userId, bookingId);
  const report = await repo.findReport(deps.db, bookingId);
  if (!report) throw notFound("The report is not ready yet");
  return Buffer.from(report.pdfBase64, "base64");
}

/** The dashboard's count of today's collections still to make, in these markets (each its own today). */
export function collectionsToday(
  deps: Pick<Deps, "db" | "now">,
  markets: readonly Market[],
): Promise<number> {
  return dashboard.collectionsOn(
    deps.db,
    markets.map((market) => ({ market, date: localDateAfter(market, deps.now(), 0) })),
  );
}
