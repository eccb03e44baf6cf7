import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, latestOtp, signInByPhone, uniqueEmail } from "../../test/sign-in.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { users } from "../identity/tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const getUser = (jar: CookieJar, url = "/api/user/v3/getUser") => browse(ctx, jar, { method: "GET", url });
const putProfile = (jar: CookieJar, payload: object) =>
  browse(ctx, jar, { method: "PUT", url: "/api/user/v3/profile", payload });

describe("GET /api/user/v3/getUser", () => {
  it("answers the caller's userDto", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const res = await getUser(jar);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({
      userDto: {
        id: user.id,
        phoneNumber: user.phoneNumber,
        email: null,
        firstName: "",
        lastName: "",
        healthGoal: null,
        isGuestUser: false,
        metaData: { firstPurchaseCompleted: false },
        isProUser: false,
      },
    });
  });

  it("shows the first purchase once the orders module marks it", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await markFirstPurchaseCompleted(ctx.deps, user.id);
    expect((await getUser(jar)).json().body.userDto.metaData).toEqual({ firstPurchaseCompleted: true });
  });

  it("needs a session (4011)", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/user/v3/getUser" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(4011);
  });

  it("never answers another user, whatever id the request names", async () => {
    const other = await signInByPhone(ctx);
    const { jar, user } = await signInByPhone(ctx);
    for (const url of [
      `/api/user/v3/getUser?userId=${other.user.id}`,
      `/api/user/v3/getUser?id=${other.user.id}`,
    ]) {
      expect((await getUser(jar, url)).json().body.userDto.id).toBe(user.id);
    }
  });
});

describe("PUT /api/user/v3/profile", () => {
  it("updates names, email and health goal", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const email = uniqueEmail("Aditi");
    const res = await putProfile(jar, {
      firstName: "Aditi",
      lastName: "Verma",
      email,
      healthGoal: "GUT_HEALTH",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.userDto).toMatchObject({
      id: user.id,
      firstName: "Aditi",
      lastName: "Verma",
      email: email.toLowerCase(),
      healthGoal: "GUT_HEALTH",
    });
    expect((await getUser(jar)).json().body.userDto.email).toBe(email.toLowerCase());
  });

  it("splits a full name", async () => {
    const { jar } = await signInByPhone(ctx);
    const res = await putProfile(jar, { name: "Rahul Dev Menon" });
    expect(res.json().body.userDto).toMatchObject({ firstName: "Rahul", lastName: "Dev Menon" });
  });

  it("clears the health goal with null", async () => {
    const { jar } = await signInByPhone(ctx);
    await putProfile(jar, { healthGoal: "WEIGHT_LOSS" });
    expect((await putProfile(jar, { healthGoal: null })).json().body.userDto.healthGoal).toBeNull();
  });

  it("rejects bad values with 4000 and changes nothing", async () => {
    const { jar, user } = await signInByPhone(ctx);
    for (const body of [
      { email: "not-an-email" },
      { healthGoal: "BULKING" },
      {},
      { firstName: "x".repeat(61) },
    ]) {
      const res = await putProfile(jar, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(4000);
    }
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, user.id));
    expect(row).toMatchObject({ email: null, healthGoal: null, firstName: "" });
  });

  it("refuses an email another account uses", async () => {
    const { jar } = await signInByPhone(ctx);
    const res = await putProfile(jar, { email: "priya@example.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: "This email is already used by another account" });
  });

  it("keeps the email an account signs in with", async () => {
    const email = uniqueEmail("kiran");
    await call(ctx, { method: "POST", url: "/api/auth/login-or-signup", payload: { emailId: email } });
    const otp = await latestOtp(ctx, email);
    const jar = new CookieJar();
    await browse(ctx, jar, { method: "POST", url: "/api/auth/verify-otp", payload: { emailId: email, otp } });
    const res = await putProfile(jar, { email: uniqueEmail("other") });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("email");
  });

  it("changes only the caller, whatever ids the body carries", async () => {
    const other = await signInByPhone(ctx);
    const { jar, user } = await signInByPhone(ctx);
    const res = await putProfile(jar, { firstName: "Mallory", userId: other.user.id, id: other.user.id });
    expect(res.json().body.userDto).toMatchObject({ id: user.id, firstName: "Mallory" });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, other.user.id));
    expect(row!.firstName).toBe("");
  });

  it("needs a session (4011)", async () => {
    const res = await call(ctx, {
      method: "PUT",
      url: "/api/user/v3/profile",
      payload: { firstName: "Anon" },
    });
    expect(res.json().error.code).toBe(4011);
  });
});
