// The back office's customers (docs/api.md, "Back office: customers"): search by phone, email or name,
// the profile, life bits adjustments (audited, idempotent, never below zero) and signing a shopper out
// everywhere.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone, uniqueEmail } from "../../test/sign-in.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { lifeBitsEntries } from "../users/tables.ts";

let ctx: TestContext;
let support: { jar: CookieJar; userId: string };
beforeAll(async () => {
  ctx = await testContext();
  support = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
});

const BASE = "/api/staff/customers";
const get = (url: string, jar: CookieJar | null = support.jar) => staffCall(ctx, jar, "GET", url);
const post = (url: string, payload: object = {}, key?: string, jar: CookieJar | null = support.jar) =>
  staffCall(ctx, jar, "POST", url, payload, key);

/** A signed-in shopper with a unique name and email. */
async function shopper() {
  const signedIn = await signInByPhone(ctx);
  const tag = randomUUID().slice(0, 8);
  const firstName = `Kavya${tag}`;
  const email = uniqueEmail("kavya");
  const res = await browse(ctx, signedIn.jar, {
    method: "PUT",
    url: "/api/user/v3/profile",
    payload: { firstName, lastName: "Menon", email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...signedIn, userId: signedIn.user.id, firstName, email };
}

const found = (res: { json: () => any }) =>
  res.json().body.customers.map((c: { userId: string }) => c.userId) as string[];
const ledger = (userId: string) =>
  ctx.deps.db
    .select()
    .from(lifeBitsEntries)
    .where(eq(lifeBitsEntries.userId, userId))
    .orderBy(asc(lifeBitsEntries.at), asc(lifeBitsEntries.entryId));
const auditRows = (userId: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, userId)).orderBy(asc(staffAudit.id));

describe("finding a customer", () => {
  it("finds a shopper by part of their name, their email, or their phone in any format", async () => {
    const s = await shopper();
    const national = s.phone.slice(3);
    for (const q of [
      s.firstName.toLowerCase(),
      `${s.firstName} Menon`,
      s.email.toUpperCase(),
      s.phone,
      national,
      `0${national}`,
      `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
    ]) {
      const res = await get(`${BASE}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(found(res), q).toContain(s.userId);
    }
    const other = await get(`${BASE}?q=${encodeURIComponent(`nobody-${randomUUID()}`)}`);
    expect(found(other)).toEqual([]);
  });

  it("leaves staff out, and answers the newest first a page at a time with nextToken", async () => {
    const tag = `Paged${randomUUID().slice(0, 6)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await signInByPhone(ctx);
      await browse(ctx, s.jar, { method: "PUT", url: "/api/user/v3/profile", payload: { firstName: tag } });
      made.push(s.user.id);
      ctx.clock.offset += 5;
    }
    ctx.clock.offset = 0;
    const first = await get(`${BASE}?q=${tag}&limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().body.paginationData.nextToken;
    expect(token).toEqual(expect.any(String));
    const second = await get(`${BASE}?q=${tag}&limit=2&nextToken=${token}`);
    expect(second.json().body.paginationData.nextToken).toBeNull();
    expect([...found(first), ...found(second)]).toEqual([...made].reverse());

    const staff = await get(`${BASE}?q=${encodeURIComponent("support@staff.ojas.in")}`);
    expect(found(staff)).toEqual([]);
  });

  it("refuses a tampered page token and a query too short to search (4000)", async () => {
    expect((await get(`${BASE}?nextToken=bogus`)).json().error.code).toBe(4000);
    expect((await get(`${BASE}?q=ab`)).json().error.code).toBe(4000);
  });
});

describe("a customer's profile", () => {
  it("shows the shopper with addresses, orders, subscriptions, bookings and life bits", async () => {
    const s = await shopper();
    const added = await browse(ctx, s.jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: {
        name: "Kavya Menon",
        phoneNumber: s.phone.slice(3),
        line1: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560001",
        country: "India",
        type: "Home",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await get(`${BASE}/${s.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().body;
    expect(profile.customer).toMatchObject({
      userId: s.userId,
      firstName: s.firstName,
      email: s.email,
      phoneNumber: s.phone,
      liveSessions: 1,
    });
    expect(profile.addresses.map((a: { line1: string }) => a.line1)).toEqual(["12 MG Road"]);
    expect(profile).toMatchObject({
      orders: [],
      moreOrders: false,
      subscriptions: [],
      bloodWorkBookings: [],
      lifeBits: { total: 0, history: [] },
      audit: [],
    });
  });

  it("shows the demo shopper's orders and life bits", async () => {
    const search = await get(`${BASE}?q=9876543210`);
    const [demo] = found(search);
    const profile = (await get(`${BASE}/${demo}`)).json().body;
    expect(profile.orders.length).toBeGreaterThan(0);
    expect(profile.lifeBits.total).toBeGreaterThan(0);
  });

  it("answers 4040 for nobody and for a member of staff", async () => {
    expect((await get(`${BASE}/nobody-${randomUUID()}`)).json().error.code).toBe(4040);
    expect((await get(`${BASE}/${support.userId}`)).json().error.code).toBe(4040);
  });
});

describe("adjusting life bits", () => {
  it("adds and takes life bits with a reason, audited, once per Idempotency-Key", async () => {
    const s = await shopper();
    const key = randomUUID();
    const url = `${BASE}/${s.userId}/life-bits`;
    const added = await post(url, { amount: 300, reason: "Sorry for the late delivery" }, key);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().body.lifeBits.total).toBe(300);
    const again = await post(url, { amount: 300, reason: "Sorry for the late delivery" }, key);
    expect(again.json().body.lifeBits.total).toBe(300);
    expect((await post(url, { amount: 301, reason: "Sorry for the late delivery" }, key)).statusCode).toBe(
      409,
    );

    const taken = await post(url, { amount: -120, reason: "Credited twice by mistake" });
    expect(taken.json().body.lifeBits.total).toBe(180);
    expect((await ledger(s.userId)).map((e) => [e.delta, e.reason])).toEqual([
      [300, "Sorry for the late delivery"],
      [-120, "Credited twice by mistake"],
    ]);
    const audit = await auditRows(s.userId);
    expect(audit.map((a) => [a.staffId, a.action, a.before, a.after])).toEqual([
      [
        support.userId,
        "customer.life_bits",
        { lifeBits: 0 },
        { lifeBits: 300, amount: 300, reason: "Sorry for the late delivery" },
      ],
      [
        support.userId,
        "customer.life_bits",
        { lifeBits: 300 },
        { lifeBits: 180, amount: -120, reason: "Credited twice by mistake" },
      ],
    ]);
    // The shopper sees the adjustment in their own history.
    const own = await browse(ctx, s.jar, { method: "GET", url: "/api/gamification/lifebits/v1/account" });
    expect(own.json().body.total).toBe(180);
  });

  it("refuses to take the balance below zero, a missing reason and a zero amount, changing nothing", async () => {
    const s = await shopper();
    const url = `${BASE}/${s.userId}/life-bits`;
    await post(url, { amount: 50, reason: "Welcome gift" });
    const before = await ledger(s.userId);
    const auditBefore = await auditRows(s.userId);
    const below = await post(url, { amount: -51, reason: "Taking too many" });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.code).toBe(4000);
    expect(below.json().error.fields.amount).toMatch(/below zero/);
    for (const bad of [
      { amount: 10 },
      { amount: 10, reason: "  " },
      { amount: 0, reason: "Nothing at all" },
      { amount: 1.5, reason: "Half a bit" },
    ]) {
      expect((await post(url, bad)).json().error.code).toBe(4000);
    }
    expect(await ledger(s.userId)).toEqual(before);
    expect(await auditRows(s.userId)).toEqual(auditBefore);
    // Taking exactly the balance is allowed.
    expect(
      (await post(url, { amount: -50, reason: "Welcome gift withdrawn" })).json().body.lifeBits.total,
    ).toBe(0);
  });

  it("answers 4040 for an unknown shopper and needs an Idempotency-Key", async () => {
    expect(
      (await post(`${BASE}/nobody-${randomUUID()}/life-bits`, { amount: 5, reason: "Nobody" })).json().error
        .code,
    ).toBe(4040);
    const s = await shopper();
    const res = await browse(ctx, support.jar, {
      method: "POST",
      url: `${BASE}/${s.userId}/life-bits`,
      payload: { amount: 5, reason: "No key" },
    });
    expect(res.json().error.code).toBe(4000);
    expect(await ledger(s.userId)).toEqual([]);
  });
});

describe("signing a shopper out everywhere", () => {
  it("ends every session: the old access token answers 4011 and the refresh token no longer works", async () => {
    const s = await shopper();
    const second = await signInByPhone(ctx, { phone: s.phone });
    const before = await browse(ctx, s.jar, { method: "GET", url: "/api/user/v3/getUser" });
    expect(before.statusCode).toBe(200);
    const refresh = s.jar.get("refresh_token")!;
    const access = s.jar.get("access_token") ?? "";

    const key = randomUUID();
    const res = await post(`${BASE}/${s.userId}/sign-out-everywhere`, {}, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual({ sessionsEnded: 2 });
    // Repeated with its key: the same answer, no second audit row.
    expect((await post(`${BASE}/${s.userId}/sign-out-everywhere`, {}, key)).json().body).toEqual({
      sessionsEnded: 2,
    });

    for (const jar of [s.jar, second.jar]) {
      const after = await ctx.app.inject({
        method: "GET",
        url: "/api/user/v3/getUser",
        headers: { cookie: jar.header() },
      });
      expect(after.json().error.code).toBe(4011);
    }
    expect(access).not.toBe("");
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: "/api/refresh-token",
      payload: { refreshToken: refresh },
    });
    expect(refreshed.json().error.code).toBe(4011);

    const audit = await auditRows(s.userId);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["customer.sign_out_everywhere", { liveSessions: 2 }, { liveSessions: 0 }],
    ]);
    expect((await get(`${BASE}/${s.userId}`)).json().body.customer.liveSessions).toBe(0);
  });
});
