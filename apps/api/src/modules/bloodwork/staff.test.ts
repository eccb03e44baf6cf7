import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar } from "../../test/sign-in.ts";
import { signedProof } from "../payments/testing.ts";
import { staffAudit } from "../staff/tables.ts";
import { localDateAfter } from "./slots.ts";
import { bloodWorkApi, bookingBody, bookingShopper, ownSlot, slotCounts } from "./testing.ts";

let ctx: TestContext;
let ops: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  ops = new CookieJar();
  const res = await browse(ctx, ops, {
    method: "POST",
    url: "/api/auth/login-via-password",
    payload: { emailId: "ops@staff.ojas.in", password: "ojas-demo-staff" },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const staff = (method: "GET" | "POST" | "PUT", url: string, payload?: object, key?: string) =>
  browse(ctx, ops, { method, url, payload, headers: key ? { "idempotency-key": key } : {} });
const auditOf = (id: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, id)).orderBy(asc(staffAudit.id));
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

async function paidBooking() {
  const slot = await ownSlot(ctx, 3);
  const s = await bookingShopper(ctx);
  const created = (await bloodWorkApi(ctx, s.jar).create(bookingBody(s.addressTimestamp, slot))).json().body;
  await browse(ctx, s.jar, {
    method: "POST",
    url: "/api/payment/v1/payment/verify",
    payload: signedProof(ctx, created.orderId, created.payment.gatewayOrderId),
  });
  return { ...s, slot, bookingId: created.bookingId as string };
}

const upload = (bookingId: string, body: Buffer, type = "application/pdf") =>
  browse(ctx, ops, {
    method: "PUT",
    url: `/api/staff/blood-work/bookings/${bookingId}/report`,
    payload: body,
    headers: { "content-type": type },
  });

describe("staff blood work", () => {
  it("is refused without the bloodwork permission", async () => {
    const shopper = await bookingShopper(ctx);
    const res = await browse(ctx, shopper.jar, { method: "GET", url: "/api/staff/blood-work/areas" });
    expect([401, 403]).toContain(res.statusCode);
  });

  it("sets a week's capacity of an area in one go, never below what is taken, with an audit row", async () => {
    const market = "IN";
    const from = localDateAfter(market, ctx.deps.now(), 1);
    const res = await staff("POST", "/api/staff/blood-work/capacity", {
      market,
      city: "Pune",
      from,
      days: 7,
      capacity: 9,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().body.slots;
    expect(new Set(slots.map((s: { date: string }) => s.date)).size).toBe(7);
    expect(slots.every((s: { capacity: number }) => s.capacity === 9)).toBe(true);
    expect((await auditOf("IN:Pune")).at(-1)).toMatchObject({ action: "bloodwork.capacity" });
    const listed = await staff("GET", `/api/staff/blood-work/slots?market=IN&city=Pune&from=${from}&days=1`);
    expect(listed.json().body.slots.every((s: { capacity: number }) => s.capacity === 9)).toBe(true);
    const past = await staff("POST", "/api/staff/blood-work/capacity", {
      market,
      city: "Pune",
      from: "2020-01-01",
      capacity: 3,
    });
    expect(past.json().error.fields).toHaveProperty("from");
  });

  it("moves a booking along its statuses, uploads the report and the shopper downloads it", async () => {
    const { jar, bookingId } = await paidBooking();
    const illegal = await staff("POST", `/api/staff/blood-work/bookings/${bookingId}/status`, {
      status: "SAMPLE_COLLECTED",
    });
    expect(illegal.statusCode).toBe(400);
    for (const status of ["PHLEBOTOMIST_ASSIGNED", "SAMPLE_COLLECTED"]) {
      const res = await staff(
        "POST",
        `/api/staff/blood-work/bookings/${bookingId}/status`,
        { status },
        `${bookingId}-${status}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().body.booking.status).toBe(status);
    }
    expect((await upload(bookingId, Buffer.from("not a pdf at all"))).json().error.fields).toHaveProperty(
      "report",
    );
    expect((await upload(bookingId, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]))).statusCode).toBe(
      413,
    );
    const up = await upload(bookingId, PDF);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().body.booking).toMatchObject({ status: "REPORT_READY" });
    const booking = (await bloodWorkApi(ctx, jar).booking(bookingId)).json().body.booking;
    expect(booking.reportUrl).toBe(`/api/blood-work/v1/bookings/${bookingId}/report`);
    const pdf = await browse(ctx, jar, { method: "GET", url: booking.reportUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const stranger = await bookingShopper(ctx);
    expect((await browse(ctx, stranger.jar, { method: "GET", url: booking.reportUrl })).statusCode).toBe(404);
    expect((await auditOf(bookingId)).map((a) => a.action)).toEqual([
      "bloodwork.status",
      "bloodwork.status",
      "bloodwork.report",
    ]);
  });

  it("cancels with a full refund and lists the day's collections", async () => {
    const { bookingId, slot } = await paidBooking();
    const res = await staff("POST", `/api/staff/blood-work/bookings/${bookingId}/status`, {
      status: "CANCELLED",
      note: "Lab closed",
    });
    expect(res.json().body.booking).toMatchObject({ status: "CANCELLED", refundAmount: 149_900 });
    expect(await slotCounts(ctx, slot)).toMatchObject({ booked: 0 });

    const today = await paidBooking();
    const date = (await bloodWorkApi(ctx, today.jar).booking(today.bookingId)).json().body.booking;
    const day = new Date(date.slot.start + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const list = await staff("GET", `/api/staff/blood-work/collections?market=IN&date=${day}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().body.bookings.map((b: { bookingId: string }) => b.bookingId)).toContain(
      today.bookingId,
    );
  });
});
