import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, latestOtp, uniqueAddress, uniqueIndianMobile } from "../../test/sign-in.ts";
import { users } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** Signs up by phone OTP, sending `utm` with the verification; answers the stored account. */
async function signUp(utm: unknown, phone = uniqueIndianMobile()) {
  const jar = new CookieJar();
  const remoteAddress = uniqueAddress();
  await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/login-or-signup",
    payload: { phoneNumber: phone },
    remoteAddress,
  });
  const verified = await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/verify-otp",
    payload: { phoneNumber: phone, otp: await latestOtp(ctx, `+91${phone}`), utm },
    remoteAddress,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, verified.json().body.user.id));
  return { row: row!, phone, isNewUser: verified.json().body.isNewUser as boolean };
}

describe("campaign parameters on sign-up (verify-otp)", () => {
  it("are stored with a new account", async () => {
    const { row, isNewUser } = await signUp({
      source: "instagram",
      medium: "social",
      campaign: "ring-launch",
      content: "reel-2",
    });
    expect(isNewUser).toBe(true);
    expect(row.utm).toEqual({
      source: "instagram",
      medium: "social",
      campaign: "ring-launch",
      content: "reel-2",
    });
  });

  it("are ignored, never refused, when they are not plain strings", async () => {
    const { row } = await signUp({ source: "instagram", medium: { nested: true } });
    expect(row.utm).toBeNull();
    expect((await signUp("utm_source=instagram")).row.utm).toBeNull();
  });

  it("do not change the account of a returning shopper", async () => {
    const first = await signUp({ source: "google" });
    const again = await signUp({ source: "newsletter" }, first.phone);
    expect(again.isNewUser).toBe(false);
    expect(again.row.utm).toEqual({ source: "google", medium: null, campaign: null, content: null });
  });
});
