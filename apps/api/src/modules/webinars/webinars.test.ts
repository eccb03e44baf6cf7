import { SESSION_WINDOW_MS } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { refreshDemoWebinars } from "../../db/seed/webinars.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { WEBINAR_NOTICE, webinarJobs } from "../../workflows/webinar-jobs.ts";
import { REMINDER_BEFORE_MS } from "./notices.ts";
import { sessions, webinarRegistrations } from "./tables.ts";
import { insertWebinar } from "./webinar-testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Margin around the window edges: the clock moves between setting it and the request. */
const MARGIN = 2_000;

type Market = "IN" | "AE" | "US";
const list = (market: Market = "IN", jar?: CookieJar) =>
  jar
    ? browse(ctx, jar, { method: "GET", url: "/api/subscription/v1/webinars", market })
    : call(ctx, { method: "GET", url: "/api/subscription/v1/webinars", market });
const register = (payload: Record<string, unknown>, market: Market = "IN", jar?: CookieJar) => {
  const options = {
    method: "POST" as const,
    url: "/api/subscription/v1/webinar-registration",
    payload,
    market,
  };
  return jar ? browse(ctx, jar, options) : call(ctx, options);
};
const join = (registrationId: string) =>
  call(ctx, {
    method: "GET",
    url: `/api/subscription/v1/webinar-registration/${encodeURIComponent(registrationId)}/join`,
  });
const webinarsOf = async (market: Market, jar?: CookieJar) =>
  (await list(market, jar)).json().body.webinars as Record<string, unknown>[];
const stateOf = async (webinarId: string, market: Market = "IN") =>
  (await webinarsOf(market)).find((w) => w.webinarId === webinarId)?.state;

const upcomingFree = (market = "IN") =>
  insertWebinar(ctx.deps.db, {
    market,
    startTime: Date.now() + 3 * DAY,
    endTime: Date.now() + 3 * DAY + 60 * MINUTE,
  });

describe("GET /api/subscription/v1/webinars", () => {
  it("lists the market's upcoming and live webinars, soonest first, with prices of paid ones", async () => {
    const res = await list("IN");
    expect(res.statusCode).toBe(200);
    const webinars = res.json().body.webinars as { webinarId: string; startTime: number }[];
    const ids = webinars.map((w) => w.webinarId);
    expect(ids).toEqual(
      expect.arrayContaining(["webinar-in-sleep", "webinar-in-glucose", "webinar-in-live"]),
    );
    expect(ids).not.toContain("webinar-in-past");
    expect(ids.some((id) => id.startsWith("webinar-ae") || id.startsWith("webinar-us"))).toBe(false);
    const starts = webinars.map((w) => w.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const byId = new Map(webinars.map((w) => [w.webinarId, w]));
    expect(byId.get("webinar-in-sleep")).toMatchObject({
      host: "Dr. Karan Malhotra",
      state: "upcoming",
      paid: false,
    });
    expect(byId.get("webinar-in-sleep")).not.toHaveProperty("price");
    expect(byId.get("webinar-in-sleep")).not.toHaveProperty("registered");
    expect(byId.get("webinar-in-live")).toMatchObject({ state: "ongoing" });
    expect(byId.get("webinar-in-strength")).toMatchObject({ paid: true, price: 49_900, currency: "INR" });
  });

  it("lists each market's own webinars in its currency", async () => {
    const ae = await webinarsOf("AE");
    expect(ae.map((w) => w.webinarId)).toEqual(
      expect.arrayContaining(["webinar-ae-fasting", "webinar-ae-skin"]),
    );
    // Other markets' webinars never show (webinars other tests schedule may: those are the UAE's too).
    expect(ae.some((w) => /^webinar-(in|us)-/.test(String(w.webinarId)))).toBe(false);
    expect(ae.filter((w) => w.paid).every((w) => w.currency === "AED")).toBe(true);
    expect(ae.find((w) => w.webinarId === "webinar-ae-skin")).toMatchObject({ paid: true, currency: "AED" });
    const us = await webinarsOf("US");
    expect(us.find((w) => w.webinarId === "webinar-us-metabolic")).toMatchObject({
      paid: true,
      currency: "USD",
    });
    expect(us.map((w) => w.webinarId)).not.toContain("webinar-in-sleep");
  });

  it("turns ongoing 15 minutes before the start, by the app clock", async () => {
    const start = Date.now() + 2 * 60 * MINUTE;
    const id = await insertWebinar(ctx.deps.db, {
      market: "US",
      startTime: start,
      endTime: start + 60 * MINUTE,
    });
    ctx.clock.offset = start - SESSION_WINDOW_MS - MARGIN - Date.now();
    expect(await stateOf(id, "US")).toBe("upcoming");
    ctx.clock.offset = start - SESSION_WINDOW_MS + MARGIN - Date.now();
    expect(await stateOf(id, "US")).toBe("ongoing");
  });

  it("is listed until 15 minutes after the end, then drops off as completed", async () => {
    const start = Date.now() + 60 * MINUTE;
    const end = start + 60 * MINUTE;
    const id = await insertWebinar(ctx.deps.db, { market: "US", startTime: start, endTime: end });
    ctx.clock.offset = end + SESSION_WINDOW_MS - MARGIN - Date.now();
    expect(await stateOf(id, "US")).toBe("ongoing");
    ctx.clock.offset = end + SESSION_WINDOW_MS + MARGIN - Date.now();
    expect(await stateOf(id, "US")).toBeUndefined();
  });

  it("tells a signed-in caller which webinars they are registered for, by account or by phone", async () => {
    const mine = await upcomingFree();
    const byPhone = await upcomingFree();
    const other = await upcomingFree();
    const { jar, phone } = await signInByPhone(ctx);
    expect(
      (await register({ webinarId: mine, name: "Asha Rao", phoneNumber: uniqueIndianMobile() }, "IN", jar))
        .statusCode,
    ).toBe(201);
    // Registered anonymously with the account's phone.
    expect((await register({ webinarId: byPhone, name: "Asha Rao", phoneNumber: phone })).statusCode).toBe(
      201,
    );
    const webinars = await webinarsOf("IN", jar);
    const registered = (id: string) => webinars.find((w) => w.webinarId === id)?.registered;
    expect(registered(mine)).toBe(true);
    expect(registered(byPhone)).toBe(true);
    expect(registered(other)).toBe(false);
  });
});

describe("POST /api/subscription/v1/webinar-registration", () => {
  it("registers a person for a free webinar", async () => {
    const webinarId = await upcomingFree();
    const res = await register({
      webinarId,
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
      email: "asha@example.com",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body.registrationId).toMatch(/^WR-/);
  });

  it("refuses a repeat phone for the same webinar with 4008, however it is written", async () => {
    const webinarId = await upcomingFree();
    const phone = uniqueIndianMobile();
    expect((await register({ webinarId, name: "Asha Rao", phoneNumber: phone })).statusCode).toBe(201);
    const again = await register({
      webinarId,
      name: "Asha R",
      phoneNumber: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe(4008);
    // The same phone may still join another webinar.
    const other = await upcomingFree();
    expect((await register({ webinarId: other, name: "Asha Rao", phoneNumber: phone })).statusCode).toBe(201);
  });

  it("checks the phone by the market's rules", async () => {
    const webinarId = await upcomingFree("AE");
    const indian = await register({ webinarId, name: "Omar Ali", phoneNumber: "9876543210" }, "AE");
    expect(indian.statusCode).toBe(400);
    expect(indian.json().error).toMatchObject({ code: 4000 });
    expect(JSON.stringify(indian.json().error)).toContain("United Arab Emirates");
    const emirati = await register({ webinarId, name: "Omar Ali", phoneNumber: "050 123 4567" }, "AE");
    expect(emirati.statusCode).toBe(201);
  });

  it("answers 4000 for a bad name or email", async () => {
    const webinarId = await upcomingFree();
    const res = await register({
      webinarId,
      name: "A",
      phoneNumber: uniqueIndianMobile(),
      email: "not-an-email",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it("answers 4000 for a paid webinar: it is bought as an order", async () => {
    const res = await register({
      webinarId: "webinar-in-strength",
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(JSON.stringify(res.json().error)).toContain("paid webinar");
  });

  it("answers 4040 for an unknown webinar or one of another market", async () => {
    const unknown = await register({
      webinarId: "no-such-webinar",
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4040);
    const elsewhere = await register({
      webinarId: "webinar-us-hrv",
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
    });
    expect(elsewhere.json().error.code).toBe(4040);
  });

  it("answers 4000 for a completed webinar", async () => {
    const res = await register({
      webinarId: "webinar-in-past",
      name: "Asha Rao",
      phoneNumber: uniqueIndianMobile(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });
});

describe("webinar notices", () => {
  it("queues a confirmation now and a reminder an hour before the start, each with the join link", async () => {
    const start = Date.now() + 2 * DAY;
    const webinarId = await insertWebinar(ctx.deps.db, { startTime: start, endTime: start + 60 * MINUTE });
    const phone = uniqueIndianMobile();
    const { registrationId } = (await register({ webinarId, name: "Asha Rao", phoneNumber: phone })).json()
      .body;
    const jobs = await ctx.deps.jobs!.findJobs<{ registrationId: string; kind: string }>(WEBINAR_NOTICE, {
      data: { registrationId },
    });
    const byKind = new Map(jobs.map((job) => [job.data.kind, job]));
    expect([...byKind.keys()].sort()).toEqual(["CONFIRMATION", "REMINDER"]);
    expect(byKind.get("CONFIRMATION")!.startAfter.getTime()).toBeLessThanOrEqual(Date.now());
    expect(byKind.get("REMINDER")!.startAfter.getTime()).toBe(start - REMINDER_BEFORE_MS);

    const [notice] = webinarJobs(ctx.deps);
    await notice!.handle(byKind.get("CONFIRMATION")!.data, byKind.get("CONFIRMATION") as never);
    await notice!.handle(byKind.get("REMINDER")!.data, byKind.get("REMINDER") as never);
    const outbox = await call(ctx, {
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`,
    });
    const texts = (outbox.json().body.messages as { text: string }[]).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.startsWith("You are registered"))).toBe(true);
    expect(texts.some((t) => t.startsWith("Reminder"))).toBe(true);
    for (const text of texts)
      expect(text).toContain(`/api/subscription/v1/webinar-registration/${registrationId}/join`);
  });

  it("queues no reminder when the webinar starts within the hour, and none for a refused repeat", async () => {
    const start = Date.now() + 30 * MINUTE;
    const webinarId = await insertWebinar(ctx.deps.db, { startTime: start, endTime: start + 60 * MINUTE });
    const phone = uniqueIndianMobile();
    const { registrationId } = (await register({ webinarId, name: "Asha Rao", phoneNumber: phone })).json()
      .body;
    const jobs = await ctx.deps.jobs!.findJobs<{ kind: string }>(WEBINAR_NOTICE, {
      data: { registrationId },
    });
    expect(jobs.map((job) => job.data.kind)).toEqual(["CONFIRMATION"]);
    const before = (await ctx.deps.jobs!.findJobs(WEBINAR_NOTICE)).length;
    expect((await register({ webinarId, name: "Asha Rao", phoneNumber: phone })).statusCode).toBe(409);
    // The refused repeat's transaction rolled back, and its notices with it.
    expect((await ctx.deps.jobs!.findJobs(WEBINAR_NOTICE)).length).toBe(before);
  });
});

describe("GET /api/subscription/v1/webinar-registration/{registrationId}/join", () => {
  it("opens the session page only inside the 15-minute window", async () => {
    const start = Date.now() + 2 * 60 * MINUTE;
    const end = start + 60 * MINUTE;
    const webinarId = await insertWebinar(ctx.deps.db, { startTime: start, endTime: end });
    const { registrationId } = (
      await register({ webinarId, name: "Asha Rao", phoneNumber: uniqueIndianMobile() })
    ).json().body;

    ctx.clock.offset = start - SESSION_WINDOW_MS - MARGIN - Date.now();
    const early = await join(registrationId);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 4000 });
    expect(early.json().error.message).toContain("15 minutes before");

    ctx.clock.offset = start - SESSION_WINDOW_MS + MARGIN - Date.now();
    const open = await join(registrationId);
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe(`/session/${webinarId}`);

    ctx.clock.offset = end + SESSION_WINDOW_MS + MARGIN - Date.now();
    const late = await join(registrationId);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain("ended");
  });

  it("sends a browser outside the window to the session page, which says why there is no room", async () => {
    const start = Date.now() + 2 * DAY;
    const webinarId = await insertWebinar(ctx.deps.db, {
      market: "AE",
      startTime: start,
      endTime: start + 60 * MINUTE,
    });
    const { registrationId } = (
      await register({ webinarId, name: "Omar Ali", phoneNumber: "501234567" }, "AE")
    ).json().body;
    const res = await call(ctx, {
      method: "GET",
      url: `/api/subscription/v1/webinar-registration/${registrationId}/join`,
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/ae/session/${webinarId}`);
    const session = (await call(ctx, { method: "GET", url: `/api/trainer/v1/sessions/${webinarId}` })).json()
      .body;
    expect(session).toMatchObject({ state: "upcoming" });
    expect(session).not.toHaveProperty("joinUrl");
  });

  it("answers 4040 for an unknown registration", async () => {
    const res = await join("WR-nothing");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });
});

describe("refreshDemoWebinars", () => {
  it("places the demo webinars around the given instant again, keeping their registrations", async () => {
    const phone = uniqueIndianMobile();
    const { registrationId } = (
      await register({ webinarId: "webinar-in-glucose", name: "Asha Rao", phoneNumber: phone })
    ).json().body;
    const now = Date.now() + 60 * MINUTE;
    await refreshDemoWebinars(ctx.deps.db, now);
    // The demo rows are shared: put them back around the real now whatever happens.
    onTestFinished(() => refreshDemoWebinars(ctx.deps.db, Date.now()));
    const [glucose] = await ctx.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.sessionId, "webinar-in-glucose"));
    expect(glucose!.startTime % (30 * MINUTE)).toBe(0);
    expect(glucose!.startTime - now).toBeGreaterThanOrEqual(6 * DAY);
    expect(glucose!.startTime - now).toBeLessThan(6 * DAY + 30 * MINUTE);
    const [live] = await ctx.deps.db.select().from(sessions).where(eq(sessions.sessionId, "webinar-in-live"));
    expect(live!.startTime).toBe(now - 10 * MINUTE);
    const kept = await ctx.deps.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.registrationId, registrationId));
    expect(kept).toHaveLength(1);
  });
});
