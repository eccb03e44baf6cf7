import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { argon2, DUMMY_HASH, hashPassword } from "./passwords.ts";
import { users } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const login = (payload: object, jar = new CookieJar()) =>
  browse(ctx, jar, { method: "POST", url: "/api/auth/login-via-password", payload });
const setPassword = (jar: CookieJar, password: string) =>
  browse(ctx, jar, { method: "PUT", url: "/api/user/v1/password", payload: { password } });

/** A signed-up shopper with a password. */
async function shopperWithPassword(password = "monsoon-walks-42") {
  const signedIn = await signInByPhone(ctx);
  expect((await setPassword(signedIn.jar, password)).statusCode).toBe(200);
  return { ...signedIn, password };
}

describe("POST /api/auth/login-via-password", () => {
  it("signs the demo shopper in by phone or by email", async () => {
    for (const identifier of [{ phoneNumber: "9876543210" }, { emailId: "Priya@Example.com" }]) {
      const jar = new CookieJar();
      const res = await login({ ...identifier, password: "ojas-demo-2026" }, jar);
      expect(res.statusCode).toBe(200);
      expect(res.json().body.user).toMatchObject({
        phoneNumber: "+919876543210",
        email: "priya@example.com",
        firstName: "Priya",
        lastName: "Sharma",
      });
      expect(jar.get("access_token")).toBeTruthy();
    }
  });

  it("signs each demo staff account in", async () => {
    for (const role of ["admin", "ops", "support", "content", "coach"]) {
      const res = await login({ emailId: `${role}@staff.ojas.in`, password: "ojas-demo-staff" });
      expect(res.statusCode).toBe(200);
    }
  });

  it("answers a wrong password and an unknown account alike, in similar time", async () => {
    const { phone } = await shopperWithPassword();
    const time = async (payload: object) => {
      const started = performance.now();
      const res = await login(payload);
      return { res, ms: performance.now() - started };
    };
    const wrong = await time({ phoneNumber: phone, password: "not-the-password" });
    const unknown = await time({ phoneNumber: uniqueIndianMobile(), password: "not-the-password" });
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json().error.code).toBe(4011);
    expect(unknown.res.json()).toEqual(wrong.res.json());

    // Both run argon2: interleaved runs, compared by median, so machine load hits both alike.
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrongMs.push((await time({ phoneNumber: phone, password: `not-it-${i}` })).ms);
      unknownMs.push((await time({ phoneNumber: uniqueIndianMobile(), password: `not-it-${i}` })).ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
    expect(median(unknownMs)).toBeGreaterThan(median(wrongMs) * 0.25);
    expect(median(wrongMs)).toBeGreaterThan(median(unknownMs) * 0.25);
  });

  it("does the same argon2 work for an unknown email as for a known email with a wrong password", async () => {
    const { user, password } = await shopperWithPassword("river-stones-at-dawn");
    const email = `known.${user.id.slice(0, 8)}@example.com`;
    await ctx.deps.db.update(users).set({ email }).where(eq(users.userId, user.id));
    expect((await login({ emailId: email, password })).statusCode).toBe(200);

    const verify = vi.spyOn(argon2, "verify");
    const hashing = vi.spyOn(argon2, "hash");
    try {
      const verifiedHashes = async (payload: object) => {
        verify.mockClear();
        hashing.mockClear();
        const res = await login(payload);
        expect(res.json().error.code).toBe(4011);
        expect(hashing).not.toHaveBeenCalled();
        return verify.mock.calls.map(([stored]) => String(stored));
      };
      const wrong = await verifiedHashes({ emailId: email, password: "not-the-password" });
      const unknown = await verifiedHashes({
        emailId: `nobody.${user.id.slice(0, 8)}@example.com`,
        password: "x".repeat(12),
      });
      // One verify each, against hashes of the same cost: the stored one, and the dummy.
      expect(wrong).toHaveLength(1);
      expect(unknown).toEqual([DUMMY_HASH]);
      const params = (h: string) => h.split("$").slice(1, 4).join("$");
      expect(params(unknown[0]!)).toBe(params(wrong[0]!));
    } finally {
      verify.mockRestore();
      hashing.mockRestore();
    }
  });

  it("keeps the dummy hash at the cost hashPassword stores", async () => {
    const params = (h: string) => h.split("$").slice(1, 4).join("$");
    expect(params(DUMMY_HASH)).toBe(params(await hashPassword("any-password-at-all")));
    expect(await argon2.verify(DUMMY_HASH, "any-password-at-all")).toBe(false);
  });

  it("answers 4011 for an account that never set a password", async () => {
    const { phone } = await signInByPhone(ctx);
    const res = await login({ phoneNumber: phone, password: "anything-at-all" });
    expect(res.json().error.code).toBe(4011);
  });

  it("locks the identifier after 10 wrong passwords, even for the right one, for 15 minutes", async () => {
    const { phone, password } = await shopperWithPassword();
    for (let i = 0; i < 10; i++) {
      expect((await login({ phoneNumber: phone, password: `wrong-${i}-password` })).statusCode).toBe(401);
    }
    const locked = await login({ phoneNumber: phone, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe(4290);
    ctx.clock.offset += 15 * 60_000 + 1000;
    expect((await login({ phoneNumber: phone, password })).statusCode).toBe(200);
  });
});

describe("PUT /api/user/v1/password", () => {
  it("stores an argon2id hash, never the password", async () => {
    const { user, password } = await shopperWithPassword("tea-garden-morning");
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
  });

  it("needs at least 8 characters", async () => {
    const { jar } = await signInByPhone(ctx);
    const res = await setPassword(jar, "short7!");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("password");
  });

  it("needs a signed-in account: none or a guest is 4011", async () => {
    const anonymous = await call(ctx, {
      method: "PUT",
      url: "/api/user/v1/password",
      payload: { password: "long-enough-1" },
    });
    expect(anonymous.json().error.code).toBe(4011);
    const guest = new CookieJar();
    await browse(ctx, guest, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect((await setPassword(guest, "long-enough-1")).json().error.code).toBe(4011);
  });

  it("changes only the caller's password, whatever ids the body carries", async () => {
    const victim = await shopperWithPassword("victim-secret-77");
    const { jar } = await signInByPhone(ctx);
    await browse(ctx, jar, {
      method: "PUT",
      url: "/api/user/v1/password",
      payload: { password: "attacker-chosen-1", userId: victim.user.id },
    });
    expect((await login({ phoneNumber: victim.phone, password: "victim-secret-77" })).statusCode).toBe(200);
    expect((await login({ phoneNumber: victim.phone, password: "attacker-chosen-1" })).statusCode).toBe(401);
  });

  it("changes the password and ends the account's other sessions, keeping this one", async () => {
    const { jar, phone, password } = await shopperWithPassword();
    const other = new CookieJar();
    expect((await login({ phoneNumber: phone, password }, other)).statusCode).toBe(200);

    expect((await setPassword(jar, "a-brand-new-secret")).statusCode).toBe(200);
    expect((await login({ phoneNumber: phone, password })).statusCode).toBe(401);
    expect((await login({ phoneNumber: phone, password: "a-brand-new-secret" })).statusCode).toBe(200);
    expect((await browse(ctx, other, { method: "GET", url: "/api/user/v3/getUser" })).statusCode).toBe(401);
    expect((await browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" })).statusCode).toBe(200);
  });
});
