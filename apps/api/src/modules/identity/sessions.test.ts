import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone, uniqueAddress, uniqueIndianMobile } from "../../test/sign-in.ts";
import { addresses } from "../users/tables.ts";
import { sessionFamilies } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const getUser = (jar: CookieJar) => browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" });
const refresh = (jar: CookieJar) =>
  browse(ctx, jar, { method: "POST", url: "/api/refresh-token", payload: {} });
/** A jar holding only the given cookies (a second browser, or a stolen copy). */
const jarWith = (values: Record<string, string>) => {
  const jar = new CookieJar();
  for (const [k, v] of Object.entries(values)) jar.values.set(k, v);
  return jar;
};

describe("session cookies", () => {
  it("are HttpOnly and SameSite=Lax on path /, not Secure on http://localhost", async () => {
    const phone = uniqueIndianMobile();
    const remoteAddress = uniqueAddress();
    await call(ctx, {
      method: "POST",
      url: "/api/auth/login-or-signup",
      payload: { phoneNumber: phone },
      remoteAddress,
    });
    const messages = (await call(ctx, { method: "GET", url: `/api/dev/outbox?to=%2B91${phone}` })).json().body
      .messages;
    const res = await call(ctx, {
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { phoneNumber: phone, otp: messages[0].otp },
      remoteAddress,
    });
    const cookies = Object.fromEntries(
      (res.cookies as { name: string }[]).map((c) => [c.name, c as Record<string, unknown>]),
    );
    for (const name of ["access_token", "refresh_token", "id_token"]) {
      expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookies[name]!.secure).toBeUndefined();
    }
    expect(cookies.access_token!.maxAge).toBe(900);
    expect(cookies.refresh_token!.maxAge).toBeGreaterThan(29 * 86_400);
    expect(res.body).not.toContain(String(cookies.refresh_token!.value));
    // The hint that a session may be here: readable by page scripts, no secret, as long as the session.
    expect(cookies.hasSession).toMatchObject({ value: "true", sameSite: "Lax", path: "/" });
    expect(cookies.hasSession!.httpOnly).toBeUndefined();
    expect(cookies.hasSession!.maxAge).toBe(cookies.refresh_token!.maxAge);
  });

  it("are Secure when the site origin is https", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      SITE_ORIGIN: "https://shop.ojas.example",
      LOG_LEVEL: "silent",
    });
    const app = await buildApp({ deps: { ...ctx.deps, config } });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/guest",
        headers: { "x-client": "WEB" },
      });
      expect(res.statusCode).toBe(201);
      for (const c of res.cookies as { name: string; secure?: boolean }[]) expect(c.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("give an id token with the profile claims", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const [, payload] = jar.get("id_token")!.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    expect(claims).toMatchObject({ sub: user.id, phone_number: user.phoneNumber, is_guest_user: false });
  });
});

describe("access token", () => {
  it("is refused after 15 minutes; a refresh then gets a new one silently", async () => {
    const { jar, user } = await signInByPhone(ctx);
    expect((await getUser(jar)).statusCode).toBe(200);
    ctx.clock.offset = 15 * 60_000 + 1000;
    const expired = await getUser(jar);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe(4011);
    const refreshed = await refresh(jar);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().body.user.id).toBe(user.id);
    expect((await getUser(jar)).json().body.userDto.id).toBe(user.id);
  });

  it("is refused when forged or signed with another secret", async () => {
    const { jar } = await signInByPhone(ctx);
    const token = jar.get("access_token")!;
    const [h, p] = token.split(".");
    const forged = JSON.parse(Buffer.from(p!, "base64url").toString());
    forged.sub = "someone-else";
    const tampered = `${h}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${token.split(".")[2]}`;
    expect((await getUser(jarWith({ access_token: tampered }))).statusCode).toBe(401);
  });

  it("works as a Bearer header for native clients", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await call(ctx, {
      method: "GET",
      url: "/api/user/v3/getUser",
      headers: { authorization: `Bearer ${jar.get("access_token")}` },
    });
    expect(res.json().body.userDto.id).toBe(user.id);
  });
});

describe("POST /api/refresh-token", () => {
  it("rotates the refresh token on every use", async () => {
    const { jar } = await signInByPhone(ctx);
    const first = jar.get("refresh_token");
    expect((await refresh(jar)).statusCode).toBe(200);
    const second = jar.get("refresh_token");
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await refresh(jar)).statusCode).toBe(200);
  });

  it("revokes the whole family when a rotated token is presented again (4011)", async () => {
    const { jar } = await signInByPhone(ctx);
    const stolen = jar.get("refresh_token")!;
    expect((await refresh(jar)).statusCode).toBe(200);

    const replay = await refresh(jarWith({ refresh_token: stolen }));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe(4011);

    // The rightful holder's newer token and access token are dead too.
    expect((await refresh(jarWith({ refresh_token: jar.get("refresh_token")! }))).statusCode).toBe(401);
    expect((await getUser(jar)).statusCode).toBe(401);
  });

  it("clears the cookies when it fails", async () => {
    const jar = jarWith({ refresh_token: "not-a-real-token", access_token: "x" });
    const res = await refresh(jar);
    expect(res.statusCode).toBe(401);
    expect(jar.values.size).toBe(0);
  });

  it("takes the token from the body for native clients", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await call(ctx, {
      method: "POST",
      url: "/api/refresh-token",
      payload: { refreshToken: jar.get("refresh_token") },
    });
    expect(res.json().body.user.id).toBe(user.id);
  });

  it("ends 30 days after sign-in, however often it rotated", async () => {
    const { jar } = await signInByPhone(ctx);
    ctx.clock.offset = 20 * 86_400_000;
    expect((await refresh(jar)).statusCode).toBe(200);
    ctx.clock.offset = 30 * 86_400_000 + 1000;
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it("answers 4011 without any token", async () => {
    expect((await refresh(new CookieJar())).statusCode).toBe(401);
  });
});

describe("POST /api/logout", () => {
  it("revokes the session and clears the cookies", async () => {
    const { jar } = await signInByPhone(ctx);
    const copy = jarWith(Object.fromEntries(jar.values));
    const res = await browse(ctx, jar, { method: "POST", url: "/api/logout", payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: {} });
    expect(jar.values.size).toBe(0);
    const cleared = (res.cookies as { name: string; maxAge?: number }[]).find((c) => c.name === "hasSession");
    expect(cleared?.maxAge).toBe(0);
    // Copies of the old cookies no longer work either.
    expect((await getUser(copy)).statusCode).toBe(401);
    expect((await refresh(copy)).statusCode).toBe(401);
  });

  it("leaves the shopper's other sessions alone", async () => {
    const phone = uniqueIndianMobile();
    const laptop = await signInByPhone(ctx, { phone });
    ctx.clock.offset += 31_000;
    const mobile = await signInByPhone(ctx, { phone });
    await browse(ctx, laptop.jar, { method: "POST", url: "/api/logout", payload: {} });
    expect((await getUser(mobile.jar)).statusCode).toBe(200);
  });
});

describe("POST /api/session (native app hand-off)", () => {
  it("accepts the app's tokens and gives the webview its own session", async () => {
    const app = await signInByPhone(ctx);
    const webview = new CookieJar();
    const res = await browse(ctx, webview, {
      method: "POST",
      url: "/api/session",
      payload: {
        session: { accessToken: app.jar.get("access_token"), refreshToken: app.jar.get("refresh_token") },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.user.id).toBe(app.user.id);
    expect(webview.get("refresh_token")).not.toBe(app.jar.get("refresh_token"));
    // Both rotate independently: neither looks like a replay of the other.
    expect((await refresh(webview)).statusCode).toBe(200);
    expect((await refresh(app.jar)).statusCode).toBe(200);
    expect((await getUser(webview)).json().body.userDto.id).toBe(app.user.id);
  });

  it("accepts an access token that has just expired, with its live refresh token", async () => {
    const app = await signInByPhone(ctx);
    ctx.clock.offset = 20 * 60_000;
    const res = await call(ctx, {
      method: "POST",
      url: "/api/session",
      payload: {
        session: { accessToken: app.jar.get("access_token"), refreshToken: app.jar.get("refresh_token") },
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses tokens of two different sessions, or a rotated refresh token (4011)", async () => {
    const a = await signInByPhone(ctx);
    const b = await signInByPhone(ctx);
    const mixed = await call(ctx, {
      method: "POST",
      url: "/api/session",
      payload: {
        session: { accessToken: a.jar.get("access_token"), refreshToken: b.jar.get("refresh_token") },
      },
    });
    expect(mixed.json().error.code).toBe(4011);

    const oldRefresh = a.jar.get("refresh_token");
    await refresh(a.jar);
    const rotated = await call(ctx, {
      method: "POST",
      url: "/api/session",
      payload: { session: { accessToken: a.jar.get("access_token"), refreshToken: oldRefresh } },
    });
    expect(rotated.json().error.code).toBe(4011);
  });

  it("validates the body", async () => {
    const res = await call(ctx, { method: "POST", url: "/api/session", payload: { session: {} } });
    expect(res.statusCode).toBe(400);
  });
});

describe("cross-site requests", () => {
  const address = {
    name: "Vikram Iyer",
    phoneNumber: "9812345670",
    line1: "22 Residency Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560025",
  };

  async function addressCount(userId: string) {
    return (await ctx.deps.db.select().from(addresses).where(eq(addresses.userId, userId))).length;
  }

  it("refuses a state change from another origin with 4030 and changes nothing", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await browse(ctx, jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: address,
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(4030);
    expect(await addressCount(user.id)).toBe(0);
  });

  it("uses the Referer when there is no Origin", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await browse(ctx, jar, {
      method: "POST",
      url: "/api/logout",
      payload: {},
      headers: { referer: "https://evil.example/page" },
    });
    expect(res.statusCode).toBe(403);
    expect((await getUser(jar)).json().body.userDto.id).toBe(user.id);
  });

  it("refuses what a plain HTML form could send (no X-Client, no JSON)", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/user/v1/address",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(address).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(4030);
    expect(await addressCount(user.id)).toBe(0);
  });

  it("lets the shop's own origin through", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await browse(ctx, jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: address,
      headers: { origin: "http://localhost:3000" },
    });
    expect(res.statusCode).toBe(201);
    expect(await addressCount(user.id)).toBe(1);
  });

  it("lets a JSON call without X-Client through (server-to-server)", async () => {
    const { jar } = await signInByPhone(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/refresh-token",
      headers: { cookie: jar.header(), "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("session families", () => {
  it("are stored with their absolute end, and revoked with a reason", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await browse(ctx, jar, { method: "POST", url: "/api/logout", payload: {} });
    const rows = await ctx.deps.db.select().from(sessionFamilies).where(eq(sessionFamilies.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedReason).toBe("signed out");
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(30 * 86_400_000);
  });
});
