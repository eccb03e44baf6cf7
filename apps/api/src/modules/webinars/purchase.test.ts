import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { WEBINAR_NOTICE } from "../../workflows/webinar-jobs.ts";
import { itemsOf, orderApi, orderRow, redemptionsOf, timelineOf } from "../orders/create-testing.ts";
import { sandboxWebhookBody } from "../payments/gateways/sandbox.ts";
import { webhookSignature } from "../payments/gateways/signature.ts";
import { webinarRegistrations } from "./tables.ts";
import { insertWebinar } from "./webinar-testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A paid webinar of the test's own, three days ahead: ₹499 in India unless told otherwise. */
const paidWebinar = (market = "IN", price = 49_900, currency = "INR") =>
  insertWebinar(ctx.deps.db, {
    market,
    startTime: Date.now() + 3 * DAY,
    endTime: Date.now() + 3 * DAY + 60 * MINUTE,
    price,
    currency,
  });

const quote = (payload: object, jar?: CookieJar, market: "IN" | "AE" | "US" = "IN") =>
  jar
    ? browse(ctx, jar, { method: "POST", url: "/api/pricing/v1/coupons/webinar", payload, market })
    : call(ctx, { method: "POST", url: "/api/pricing/v1/coupons/webinar", payload, market });

const buy = (jar: CookieJar, payload: object, key: string = randomUUID()) =>
  orderApi(ctx, jar).buyNow("RingWebinar", payload, key);

function webhook(gatewayOrderId: string, amount: number, paymentId: string) {
  const body = sandboxWebhookBody({
    outcome: "captured",
    gatewayOrderId,
    gatewayPaymentId: paymentId,
    amount,
    currency: "INR",
    at: Date.now(),
  });
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/v1/webhooks/sandbox",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": webhookSignature(ctx.deps.config.secrets.webhook, body),
    },
    payload: body,
  });
}

const seatsOfOrder = (orderId: string) =>
  ctx.deps.db
    .select()
    .from(webinarRegistrations)
    .where(like(webinarRegistrations.registrationId, `WR-${orderId}-%`));
const seatsOfWebinar = (webinarId: string) =>
  ctx.deps.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.webinarId, webinarId));

/** A shopper who bought a seat in `webinarId` and paid for it through the sandbox (verify). */
async function boughtSeat(webinarId: string, extra: object = {}) {
  const shopper = await signInByPhone(ctx);
  const phoneNumber = uniqueIndianMobile();
  const created = await buy(shopper.jar, { webinarId, name: "Asha Rao", phoneNumber, ...extra });
  expect(created.statusCode, created.body).toBe(201);
  const { orderId, payment } = created.json().body;
  const paid = await orderApi(ctx, shopper.jar).verify(orderId, payment.gatewayOrderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...shopper, orderId, phoneNumber, payment };
}

describe("POST /api/pricing/v1/coupons/webinar", () => {
  it("prices a paid webinar's seat in the market, without and with a webinar coupon", async () => {
    const webinarId = await paidWebinar();
    const plain = await quote({ webinarId });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().body).toMatchObject({
      webinarId,
      basePrice: 49_900,
      couponDiscount: 0,
      payableAmount: 49_900,
      currency: "INR",
    });
    const coupon = await quote({ webinarId, couponCode: " webinar100 " });
    expect(coupon.json().body).toMatchObject({
      couponDiscount: 10_000,
      payableAmount: 39_900,
      couponCode: "WEBINAR100",
    });
  });

  it("refuses a cart coupon, an unknown one and a ring-only one on another webinar (4002)", async () => {
    const webinarId = await paidWebinar();
    for (const [code, message] of [
      ["FLAT200", "This coupon cannot be used on webinars"],
      ["NOSUCHCODE", undefined],
      ["RINGWEBINAR", "This coupon does not apply to this webinar"],
    ] as const) {
      const res = await quote({ webinarId, couponCode: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.code).toBe(4002);
      if (message) expect(res.json().error.message).toBe(message);
    }
  });

  it("answers 4040 for another market's webinar and 4000 for a free one", async () => {
    const ae = await paidWebinar("AE", 3_500, "AED");
    expect((await quote({ webinarId: ae })).json().error.code).toBe(4040);
    const free = await insertWebinar(ctx.deps.db, {
      startTime: Date.now() + DAY,
      endTime: Date.now() + DAY + MINUTE * 30,
    });
    expect((await quote({ webinarId: free })).json().error.code).toBe(4000);
  });
});

describe("POST /api/oms/v1/createRingWebinarOrder", () => {
  it("asks for a session and an Idempotency-Key", async () => {
    const webinarId = await paidWebinar();
    const anonymous = await call(ctx, {
      method: "POST",
      url: "/api/oms/v1/createRingWebinarOrder",
      payload: { webinarId, name: "Asha Rao", phoneNumber: uniqueIndianMobile() },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(anonymous.json().error.code).toBe(4011);
  });

  it("makes a RING_WEBINAR order of one digital line with the coupon, waiting for payment on the sandbox", async () => {
    const webinarId = await paidWebinar();
    const { jar, user } = await signInByPhone(ctx);
    const res = await buy(jar, {
      webinarId,
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
      email: "asha@example.com",
      couponCode: "WEBINAR100",
      expectedPayableAmount: 39_900,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json().body;
    expect(body).toMatchObject({ status: "PAYMENT_PENDING", paymentStatus: "PENDING" });
    expect(body.payment).toMatchObject({ gateway: "sandbox", amount: 39_900, currency: "INR" });
    expect(body.payment.checkoutUrl).toContain("/api/payment/sandbox/checkout/");
    const row = (await orderRow(ctx.deps.db, body.orderId))!;
    expect(row).toMatchObject({
      userId: user.id,
      source: "RING_WEBINAR",
      paymentType: "PREPAID",
      totalBasePrice: 49_900,
      couponDiscount: 10_000,
      shippingCharges: 0,
      payableAmount: 39_900,
      couponCode: "WEBINAR100",
    });
    expect(row.address).toMatchObject({ name: "Asha Rao", emailId: "asha@example.com", pincode: "" });
    const items = await itemsOf(ctx.deps.db, body.orderId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ skuId: webinarId, itemType: "WEBINAR", qty: 1, unitPrice: 49_900 });
    expect((await redemptionsOf(ctx.deps.db, "WEBINAR100")).some((r) => r.orderId === body.orderId)).toBe(
      true,
    );
    // Nothing is registered before the payment.
    expect(await seatsOfOrder(body.orderId)).toEqual([]);
  });

  it("refuses a wrong coupon (4002), a changed amount, COD and a free webinar (4000), leaving no order", async () => {
    const webinarId = await paidWebinar();
    const { jar } = await signInByPhone(ctx);
    const base = { webinarId, name: "Asha Rao", phoneNumber: uniqueIndianMobile() };
    const wrong = await buy(jar, { ...base, couponCode: "FLAT200" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe(4002);
    const changed = await buy(jar, { ...base, expectedPayableAmount: 39_900 });
    expect(changed.json().error).toMatchObject({ code: 4000 });
    expect(changed.json().error.fields.expectedPayableAmount).toContain("₹499");
    const cod = await buy(jar, { ...base, paymentType: "COD" });
    expect(cod.json().error.code).toBe(4000);
    const free = await insertWebinar(ctx.deps.db, {
      startTime: Date.now() + DAY,
      endTime: Date.now() + DAY + 30 * MINUTE,
    });
    expect((await buy(jar, { ...base, webinarId: free })).json().error.code).toBe(4000);
    const mine = await browse(ctx, jar, { method: "GET", url: "/api/oms/order/listOrders" });
    expect(mine.json().body.orders).toEqual([]);
  });

  it("paid: the attendee is registered once, with the webinar notices, however often the gateway says so", async () => {
    const webinarId = await paidWebinar();
    const { orderId, payment, phoneNumber, jar } = await boughtSeat(webinarId, { couponCode: "WEBINAR100" });
    // The webhook after the verify, twice: still one seat.
    for (const paymentId of ["pay_WebinarSeat0001", "pay_WebinarSeat0001"]) {
      expect((await webhook(payment.gatewayOrderId, 39_900, paymentId)).statusCode).toBe(200);
    }
    const row = (await orderRow(ctx.deps.db, orderId))!;
    expect(row).toMatchObject({ paymentStatus: "SUCCESS", shownStatus: "ORDER_PLACED", stockState: "TAKEN" });
    const seats = await seatsOfWebinar(webinarId);
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({
      registrationId: `WR-${orderId}-1`,
      name: "Asha Rao",
      phoneNumber: `+91${phoneNumber}`,
      userId: row.userId,
    });
    const jobs = await ctx.deps.jobs!.findJobs<{ registrationId: string; kind: string }>(WEBINAR_NOTICE, {
      data: { registrationId: seats[0]!.registrationId },
    });
    expect(jobs.map((job) => job.data.kind).sort()).toEqual(["CONFIRMATION", "REMINDER"]);
    // The list says the buyer is registered.
    const listed = await browse(ctx, jar, { method: "GET", url: "/api/subscription/v1/webinars" });
    const mine = (listed.json().body.webinars as { webinarId: string; registered?: boolean }[]).find(
      (w) => w.webinarId === webinarId,
    );
    expect(mine?.registered).toBe(true);
  });

  it("a second purchase for a phone with a seat is refused before any payment (4008)", async () => {
    const webinarId = await paidWebinar();
    const { phoneNumber } = await boughtSeat(webinarId);
    const other = await signInByPhone(ctx);
    const again = await buy(other.jar, { webinarId, name: "Asha Rao", phoneNumber });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(4008);
    // And a free registration for it is refused as a paid webinar anyway.
    const register = await call(ctx, {
      method: "POST",
      url: "/api/subscription/v1/webinar-registration",
      payload: { webinarId, name: "Asha Rao", phoneNumber },
    });
    expect(register.json().error.code).toBe(4000);
  });

  it("two orders for one phone both paid: one seat, and the second order is cancelled and refunded", async () => {
    const webinarId = await paidWebinar();
    const shopper = await signInByPhone(ctx);
    const phoneNumber = uniqueIndianMobile();
    const api = orderApi(ctx, shopper.jar);
    const first = (await buy(shopper.jar, { webinarId, name: "Asha Rao", phoneNumber })).json().body;
    const second = (await buy(shopper.jar, { webinarId, name: "Asha Rao", phoneNumber })).json().body;
    expect((await api.verify(first.orderId, first.payment.gatewayOrderId)).statusCode).toBe(200);
    expect((await api.verify(second.orderId, second.payment.gatewayOrderId)).statusCode).toBe(200);
    expect(await seatsOfWebinar(webinarId)).toHaveLength(1);
    expect(await seatsOfOrder(first.orderId)).toHaveLength(1);
    const refunded = (await orderRow(ctx.deps.db, second.orderId))!;
    expect(refunded.orderStatus).toBe("ORDER_CANCELLED");
    expect(await timelineOf(ctx.deps.db, second.orderId)).toContain("REFUND_REQUESTED");
  });

  it("cancelling the paid order gives up the seat and refunds it; the phone may buy again", async () => {
    const webinarId = await paidWebinar();
    const { orderId, phoneNumber, jar } = await boughtSeat(webinarId, { couponCode: "WEBINAR100" });
    expect(await seatsOfOrder(orderId)).toHaveLength(1);
    const cancelled = await browse(ctx, jar, {
      method: "POST",
      url: "/api/oms/v1/order/cancel",
      payload: { orderId, reason: "Ordered by mistake" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await seatsOfOrder(orderId)).toEqual([]);
    const row = (await orderRow(ctx.deps.db, orderId))!;
    expect(row.orderStatus).toBe("ORDER_CANCELLED");
    expect(await timelineOf(ctx.deps.db, orderId)).toContain("REFUND_REQUESTED");
    // The coupon use came back with it.
    expect((await redemptionsOf(ctx.deps.db, "WEBINAR100")).some((r) => r.orderId === orderId)).toBe(false);
    const again = await buy(jar, { webinarId, name: "Asha Rao", phoneNumber });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("an unpaid order's failed payment registers nobody", async () => {
    const webinarId = await paidWebinar();
    const { jar } = await signInByPhone(ctx);
    const created = (
      await buy(jar, { webinarId, name: "Asha Rao", phoneNumber: uniqueIndianMobile() })
    ).json().body;
    expect((await orderApi(ctx, jar).fail(created.orderId)).statusCode).toBe(200);
    expect((await orderRow(ctx.deps.db, created.orderId))!.paymentStatus).toBe("FAILED");
    expect(await seatsOfWebinar(webinarId)).toEqual([]);
  });
});

describe("ring webinars", () => {
  it("each market lists a paid ring webinar under ?topic=RING, and RINGWEBINAR halves it", async () => {
    for (const market of ["IN", "AE", "US"] as const) {
      const res = await call(ctx, { method: "GET", url: "/api/subscription/v1/webinars?topic=RING", market });
      const webinars = res.json().body.webinars as { webinarId: string; topic?: string; price?: number }[];
      expect(webinars.length, market).toBeGreaterThan(0);
      for (const webinar of webinars) expect(webinar.topic).toBe("RING");
      const priced = await quote(
        { webinarId: webinars[0]!.webinarId, couponCode: "RINGWEBINAR" },
        undefined,
        market,
      );
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json().body.couponDiscount * 2).toBeGreaterThanOrEqual(webinars[0]!.price! - 1);
    }
  });
});
