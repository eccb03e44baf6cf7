import { BLOOD_WORK_SLOT_HOURS } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar } from "../../test/sign-in.ts";
import { bloodWorkJobs } from "../../workflows/bloodwork-jobs.ts";
import { paymentAttempts, paymentRefunds } from "../payments/tables.ts";
import { signedProof } from "../payments/testing.ts";
import * as repo from "./repository.ts";
import { releaseExpiredHolds } from "./service.ts";
import { ensureSlots, localDateAfter } from "./slots.ts";
import { bloodWorkBookingEvents, bloodWorkHolds, bloodWorkSlots } from "./tables.ts";
import { bloodWorkApi, bookingBody, bookingShopper, ownSlot, slotCounts } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
  await ensureSlots(ctx.deps.db, ctx.deps.now());
});

const attemptsOf = (id: string) =>
  ctx.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));

async function pay(jar: CookieJar, created: { orderId: string; payment: { gatewayOrderId: string } }) {
  const res = await browse(ctx, jar, {
    method: "POST",
    url: "/api/payment/v1/payment/verify",
    payload: signedProof(ctx, created.orderId, created.payment.gatewayOrderId),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("GET /api/blood-work/v1/packages", () => {
  it("lists the packages with their tests and prices in every market", async () => {
    for (const market of ["IN", "AE", "US"] as const) {
      const res = await call(ctx, { method: "GET", url: "/api/blood-work/v1/packages", market });
      expect(res.statusCode).toBe(200);
      const packages = res.json().body.packages;
      expect(packages.length, market).toBeGreaterThanOrEqual(3);
      const essential = packages.find((p: { packageId: string }) => p.packageId === "BW-ESSENTIAL");
      expect(essential.tests.length).toBeGreaterThan(5);
      expect(essential.fastingHours).toBeGreaterThanOrEqual(0);
      expect(essential.currency).toBe({ IN: "INR", AE: "AED", US: "USD" }[market]);
    }
  });
});

describe("GET /api/blood-work/v1/slots", () => {
  it("offers today and the next 14 days of the area, never a slot too soon or full", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/blood-work/v1/slots?pincode=560001" });
    expect(res.statusCode, res.body).toBe(200);
    const { slots, area } = res.json().body;
    expect(area.city).toBe("Bengaluru");
    const dates = new Set(slots.map((s: { date: string }) => s.date));
    expect(dates.size).toBeGreaterThanOrEqual(14);
    const now = ctx.deps.now();
    for (const s of slots) {
      expect(s.start).toBeGreaterThan(now + 2 * 3_600_000);
      expect(s.start).toBeLessThan(now + 16 * 86_400_000);
      expect(s.left).toBeGreaterThan(0);
    }
    const full = await ownSlot(ctx, 1);
    const { jar } = await bookingShopper(ctx);
    expect((await bloodWorkApi(ctx, jar).hold(full)).statusCode).toBe(201);
    const after = (await call(ctx, { method: "GET", url: "/api/blood-work/v1/slots?pincode=560001" })).json();
    expect(after.body.slots.map((s: { slotId: string }) => s.slotId)).not.toContain(full);
  });

  it("filters one date, in the US and the UAE too", async () => {
    const all = (
      await call(ctx, { method: "GET", url: "/api/blood-work/v1/slots?pincode=10001", market: "US" })
    ).json().body.slots;
    const date = all.at(-1).date;
    const res = await call(ctx, {
      method: "GET",
      url: `/api/blood-work/v1/slots?pincode=10001&date=${date}`,
      market: "US",
    });
    expect(res.json().body.slots.every((s: { date: string }) => s.date === date)).toBe(true);
    const dubai = await call(ctx, {
      method: "GET",
      url: "/api/blood-work/v1/slots?pincode=Dubai",
      market: "AE",
    });
    expect(dubai.json().body.slots.length).toBeGreaterThan(0);
  });

  it("answers 4004 for an area not served and 4000 for a bad pincode or date", async () => {
    const leh = await call(ctx, { method: "GET", url: "/api/blood-work/v1/slots?pincode=194101" });
    expect(leh.statusCode).toBe(422);
    expect(leh.json().error.code).toBe(4004);
    const bad = await call(ctx, { method: "GET", url: "/api/blood-work/v1/slots?pincode=12" });
    expect(bad.json().error.fields).toHaveProperty("pincode");
    const far = await call(ctx, {
      method: "GET",
      url: "/api/blood-work/v1/slots?pincode=560001&date=2099-01-01",
    });
    expect(far.json().error.fields).toHaveProperty("date");
  });
});

describe("the slot calendar", () => {
  it("is extended as days pass, so today and the next 14 days always have slots, once each", async () => {
    const later = ctx.deps.now() + 3 * 86_400_000;
    const farDay = localDateAfter("IN", later, 14);
    const before = await repo.slotsOfDates(ctx.deps.db, { market: "IN", city: "Bengaluru" }, [farDay]);
    await ensureSlots(ctx.deps.db, later);
    await ensureSlots(ctx.deps.db, later);
    const after = await repo.slotsOfDates(ctx.deps.db, { market: "IN", city: "Bengaluru" }, [farDay]);
    expect(before).toHaveLength(0);
    expect(after.map((s) => s.slotId)).toHaveLength(BLOOD_WORK_SLOT_HOURS.length);
  });

  it("runs from the job queue: the hold sweep and the calendar", async () => {
    const slot = await ownSlot(ctx, 1);
    const a = await bookingShopper(ctx);
    await bloodWorkApi(ctx, a.jar).hold(slot);
    await ctx.deps.db
      .update(bloodWorkHolds)
      .set({ expiresAt: new Date(ctx.deps.now() - 1000) })
      .where(eq(bloodWorkHolds.slotId, slot));
    for (const job of bloodWorkJobs(ctx.deps)) await job.handle({} as never, undefined as never);
    expect(await slotCounts(ctx, slot)).toMatchObject({ held: 0 });
  });
});

describe("holds", () => {
  it("holds one place, refuses a full slot with 4010, and one shopper holds one slot", async () => {
    const slot = await ownSlot(ctx, 1);
    const other = await ownSlot(ctx, 2);
    const a = await bookingShopper(ctx);
    const b = await bookingShopper(ctx);
    const held = await bloodWorkApi(ctx, a.jar).hold(slot);
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().body.expiresAt).toBeGreaterThan(ctx.deps.now());
    const refused = await bloodWorkApi(ctx, b.jar).hold(slot);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 4010,
      message: expect.stringContaining("just filled"),
    });
    // a chooses another slot: the first place goes back and b gets it.
    expect((await bloodWorkApi(ctx, a.jar).hold(other)).statusCode).toBe(201);
    expect(await slotCounts(ctx, slot)).toMatchObject({ held: 0 });
    expect((await bloodWorkApi(ctx, b.jar).hold(slot)).statusCode).toBe(201);
  });

  it("gives an expired hold back through the job, and a booking then takes a free place", async () => {
    const slot = await ownSlot(ctx, 1);
    const a = await bookingShopper(ctx);
    const hold = (await bloodWorkApi(ctx, a.jar).hold(slot)).json().body;
    ctx.clock.offset += 11 * 60_000;
    try {
      expect(await releaseExpiredHolds(ctx.deps)).toBeGreaterThanOrEqual(1);
      expect(await slotCounts(ctx, slot)).toMatchObject({ held: 0, booked: 0 });
      const b = await bookingShopper(ctx);
      const res = await bloodWorkApi(ctx, b.jar).create(bookingBody(b.addressTimestamp, slot));
      expect(res.statusCode, res.body).toBe(201);
      // a's expired hold no longer books: the slot is full now.
      const late = await bloodWorkApi(ctx, a.jar).create(
        bookingBody(a.addressTimestamp, slot, { holdId: hold.holdId }),
      );
      expect(late.json().error.code).toBe(4010);
    } finally {
      ctx.clock.offset -= 11 * 60_000;
    }
  });
});

describe("POST /api/oms/v1/createBloodWorkOrder", () => {
  it("books through the hold, pays through the gateway and shows the booking", async () => {
    const slot = await ownSlot(ctx, 2);
    const { jar, addressTimestamp } = await bookingShopper(ctx);
    const api = bloodWorkApi(ctx, jar);
    const hold = (await api.hold(slot)).json().body;
    const res = await api.create(bookingBody(addressTimestamp, slot, { holdId: hold.holdId }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().body;
    expect(created).toMatchObject({ status: "PAYMENT_PENDING", paymentStatus: "PENDING" });
    expect(created.payment).toMatchObject({ gateway: "sandbox", amount: 149_900, currency: "INR" });
    expect(await slotCounts(ctx, slot)).toMatchObject({ held: 0, booked: 1 });
    await pay(jar, created);
    const booking = (await api.booking(created.bookingId)).json().body.booking;
    expect(booking).toMatchObject({
      status: "BOOKED",
      paymentStatus: "SUCCESS",
      bookingFor: "OTHER",
      userInfo: { name: "Meera Rao", age: 58 },
      address: { pincode: "560001" },
      slot: { slotId: slot },
      canChange: true,
      cancelRefundPercent: 100,
      reportUrl: null,
    });
    expect(booking.timeline.map((t: { status: string }) => t.status)).toEqual(["PAYMENT_PENDING", "BOOKED"]);
    expect((await api.list()).json().body.bookings[0].bookingId).toBe(created.bookingId);
  });

  it("answers a repeated Idempotency-Key with the first answer, and 4090 for another body", async () => {
    const slot = await ownSlot(ctx, 3);
    const { jar, addressTimestamp } = await bookingShopper(ctx);
    const api = bloodWorkApi(ctx, jar);
    const key = "bw-key-1";
    const first = await api.create(bookingBody(addressTimestamp, slot), key);
    const again = await api.create(bookingBody(addressTimestamp, slot), key);
    expect(again.json()).toEqual(first.json());
    expect(await slotCounts(ctx, slot)).toMatchObject({ booked: 1 });
    const other = await api.create(bookingBody(addressTimestamp, slot, { packageId: "BW-DIABETES" }), key);
    expect(other.json().error.code).toBe(4090);
  });

  it("gives the place back when the payment fails", async () => {
    const slot = await ownSlot(ctx, 1);
    const { jar, addressTimestamp } = await bookingShopper(ctx);
    const created = (await bloodWorkApi(ctx, jar).create(bookingBody(addressTimestamp, slot))).json().body;
    const failed = await browse(ctx, jar, {
      method: "POST",
      url: `/api/payment/v2/payment/unsuccessful?orderId=${created.orderId}`,
      payload: {},
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await bloodWorkApi(ctx, jar).booking(created.bookingId)).json().body.booking).toMatchObject({
      status: "CANCELLED",
      paymentStatus: "FAILED",
    });
    expect(await slotCounts(ctx, slot)).toMatchObject({ booked: 0, held: 0 });
  });

  it("validates the person per market, the package, the address and the payment type", async () => {
    const slot = await ownSlot(ctx, 2);
    const { jar, addressTimestamp } = await bookingShopper(ctx);
    const api = bloodWorkApi(ctx, jar);
    const bad = await api.create(
      bookingBody(addressTimestamp, slot, {
        userInfo: { name: "M", age: 0, gender: "X", phoneNumber: "12345" },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(
      ["userInfo/age", "userInfo/gender", "userInfo/name"].sort(),
    );
    const phone = await api.create(
      bookingBody(addressTimestamp, slot, {
        userInfo: { name: "Meera Rao", age: 58, gender: "FEMALE", phoneNumber: "12345" },
      }),
    );
    expect(phone.json().error.fields).toHaveProperty(["userInfo/phoneNumber"]);
    const pkg = await api.create(bookingBody(addressTimestamp, slot, { packageId: "NOPE" }));
    expect(pkg.json().error.fields).toHaveProperty("packageId");
    const address = await api.create(bookingBody(addressTimestamp + 1, slot));
    expect(address.statusCode).toBe(404);
    expect(await slotCounts(ctx, slot)).toMatchObject({ booked: 0 });
    const guest = await call(ctx, {
      method: "POST",
      url: "/api/oms/v1/createBloodWorkOrder",
      payload: bookingBody(addressTimestamp, slot),
      headers: { "idempotency-key": "k" },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("books pay-at-collection at once where the area allows it", async () => {
    const slot = await ownSlot(ctx, 1);
    const { jar, addressTimestamp } = await bookingShopper(ctx);
    const res = await bloodWorkApi(ctx, jar).create(
      bookingBody(addressTimestamp, slot, { paymentType: "COD" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().body).toMatchObject({ status: "BOOKED", paymentStatus: "COD_INITIATED" });
    expect(res.json().body.payment).toBeUndefined();
    expect(await attemptsOf(res.json().body.bookingId)).toEqual([]);
  });

  it("refuses a full slot with 4010 and charges nothing", async () => {
    const slot = await ownSlot(ctx, 1);
    const a = await bookingShopper(ctx);
    const b = await bookingShopper(ctx);
    expect((await bloodWorkApi(ctx, a.jar).create(bookingBody(a.addressTimestamp, slot))).statusCode).toBe(
      201,
    );
    const res = await bloodWorkApi(ctx, b.jar).create(bookingBody(b.addressTimestamp, slot));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 4010, message: expect.stringContaining("just filled") });
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.userId, b.userId));
    expect(attempts).toEqual([]);
  });
});

describe("reschedule and cancel", () => {
  async function booked(hoursAhead = 30) {
    const slot = await ownSlot(ctx, 2, hoursAhead);
    const shopper = await bookingShopper(ctx);
    const created = (
      await bloodWorkApi(ctx, shopper.jar).create(bookingBody(shopper.addressTimestamp, slot))
    ).json().body;
    await pay(shopper.jar, created);
    return { ...shopper, slot, bookingId: created.bookingId as string };
  }

  it("moves the booking to another free slot and gives the old place back", async () => {
    const { jar, slot, bookingId } = await booked();
    const next = await ownSlot(ctx, 1, 50);
    const res = await bloodWorkApi(ctx, jar).reschedule(bookingId, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.booking).toMatchObject({ status: "BOOKED", slot: { slotId: next } });
    expect(await slotCounts(ctx, slot)).toMatchObject({ booked: 0 });
    expect(await slotCounts(ctx, next)).toMatchObject({ booked: 1 });
    const full = await bloodWorkApi(ctx, jar).reschedule(bookingId, slot);
    expect(full.statusCode).toBe(200);
    const another = await booked();
    const refused = await bloodWorkApi(ctx, another.jar).reschedule(another.bookingId, next);
    expect(refused.statusCode).toBe(200);
    const third = await booked();
    const nope = await bloodWorkApi(ctx, third.jar).reschedule(third.bookingId, next);
    expect(nope.json().error.code).toBe(4010);
  });

  it("refunds everything a day ahead, half within a day, and refuses within 2 hours", async () => {
    const early = await booked(30);
    const res = await bloodWorkApi(ctx, early.jar).cancel(early.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.booking).toMatchObject({ status: "CANCELLED", refundAmount: 149_900 });
    expect(await slotCounts(ctx, early.slot)).toMatchObject({ booked: 0 });
    const refunds = await ctx.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, early.bookingId));
    expect(refunds.map((r) => r.amount)).toEqual([149_900]);

    const sameDay = await booked(10);
    const half = await bloodWorkApi(ctx, sameDay.jar).cancel(sameDay.bookingId);
    expect(half.json().body.booking.refundAmount).toBe(74_950);

    // The visit is 90 minutes away now.
    const soon = await booked(3);
    await ctx.deps.db
      .update(bloodWorkSlots)
      .set({ startsAt: new Date(ctx.deps.now() + 90 * 60_000) })
      .where(eq(bloodWorkSlots.slotId, soon.slot));
    const late = await bloodWorkApi(ctx, soon.jar).cancel(soon.bookingId);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.bookingId).toMatch(/2 hours/);
    expect((await bloodWorkApi(ctx, soon.jar).booking(soon.bookingId)).json().body.booking).toMatchObject({
      status: "BOOKED",
      canChange: false,
      cancelRefundPercent: null,
    });
  });

  it("shows another shopper's booking as not found", async () => {
    const { bookingId } = await booked();
    const stranger = await bookingShopper(ctx);
    expect((await bloodWorkApi(ctx, stranger.jar).booking(bookingId)).statusCode).toBe(404);
    expect((await bloodWorkApi(ctx, stranger.jar).cancel(bookingId)).statusCode).toBe(404);
    const events = await ctx.deps.db
      .select()
      .from(bloodWorkBookingEvents)
      .where(eq(bloodWorkBookingEvents.bookingId, bookingId));
    expect(events.length).toBe(2);
  });
});
