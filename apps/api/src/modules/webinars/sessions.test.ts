import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { refreshDemoSessions } from "../../db/seed/plans.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { sessions } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
/** Margin around the window edges: the clock moves between insert and request. */
const MARGIN = 2_000;

const getSession = (id: string) =>
  call(ctx, { method: "GET", url: `/api/trainer/v1/sessions/${encodeURIComponent(id)}` });

async function insertSession(startTime: number, endTime: number, started: boolean): Promise<string> {
  const sessionId = `test-${randomUUID()}`;
  await ctx.deps.db.insert(sessions).values({
    sessionId,
    title: "Breathwork for better sleep",
    hostName: "Kavya Nair",
    startTime,
    endTime,
    started,
    joinUrl: `/session/${sessionId}/live`,
  });
  return sessionId;
}

describe("GET /api/trainer/v1/sessions/{sessionId}", () => {
  it("shows the ongoing demo session with its join link", async () => {
    const res = await getSession("demo-ongoing");
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body).toMatchObject({
      sessionId: "demo-ongoing",
      hostName: "Rohan Verma",
      state: "ongoing",
      started: true,
      joinUrl: "/session/demo-ongoing/live",
    });
    expect(body.title.length).toBeGreaterThan(5);
    expect(body.startTime).toBeLessThan(ctx.deps.now());
    expect(body.endTime).toBeGreaterThan(ctx.deps.now());
  });

  it("shows the upcoming, waiting and finished demo sessions without a join link", async () => {
    const upcoming = (await getSession("demo-upcoming")).json().body;
    expect(upcoming).toMatchObject({ state: "upcoming", started: false });
    expect(upcoming).not.toHaveProperty("joinUrl");
    const waiting = (await getSession("demo-waiting")).json().body;
    expect(waiting).toMatchObject({ state: "ongoing", started: false });
    expect(waiting).not.toHaveProperty("joinUrl");
    const finished = (await getSession("demo-finished")).json().body;
    expect(finished).toMatchObject({ state: "completed" });
    expect(finished).not.toHaveProperty("joinUrl");
  });

  it("answers 4040 for an unknown session", async () => {
    const res = await getSession(`no-such-${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });

  it("rejects an over-long id with 4000", async () => {
    const res = await getSession("s".repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
  });

  it("opens 15 minutes before the start", async () => {
    const now = Date.now();
    const justOutside = await insertSession(now + WINDOW + MARGIN, now + 2 * WINDOW + 60 * MINUTE, true);
    const justInside = await insertSession(now + WINDOW - MARGIN, now + WINDOW + 60 * MINUTE, true);
    const outside = (await getSession(justOutside)).json().body;
    expect(outside.state).toBe("upcoming");
    expect(outside).not.toHaveProperty("joinUrl");
    const inside = (await getSession(justInside)).json().body;
    expect(inside).toMatchObject({ state: "ongoing", joinUrl: `/session/${justInside}/live` });
  });

  it("closes 15 minutes after the end", async () => {
    const now = Date.now();
    const stillOpen = await insertSession(now - 60 * MINUTE, now - WINDOW + MARGIN, true);
    const closed = await insertSession(now - 60 * MINUTE, now - WINDOW - MARGIN, true);
    expect((await getSession(stillOpen)).json().body).toMatchObject({
      state: "ongoing",
      joinUrl: `/session/${stillOpen}/live`,
    });
    const done = (await getSession(closed)).json().body;
    expect(done.state).toBe("completed");
    expect(done).not.toHaveProperty("joinUrl");
  });

  it("withholds the join link until the coach starts the session", async () => {
    const now = Date.now();
    const id = await insertSession(now - 5 * MINUTE, now + 40 * MINUTE, false);
    const before = (await getSession(id)).json().body;
    expect(before).toMatchObject({ state: "ongoing", started: false });
    expect(before).not.toHaveProperty("joinUrl");
    await ctx.deps.db.update(sessions).set({ started: true }).where(eq(sessions.sessionId, id));
    expect((await getSession(id)).json().body.joinUrl).toBe(`/session/${id}/live`);
  });

  it("classifies by the app clock", async () => {
    const now = Date.now();
    const id = await insertSession(now + 60 * MINUTE, now + 120 * MINUTE, true);
    expect((await getSession(id)).json().body.state).toBe("upcoming");
    ctx.clock.offset = 50 * MINUTE;
    expect((await getSession(id)).json().body.state).toBe("ongoing");
    ctx.clock.offset = 140 * MINUTE;
    expect((await getSession(id)).json().body.state).toBe("completed");
  });
});

describe("refreshDemoSessions", () => {
  it("re-centres the demo sessions on the given instant, as an upsert", async () => {
    const now = Date.now();
    await refreshDemoSessions(ctx.deps.db, now);
    await refreshDemoSessions(ctx.deps.db, now);
    const rows = await ctx.deps.db.select().from(sessions).where(eq(sessions.sessionId, "demo-ongoing"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      startTime: now - 10 * MINUTE,
      endTime: now + 50 * MINUTE,
      started: true,
    });
    const waiting = await ctx.deps.db.select().from(sessions).where(eq(sessions.sessionId, "demo-waiting"));
    expect(waiting[0]).toMatchObject({ startTime: now + 5 * MINUTE, started: false });
  });
});
