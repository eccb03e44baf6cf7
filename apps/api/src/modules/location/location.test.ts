import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Moves the app's clock so that deps.now() reads `instant` (plus the few ms the test takes). */
function setNow(instant: number) {
  ctx.clock.offset = instant - Date.now();
}

const pincode = (code: string, market?: "IN" | "AE" | "US") =>
  call(ctx, { method: "GET", url: `/api/location/v1/pincode/${encodeURIComponent(code)}`, market });

describe("GET /api/location/v1/pincode/{code}", () => {
  it.each([
    ["110001", "New Delhi", "Delhi"],
    ["400001", "Mumbai", "Maharashtra"],
    ["560001", "Bengaluru", "Karnataka"],
  ])("delivers to %s with cash on delivery", async (code, city, state) => {
    const res = await pincode(code, "IN");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ serviceable: true, city, state, codAvailable: true });
  });

  it("uses India when no market is sent", async () => {
    const res = await pincode("110001");
    expect(res.json().body).toMatchObject({ serviceable: true, city: "New Delhi" });
  });

  it("delivers to remote pincodes prepaid only", async () => {
    const res = await pincode("744101", "IN");
    expect(res.json().body).toMatchObject({ serviceable: true, city: "Port Blair", codAvailable: false });
  });

  it("estimates delivery from now, skipping Sunday", async () => {
    // Saturday 11:00 IST; 110001 takes 2 delivery days: Monday and Tuesday.
    setNow(Date.UTC(2030, 0, 12, 5, 30));
    const before = ctx.deps.now();
    const res = await pincode("110001", "IN");
    const after = ctx.deps.now();
    const eta = res.json().body.estimatedDeliveryDate;
    expect(eta).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(eta).toBeLessThanOrEqual(after + 3 * DAY);
  });

  it("estimates a plain two days from a Monday", async () => {
    setNow(Date.UTC(2030, 0, 7, 5, 30));
    const before = ctx.deps.now();
    const eta = (await pincode("400001", "IN")).json().body.estimatedDeliveryDate;
    expect(eta - 2 * DAY).toBeGreaterThanOrEqual(before);
    expect(eta - 2 * DAY).toBeLessThanOrEqual(ctx.deps.now());
  });

  it("answers 999999 as not serviceable", async () => {
    const res = await pincode("999999", "IN");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({
      serviceable: false,
      city: null,
      state: null,
      codAvailable: false,
      estimatedDeliveryDate: null,
    });
  });

  it("answers a well-formed pincode outside the network as not serviceable", async () => {
    const res = await pincode("110002", "IN");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      serviceable: false,
      codAvailable: false,
      estimatedDeliveryDate: null,
    });
  });

  it("delivers to US zip 10001 without cash on delivery, and accepts ZIP+4", async () => {
    const res = await pincode("10001", "US");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      serviceable: true,
      city: "New York",
      state: "NY",
      codAvailable: false,
    });
    expect(res.json().body.estimatedDeliveryDate).toBeGreaterThan(ctx.deps.now());
    const plus4 = await pincode("10001-2105", "US");
    expect(plus4.json().body).toMatchObject({ serviceable: true, city: "New York" });
  });

  it("matches UAE areas case-insensitively, with no cash on delivery", async () => {
    for (const area of ["Dubai", "DUBAI", "dubai"]) {
      const res = await pincode(area, "AE");
      expect(res.statusCode).toBe(200);
      expect(res.json().body).toMatchObject({ serviceable: true, city: "Dubai", codAvailable: false });
    }
    const abuDhabi = await pincode("Abu  Dhabi", "AE");
    expect(abuDhabi.json().body).toMatchObject({ serviceable: true, city: "Abu Dhabi" });
    const sharjah = await pincode("Sharjah", "AE");
    expect(sharjah.json().body).toMatchObject({ serviceable: true, city: "Sharjah" });
    const unknown = await pincode("Fujairah", "AE");
    expect(unknown.json().body).toMatchObject({ serviceable: false, estimatedDeliveryDate: null });
  });

  it("looks codes up in the request's market only", async () => {
    const res = await pincode("Dubai", "IN");
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ["IN", "11000"],
    ["IN", "1100011"],
    ["IN", "011000"],
    ["IN", "11OO01"],
    ["US", "1000"],
    ["US", "110001"],
    ["US", "10001-12"],
    ["AE", "12345"],
    ["AE", "d"],
    ["AE", "dubai!"],
  ] as const)("rejects %s code %s with 4000", async (market, code) => {
    const res = await pincode(code, market);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty(["params.code"]);
  });
});

describe("GET /api/location/v1/countries", () => {
  it("lists each phone country with its rules and care contacts", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/location/v1/countries" });
    expect(res.statusCode).toBe(200);
    const countries = res.json().body.countries;
    expect(countries.map((c: { geo2CountryCode: string }) => c.geo2CountryCode)).toEqual(["IN", "AE", "US"]);
    const india = countries[0];
    expect(india).toMatchObject({
      countryCode: "+91",
      countryName: "India",
      flag: "🇮🇳",
      numericCode: "356",
      maxDigits: 10,
      market: "IN",
      care: { email: "care@ojas.in" },
    });
    const uae = countries[1];
    expect(new RegExp(uae.regex).test("501234567")).toBe(true);
    expect(new RegExp(uae.regex).test("511234567")).toBe(false);
    expect(new RegExp(india.regex).test("9876543210")).toBe(true);
    expect(new RegExp(india.regex).test("5876543210")).toBe(false);
    expect(countries[2].care.phoneE164).toMatch(/^\+1\d{10}$/);
  });
});

describe("GET /api/logistics/v1/same-day-shipment", () => {
  const sameDay = (market?: "IN" | "AE" | "US") =>
    call(ctx, { method: "GET", url: "/api/logistics/v1/same-day-shipment", market });

  // 2030-01-07 is a Monday; 14:00 IST is 08:30 UTC.
  const mondayCutOffIndia = Date.UTC(2030, 0, 7, 8, 30);

  it("shows today's cut-off before 14:00 on a weekday", async () => {
    setNow(mondayCutOffIndia - 60_000);
    const res = await sameDay("IN");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ cutOffTimeInMiliseconds: mondayCutOffIndia, shouldDisplay: true });
  });

  it("hides the nudge after 14:00 and points at tomorrow's cut-off", async () => {
    setNow(mondayCutOffIndia + 60_000);
    expect((await sameDay("IN")).json().body).toEqual({
      cutOffTimeInMiliseconds: mondayCutOffIndia + DAY,
      shouldDisplay: false,
    });
  });

  it("skips Sunday: Saturday afternoon and Sunday morning point at Monday", async () => {
    const nextMonday = mondayCutOffIndia + 7 * DAY;
    setNow(nextMonday - 2 * DAY + HOUR); // Saturday 15:00 IST
    expect((await sameDay("IN")).json().body).toEqual({
      cutOffTimeInMiliseconds: nextMonday,
      shouldDisplay: false,
    });
    setNow(nextMonday - DAY - 4 * HOUR); // Sunday 10:00 IST
    expect((await sameDay("IN")).json().body).toEqual({
      cutOffTimeInMiliseconds: nextMonday,
      shouldDisplay: false,
    });
  });

  it("is open on Saturday morning", async () => {
    const saturdayCutOff = mondayCutOffIndia + 5 * DAY;
    setNow(saturdayCutOff - 3 * HOUR);
    expect((await sameDay("IN")).json().body).toEqual({
      cutOffTimeInMiliseconds: saturdayCutOff,
      shouldDisplay: true,
    });
  });

  it("uses the market's own time zone", async () => {
    // 14:00 in Dubai (UTC+4) is 10:00 UTC; in New York in July (EDT, UTC-4) 18:00 UTC.
    const dubaiCutOff = Date.UTC(2030, 0, 7, 10);
    setNow(dubaiCutOff - 60_000);
    expect((await sameDay("AE")).json().body).toEqual({
      cutOffTimeInMiliseconds: dubaiCutOff,
      shouldDisplay: true,
    });
    // The same instant is already past India's cut-off.
    expect((await sameDay("IN")).json().body.shouldDisplay).toBe(false);
    const newYorkCutOff = Date.UTC(2030, 6, 1, 18);
    setNow(newYorkCutOff - 60_000);
    expect((await sameDay("US")).json().body).toEqual({
      cutOffTimeInMiliseconds: newYorkCutOff,
      shouldDisplay: true,
    });
  });

  it("follows the current clock", async () => {
    const now = ctx.deps.now();
    const body = (await sameDay("IN")).json().body;
    expect(body.cutOffTimeInMiliseconds).toBeGreaterThan(now);
    expect(body.cutOffTimeInMiliseconds - now).toBeLessThanOrEqual(2 * DAY);
  });
});
