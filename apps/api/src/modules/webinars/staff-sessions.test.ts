// The back office's sessions (docs/api.md, "Managing sessions"): scheduling coach sessions and webinars
// with validation, rescheduling, the meeting link, and a webinar's registrations as a list and as CSV.
import { randomUUID } from "node:crypto";
import { SESSION_WINDOW_MS } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffAudit } from "../../db/schema.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { REGISTRATION_CSV_HEADER } from "./staff-sessions.ts";
import { webinarRegistrations } from "./tables.ts";

let ctx: TestContext;
let coach: { jar: CookieJar; userId: string };
let support: { userId: string };
let shopper: { userId: string; phone: string };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  ctx = await testContext();
  coach = await signInStaff(ctx, demoStaffEmail("COACH"));
  support = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
  const s = await signInByPhone(ctx);
  shopper = { userId: s.user.id, phone: s.phone };
});

const create = (payload: object, key?: string) =>
  staffCall(ctx, coach.jar, "POST", "/api/staff/sessions", payload, key);
const coachSession = (extra: object = {}) => ({
  kind: "COACH",
  title: "Strength check-in",
  startTime: Date.now() + DAY,
  minutes: 45,
  subscriber: shopper.phone,
  ...extra,
});
const webinar = (extra: object = {}) => ({
  kind: "WEBINAR",
  title: "Sleep and recovery, live",
  hostName: "Dr. Karan Malhotra",
  description: "Readiness scores explained.",
  startTime: Date.now() + 2 * DAY,
  minutes: 60,
  market: "AE",
  ...extra,
});
const fieldsOf = (res: { json: () => any }) => Object.keys(res.json().error.fields ?? {});

describe("POST /api/staff/sessions", () => {
  it("schedules a coach session for a subscriber found by phone, the caller as coach, with an audit row", async () => {
    const res = await create(coachSession({ afterUrl: "/fitness/fitbot/workout/post-session/results/" }));
    expect(res.statusCode).toBe(201);
    const session = res.json().body.session;
    expect(session).toMatchObject({
      kind: "COACH",
      title: "Strength check-in",
      hostName: "Vikram Rao",
      state: "upcoming",
      started: false,
      coachId: coach.userId,
      coachName: "Vikram Rao",
      subscriberId: shopper.userId,
      market: null,
      price: null,
      afterUrl: "/fitness/fitbot/workout/post-session/results/",
      registrations: 0,
    });
    expect(session.endTime - session.startTime).toBe(45 * MINUTE);
    expect(res.json().body.audit[0]).toMatchObject({ action: "session.create", staffId: coach.userId });
    // The session page knows it.
    const page = await call(ctx, { method: "GET", url: `/api/trainer/v1/sessions/${session.sessionId}` });
    expect(page.json().body).toMatchObject({ state: "upcoming", title: "Strength check-in" });
  });

  it("schedules paid and free webinars that their market's /webinars lists, priced in its currency", async () => {
    const paid = (await create(webinar({ price: 4_500 }))).json().body.session;
    expect(paid).toMatchObject({ kind: "WEBINAR", market: "AE", price: 4_500, currency: "AED" });
    const free = (await create(webinar({ price: 0, title: "Free fasting Q&A" }))).json().body.session;
    expect(free).toMatchObject({ price: null, currency: null });
    const listed = await call(ctx, { method: "GET", url: "/api/subscription/v1/webinars", market: "AE" });
    const byId = new Map(
      (listed.json().body.webinars as { webinarId: string }[]).map((w) => [w.webinarId, w]),
    );
    expect(byId.get(paid.sessionId)).toMatchObject({ paid: true, price: 4_500, currency: "AED" });
    expect(byId.get(free.sessionId)).toMatchObject({ paid: false, title: "Free fasting Q&A" });
    const inIndia = await call(ctx, { method: "GET", url: "/api/subscription/v1/webinars", market: "IN" });
    expect(JSON.stringify(inIndia.json().body)).not.toContain(paid.sessionId);
  });

  it("creates once per Idempotency-Key", async () => {
    const key = randomUUID();
    const body = coachSession({ title: `Once ${key}` });
    const first = await create(body, key);
    const again = await create(body, key);
    expect(again.json()).toEqual(first.json());
    const list = await staffCall(ctx, coach.jar, "GET", "/api/staff/sessions?kind=COACH&limit=100&when=all");
    expect(JSON.stringify(list.json())).toContain(first.json().body.session.sessionId);
    const rows = await ctx.deps.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, "session.create"),
          eq(staffAudit.entityId, first.json().body.session.sessionId),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a coach session without a subscriber", () => coachSession({ subscriber: undefined }), "subscriber"],
    ["a subscriber nobody is", () => coachSession({ subscriber: "nobody.here@example.com" }), "subscriber"],
    ["a webinar without a market", () => webinar({ market: undefined }), "market"],
    ["a price on a coach session", () => coachSession({ price: 100 }), "price"],
    ["a start in the past", () => coachSession({ startTime: Date.now() - MINUTE }), "startTime"],
    ["a session of 5 minutes", () => coachSession({ minutes: 5 }), "minutes"],
    ["a session of 9 hours", () => coachSession({ minutes: 540 }), "minutes"],
    ["a blank title", () => coachSession({ title: "  " }), "title"],
    ["a coach who is not one", () => coachSession({ coachId: "" }), "coachId"],
    ["an http meeting link", () => coachSession({ joinUrl: "http://meet.example.com/x" }), "joinUrl"],
    ["a script as meeting link", () => coachSession({ joinUrl: "javascript:alert(1)" }), "joinUrl"],
    ["an after page on another site", () => coachSession({ afterUrl: "//evil.example.com" }), "afterUrl"],
    ["an unknown kind", () => coachSession({ kind: "PARTY" }), "kind"],
  ])("refuses %s with 4000 on the field", async (_name, body, field) => {
    const res = await create(body());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(fieldsOf(res)).toContain(field);
  });

  it("refuses a coach without the sessions permission", async () => {
    const res = await create(coachSession({ coachId: support.userId }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["coachId"]);
  });
});

describe("changing a session", () => {
  it("reschedules and renames a session that has not started", async () => {
    const id = (await create(coachSession())).json().body.session.sessionId;
    const startTime = Date.now() + 3 * DAY;
    const res = await staffCall(ctx, coach.jar, "PATCH", `/api/staff/sessions/${id}`, {
      startTime,
      minutes: 30,
      title: "Mobility check-in",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.session).toMatchObject({
      startTime,
      endTime: startTime + 30 * MINUTE,
      title: "Mobility check-in",
    });
    expect(res.json().body.audit[0].action).toBe("session.update");
    const empty = await staffCall(ctx, coach.jar, "PATCH", `/api/staff/sessions/${id}`, {});
    expect(empty.statusCode).toBe(400);
    const past = await staffCall(ctx, coach.jar, "PATCH", `/api/staff/sessions/${id}`, { startTime: 1 });
    expect(fieldsOf(past)).toEqual(["startTime"]);
    const unknown = await staffCall(ctx, coach.jar, "PATCH", `/api/staff/sessions/none-such`, {
      title: "Nope",
    });
    expect(unknown.json().error.code).toBe(4040);
  });

  it("sets the meeting link (https only)", async () => {
    const id = (await create(coachSession())).json().body.session.sessionId;
    const url = `/api/staff/sessions/${id}/join-url`;
    const res = await staffCall(ctx, coach.jar, "POST", url, { joinUrl: " https://meet.example.com/abc " });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.session.joinUrl).toBe("https://meet.example.com/abc");
    for (const joinUrl of ["http://meet.example.com/abc", "data:text/html,x", "meet.example.com", ""]) {
      const bad = await staffCall(ctx, coach.jar, "POST", url, { joinUrl });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(["joinUrl"]);
    }
  });
});

describe("registrations", () => {
  it("lists a webinar's registrations, paged in the order made, and exports them as CSV", async () => {
    const id = (await create(webinar({ market: "IN" }))).json().body.session.sessionId;
    const names = ["Asha Rao", 'Ravi "RK" Kumar, Jr.', '=HYPERLINK("http://x")'];
    for (const [i, name] of names.entries()) {
      await ctx.deps.db.insert(webinarRegistrations).values({
        registrationId: `WR-${randomUUID()}`,
        webinarId: id,
        name,
        phoneNumber: `+91700000000${i}`,
        email: i === 0 ? "asha@example.com" : null,
        userId: null,
        createdAt: new Date(Date.now() + i),
      });
    }
    const first = await staffCall(ctx, coach.jar, "GET", `/api/staff/sessions/${id}/registrations?limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().body;
    expect(page1.registrations.map((r: { name: string }) => r.name)).toEqual(names.slice(0, 2));
    const second = await staffCall(
      ctx,
      coach.jar,
      "GET",
      `/api/staff/sessions/${id}/registrations?limit=2&nextToken=${encodeURIComponent(page1.paginationData.nextToken)}`,
    );
    expect(second.json().body.registrations.map((r: { name: string }) => r.name)).toEqual(names.slice(2));
    expect(second.json().body.paginationData.nextToken).toBeNull();
    const detail = await staffCall(ctx, coach.jar, "GET", `/api/staff/sessions/${id}`);
    expect(detail.json().body.session.registrations).toBe(3);

    const csv = await staffCall(ctx, coach.jar, "GET", `/api/staff/sessions/${id}/registrations.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="registrations-${id}.csv"`);
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(REGISTRATION_CSV_HEADER.join(","));
    expect(lines[1]).toMatch(/^WR-[^,]+,Asha Rao,\+917000000000,asha@example.com,,\d{4}-\d\d-\d\dT/);
    expect(lines[2]).toContain(',"Ravi ""RK"" Kumar, Jr.",+917000000001,,,');
    expect(lines[3]).toContain(',"\'=HYPERLINK(""http://x"")",');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");
  });

  it("a coach session has none; an unknown session is 4040", async () => {
    const id = (await create(coachSession())).json().body.session.sessionId;
    const list = await staffCall(ctx, coach.jar, "GET", `/api/staff/sessions/${id}/registrations`);
    expect(list.json().body.registrations).toEqual([]);
    const csv = await staffCall(ctx, coach.jar, "GET", `/api/staff/sessions/${id}/registrations.csv`);
    expect(csv.body).toBe(`${REGISTRATION_CSV_HEADER.join(",")}\r\n`);
    const unknown = await staffCall(ctx, coach.jar, "GET", "/api/staff/sessions/none-such/registrations.csv");
    expect(unknown.json().error.code).toBe(4040);
  });
});

describe("GET /api/staff/sessions", () => {
  it("lists current sessions soonest first, by kind, paged", async () => {
    await create(coachSession({ startTime: Date.now() + 10 * DAY }));
    await create(webinar({ startTime: Date.now() + 10 * DAY + MINUTE }));
    const all = await staffCall(ctx, coach.jar, "GET", "/api/staff/sessions?limit=100");
    const sessions = all.json().body.sessions as {
      startTime: number;
      endTime: number;
      kind: string;
      sessionId: string;
    }[];
    // Sessions other test files left in this worker's database may stop being current while the pages are
    // read (their window closes): the pages are compared on the sessions that stay current for a while.
    const closing = new Set(
      sessions
        .filter((s) => s.endTime + SESSION_WINDOW_MS < Date.now() + 10 * MINUTE)
        .map((s) => s.sessionId),
    );
    const starts = sessions.map((s) => s.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(sessions.map((s) => s.sessionId)).toContain("demo-ongoing");
    expect(sessions.map((s) => s.sessionId)).not.toContain("demo-finished");
    const webinars = await staffCall(ctx, coach.jar, "GET", "/api/staff/sessions?kind=WEBINAR&limit=100");
    expect(new Set(webinars.json().body.sessions.map((s: { kind: string }) => s.kind))).toEqual(
      new Set(["WEBINAR"]),
    );
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const url = `/api/staff/sessions?limit=3${token ? `&nextToken=${encodeURIComponent(token)}` : ""}`;
      const page: { sessions: { sessionId: string }[]; paginationData: { nextToken: string | null } } = (
        await staffCall(ctx, coach.jar, "GET", url)
      ).json().body;
      seen.push(...page.sessions.map((s: { sessionId: string }) => s.sessionId));
      token = page.paginationData.nextToken;
    } while (token);
    expect(seen.filter((id) => !closing.has(id))).toEqual(
      sessions.map((s) => s.sessionId).filter((id) => !closing.has(id)),
    );
  });
});
