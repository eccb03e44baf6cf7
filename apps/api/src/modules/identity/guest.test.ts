import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { addLifeBits } from "../users/service.ts";
import { users } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

async function startGuest() {
  const jar = new CookieJar();
  const res = await browse(ctx, jar, { method: "POST", url: "/api/auth/guest", payload: {} });
  expect(res.statusCode).toBe(201);
  return { jar, user: res.json().body.user as { id: string; isGuestUser: boolean } };
}

const addressOf = (name: string, pincode = "110001") => ({
  name,
  phoneNumber: "9811122233",
  line1: "14 Janpath",
  city: "New Delhi",
  state: "Delhi",
  pincode,
});

const listAddresses = async (jar: CookieJar) =>
  (await browse(ctx, jar, { method: "GET", url: "/api/user/v1/addresses" })).json().body.addresses as {
    name: string;
    defaultAddress: boolean;
  }[];

describe("POST /api/auth/guest", () => {
  it("creates a guest with the isGuestUser=true cookie, readable by page scripts", async () => {
    const jar = new CookieJar();
    const res = await browse(ctx, jar, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect(res.json().body.user).toMatchObject({ isGuestUser: true, phoneNumber: null, email: null });
    const guestCookie = (res.cookies as { name: string; httpOnly?: boolean; value: string }[]).find(
      (c) => c.name === "isGuestUser",
    );
    expect(guestCookie).toMatchObject({ value: "true" });
    expect(guestCookie!.httpOnly).toBeUndefined();
    const me = await browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" });
    expect(me.json().body.userDto).toMatchObject({ id: res.json().body.user.id, isGuestUser: true });
  });

  it("keeps an existing session rather than making another guest", async () => {
    const guest = await startGuest();
    const again = await browse(ctx, guest.jar, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().body.user.id).toBe(guest.user.id);

    const { jar, user } = await signInByPhone(ctx);
    const signedIn = await browse(ctx, jar, { method: "POST", url: "/api/auth/guest", payload: {} });
    expect(signedIn.json().body.user).toMatchObject({ id: user.id, isGuestUser: false });
  });

  it("is not enough for what needs a full account", async () => {
    const guest = await startGuest();
    const res = await browse(ctx, guest.jar, {
      method: "POST",
      url: "/api/catalogue/v1/createReview",
      payload: {
        skuId: "x",
        rating: 5,
        title: "Lovely ring",
        text: "Comfortable to wear through the night.",
      },
    });
    expect(res.json().error.code).toBe(4011);
  });
});

describe("a guest signing in", () => {
  it("as a new shopper becomes that account, keeping its id and addresses", async () => {
    const guest = await startGuest();
    await browse(ctx, guest.jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: addressOf("Neha Kapoor"),
    });
    const { user, isNewUser, jar } = await signInByPhone(ctx, { jar: guest.jar });
    expect(isNewUser).toBe(true);
    expect(user).toMatchObject({ id: guest.user.id, isGuestUser: false });
    expect(jar.get("isGuestUser")).toBeUndefined();
    expect((await listAddresses(jar)).map((a) => a.name)).toEqual(["Neha Kapoor"]);
  });

  it("to an existing account brings its addresses, quiz and life bits along", async () => {
    const phone = uniqueIndianMobile();
    const account = await signInByPhone(ctx, { phone });
    await browse(ctx, account.jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: addressOf("Home of Ravi"),
    });
    await addLifeBits(ctx.deps, account.user.id, { delta: 100, reason: "Welcome to Ojas" });

    const guest = await startGuest();
    await browse(ctx, guest.jar, {
      method: "POST",
      url: "/api/user/v1/address",
      payload: addressOf("Ravi's studio", "560001"),
    });
    await browse(ctx, guest.jar, {
      method: "POST",
      url: "/api/user/quiz/save",
      payload: { quizResponse: JSON.stringify({ goal: "WEIGHT_LOSS", sleepHours: 6 }) },
    });
    await addLifeBits(ctx.deps, guest.user.id, { delta: 40, reason: "Finished the skin quiz" });

    ctx.clock.offset += 31_000;
    const merged = await signInByPhone(ctx, { phone, jar: guest.jar });
    expect(merged.isNewUser).toBe(false);
    expect(merged.user.id).toBe(account.user.id);

    const list = await listAddresses(merged.jar);
    expect(list.map((a) => a.name).sort()).toEqual(["Home of Ravi", "Ravi's studio"]);
    // The account's own default stays the default.
    expect(list.filter((a) => a.defaultAddress).map((a) => a.name)).toEqual(["Home of Ravi"]);
    const quiz = await browse(ctx, merged.jar, { method: "GET", url: "/api/user/quiz/response" });
    expect(JSON.parse(quiz.json().body.quizResponse)).toEqual({ goal: "WEIGHT_LOSS", sleepHours: 6 });
    const bits = await browse(ctx, merged.jar, {
      method: "GET",
      url: "/api/gamification/lifebits/v1/account",
    });
    expect(bits.json().body.total).toBe(140);

    // The guest is marked merged into the account.
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.userId, guest.user.id));
    expect(row!.mergedIntoUserId).toBe(account.user.id);
  });

  it("ends the guest's session: its old tokens no longer work", async () => {
    const phone = uniqueIndianMobile();
    await signInByPhone(ctx, { phone });
    const guest = await startGuest();
    const oldCookies = Object.fromEntries(guest.jar.values);
    ctx.clock.offset += 31_000;
    await signInByPhone(ctx, { phone, jar: guest.jar });
    const old = new CookieJar();
    for (const [k, v] of Object.entries(oldCookies)) old.values.set(k, v);
    expect((await browse(ctx, old, { method: "GET", url: "/api/user/v3/getUser" })).statusCode).toBe(401);
    expect(
      (await browse(ctx, old, { method: "POST", url: "/api/refresh-token", payload: {} })).statusCode,
    ).toBe(401);
  });
});
