// Authorization (docs/architecture.md, "Hostile input"): every endpoint that takes the id of something a
// shopper owns, called with that id by another shopper and by staff of a role without the permission.
// Each answers the contract's code (someone else's thing is 4040, never revealing it exists; a staff route
// without its permission 4030) and the owner's rows are exactly what they were.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { bloodWorkBookingEvents, bloodWorkBookings } from "../../modules/bloodwork/tables.ts";
import { bloodWorkApi, bookingBody, ownSlot } from "../../modules/bloodwork/testing.ts";
import { indianSku } from "../../modules/cart/test-helpers.ts";
import { reviews, skus } from "../../modules/catalogue/tables.ts";
import { orderApi, shopperWithCart } from "../../modules/orders/create-testing.ts";
import { orders, orderTimeline } from "../../modules/orders/tables.ts";
import { demoStaffEmail, signInStaff } from "../../modules/staff/test-helpers.ts";
import { subscriptionPeriods, subscriptions } from "../../modules/subscriptions/tables.ts";
import { seedSubscription } from "../../modules/subscriptions/testing.ts";
import { supportChatConversations, supportChatMessages } from "../../modules/support/tables.ts";
import { addresses, lifeBitsEntries } from "../../modules/users/tables.ts";
import { webinarRegistrations } from "../../modules/webinars/tables.ts";
import { insertWebinar } from "../../modules/webinars/webinar-testing.ts";
import { call, type TestContext, testContext } from "../harness.ts";
import { browse, CookieJar, signInByPhone } from "../sign-in.ts";

type Caller = "stranger" | "anonymous" | "OPS" | "SUPPORT" | "CONTENT" | "COACH";

let ctx: TestContext;
const jars = {} as Record<Caller, CookieJar>;
/** The owner's things. */
const own = {} as {
  jar: CookieJar;
  userId: string;
  addressTimestamp: number;
  orderId: string;
  entityId: string;
  invoiceUrl: string;
  subscriptionId: string;
  bookingId: string;
  slotId: string;
  conversationId: string;
  registrationId: string;
  reviewId: string;
};

beforeAll(async () => {
  ctx = await testContext();
  const sku = await indianSku(ctx, 150_000, 50);
  const owner = await shopperWithCart(ctx, [{ skuId: sku }]);
  Object.assign(own, owner);
  const created = await orderApi(ctx, owner.jar).create({
    paymentType: "COD",
    addressTimestamp: owner.addressTimestamp,
  });
  if (created.statusCode !== 201) throw new Error(`order: ${created.body}`);
  own.orderId = created.json().body.orderId;
  const order = await browse(ctx, owner.jar, {
    method: "GET",
    url: `/api/oms/getOrder?orderId=${own.orderId}`,
  });
  own.entityId = order.json().body.order.items[0].entityId;
  const invoice = await browse(ctx, owner.jar, {
    method: "GET",
    url: `/api/oms/getInvoiceUrlForAOrder/${own.orderId}`,
  });
  if (invoice.statusCode !== 200) throw new Error(`invoice: ${invoice.body}`);
  own.invoiceUrl =
    new URL(invoice.json().body.invoiceUrl).pathname + new URL(invoice.json().body.invoiceUrl).search;

  own.subscriptionId = (
    await seedSubscription(ctx.deps.db, { userId: owner.userId, status: "ACTIVE", paid: true })
  ).subscriptionId;

  own.slotId = await ownSlot(ctx, 3);
  const booked = await bloodWorkApi(ctx, owner.jar).create(
    bookingBody(owner.addressTimestamp, own.slotId, { paymentType: "COD" }),
  );
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.body}`);
  own.bookingId = booked.json().body.bookingId;

  const chat = await browse(ctx, owner.jar, {
    method: "POST",
    url: "/api/marketing/v1/chat/messages",
    payload: { text: "Where is my ring?" },
  });
  own.conversationId = chat.json().body.conversationId;

  const start = ctx.deps.now() + 86_400_000;
  const webinarId = await insertWebinar(ctx.deps.db, { startTime: start, endTime: start + 3_600_000 });
  const me = await browse(ctx, owner.jar, { method: "GET", url: "/api/user/v3/getUser" });
  const registered = await browse(ctx, owner.jar, {
    method: "POST",
    url: "/api/subscription/v1/webinar-registration",
    market: "IN",
    payload: { webinarId, name: "Asha Rao", phoneNumber: me.json().body.userDto.phoneNumber },
  });
  if (registered.statusCode !== 201) throw new Error(`webinar: ${registered.body}`);
  own.registrationId =
    registered.json().body.registrationId ?? registered.json().body.registration.registrationId;

  const [skuRow] = await ctx.deps.db.select().from(skus).where(eq(skus.skuId, sku));
  own.reviewId = `rev-own-${randomUUID()}`;
  await ctx.deps.db.insert(reviews).values({
    reviewId: own.reviewId,
    productId: skuRow!.productId,
    skuId: sku,
    userId: owner.userId,
    authorName: "Asha R.",
    rating: 4,
    title: "Comfortable",
    text: "Wore it every night for a month.",
  });

  jars.stranger = (await signInByPhone(ctx)).jar;
  jars.anonymous = new CookieJar();
  for (const role of ["OPS", "SUPPORT", "CONTENT", "COACH"] as const) {
    jars[role] = (await signInStaff(ctx, demoStaffEmail(role))).jar;
  }
}, 120_000);

/** Everything the owner has, as rows: what no call in the table may change. */
async function ownersRows() {
  const db = ctx.deps.db;
  const session = await call(ctx, {
    method: "GET",
    url: "/api/user/v3/getUser",
    headers: { cookie: own.jar.header() },
  });
  return {
    signedIn: session.statusCode,
    orders: await db.select().from(orders).where(eq(orders.userId, own.userId)).orderBy(asc(orders.orderId)),
    timeline: await db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, own.orderId))
      .orderBy(asc(orderTimeline.id)),
    addresses: await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, own.userId))
      .orderBy(asc(addresses.timestamp)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, own.userId)),
    periods: await db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, own.subscriptionId))
      .orderBy(asc(subscriptionPeriods.number)),
    bookings: await db.select().from(bloodWorkBookings).where(eq(bloodWorkBookings.userId, own.userId)),
    bookingEvents: (
      await db
        .select()
        .from(bloodWorkBookingEvents)
        .where(eq(bloodWorkBookingEvents.bookingId, own.bookingId))
    ).length,
    conversation: await db
      .select()
      .from(supportChatConversations)
      .where(eq(supportChatConversations.conversationId, own.conversationId)),
    messages: (
      await db
        .select()
        .from(supportChatMessages)
        .where(eq(supportChatMessages.conversationId, own.conversationId))
    ).length,
    registrations: await db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.registrationId, own.registrationId)),
    lifeBits: (await db.select().from(lifeBitsEntries).where(eq(lifeBitsEntries.userId, own.userId))).length,
    review: await db.select().from(reviews).where(eq(reviews.reviewId, own.reviewId)),
  };
}

interface Case {
  name: string;
  /** Who tries it, and the code each must get. */
  tries: Partial<Record<Caller, 4040 | 4030>>;
  request: () => InjectOptions;
}

const SOMEONE_ELSES = { stranger: 4040, CONTENT: 4040, COACH: 4040 } as const;
const post = (url: string, payload?: object): InjectOptions => ({
  method: "POST",
  url,
  payload: payload ?? {},
});
const get = (url: string): InjectOptions => ({ method: "GET", url });

const CASES: Case[] = [
  // Orders and their invoice
  {
    name: "read an order",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/oms/getOrder?orderId=${own.orderId}`),
  },
  {
    name: "get an order's invoice link",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/oms/getInvoiceUrlForAOrder/${own.orderId}`),
  },
  {
    name: "cancel an order",
    tries: SOMEONE_ELSES,
    request: () => post("/api/oms/v1/order/cancel", { orderId: own.orderId, reason: "No longer needed" }),
  },
  {
    name: "return an order's line",
    tries: SOMEONE_ELSES,
    request: () =>
      post("/api/oms/order/return", {
        orderId: own.orderId,
        entityId: own.entityId,
        reason: "Size does not fit",
        type: "RETURN",
      }),
  },
  {
    name: "change an order's ring",
    tries: SOMEONE_ELSES,
    request: () =>
      post("/api/oms/v1/order/ring/edit", { orderId: own.orderId, entityId: own.entityId, size: 8 }),
  },
  {
    name: "retry an order's payment",
    tries: SOMEONE_ELSES,
    request: () => post("/api/oms/v1/order/retry-payment", { orderId: own.orderId }),
  },
  {
    name: "read a COD order's confirmation",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/payment/v1/payment/cod-success-order-details?orderId=${own.orderId}`),
  },
  {
    name: "mark an order's payment unsuccessful",
    tries: SOMEONE_ELSES,
    request: () => post(`/api/payment/v2/payment/unsuccessful?orderId=${own.orderId}`, {}),
  },
  // Saved addresses (known by their timestamp)
  {
    name: "change a saved address",
    tries: SOMEONE_ELSES,
    request: () => ({
      method: "PUT",
      url: "/api/user/v1/address",
      payload: {
        timestamp: own.addressTimestamp,
        name: "Not Asha",
        phoneNumber: "9876543210",
        line1: "1 Elsewhere",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
      },
    }),
  },
  {
    name: "delete a saved address",
    tries: SOMEONE_ELSES,
    request: () => ({ method: "DELETE", url: `/api/user/v1/address?timestamp=${own.addressTimestamp}` }),
  },
  // Subscriptions
  {
    name: "cancel a subscription",
    tries: SOMEONE_ELSES,
    request: () =>
      post(`/api/subscription/v1/${own.subscriptionId}/cancel`, { atPeriodEnd: false, reason: "Too costly" }),
  },
  {
    name: "change a subscription's plan",
    tries: SOMEONE_ELSES,
    request: () =>
      post(`/api/subscription/v1/${own.subscriptionId}/change-plan`, { planId: "PL-SF-PRO-FXN" }),
  },
  {
    name: "resume a subscription",
    tries: SOMEONE_ELSES,
    request: () => post(`/api/subscription/v1/${own.subscriptionId}/resume`),
  },
  {
    name: "change a subscription's payment method",
    tries: SOMEONE_ELSES,
    request: () => post(`/api/subscription/v1/${own.subscriptionId}/update-payment-method`),
  },
  {
    name: "download a subscription period's invoice",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/subscription/v1/${own.subscriptionId}/periods/1/invoice`),
  },
  {
    name: "mark a subscription active",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/subscription/v1/markSubscriptionActive?subscriptionId=${own.subscriptionId}`),
  },
  {
    name: "mark a subscription cancelled",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/subscription/v1/markSubscriptionCancelled?subscriptionId=${own.subscriptionId}`),
  },
  {
    name: "read a subscription from the provider",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/subscription/v1/sandbox/${own.subscriptionId}/getSubscription`),
  },
  // Blood-work bookings
  {
    name: "read a blood-work booking",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/blood-work/v1/bookings/${own.bookingId}`),
  },
  {
    name: "cancel a blood-work booking",
    tries: SOMEONE_ELSES,
    request: () => post(`/api/blood-work/v1/bookings/${own.bookingId}/cancel`, { reason: "Travelling" }),
  },
  {
    name: "reschedule a blood-work booking",
    tries: SOMEONE_ELSES,
    request: () => post(`/api/blood-work/v1/bookings/${own.bookingId}/reschedule`, { slotId: own.slotId }),
  },
  {
    name: "download a blood-work report",
    tries: SOMEONE_ELSES,
    request: () => get(`/api/blood-work/v1/bookings/${own.bookingId}/report`),
  },
  // Chat
  {
    name: "read a chat conversation",
    tries: { ...SOMEONE_ELSES, anonymous: 4040 },
    request: () => get(`/api/marketing/v1/chat/${own.conversationId}`),
  },
  {
    name: "write into a chat conversation",
    tries: { ...SOMEONE_ELSES, anonymous: 4040 },
    request: () =>
      post("/api/marketing/v1/chat/messages", { conversationId: own.conversationId, text: "It is mine now" }),
  },
  // The back office: a shopper, or staff of a role without the permission, on the owner's things
  {
    name: "staff: read the order",
    tries: { stranger: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => get(`/api/staff/orders/${own.orderId}`),
  },
  {
    name: "staff: move the order's status",
    tries: { stranger: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/orders/${own.orderId}/status`, { status: "ORDER_CANCELLED" }),
  },
  {
    name: "staff: refund the order",
    tries: { stranger: 4030, SUPPORT: 4030, CONTENT: 4030 },
    request: () => post(`/api/staff/orders/${own.orderId}/refunds`, { reason: "Goodwill" }),
  },
  {
    name: "staff: cancel the subscription",
    tries: { stranger: 4030, OPS: 4030, CONTENT: 4030, COACH: 4030 },
    request: () =>
      post(`/api/staff/subscriptions/${own.subscriptionId}/cancel`, {
        atPeriodEnd: false,
        reason: "Asked to",
      }),
  },
  {
    name: "staff: read the customer",
    tries: { stranger: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => get(`/api/staff/customers/${own.userId}`),
  },
  {
    name: "staff: adjust the customer's life bits",
    tries: { stranger: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/customers/${own.userId}/life-bits`, { amount: 500, reason: "Goodwill" }),
  },
  {
    name: "staff: sign the customer out everywhere",
    tries: { stranger: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/customers/${own.userId}/sign-out-everywhere`),
  },
  {
    name: "staff: move the blood-work booking",
    tries: { stranger: 4030, SUPPORT: 4030, CONTENT: 4030 },
    request: () => post(`/api/staff/blood-work/bookings/${own.bookingId}/status`, { status: "CANCELLED" }),
  },
  {
    name: "staff: reply in the chat",
    tries: { stranger: 4030, OPS: 4030, CONTENT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/chat/conversations/${own.conversationId}/replies`, { text: "Hello" }),
  },
  {
    name: "staff: approve the review",
    tries: { stranger: 4030, OPS: 4030, SUPPORT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/reviews/${own.reviewId}/approve`),
  },
  {
    name: "staff: reject the review",
    tries: { stranger: 4030, OPS: 4030, SUPPORT: 4030, COACH: 4030 },
    request: () => post(`/api/staff/reviews/${own.reviewId}/reject`, { reason: "Spam" }),
  },
];

describe("another user's things, by id", () => {
  it.each(CASES)("$name: refused with the contract's code, and nothing of the owner's changes", async (c) => {
    // One look at the owner's rows around all the callers' tries: any change by any of them shows.
    const before = await ownersRows();
    const answers: string[] = [];
    for (const who of Object.keys(c.tries) as Caller[]) {
      const request = c.request();
      const res = await browse(ctx, jars[who], {
        ...request,
        market: "IN",
        headers: { "idempotency-key": randomUUID(), ...(request.headers ?? {}) },
      } as never);
      answers.push(`${who}: ${res.statusCode} ${res.json().error?.code ?? res.body.slice(0, 200)}`);
    }
    expect(answers).toEqual(
      Object.entries(c.tries).map(([who, code]) => `${who}: ${code === 4040 ? 404 : 403} ${code}`),
    );
    expect(await ownersRows()).toEqual(before);
  });

  it("the owner can do what the table refuses to others (the ids are right)", async () => {
    const read = (url: string) => browse(ctx, own.jar, { method: "GET", url });
    expect((await read(`/api/oms/getOrder?orderId=${own.orderId}`)).statusCode).toBe(200);
    expect((await read(`/api/blood-work/v1/bookings/${own.bookingId}`)).statusCode).toBe(200);
    expect((await read(`/api/marketing/v1/chat/${own.conversationId}`)).statusCode).toBe(200);
    expect(
      (await read(`/api/subscription/v1/mine`))
        .json()
        .body.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId),
    ).toContain(own.subscriptionId);
    expect((await read(own.invoiceUrl)).statusCode).toBe(200);
  });

  // The webinar join link (/webinar-registration/{id}/join) and the invoice link are bearer links by
  // contract ("whoever holds the link", docs/api.md): what matters is that a made-up or altered one opens
  // nothing.
  it("an unknown webinar registration id is 4040", async () => {
    const res = await browse(ctx, jars.stranger, {
      method: "GET",
      url: `/api/subscription/v1/webinar-registration/${own.registrationId}x/join`,
    });
    expect(res.json().error.code).toBe(4040);
  });

  it("an invoice link with its signature changed is refused, and another order's file is not reachable", async () => {
    const url = new URL(own.invoiceUrl, "http://x");
    const sig = url.searchParams.get("sig")!;
    url.searchParams.set("sig", `${sig.slice(0, -2)}${sig.endsWith("A") ? "BB" : "AA"}`);
    for (const who of ["stranger", "CONTENT"] as const) {
      const res = await browse(ctx, jars[who], { method: "GET", url: url.pathname + url.search });
      expect(res.json().error.code).toBe(4040);
    }
  });
});
