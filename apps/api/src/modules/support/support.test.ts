import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { supportRequests } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

type Market = "IN" | "AE" | "US";

/** A name no other test uses, so rows can be found (or shown absent) by it. */
const uniqueName = () => `Ananya Rao ${randomUUID().slice(0, 8)}`;

const rowsNamed = (name: string) =>
  ctx.deps.db.select().from(supportRequests).where(eq(supportRequests.name, name));

const post = (url: string, payload: object, market?: Market) =>
  call(ctx, { method: "POST", url, payload, market });

const CALLBACK = "/api/marketing/v1/requestCallBack";
const B2B = "/api/marketing/b2b/v1/request-callback";
const TRIAL = "/api/marketing/v1/request-trial";

describe("campaign parameters on leads", () => {
  it("are stored with a call-back, a B2B and a trial request", async () => {
    const utm = { source: "newsletter", medium: "email", campaign: "diwali", content: "hero" };
    const requests: [string, object][] = [
      [CALLBACK, { phoneNumber: "9876543210" }],
      [
        B2B,
        { phoneNumber: "9876543210", companyName: "Acme Labs", workEmail: "hr@acme.in", teamSize: "11-50" },
      ],
      [TRIAL, { phoneNumber: "9876543210" }],
    ];
    for (const [url, payload] of requests) {
      const name = uniqueName();
      const res = await post(url, { ...payload, name, utm });
      expect(res.statusCode, res.body).toBe(201);
      expect((await rowsNamed(name))[0]!.utm).toEqual(utm);
    }
  });

  it("are ignored, and the lead still taken, when they are not plain strings", async () => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber: "9876543210", utm: { source: 42 } });
    expect(res.statusCode).toBe(201);
    expect((await rowsNamed(name))[0]!.utm).toBeNull();
  });
});

describe("POST /api/marketing/v1/requestCallBack", () => {
  it.each([
    ["IN", "98765 43210", undefined, "+919876543210"],
    ["IN", "+91 98765 43210", undefined, "+919876543210"],
    ["AE", "050 123 4567", undefined, "+971501234567"],
    ["US", "(212) 555-0142", undefined, "+12125550142"],
    ["IN", "501234567", "+971", "+971501234567"],
  ] as const)("stores a %s request for %s in E.164", async (market, phoneNumber, countryCode, e164) => {
    const name = uniqueName();
    const res = await post(
      CALLBACK,
      {
        name,
        phoneNumber,
        countryCode,
        email: "Ananya.Rao@Example.com",
        preferredTime: "EVENING",
        topic: "Ring sizing",
      },
      market,
    );
    expect(res.statusCode).toBe(201);
    const { requestId } = res.json().body;
    expect(requestId).toMatch(/^CB-/);
    const rows = await rowsNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requestId,
      kind: "CALLBACK",
      market,
      phoneNumber: e164,
      email: "ananya.rao@example.com",
      details: { preferredTime: "EVENING", topic: "Ring sizing" },
    });
  });

  it("stores a call back about a plan as a plan lead naming the plan; an unknown plan is 4000", async () => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber: "9876543210", planId: "PL-GH-PRO-NUT" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().body.requestId).toMatch(/^PL-/);
    expect((await rowsNamed(name))[0]).toMatchObject({
      kind: "PLAN_LEAD",
      details: { planId: "PL-GH-PRO-NUT", planName: expect.stringContaining("Pro") },
    });
    const unknown = uniqueName();
    const bad = await post(CALLBACK, { name: unknown, phoneNumber: "9876543210", planId: "PL-NOPE" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 4000, fields: { planId: expect.any(String) } });
    expect(await rowsNamed(unknown)).toHaveLength(0);
  });

  it("needs only a name and a phone", async () => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber: "9876543210" });
    expect(res.statusCode).toBe(201);
    expect((await rowsNamed(name))[0]).toMatchObject({ market: "IN", email: null });
  });

  it.each([
    ["IN", "12345"],
    ["IN", "5876543210"],
    ["AE", "9876543210"],
    ["AE", "511234567"],
    ["US", "555-01"],
    ["US", "+44 20 7946 0958"],
  ] as const)("rejects a %s phone %s with 4000 and stores nothing", async (market, phoneNumber) => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber }, market);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty("phoneNumber");
    expect(await rowsNamed(name)).toHaveLength(0);
  });

  it("rejects an unknown dial code", async () => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber: "2079460958", countryCode: "+44" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("countryCode");
    expect(await rowsNamed(name)).toHaveLength(0);
  });

  it.each([
    [{ email: "ananya@" }, "email"],
    [{ email: "" }, "email"],
    [{ preferredTime: "MIDNIGHT" }, "preferredTime"],
    [{ name: " " }, "name"],
    [{ phoneNumber: "" }, "phoneNumber"],
  ])("rejects %o with 4000 naming %s, storing nothing", async (change, field) => {
    const name = uniqueName();
    const res = await post(CALLBACK, { name, phoneNumber: "9876543210", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(await rowsNamed(name)).toHaveLength(0);
  });
});

describe("POST /api/marketing/b2b/v1/request-callback", () => {
  const company = (name: string) => ({
    name,
    companyName: "Northwind Logistics",
    workEmail: "HR@Northwind.co.in",
    phoneNumber: "9812345678",
    teamSize: "201-1000",
    message: "Wellness benefit for our warehouse teams",
  });

  it("stores a company enquiry", async () => {
    const name = uniqueName();
    const res = await post(B2B, company(name));
    expect(res.statusCode).toBe(201);
    expect(res.json().body.requestId).toMatch(/^B2B-/);
    expect((await rowsNamed(name))[0]).toMatchObject({
      kind: "B2B_CALLBACK",
      phoneNumber: "+919812345678",
      email: "hr@northwind.co.in",
      details: { companyName: "Northwind Logistics", teamSize: "201-1000" },
    });
  });

  it("answers 4007 without a work email and stores nothing", async () => {
    const name = uniqueName();
    const { workEmail: _, ...withoutEmail } = company(name);
    const res = await post(B2B, withoutEmail);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4007);
    expect(await rowsNamed(name)).toHaveLength(0);
  });

  it.each([
    [{ workEmail: "hr at northwind" }, "workEmail"],
    [{ teamSize: "huge" }, "teamSize"],
    [{ companyName: "" }, "companyName"],
  ])("rejects %o with 4000", async (change, field) => {
    const name = uniqueName();
    const res = await post(B2B, { ...company(name), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(await rowsNamed(name)).toHaveLength(0);
  });

  it("checks the phone against the market", async () => {
    const name = uniqueName();
    const res = await post(B2B, company(name), "AE");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("phoneNumber");
    expect(await rowsNamed(name)).toHaveLength(0);
  });
});

describe("POST /api/marketing/v1/request-trial", () => {
  it("stores a trial request with its goal", async () => {
    const name = uniqueName();
    const res = await post(TRIAL, { name, phoneNumber: "055 987 6543", goal: "WEIGHT_LOSS" }, "AE");
    expect(res.statusCode).toBe(201);
    expect(res.json().body.requestId).toMatch(/^TR-/);
    expect((await rowsNamed(name))[0]).toMatchObject({
      kind: "TRIAL",
      market: "AE",
      phoneNumber: "+971559876543",
      details: { goal: "WEIGHT_LOSS" },
    });
  });

  it("rejects an unknown goal and a bad phone", async () => {
    const name = uniqueName();
    const badGoal = await post(TRIAL, { name, phoneNumber: "9876543210", goal: "BULK_UP" });
    expect(badGoal.statusCode).toBe(400);
    expect(badGoal.json().error.fields).toHaveProperty("goal");
    const badPhone = await post(TRIAL, { name, phoneNumber: "98765" });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields).toHaveProperty("phoneNumber");
    expect(await rowsNamed(name)).toHaveLength(0);
  });
});

describe("GET /api/marketing-api/get-ntp-time", () => {
  it("answers the server clock in whole seconds", async () => {
    const before = Math.floor(ctx.deps.now() / 1000);
    const res = await call(ctx, { method: "GET", url: "/api/marketing-api/get-ntp-time" });
    const after = Math.floor(ctx.deps.now() / 1000);
    expect(res.statusCode).toBe(200);
    const { unixtime } = res.json().body;
    expect(Number.isInteger(unixtime)).toBe(true);
    expect(unixtime).toBeGreaterThanOrEqual(before);
    expect(unixtime).toBeLessThanOrEqual(after);
  });

  it("follows the app clock", async () => {
    ctx.clock.offset = 3_600_000;
    const res = await call(ctx, { method: "GET", url: "/api/marketing-api/get-ntp-time" });
    expect(res.json().body.unixtime).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3599);
  });
});
