// The back office's support inbox (docs/api.md, "Support inbox"): shoppers' requests listed, read, taken,
// moved and noted by staff with `support`, each change audited in its transaction and the shopper told.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { withoutRequestId } from "../../jobs/send.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { type CookieJar, signInByPhone, uniqueEmail, uniqueIndianMobile } from "../../test/sign-in.ts";
import { supportJobs } from "../../workflows/support-jobs.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { SUPPORT_NOTICE, type SupportNotice, sendSupportNotice } from "./notices.ts";
import { supportRequestNotes, supportRequests } from "./tables.ts";

let ctx: TestContext;
let support: { jar: CookieJar; userId: string };
let admin: { jar: CookieJar; userId: string };
beforeAll(async () => {
  ctx = await testContext();
  support = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
  admin = await signInStaff(ctx, demoStaffEmail("ADMIN"));
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const INBOX = "/api/staff/support/requests";
const uniqueName = () => `Meera Iyer ${randomUUID().slice(0, 8)}`;

/** A shopper's call-back request (as the plan-lead form sends it); answers its id. */
async function callback(payload: object = {}): Promise<{ requestId: string; name: string; phone: string }> {
  const name = uniqueName();
  const phone = uniqueIndianMobile();
  const res = await call(ctx, {
    method: "POST",
    url: "/api/marketing/v1/requestCallBack",
    payload: { name, phoneNumber: phone, topic: "Plan Gut Health Pro (PL-GH-PRO-NUT)", ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { requestId: res.json().body.requestId, name, phone: `+91${phone}` };
}

const get = (url: string, jar: CookieJar | null = support.jar) => staffCall(ctx, jar, "GET", url);
const post = (url: string, payload?: object, jar: CookieJar | null = support.jar, key?: string) =>
  staffCall(ctx, jar, "POST", url, payload, key);
const rowOf = async (id: string) =>
  (await ctx.deps.db.select().from(supportRequests).where(eq(supportRequests.requestId, id)))[0]!;
const auditOf = (id: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, id)).orderBy(asc(staffAudit.id));
const noticesOf = async (requestId: string) =>
  (await ctx.deps.jobs!.findJobs<SupportNotice>(SUPPORT_NOTICE, { data: { requestId } })).map((j) =>
    withoutRequestId(j.data),
  );
const ids = (res: { json: () => any }) =>
  res.json().body.requests.map((r: { requestId: string }) => r.requestId) as string[];

describe("a shopper's request reaching the inbox", () => {
  it("arrives NEW with nobody on it, and the shopper's confirmation is queued with it", async () => {
    const email = uniqueEmail();
    const req = await callback({ email });
    expect(await rowOf(req.requestId)).toMatchObject({ status: "NEW", ownerId: null });
    expect(await noticesOf(req.requestId)).toEqual([{ requestId: req.requestId, event: "RECEIVED" }]);

    const [notice] = supportJobs(ctx.deps);
    await notice!.handle({ requestId: req.requestId, event: "RECEIVED" }, undefined as never);
    const outbox = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const text = outbox.json().body.messages[0].text as string;
    expect(text).toContain(req.requestId);
    expect(text).toContain("thank you for your call-back request");
    // The number is written as people write it: "+91 98765 43210".
    expect(text).toContain(
      `call you on ${req.phone.slice(0, 3)} ${req.phone.slice(3, 8)} ${req.phone.slice(8)}`,
    );
  });

  it("texts the confirmation to the phone when the shopper gave no email", async () => {
    const req = await callback();
    expect(await sendSupportNotice(ctx.deps, { requestId: req.requestId, event: "RECEIVED" })).toBe(true);
    const outbox = await call(ctx, {
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(req.phone)}`,
    });
    expect(outbox.json().body.messages[0]).toMatchObject({ channel: "sms" });
  });
});

describe("GET /api/staff/support/requests", () => {
  it("lists newest first, paged with nextToken, and finds by name, phone and id", async () => {
    const tag = `Paging ${randomUUID().slice(0, 8)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      ctx.clock.offset = i * 1000;
      made.push((await callback({ name: `${tag} ${i}` })).requestId);
    }
    const first = await get(`${INBOX}?q=${encodeURIComponent(tag)}&limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first)).toEqual([made[2], made[1]]);
    const nextToken = first.json().body.paginationData.nextToken;
    expect(nextToken).toEqual(expect.any(String));
    const second = await get(`${INBOX}?q=${encodeURIComponent(tag)}&limit=2&nextToken=${nextToken}`);
    expect(ids(second)).toEqual([made[0]]);
    expect(second.json().body.paginationData.nextToken).toBeNull();

    const one = await callback();
    expect(ids(await get(`${INBOX}?q=${one.phone.slice(3)}`))).toEqual([one.requestId]);
    expect(ids(await get(`${INBOX}?q=${one.requestId}`))).toEqual([one.requestId]);
    // Text with digits in it is a name, not a phone number.
    const named = `${INBOX}?q=${encodeURIComponent(`Nobody ${one.phone.slice(-6)}`)}`;
    expect(ids(await get(named))).toEqual([]);
    const [listed] = (await get(`${INBOX}?q=${one.requestId}`)).json().body.requests;
    expect(listed).toMatchObject({
      kind: "CALLBACK",
      market: "IN",
      name: one.name,
      phoneNumber: one.phone,
      status: "NEW",
      ownerId: null,
      details: { topic: "Plan Gut Health Pro (PL-GH-PRO-NUT)" },
    });
  });

  it("filters by kind, status and owner (me, none or a staff id)", async () => {
    const trialName = uniqueName();
    const trial = await call(ctx, {
      method: "POST",
      url: "/api/marketing/v1/request-trial",
      payload: { name: trialName, phoneNumber: uniqueIndianMobile() },
    });
    const trialId = trial.json().body.requestId as string;
    const taken = await callback();
    await post(`${INBOX}/${taken.requestId}/take`);

    const trials = await get(`${INBOX}?kind=TRIAL&limit=100`);
    expect(trials.json().body.requests.every((r: { kind: string }) => r.kind === "TRIAL")).toBe(true);
    expect(ids(await get(`${INBOX}?kind=TRIAL&q=${encodeURIComponent(trialName)}`))).toEqual([trialId]);
    expect(ids(await get(`${INBOX}?kind=CALLBACK&q=${encodeURIComponent(trialName)}`))).toEqual([]);

    const mine = await get(`${INBOX}?owner=me&limit=100`);
    expect(ids(mine)).toContain(taken.requestId);
    expect(mine.json().body.requests.every((r: { ownerId: string }) => r.ownerId === support.userId)).toBe(
      true,
    );
    expect(ids(await get(`${INBOX}?owner=${support.userId}&q=${taken.requestId}`))).toEqual([
      taken.requestId,
    ]);
    expect(ids(await get(`${INBOX}?owner=me&q=${taken.requestId}`, admin.jar))).toEqual([]);
    expect(ids(await get(`${INBOX}?owner=none&q=${encodeURIComponent(trialName)}`))).toEqual([trialId]);
    expect(ids(await get(`${INBOX}?owner=none&q=${taken.requestId}`))).toEqual([]);

    expect(ids(await get(`${INBOX}?status=IN_PROGRESS&q=${taken.requestId}`))).toEqual([taken.requestId]);
    expect(ids(await get(`${INBOX}?status=NEW&q=${taken.requestId}`))).toEqual([]);
  });

  it.each([
    ["an unknown status", "status=OPEN", "querystring.status"],
    ["an unknown kind", "kind=EMAIL", "querystring.kind"],
    ["a tampered page token", "nextToken=bm9wZQ", "nextToken"],
  ])("refuses %s with 4000", async (_label, query, field) => {
    const res = await get(`${INBOX}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });
});

describe("GET /api/staff/support/requests/{id}", () => {
  it("answers the request with its notes and audit, and 4040 for an unknown id", async () => {
    const req = await callback();
    await post(`${INBOX}/${req.requestId}/notes`, { text: "Called, no answer" });
    const res = await get(`${INBOX}/${req.requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().body;
    expect(body.request).toMatchObject({ requestId: req.requestId, status: "NEW" });
    expect(body.notes).toEqual([
      {
        noteId: expect.any(String),
        staffId: support.userId,
        staffName: expect.any(String),
        at: expect.any(Number),
        text: "Called, no answer",
      },
    ]);
    expect(body.audit.map((a: { action: string }) => a.action)).toEqual(["support_request.note"]);
    const unknown = await get(`${INBOX}/CB-nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(4040);
  });
});

describe("taking a request", () => {
  it("makes it the caller's and in progress, audits it, tells the shopper once, and answers a repeat the same", async () => {
    const req = await callback();
    const key = randomUUID();
    const res = await post(`${INBOX}/${req.requestId}/take`, undefined, support.jar, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.request).toMatchObject({
      status: "IN_PROGRESS",
      ownerId: support.userId,
      ownerName: expect.any(String),
    });
    const again = await post(`${INBOX}/${req.requestId}/take`, undefined, support.jar, key);
    expect(again.json().body).toEqual(res.json().body);
    const audit = await auditOf(req.requestId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: support.userId,
      action: "support_request.take",
      entity: "support_request",
      before: { status: "NEW", ownerId: null },
      after: { status: "IN_PROGRESS", ownerId: support.userId },
    });
    expect(await noticesOf(req.requestId)).toEqual([
      { requestId: req.requestId, event: "RECEIVED" },
      { requestId: req.requestId, event: "TAKEN" },
    ]);

    // Another member of staff takes it over; the shopper is not told again.
    const over = await post(`${INBOX}/${req.requestId}/take`, undefined, admin.jar);
    expect(over.json().body.request.ownerId).toBe(admin.userId);
    expect((await noticesOf(req.requestId)).filter((n) => n.event === "TAKEN")).toHaveLength(1);
  });

  it("refuses a request that is the caller's already, or finished, changing nothing", async () => {
    const req = await callback();
    await post(`${INBOX}/${req.requestId}/take`);
    const mine = await post(`${INBOX}/${req.requestId}/take`);
    expect(mine.statusCode).toBe(400);
    expect(mine.json().error.code).toBe(4000);
    await post(`${INBOX}/${req.requestId}/status`, { status: "DONE" });
    const done = await post(`${INBOX}/${req.requestId}/take`, undefined, admin.jar);
    expect(done.json().error.code).toBe(4000);
    expect(await rowOf(req.requestId)).toMatchObject({ status: "DONE", ownerId: support.userId });
    expect((await auditOf(req.requestId)).map((a) => a.action).sort()).toEqual([
      "support_request.status",
      "support_request.take",
    ]);
  });

  it("answers 4040 for an unknown request", async () => {
    const res = await post(`${INBOX}/CB-00000000-0000-0000-0000-000000000000/take`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });

  it("needs an Idempotency-Key", async () => {
    const req = await callback();
    const res = await ctx.app.inject({
      method: "POST",
      url: `${INBOX}/${req.requestId}/take`,
      headers: { "x-client": "WEB", cookie: support.jar.header() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("Idempotency-Key");
    expect(await rowOf(req.requestId)).toMatchObject({ status: "NEW" });
  });
});

describe("POST /api/staff/support/requests/{id}/status", () => {
  it("moves along the table with a note, audited, and reopens a finished request", async () => {
    const req = await callback();
    const closed = await post(`${INBOX}/${req.requestId}/status`, { status: "CLOSED", note: "Spam" });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().body.request.status).toBe("CLOSED");
    expect(closed.json().body.notes.map((n: { text: string }) => n.text)).toEqual(["Spam"]);
    const reopened = await post(`${INBOX}/${req.requestId}/status`, { status: "IN_PROGRESS" });
    // Into progress with nobody on it: it becomes the caller's.
    expect(reopened.json().body.request).toMatchObject({ status: "IN_PROGRESS", ownerId: support.userId });
    const released = await post(`${INBOX}/${req.requestId}/status`, { status: "NEW" });
    expect(released.json().body.request).toMatchObject({ status: "NEW", ownerId: null });
    const audit = await auditOf(req.requestId);
    expect(audit.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [
          { status: "NEW", ownerId: null },
          { status: "CLOSED", ownerId: null, note: "Spam" },
        ],
      ]),
    );
    expect(audit).toHaveLength(3);
  });

  it.each([
    ["NEW", "DONE"],
    ["NEW", "NEW"],
  ])("refuses %s to %s with 4000, changing nothing and auditing nothing", async (_from, to) => {
    const req = await callback();
    const res = await post(`${INBOX}/${req.requestId}/status`, { status: to, note: "should not stay" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty("status");
    expect(await rowOf(req.requestId)).toMatchObject({ status: "NEW", ownerId: null });
    expect(await auditOf(req.requestId)).toHaveLength(0);
    const notes = await ctx.deps.db
      .select()
      .from(supportRequestNotes)
      .where(eq(supportRequestNotes.requestId, req.requestId));
    expect(notes).toHaveLength(0);
  });

  it("refuses a status that does not exist, and answers 4040 for an unknown request", async () => {
    const req = await callback();
    expect((await post(`${INBOX}/${req.requestId}/status`, { status: "SOLVED" })).json().error.code).toBe(
      4000,
    );
    expect((await post(`${INBOX}/CB-missing/status`, { status: "CLOSED" })).json().error.code).toBe(4040);
  });
});

describe("POST /api/staff/support/requests/{id}/notes", () => {
  it("adds notes in order, each audited, without changing the status", async () => {
    const req = await callback();
    await post(`${INBOX}/${req.requestId}/notes`, { text: "  First call: wants a coach who speaks Tamil  " });
    const res = await post(`${INBOX}/${req.requestId}/notes`, { text: "Second call booked" }, admin.jar);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.notes.map((n: { text: string; staffId: string }) => [n.text, n.staffId])).toEqual([
      ["First call: wants a coach who speaks Tamil", support.userId],
      ["Second call booked", admin.userId],
    ]);
    expect(res.json().body.request.status).toBe("NEW");
    expect((await auditOf(req.requestId)).map((a) => a.action)).toEqual([
      "support_request.note",
      "support_request.note",
    ]);
  });

  it.each([
    ["an empty note", { text: "" }],
    ["a blank note", { text: "   " }],
    ["no text", {}],
    ["a note over 2000 characters", { text: "a".repeat(2001) }],
  ])("refuses %s with 4000 and stores nothing", async (_label, payload) => {
    const req = await callback();
    const res = await post(`${INBOX}/${req.requestId}/notes`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty("text");
    expect(await auditOf(req.requestId)).toHaveLength(0);
  });

  it("answers 4040 for an unknown request", async () => {
    const res = await post(`${INBOX}/TR-missing/notes`, { text: "Hello" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });
});

describe("who may use the inbox", () => {
  it("is 4011 without a session, 4030 for a shopper and for staff without support, open to support", async () => {
    const req = await callback();
    const shopper = (await signInByPhone(ctx)).jar;
    const content = (await signInStaff(ctx, demoStaffEmail("CONTENT"))).jar;
    const coach = (await signInStaff(ctx, demoStaffEmail("COACH"))).jar;
    const calls: ["GET" | "POST", string, object?][] = [
      ["GET", INBOX],
      ["GET", `${INBOX}/${req.requestId}`],
      ["POST", `${INBOX}/${req.requestId}/take`],
      ["POST", `${INBOX}/${req.requestId}/status`, { status: "CLOSED" }],
      ["POST", `${INBOX}/${req.requestId}/notes`, { text: "Hi" }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await staffCall(ctx, null, method, url, payload)).json().error.code, url).toBe(4011);
      for (const jar of [shopper, content, coach]) {
        const res = await staffCall(ctx, jar, method, url, payload);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe(4030);
      }
    }
    expect(await rowOf(req.requestId)).toMatchObject({ status: "NEW", ownerId: null });
    expect(await auditOf(req.requestId)).toHaveLength(0);
    expect((await get(INBOX)).statusCode).toBe(200);
    expect((await get(INBOX, admin.jar)).statusCode).toBe(200);
  });
});
