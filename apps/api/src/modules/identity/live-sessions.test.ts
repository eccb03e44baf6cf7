import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import {
  forgetSession,
  knownLive,
  LIVE_SESSION_TTL_MS,
  rememberLive,
  revocationMark,
} from "./live-sessions.ts";
import { sessionFamilies } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const getUser = (jar: CookieJar) => browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" });
const copyOf = (jar: CookieJar) => {
  const copy = new CookieJar();
  for (const [k, v] of jar.values) copy.values.set(k, v);
  return copy;
};
const sessionIdOf = (jar: CookieJar) =>
  JSON.parse(Buffer.from(jar.get("access_token")!.split(".")[1]!, "base64url").toString()).sid as string;

describe("sessions seen live", () => {
  it("are refused at once when signed out on this instance", async () => {
    const { jar } = await signInByPhone(ctx);
    const copy = copyOf(jar);
    expect((await getUser(copy)).statusCode).toBe(200);
    await browse(ctx, jar, { method: "POST", url: "/api/logout", payload: {} });
    expect((await getUser(copy)).statusCode).toBe(401);
  });

  it("are trusted for at most LIVE_SESSION_TTL_MS when revoked elsewhere (another instance)", async () => {
    const { jar } = await signInByPhone(ctx);
    expect((await getUser(jar)).statusCode).toBe(200);
    // Another instance signs the session out: this one has not heard of it.
    await ctx.deps.db
      .update(sessionFamilies)
      .set({ revokedAt: new Date(ctx.deps.now()), revokedReason: "signed out" })
      .where(eq(sessionFamilies.familyId, sessionIdOf(jar)));
    expect((await getUser(jar)).statusCode).toBe(200);
    ctx.clock.offset += LIVE_SESSION_TTL_MS;
    expect((await getUser(jar)).statusCode).toBe(401);
  });

  it("of the account's other devices are refused at once after a password change", async () => {
    const { jar, phone } = await signInByPhone(ctx);
    const password = "monsoon-walks-42";
    await browse(ctx, jar, { method: "PUT", url: "/api/user/v1/password", payload: { password } });
    const other = new CookieJar();
    await browse(ctx, other, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: phone, password },
    });
    expect((await getUser(other)).statusCode).toBe(200);
    await browse(ctx, jar, {
      method: "PUT",
      url: "/api/user/v1/password",
      payload: { password: "new-1234-abc" },
    });
    expect((await getUser(other)).statusCode).toBe(401);
    expect((await getUser(jar)).statusCode).toBe(200);
  });

  it("of a guest are refused at once when the guest signs in to an account it merges into", async () => {
    const { jar, phone } = await signInByPhone(ctx);
    const password = "monsoon-walks-42";
    await browse(ctx, jar, { method: "PUT", url: "/api/user/v1/password", payload: { password } });
    const guest = new CookieJar();
    await browse(ctx, guest, { method: "POST", url: "/api/auth/guest", payload: {} });
    // The guest's second session: its app handed it to a webview.
    const webview = new CookieJar();
    const handoff = await browse(ctx, webview, {
      method: "POST",
      url: "/api/session",
      payload: {
        session: { accessToken: guest.get("access_token"), refreshToken: guest.get("refresh_token") },
      },
    });
    expect(handoff.statusCode).toBe(200);
    // A route that asks nothing of the account, so only the session decides.
    const addresses = () => browse(ctx, webview, { method: "GET", url: "/api/user/v1/addresses" });
    expect((await addresses()).statusCode).toBe(200);
    const login = await browse(ctx, guest, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: phone, password },
    });
    expect(login.statusCode).toBe(200);
    expect((await addresses()).statusCode).toBe(401);
  });

  it("are not remembered from a read that a revocation overtook", () => {
    const now = Date.now();
    const mark = revocationMark();
    forgetSession("family-read-before-sign-out");
    rememberLive("family-read-before-sign-out", { userId: "u1", expiresAt: now + 60_000 }, now, mark);
    expect(knownLive("family-read-before-sign-out", "u1", now)).toBeUndefined();

    const fresh = revocationMark();
    rememberLive("family-read-after", { userId: "u1", expiresAt: now + 60_000 }, now, fresh);
    expect(knownLive("family-read-after", "u1", now)).toBe(true);
    expect(knownLive("family-read-after", "someone-else", now)).toBeUndefined();
    expect(knownLive("family-read-after", "u1", now - 1)).toBeUndefined();
    expect(knownLive("family-read-after", "u1", now + LIVE_SESSION_TTL_MS)).toBeUndefined();
  });
});
