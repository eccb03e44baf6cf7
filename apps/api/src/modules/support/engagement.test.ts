import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { engagementEvents } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const EVENTS = "/api/marketing/v1/events";
const newSession = () => `sess_${randomUUID().replaceAll("-", "")}`;
const newEventId = () => `ev_${randomUUID().replaceAll("-", "")}`;

const rowsOfSession = (sessionId: string) =>
  ctx.deps.db
    .select()
    .from(engagementEvents)
    .where(eq(engagementEvents.sessionId, sessionId))
    .orderBy(engagementEvents.id);

const post = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url: EVENTS, payload, headers });

describe("POST /api/marketing/v1/events", () => {
  it("stores a batch of page and product views with its session, market and properties", async () => {
    const sessionId = newSession();
    const occurredAt = Date.now() - 1500;
    const res = await post({
      sessionId,
      market: "AE",
      events: [
        { eventId: newEventId(), name: "page_view", occurredAt, path: "/ae/skin?utm_source=mail" },
        {
          eventId: newEventId(),
          name: "product_view",
          occurredAt: occurredAt + 20,
          path: "/ae/skin/products/clarifying-salicylic-face-wash",
          props: { skuId: "FW-SAL-100", price: 3900, currency: "AED", inStock: true, coupon: null },
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().body).toEqual({ accepted: 2 });
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => row.name)).toEqual(["page_view", "product_view"]);
    expect(rows[0]).toMatchObject({ market: "AE", path: "/ae/skin?utm_source=mail", props: {} });
    expect(rows[0]!.occurredAt.getTime()).toBe(occurredAt);
    expect(rows[1]!.props).toEqual({
      skuId: "FW-SAL-100",
      price: 3900,
      currency: "AED",
      inStock: true,
      coupon: null,
    });
  });

  it("stores each event once when a batch is sent again (a retried beacon)", async () => {
    const sessionId = newSession();
    const batch = {
      sessionId,
      market: "IN",
      events: [{ eventId: newEventId(), name: "page_view", occurredAt: Date.now(), path: "/" }],
    };
    expect((await post(batch)).json().body).toEqual({ accepted: 1 });
    const again = await post(batch);
    expect(again.statusCode).toBe(202);
    expect(again.json().body).toEqual({ accepted: 0 });
    expect(await rowsOfSession(sessionId)).toHaveLength(1);
  });

  it("accepts a beacon: a JSON body without the X-Client header", async () => {
    const sessionId = newSession();
    const res = await ctx.app.inject({
      method: "POST",
      url: EVENTS,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        sessionId,
        market: "US",
        events: [{ eventId: newEventId(), name: "page_view", occurredAt: Date.now(), path: "/us" }],
      }),
    });
    expect(res.statusCode).toBe(202);
    expect(await rowsOfSession(sessionId)).toHaveLength(1);
  });

  const valid = () => ({ eventId: newEventId(), name: "page_view", occurredAt: Date.now(), path: "/" });
  it.each([
    ["a missing session id", { sessionId: undefined }, "sessionId"],
    ["a short session id", { sessionId: "abc" }, "sessionId"],
    ["an unknown market", { market: "UK" }, "market"],
    ["no events", { events: [] }, "events"],
    ["51 events", { events: Array.from({ length: 51 }, valid) }, "events"],
    ["an event name with spaces", { events: [{ ...valid(), name: "Page View" }] }, "events/0/name"],
    ["a full URL as path", { events: [{ ...valid(), path: "https://x.test/" }] }, "events/0/path"],
    ["a negative time", { events: [{ ...valid(), occurredAt: -5 }] }, "events/0/occurredAt"],
    ["an object property", { events: [{ ...valid(), props: { cart: { qty: 1 } } }] }, "events/0/props/cart"],
    [
      "21 properties",
      {
        events: [
          { ...valid(), props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) },
        ],
      },
      "events/0/props",
    ],
  ])("rejects %s with 4000 and stores nothing", async (_label, change, field) => {
    const sessionId = newSession();
    const res = await post({ sessionId, market: "IN", events: [valid()], ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    expect(await rowsOfSession(sessionId)).toHaveLength(0);
  });

  it("refuses a post from another site", async () => {
    const sessionId = newSession();
    const res = await post(
      { sessionId, market: "IN", events: [valid()] },
      { "x-client": "WEB", origin: "https://elsewhere.example" },
    );
    expect(res.statusCode).toBe(403);
    expect(await rowsOfSession(sessionId)).toHaveLength(0);
  });
});
