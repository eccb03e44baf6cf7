import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { authorizeAt, startOidcProvider, type TestAccount } from "../../test/oidc.ts";
import { CookieJar, latestOtp, uniqueEmail } from "../../test/sign-in.ts";
import { userIdentities, users } from "./tables.ts";

let ctx: TestContext;
let op: Awaited<ReturnType<typeof startOidcProvider>>;
let app: FastifyInstance;
const redirectUri = "http://localhost:3000/auth/sso/callback";

beforeAll(async () => {
  ctx = await testContext();
  op = await startOidcProvider([redirectUri]);
  const sso = {
    GOOGLE: { issuer: op.issuer, clientId: op.google.clientId, clientSecret: op.google.clientSecret },
    APPLE: { issuer: op.issuer, clientId: op.apple.clientId, clientSecret: op.apple.clientSecret },
  };
  app = await buildApp({ deps: { ...ctx.deps, config: { ...ctx.deps.config, sso } } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await op?.close();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

async function inject(jar: CookieJar, options: InjectOptions) {
  const headers = {
    "x-client": "WEB",
    ...(jar.values.size ? { cookie: jar.header() } : {}),
    ...options.headers,
  };
  const res = await app.inject({ ...options, headers });
  jar.take(res);
  return res;
}

/** A provider account nobody else uses. */
function account(claims: TestAccount): string {
  const id = `acct-${randomUUID()}`;
  op.accounts.set(id, claims);
  return id;
}

async function start(provider: "google" | "apple", uri = redirectUri) {
  const res = await app.inject({
    method: "GET",
    url: `/api/auth/sso/${provider}/start?redirectUri=${encodeURIComponent(uri)}`,
  });
  return res;
}

/** The whole browser round trip: start, sign in at the provider, come back with a code. */
async function signInAt(provider: "google" | "apple", login: string) {
  const { authorizationUrl } = (await start(provider)).json().body;
  const params = await authorizeAt(authorizationUrl, login);
  return {
    code: params.get("code")!,
    state: params.get("state")!,
    source: provider.toUpperCase(),
    redirectUri,
  };
}

const loginViaSso = (payload: object, jar = new CookieJar()) =>
  inject(jar, { method: "POST", url: "/api/auth/login-via-sso", payload });

describe("GET /api/auth/sso/{provider}/start", () => {
  it("answers the provider's authorization URL with PKCE, state and nonce", async () => {
    const res = await start("google");
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().body.authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: op.google.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      code_challenge_method: "S256",
      scope: "openid email profile",
    });
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  });

  it("refuses a redirect URI outside the site", async () => {
    const res = await start("google", "https://evil.example/callback");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("redirectUri");
  });

  it("answers 4000 for a provider that is not configured", async () => {
    const res = await call(ctx, {
      method: "GET",
      url: `/api/auth/sso/apple/start?redirectUri=${encodeURIComponent(redirectUri)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 4000, message: "Sign-in with Apple is not available" });
    const login = await call(ctx, {
      method: "POST",
      url: "/api/auth/login-via-sso",
      payload: { code: "x", source: "GOOGLE", redirectUri, state: "y" },
    });
    expect(login.json().error).toMatchObject({ code: 4000, message: "Sign-in with Google is not available" });
  });
});

describe("POST /api/auth/login-via-sso", () => {
  it("stores the campaign parameters a new shopper came with", async () => {
    const email = uniqueEmail("meera");
    const login = account({ email, email_verified: true, given_name: "Meera", family_name: "Iyer" });
    const utm = { source: "google", medium: "cpc", campaign: "skin-week" };
    const res = await loginViaSso({ ...(await signInAt("google", login)), utm });
    expect(res.json().body.isNewUser).toBe(true);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, res.json().body.user.id));
    expect(row!.utm).toEqual({ ...utm, content: null });
  });

  it("signs up a new shopper with Google, then signs the same person in again", async () => {
    const email = uniqueEmail("kabir");
    const login = account({ email, email_verified: true, given_name: "Kabir", family_name: "Malhotra" });
    const jar = new CookieJar();
    const first = await loginViaSso(await signInAt("google", login), jar);
    expect(first.statusCode).toBe(200);
    expect(first.json().body).toMatchObject({
      isNewUser: true,
      user: { email, firstName: "Kabir", lastName: "Malhotra", isGuestUser: false },
    });
    expect(jar.get("access_token")).toBeTruthy();
    const me = await inject(jar, { method: "GET", url: "/api/user/v3/getUser" });
    expect(me.json().body.userDto.id).toBe(first.json().body.user.id);

    const second = await loginViaSso(await signInAt("google", login));
    expect(second.json().body).toMatchObject({ isNewUser: false, user: { id: first.json().body.user.id } });
  });

  it("signs in with Apple (the result posted back as a form)", async () => {
    const login = account({ email: uniqueEmail("zoya"), email_verified: true });
    const payload = await signInAt("apple", login);
    const res = await loginViaSso(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().body.isNewUser).toBe(true);
  });

  it("links to the existing account with the same verified email", async () => {
    const email = uniqueEmail("ishaan");
    await call(ctx, { method: "POST", url: "/api/auth/login-or-signup", payload: { emailId: email } });
    const otp = await latestOtp(ctx, email);
    const byOtp = await call(ctx, {
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { emailId: email, otp },
    });
    const userId = byOtp.json().body.user.id;

    const login = account({ email, email_verified: true, given_name: "Ishaan" });
    const res = await loginViaSso(await signInAt("google", login));
    expect(res.json().body).toMatchObject({ isNewUser: false, user: { id: userId, email } });
    const links = await ctx.deps.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
    expect(links).toMatchObject([{ provider: "GOOGLE", subject: login }]);
  });

  it("does not link on an email the provider has not verified", async () => {
    const email = uniqueEmail("tara");
    await call(ctx, { method: "POST", url: "/api/auth/login-or-signup", payload: { emailId: email } });
    const otp = await latestOtp(ctx, email);
    const byOtp = await call(ctx, {
      method: "POST",
      url: "/api/auth/verify-otp",
      payload: { emailId: email, otp },
    });

    const res = await loginViaSso(await signInAt("google", account({ email, email_verified: false })));
    expect(res.json().body.isNewUser).toBe(true);
    expect(res.json().body.user.id).not.toBe(byOtp.json().body.user.id);
    expect(res.json().body.user.email).toBeNull();
  });

  it("does not link to an account whose email was only typed in, never proven", async () => {
    const email = uniqueEmail("dev");
    const jar = new CookieJar();
    await inject(jar, { method: "POST", url: "/api/auth/guest", payload: {} });
    await inject(jar, { method: "PUT", url: "/api/user/v3/profile", payload: { email } });
    const squatter = (await inject(jar, { method: "GET", url: "/api/user/v3/getUser" })).json().body.userDto;

    const res = await loginViaSso(await signInAt("google", account({ email, email_verified: true })));
    expect(res.json().body).toMatchObject({ isNewUser: true, user: { email } });
    expect(res.json().body.user.id).not.toBe(squatter.id);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, squatter.id));
    expect(row!.email).toBeNull();
  });

  it("turns the guest making the call into the new account", async () => {
    const jar = new CookieJar();
    const guest = (await inject(jar, { method: "POST", url: "/api/auth/guest", payload: {} })).json().body
      .user;
    const res = await loginViaSso(
      await signInAt("google", account({ email: uniqueEmail("aanya"), email_verified: true })),
      jar,
    );
    expect(res.json().body).toMatchObject({ isNewUser: true, user: { id: guest.id, isGuestUser: false } });
  });

  it("uses a state once", async () => {
    const payload = await signInAt("google", account({ email: uniqueEmail("om"), email_verified: true }));
    expect((await loginViaSso(payload)).statusCode).toBe(200);
    const replay = await loginViaSso(payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe(4011);
  });

  it("refuses a code with another sign-in's state: the PKCE verifier does not match", async () => {
    const login = account({ email: uniqueEmail("riya"), email_verified: true });
    const payload = await signInAt("google", login);
    const other = new URL((await start("google")).json().body.authorizationUrl).searchParams.get("state")!;
    const res = await loginViaSso({ ...payload, state: other });
    expect(res.json().error.code).toBe(4011);
  });

  it("refuses a state past its 10 minutes, another redirect URI, another source or a forged code", async () => {
    const login = account({ email: uniqueEmail("nikhil"), email_verified: true });
    const late = await signInAt("google", login);
    ctx.clock.offset = 10 * 60_000 + 1000;
    expect((await loginViaSso(late)).json().error.code).toBe(4011);
    ctx.clock.offset = 0;

    const moved = await signInAt("google", login);
    expect(
      (await loginViaSso({ ...moved, redirectUri: "http://localhost:3000/elsewhere" })).json().error.code,
    ).toBe(4011);
    const switched = await signInAt("google", login);
    expect((await loginViaSso({ ...switched, source: "APPLE" })).json().error.code).toBe(4011);
    const forged = await signInAt("google", login);
    expect((await loginViaSso({ ...forged, code: "forged-code" })).json().error.code).toBe(4011);
  });

  it("validates the body", async () => {
    const res = await loginViaSso({ code: "x", source: "FACEBOOK", redirectUri });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(["source", "state"]));
  });
});
