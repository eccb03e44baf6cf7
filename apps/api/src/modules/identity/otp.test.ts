import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import {
  browse,
  CookieJar,
  latestOtp,
  uniqueAddress,
  uniqueEmail,
  uniqueIndianMobile,
} from "../../test/sign-in.ts";
import { otpChallenges, users } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

type Market = "IN" | "AE" | "US";

const post = (url: string, payload: object, options: { market?: Market; remoteAddress?: string } = {}) =>
  call(ctx, { method: "POST", url, payload, remoteAddress: uniqueAddress(), ...options });

const outbox = async (to: string) =>
  (await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().body
    .messages;

const waitForResend = () => {
  ctx.clock.offset += 31_000;
};

describe("POST /api/auth/login-or-signup", () => {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join("");
  it.each([
    ["IN", "a national number", () => ({ national: uniqueIndianMobile(), dial: "+91" })],
    ["IN", "an E.164 number", () => ({ national: uniqueIndianMobile(), dial: "+91", full: true })],
    ["AE", "a national number", () => ({ national: `50${digits(7)}`, dial: "+971" })],
    ["US", "a number with separators", () => ({ national: `212555${digits(4)}`, dial: "+1", us: true })],
    ["IN", "a UAE number with countryCode", () => ({ national: `56${digits(7)}`, dial: "+971", code: true })],
  ] as const)(
    "sends a 6-digit code to a %s market phone given as %s, stored as E.164",
    async (market, _, make) => {
      const p: { national: string; dial: string; full?: boolean; us?: boolean; code?: boolean } = make();
      const e164 = `${p.dial}${p.national}`;
      const phoneNumber = p.full
        ? e164
        : p.us
          ? `(${p.national.slice(0, 3)}) ${p.national.slice(3, 6)}-${p.national.slice(6)}`
          : p.national;
      const body = { phoneNumber, ...(p.code ? { countryCode: p.dial } : {}) };
      const res = await post("/api/auth/login-or-signup", body, { market });
      expect(res.statusCode).toBe(200);
      const sent = res.json().body;
      expect(sent).toMatchObject({ isNewUser: true, resendAfterSeconds: 30, expiresInSeconds: 300 });
      expect(sent.otpSentTo).toBe(`${p.dial}${"*".repeat(p.national.length - 4)}${p.national.slice(-4)}`);
      const [message] = await outbox(e164);
      expect(message).toMatchObject({ to: e164, channel: "sms" });
      expect(message.otp).toMatch(/^\d{6}$/);
      expect(message.text).toContain(message.otp);
    },
  );

  it("sends email codes to the lower-cased address and masks it", async () => {
    const email = uniqueEmail("meera");
    const res = await post("/api/auth/login-or-signup", { emailId: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.otpSentTo).toBe(`me***@example.com`);
    const [message] = await outbox(email);
    expect(message).toMatchObject({ to: email, channel: "email" });
  });

  it.each([
    [{ phoneNumber: "9876543210", emailId: "priya@example.com" }, "emailId"],
    [{}, "phoneNumber"],
    [{ countryCode: "+91" }, "phoneNumber"],
  ])("needs exactly one identifier: %j is 4000 'Invalid request body'", async (body, field) => {
    for (const url of [
      "/api/auth/login-or-signup",
      "/api/auth/resend-otp",
      "/api/auth/verify-otp",
      "/api/auth/login-via-password",
    ]) {
      const res = await post(url, { ...body, otp: "123456", password: "whatever-123" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 4000, message: "Invalid request body" });
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it.each([
    ["IN", "12345"],
    ["IN", "5876543210"],
    ["AE", "9876543210"],
    ["US", "555-01"],
    ["IN", "+44 20 7946 0958"],
  ] as const)("rejects a %s phone %s with 4000 and sends nothing", async (market, phoneNumber) => {
    const res = await post("/api/auth/login-or-signup", { phoneNumber }, { market });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("phoneNumber");
  });

  it("rejects an email that does not match the pattern", async () => {
    const res = await post("/api/auth/login-or-signup", { emailId: "priya@example" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("emailId");
  });

  it("tells a known shopper apart from a new one", async () => {
    const res = await post("/api/auth/login-or-signup", { phoneNumber: "9876543210" });
    expect(res.json().body.isNewUser).toBe(false);
  });

  it("keeps only a keyed hash of the code, never the code", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    const otp = await latestOtp(ctx, `+91${phone}`);
    const [row] = await ctx.deps.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.identifier, `+91${phone}`));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(otp);
  });

  it("answers a repeat within the resend wait with the live code's timing, sending nothing new", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    ctx.clock.offset += 10_000;
    const again = await post("/api/auth/login-or-signup", { phoneNumber: phone });
    expect(again.statusCode).toBe(200);
    expect(again.json().body).toMatchObject({ resendAfterSeconds: 20, expiresInSeconds: 290 });
    expect(await outbox(`+91${phone}`)).toHaveLength(1);
  });
});

describe("POST /api/auth/resend-otp", () => {
  it("refuses a resend before the wait is over with 4290", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    const res = await post("/api/auth/resend-otp", { phoneNumber: phone });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/wait 30 seconds/);
  });

  it("allows 3 resends per 15 minutes; the 4th is 4012; the window then resets", async () => {
    const phone = uniqueIndianMobile();
    expect((await post("/api/auth/login-or-signup", { phoneNumber: phone })).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      waitForResend();
      codes.push((await post("/api/auth/resend-otp", { phoneNumber: phone })).json().error?.code ?? 200);
    }
    expect(codes).toEqual([200, 200, 200, 4012]);
    expect(await outbox(`+91${phone}`)).toHaveLength(4);

    ctx.clock.offset += 15 * 60_000;
    expect((await post("/api/auth/resend-otp", { phoneNumber: phone })).statusCode).toBe(200);
  });

  it("makes the previous code useless", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    const first = await latestOtp(ctx, `+91${phone}`);
    waitForResend();
    await post("/api/auth/resend-otp", { phoneNumber: phone });
    const second = await latestOtp(ctx, `+91${phone}`);
    if (first !== second) {
      const old = await post("/api/auth/verify-otp", { phoneNumber: phone, otp: first });
      expect(old.json().error.code).toBe(4011);
    }
    const ok = await post("/api/auth/verify-otp", { phoneNumber: phone, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it("limits the codes one client address may ask for, whatever the phones (4290)", async () => {
    const remoteAddress = uniqueAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post("/api/auth/login-or-signup", { phoneNumber: uniqueIndianMobile() }, { remoteAddress }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const other = await post("/api/auth/login-or-signup", { phoneNumber: uniqueIndianMobile() });
    expect(other.statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("OTP limits with Redis", () => {
  it("hold across instances: resends on two instances count against one limit", async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const apps = [
      await buildApp({ deps: { ...ctx.deps, redis } }),
      await buildApp({ deps: { ...ctx.deps, redis } }),
    ];
    try {
      const phone = uniqueIndianMobile();
      const send = (i: number, url: string) =>
        apps[i % 2]!.inject({
          method: "POST",
          url,
          headers: { "x-client": "WEB" },
          payload: { phoneNumber: phone },
          remoteAddress: uniqueAddress(),
        });
      const codes = [(await send(0, "/api/auth/login-or-signup")).statusCode];
      for (let i = 1; i <= 4; i++) {
        waitForResend();
        codes.push((await send(i, "/api/auth/resend-otp")).json().error?.code ?? 200);
      }
      expect(codes).toEqual([200, 200, 200, 200, 4012]);
    } finally {
      for (const a of apps) await a.close();
      redis.disconnect();
    }
  });
});

describe("POST /api/auth/verify-otp", () => {
  async function codeFor(phone: string) {
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    return latestOtp(ctx, `+91${phone}`);
  }
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");

  it("signs a new shopper up with isNewUser true and sets the session cookies", async () => {
    const phone = uniqueIndianMobile();
    const otp = await codeFor(phone);
    const jar = new CookieJar();
    const res = await browse(ctx, jar, {
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { phoneNumber: phone, otp },
    });
    expect(res.statusCode).toBe(200);
    const { user, isNewUser } = res.json().body;
    expect(isNewUser).toBe(true);
    expect(user).toMatchObject({ phoneNumber: `+91${phone}`, isGuestUser: false, email: null });
    expect([...jar.values.keys()].sort()).toEqual([
      "access_token",
      "hasSession",
      "id_token",
      "refresh_token",
    ]);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, user.id));
    expect(row!.phoneNumber).toBe(`+91${phone}`);

    const again = await codeFor(phone);
    ctx.clock.offset += 31_000;
    const second = await post("/api/auth/verify-otp", { phoneNumber: `+91${phone}`, otp: again });
    expect(second.json().body).toMatchObject({ isNewUser: false, user: { id: user.id } });
  });

  it("signs up by email, which then counts as proven", async () => {
    const email = uniqueEmail("arjun");
    await post("/api/auth/login-or-signup", { emailId: email });
    const otp = await latestOtp(ctx, email);
    const res = await post("/api/auth/verify-otp", { emailId: email, otp });
    expect(res.json().body).toMatchObject({ isNewUser: true, user: { email, phoneNumber: null } });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
  });

  it("uses a code once", async () => {
    const phone = uniqueIndianMobile();
    const otp = await codeFor(phone);
    expect((await post("/api/auth/verify-otp", { phoneNumber: phone, otp })).statusCode).toBe(200);
    const replay = await post("/api/auth/verify-otp", { phoneNumber: phone, otp });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe(4011);
  });

  it("lets a code live 5 minutes", async () => {
    const phone = uniqueIndianMobile();
    const otp = await codeFor(phone);
    ctx.clock.offset += 5 * 60_000 + 1000;
    const res = await post("/api/auth/verify-otp", { phoneNumber: phone, otp });
    expect(res.json().error).toMatchObject({
      code: 4011,
      message: "This code has expired. Please ask for a new one.",
    });
  });

  it("answers 4011 for 5 wrong tries, then 4012 even for the right code (lockout)", async () => {
    const phone = uniqueIndianMobile();
    const otp = await codeFor(phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/auth/verify-otp", { phoneNumber: phone, otp: wrong(otp) });
      expect(res.json().error.code).toBe(4011);
      messages.push(res.json().error.message);
    }
    expect(messages[0]).toBe("That code is not right. 4 tries left.");
    expect(messages[3]).toBe("That code is not right. 1 try left.");
    const locked = await post("/api/auth/verify-otp", { phoneNumber: phone, otp });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe(4012);
    expect(
      await ctx.deps.db
        .select()
        .from(users)
        .where(eq(users.phoneNumber, `+91${phone}`)),
    ).toHaveLength(0);

    // A new code (after the resend wait) starts over.
    waitForResend();
    await post("/api/auth/resend-otp", { phoneNumber: phone });
    const fresh = await latestOtp(ctx, `+91${phone}`);
    expect((await post("/api/auth/verify-otp", { phoneNumber: phone, otp: fresh })).statusCode).toBe(200);
  });

  it("never lets concurrent guesses exceed 5 tries", async () => {
    const phone = uniqueIndianMobile();
    const otp = await codeFor(phone);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/auth/verify-otp", { phoneNumber: phone, otp: wrong(otp) })),
    );
    expect(results.filter((r) => r.json().error.code === 4011)).toHaveLength(5);
    expect(results.filter((r) => r.json().error.code === 4012)).toHaveLength(3);
  });

  it("answers 4011 when no code was asked for", async () => {
    const res = await post("/api/auth/verify-otp", { phoneNumber: uniqueIndianMobile(), otp: "123456" });
    expect(res.json().error.code).toBe(4011);
  });

  it("needs 6 digits", async () => {
    const res = await post("/api/auth/verify-otp", { phoneNumber: uniqueIndianMobile(), otp: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("otp");
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists a recipient's messages newest first", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    waitForResend();
    await post("/api/auth/resend-otp", { phoneNumber: phone });
    const messages = await outbox(`+91${phone}`);
    expect(messages).toHaveLength(2);
    expect(messages[0].sentAt).toBeGreaterThan(messages[1].sentAt);
    expect(await outbox(`+91${uniqueIndianMobile()}`)).toEqual([]);
  });

  it("accepts a phone whose + arrived as a space in the query", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    const res = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=+91${phone}` });
    expect(res.json().body.messages).toHaveLength(1);
  });

  it("finds a phone however a shopper types it: 9876543210, 98765 43210, +91 98765 43210", async () => {
    const phone = uniqueIndianMobile();
    await post("/api/auth/login-or-signup", { phoneNumber: phone });
    const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const typed of [phone, spaced, `+91 ${spaced}`, `0${phone}`]) {
      expect(await outbox(typed), typed).toHaveLength(1);
    }
  });

  it("reads a national number as the market's", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/dev/outbox?to=501234567", market: "AE" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.messages).toEqual([]);
    expect((await call(ctx, { method: "GET", url: "/api/dev/outbox?to=501234567" })).statusCode).toBe(400);
  });

  it("rejects a recipient that is neither a phone nor an email", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/dev/outbox?to=not-a-phone" });
    expect(res.statusCode).toBe(400);
  });

  it("does not exist when DEV_OUTBOX is off", async () => {
    const config = loadConfig({ NODE_ENV: "test", DEV_OUTBOX: "0", LOG_LEVEL: "silent" });
    const app = await buildApp({ deps: { ...ctx.deps, config } });
    try {
      const res = await app.inject({ method: "GET", url: "/api/dev/outbox?to=%2B919876543210" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(4040);
    } finally {
      await app.close();
    }
  });
});
