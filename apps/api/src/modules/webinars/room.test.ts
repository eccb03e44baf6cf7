// The live room (docs/api.md, "Live room"): who gets in and when, the stored chat, who is there, and the
// coach starting and ending the session. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffAudit } from "../../db/schema.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { insertCoachSession } from "./room-testing.ts";
import { insertWebinar } from "./webinar-testing.ts";

let ctx: TestContext;
const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
/** Margin around the window edges: the clock moves between insert and request. */
const MARGIN = 2_000;

let coach: { jar: CookieJar; userId: string };
let admin: { jar: CookieJar; userId: string };
let support: { jar: CookieJar; userId: string };
let subscriber: { jar: CookieJar; userId: string; phone: string };
let stranger: { jar: CookieJar; userId: string };

beforeAll(async () => {
  ctx = await testContext();
  coach = await signInStaff(ctx, demoStaffEmail("COACH"));
  admin = await signInStaff(ctx, demoStaffEmail("ADMIN"));
  support = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
  const s = await signInByPhone(ctx);
  subscriber = { jar: s.jar, userId: s.user.id, phone: s.phone };
  const t = await signInByPhone(ctx);
  stranger = { jar: t.jar, userId: t.user.id };
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const base = (id: string) => `/api/trainer/v1/sessions/${encodeURIComponent(id)}`;
const room = (jar: CookieJar | null, id: string) =>
  jar
    ? browse(ctx, jar, { method: "GET", url: `${base(id)}/room` })
    : call(ctx, { method: "GET", url: `${base(id)}/room` });
const beat = (jar: CookieJar, id: string) =>
  browse(ctx, jar, { method: "POST", url: `${base(id)}/room/presence` });
const say = (jar: CookieJar | null, id: string, text: unknown) => {
  const options = { method: "POST" as const, url: `${base(id)}/room/messages`, payload: { text } };
  return jar ? browse(ctx, jar, options) : call(ctx, options);
};
const codeOf = (res: { statusCode: number; json: () => any }) =>
  res.statusCode >= 400 ? res.json().error.code : res.statusCode;

/** A coach session of the demo coach for the test's subscriber, on now. */
const liveSession = (
  extra: Parameters<typeof insertCoachSession>[1] extends infer T ? Partial<T> : never = {},
) =>
  insertCoachSession(ctx.deps.db, {
    startTime: Date.now() - 5 * MINUTE,
    endTime: Date.now() + 40 * MINUTE,
    coachId: coach.userId,
    userId: subscriber.userId,
    ...extra,
  });

describe("who gets into the live room", () => {
  it("lets in the coach, other staff with sessions, and the subscriber, each in their role", async () => {
    const id = await liveSession();
    const asCoach = await room(coach.jar, id);
    expect(asCoach.statusCode).toBe(200);
    expect(asCoach.json().body.me).toMatchObject({ userId: coach.userId, role: "COACH" });
    expect((await room(admin.jar, id)).json().body.me.role).toBe("STAFF");
    const asSubscriber = (await room(subscriber.jar, id)).json().body;
    expect(asSubscriber).toMatchObject({
      sessionId: id,
      state: "ongoing",
      started: false,
      ended: false,
      joinUrl: null,
      afterUrl: "/plans/lite",
      me: { userId: subscriber.userId, role: "SUBSCRIBER" },
      participants: [],
      messages: [],
    });
  });

  it("is 4040 for anyone else: another shopper, staff without sessions, an unknown session", async () => {
    const id = await liveSession();
    expect(codeOf(await room(stranger.jar, id))).toBe(4040);
    expect(codeOf(await room(support.jar, id))).toBe(4040);
    expect(codeOf(await room(subscriber.jar, `no-such-${randomUUID()}`))).toBe(4040);
    expect(codeOf(await say(stranger.jar, id, "hello"))).toBe(4040);
    expect(codeOf(await beat(stranger.jar, id))).toBe(4040);
  });

  it("asks a signed-out caller to sign in (4011)", async () => {
    const id = await liveSession();
    expect(codeOf(await room(null, id))).toBe(4011);
    expect(codeOf(await say(null, id, "hello"))).toBe(4011);
  });

  it("opens to the subscriber 15 minutes before the start, and not a moment earlier", async () => {
    const now = Date.now();
    const justInside = await liveSession({
      startTime: now + WINDOW - MARGIN,
      endTime: now + 2 * WINDOW + MARGIN,
    });
    const justOutside = await liveSession({ startTime: now + WINDOW + MARGIN, endTime: now + 3 * WINDOW });
    expect((await room(subscriber.jar, justInside)).statusCode).toBe(200);
    expect(codeOf(await room(subscriber.jar, justOutside))).toBe(4040);
    // The coach may set the room up before it opens.
    expect((await room(coach.jar, justOutside)).statusCode).toBe(200);
  });

  it("closes to the subscriber 15 minutes after the end", async () => {
    const now = Date.now();
    const stillOpen = await liveSession({ startTime: now - 60 * MINUTE, endTime: now - WINDOW + MARGIN });
    const closed = await liveSession({ startTime: now - 60 * MINUTE, endTime: now - WINDOW - MARGIN });
    expect((await room(subscriber.jar, stillOpen)).statusCode).toBe(200);
    expect(codeOf(await room(subscriber.jar, closed))).toBe(4040);
    expect((await room(coach.jar, closed)).statusCode).toBe(200);
  });

  it("follows the app clock", async () => {
    const soon = await liveSession({
      startTime: Date.now() + 20 * MINUTE,
      endTime: Date.now() + 80 * MINUTE,
    });
    const over = await liveSession({
      startTime: Date.now() - 70 * MINUTE,
      endTime: Date.now() - 10 * MINUTE,
    });
    expect(codeOf(await room(subscriber.jar, soon))).toBe(4040);
    expect((await room(subscriber.jar, over)).statusCode).toBe(200);
    ctx.clock.offset = 6 * MINUTE;
    expect((await room(subscriber.jar, soon)).statusCode).toBe(200);
    expect(codeOf(await room(subscriber.jar, over))).toBe(4040);
  });

  it("lets in a webinar's registered attendees, by account or by the account's phone, and nobody else", async () => {
    const webinarId = await insertWebinar(ctx.deps.db, {
      startTime: Date.now() - 5 * MINUTE,
      endTime: Date.now() + 55 * MINUTE,
    });
    const byAccount = await signInByPhone(ctx);
    const registered = await browse(ctx, byAccount.jar, {
      method: "POST",
      url: "/api/subscription/v1/webinar-registration",
      market: "IN",
      payload: { webinarId, name: "Asha Rao", phoneNumber: uniqueIndianMobile() },
    });
    expect(registered.statusCode).toBe(201);
    const byPhone = await signInByPhone(ctx);
    const guestRegistration = await call(ctx, {
      method: "POST",
      url: "/api/subscription/v1/webinar-registration",
      market: "IN",
      payload: { webinarId, name: "Ravi Kumar", phoneNumber: byPhone.phone },
    });
    expect(guestRegistration.statusCode).toBe(201);

    expect((await room(byAccount.jar, webinarId)).json().body.me.role).toBe("ATTENDEE");
    expect((await room(byPhone.jar, webinarId)).json().body.me.role).toBe("ATTENDEE");
    expect(codeOf(await room(stranger.jar, webinarId))).toBe(4040);
    // A coach session's subscriber is not a webinar attendee.
    expect(codeOf(await room(subscriber.jar, webinarId))).toBe(4040);
  });
});

describe("the room's chat", () => {
  it("stores trimmed messages that everyone in the room reads, oldest first, with who wrote them", async () => {
    const id = await liveSession();
    const first = await say(subscriber.jar, id, "  Hello coach!  ");
    expect(first.statusCode).toBe(201);
    expect(first.json().body.message).toMatchObject({ text: "Hello coach!", role: "SUBSCRIBER" });
    expect((await say(coach.jar, id, "Welcome, let's warm up")).statusCode).toBe(201);
    const seen = (await room(subscriber.jar, id)).json().body.messages;
    expect(seen.map((m: { text: string; role: string }) => [m.role, m.text])).toEqual([
      ["SUBSCRIBER", "Hello coach!"],
      ["COACH", "Welcome, let's warm up"],
    ]);
    expect(seen[1].name).toBe("Vikram Rao");
  });

  it("takes 1 to 1000 characters: an empty or over-long message is 4000 on text", async () => {
    const id = await liveSession();
    for (const text of ["", "   ", "x".repeat(1001), 42]) {
      const res = await say(subscriber.jar, id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(4000);
      expect(res.json().error.fields).toHaveProperty("text");
    }
    expect((await say(subscriber.jar, id, "x".repeat(1000))).statusCode).toBe(201);
    expect((await room(coach.jar, id)).json().body.messages).toHaveLength(1);
  });
});

describe("who is there", () => {
  it("lists whoever sent a heartbeat in the last 30 seconds, the coach first", async () => {
    const id = await liveSession();
    await beat(subscriber.jar, id);
    const seen = (await beat(coach.jar, id)).json().body.participants;
    expect(seen.map((p: { userId: string; role: string }) => [p.role, p.userId])).toEqual([
      ["COACH", coach.userId],
      ["SUBSCRIBER", subscriber.userId],
    ]);
    // Only the coach keeps beating: 31 seconds on, the subscriber is gone.
    ctx.clock.offset = 31_000;
    const later = (await beat(coach.jar, id)).json().body.participants;
    expect(later.map((p: { role: string }) => p.role)).toEqual(["COACH"]);
    // Beating again brings them back, once.
    const back = (await beat(subscriber.jar, id)).json().body.participants;
    expect(back.map((p: { role: string }) => p.role)).toEqual(["COACH", "SUBSCRIBER"]);
  });
});

describe("the coach starts and ends the session", () => {
  const start = (id: string, key?: string) =>
    staffCall(ctx, coach.jar, "POST", `/api/staff/sessions/${encodeURIComponent(id)}/start`, {}, key);
  const end = (id: string) =>
    staffCall(ctx, coach.jar, "POST", `/api/staff/sessions/${encodeURIComponent(id)}/end`, {});
  const audits = (id: string, action: string) =>
    ctx.deps.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entityId, id), eq(staffAudit.action, action)));

  it("starting shows the meeting to the subscriber; once per Idempotency-Key, with an audit row", async () => {
    const id = await liveSession({ meetingUrl: "https://meet.example.com/abc-defg-hij" });
    expect((await room(coach.jar, id)).json().body.joinUrl).toBe("https://meet.example.com/abc-defg-hij");
    expect((await room(subscriber.jar, id)).json().body.joinUrl).toBeNull();
    const key = randomUUID();
    const started = await start(id, key);
    expect(started.statusCode).toBe(200);
    expect(started.json().body.session).toMatchObject({ started: true, state: "ongoing" });
    expect((await start(id, key)).json()).toEqual(started.json());
    expect(await audits(id, "session.start")).toHaveLength(1);
    const again = await start(id);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe("This session has started already");
    expect((await room(subscriber.jar, id)).json().body).toMatchObject({
      started: true,
      joinUrl: "https://meet.example.com/abc-defg-hij",
    });
    const page = (await call(ctx, { method: "GET", url: base(id) })).json().body;
    expect(page).toMatchObject({ state: "ongoing", started: true, joinUrl: `/session/${id}/live` });
  });

  it("refuses to start before the window opens or without a meeting link", async () => {
    const early = await liveSession({
      startTime: Date.now() + WINDOW + MINUTE,
      endTime: Date.now() + 90 * MINUTE,
    });
    const res = await start(early);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("15 minutes before");
    const noMeeting = await liveSession({ meetingUrl: null });
    const bare = await start(noMeeting);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty("joinUrl");
    expect(await audits(noMeeting, "session.start")).toHaveLength(0);
  });

  it("ending closes the room: the subscriber is told where to go next, the session page says it has ended", async () => {
    const id = await liveSession({ afterUrl: "/fitness/fitbot/workout/post-session/results/" });
    expect(codeOf(await end(id))).toBe(4000);
    await start(id);
    expect((await say(subscriber.jar, id, "see you")).statusCode).toBe(201);
    const ended = await end(id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().body.session).toMatchObject({ started: false, state: "completed" });
    expect(ended.json().body.session.endedAt).toBeGreaterThan(0);
    expect(await audits(id, "session.end")).toHaveLength(1);
    const after = (await room(subscriber.jar, id)).json().body;
    expect(after).toMatchObject({
      ended: true,
      started: false,
      joinUrl: null,
      state: "completed",
      afterUrl: "/fitness/fitbot/workout/post-session/results/",
    });
    expect(after.messages).toHaveLength(1);
    expect(codeOf(await say(subscriber.jar, id, "too late"))).toBe(4000);
    expect((await call(ctx, { method: "GET", url: base(id) })).json().body).toMatchObject({
      state: "completed",
    });
    expect(codeOf(await end(id))).toBe(4000);
    expect(codeOf(await start(id))).toBe(4000);
  });

  it("a shopper cannot start or end a session (4030)", async () => {
    const id = await liveSession();
    const res = await staffCall(ctx, subscriber.jar, "POST", `/api/staff/sessions/${id}/start`, {});
    expect(codeOf(res)).toBe(4030);
  });
});
