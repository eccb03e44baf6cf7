import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { cartApi, guest, indianSku, linesOf } from "../cart/test-helpers.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { orderApi, shopperWithCart } from "../orders/create-testing.ts";
import { recordCouponRedemption } from "../pricing/service.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const anonymous = (payload: object) =>
  call(ctx, { method: "POST", url: "/api/catalogue/v2/anonymous-cart-checkout", payload });

describe("GET /api/referral/v1/referee-config", () => {
  it("tells a referred shopper who invited them and what they get", async () => {
    const res = await call(ctx, {
      method: "GET",
      url: "/api/referral/v1/referee-config?referralCode=demoref",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      referralCode: "DEMOREF",
      referrer: { firstName: "Priya" },
      reward: { referrerLifeBits: 200 },
      coupon: {
        code: "REFER15",
        discountType: "PERCENTAGE",
        value: 15,
        maxDiscount: 75_000,
        firstPurchaseOnly: true,
      },
    });
    expect(res.json().body.reward.description).toMatch(/15% off your first order/);
  });

  it("answers 4040 for an unknown code and 4000 without one", async () => {
    const unknown = await call(ctx, {
      method: "GET",
      url: "/api/referral/v1/referee-config?referralCode=NOBODY1",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(ctx, { method: "GET", url: "/api/referral/v1/referee-config" })).statusCode).toBe(400);
  });
});

describe("GET /api/referral/v1/my-code", () => {
  it("gives a signed-in shopper one code for good, with a link to share", async () => {
    const { jar } = await signInByPhone(ctx);
    const first = await browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code" });
    expect(first.statusCode).toBe(200);
    const { code, shareUrl } = first.json().body;
    expect(code).toMatch(/^OJAS[A-Z2-9]{4}$/);
    expect(shareUrl).toBe(`${ctx.deps.config.siteOrigin}/?referral_code=${code}`);
    const again = await browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code" });
    expect(again.json().body.code).toBe(code);
  });

  it("is DEMOREF for the demo shopper, and needs a signed-in account", async () => {
    // By password: one-time codes to the demo phone from other test files would race this one's.
    const jar = new CookieJar();
    const signedIn = await browse(ctx, jar, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: "9876543210", password: "ojas-demo-2026" },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(
      (await browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code" })).json().body.code,
    ).toBe("DEMOREF");
    const { jar: guestJar } = await guest(ctx);
    expect((await browse(ctx, guestJar, { method: "GET", url: "/api/referral/v1/my-code" })).statusCode).toBe(
      401,
    );
    expect((await call(ctx, { method: "GET", url: "/api/referral/v1/my-code" })).statusCode).toBe(401);
  });
});

describe("what a referrer earned (GET /api/referral/v1/my-code)", () => {
  const myCode = (jar: CookieJar, market: "IN" | "AE" | "US" = "IN") =>
    browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code", market });

  it("counts friends whose first order used the code and the life bits kept from them", async () => {
    const referrer = await signInByPhone(ctx);
    const fresh = (await myCode(referrer.jar)).json().body;
    expect(fresh).toMatchObject({
      reward: { referrerLifeBits: 200, friendOffer: expect.stringMatching(/15% off your first order/) },
      earned: { friends: 0, lifeBits: 0, referrals: [] },
    });

    const placeReferred = async () => {
      const friend = await shopperWithCart(ctx, [{ skuId: await indianSku(ctx, 150_000, 5) }]);
      const res = await orderApi(ctx, friend.jar).create({
        paymentType: "COD",
        addressTimestamp: friend.addressTimestamp,
        referralCode: fresh.code,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { friend, orderId: res.json().body.orderId as string };
    };
    await placeReferred();
    const second = await placeReferred();
    const earned = (await myCode(referrer.jar)).json().body.earned;
    expect(earned).toMatchObject({ friends: 2, lifeBits: 400 });
    expect(earned.referrals.map((r: { lifeBits: number }) => r.lifeBits)).toEqual([200, 200]);

    // A friend's order cancelled takes the reward back: what was kept is what counts.
    const cancelled = await browse(ctx, second.friend.jar, {
      method: "POST",
      url: "/api/oms/v1/order/cancel",
      payload: { orderId: second.orderId, reason: "No longer needed" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await myCode(referrer.jar)).json().body.earned.lifeBits).toBe(200);

    // The same answer in every market, the friend's offer in that market's words.
    for (const market of ["AE", "US"] as const) {
      const there = (await myCode(referrer.jar, market)).json().body;
      expect(there).toMatchObject({ code: fresh.code, earned: { friends: 2, lifeBits: 200 } });
      const prefix = market === "AE" ? "/ae" : "/us";
      expect(there.shareUrl).toBe(`${ctx.deps.config.siteOrigin}${prefix}?referral_code=${fresh.code}`);
    }
  });
});

describe("referral codes in the cart", () => {
  it("give an anonymous visitor the referral's coupon", async () => {
    const skuId = await indianSku(ctx, 100_000);
    const res = await anonymous({ cartItems: [{ skuId }], referralCode: "DEMOREF" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      isReferralCodeValid: true,
      appliedReferral: {
        code: "DEMOREF",
        referrerFirstName: "Priya",
        couponCode: "REFER15",
        message: "Priya's referral applied: 15% off your first order",
      },
      couponCode: "REFER15",
      couponDiscount: 15_000,
      isCouponValid: true,
    });
  });

  it("yield to a coupon the shopper types, and their coupon is never an error", async () => {
    const skuId = await indianSku(ctx, 120_000);
    const typed = (
      await anonymous({ cartItems: [{ skuId }], referralCode: "DEMOREF", couponCode: "FLAT200" })
    ).json().body;
    expect(typed).toMatchObject({
      appliedCoupon: { code: "FLAT200" },
      appliedReferral: { code: "DEMOREF", couponCode: null, message: "Priya's referral applied" },
    });
    const empty = (await anonymous({ cartItems: [], referralCode: "DEMOREF" })).json().body;
    expect(empty).toMatchObject({ isReferralCodeValid: true, isCouponValid: true, couponMessage: "" });
  });

  it("do not give the referral's coupon to a shopper who has used it", async () => {
    const skuId = await indianSku(ctx, 100_000);
    const { jar, user } = await signInByPhone(ctx);
    await recordCouponRedemption(ctx.deps, { couponCode: "REFER15", userId: user.id, orderId: "ord-ref-1" });
    const api = cartApi(ctx, jar);
    await api.add({ skuId });
    const cart = (await api.get("?referralCode=DEMOREF")).json().body;
    expect(cart).toMatchObject({
      isReferralCodeValid: true,
      appliedReferral: { couponCode: null },
      couponDiscount: 0,
      isCouponValid: true,
    });
  });

  it("refuse the referral's coupon typed without the referral", async () => {
    const skuId = await indianSku(ctx, 100_000);
    const cart = (await anonymous({ cartItems: [{ skuId }], couponCode: "REFER15" })).json().body;
    expect(cart).toMatchObject({ isCouponValid: false, couponMessage: "Invalid coupon code" });
  });

  it("report an unknown code as not valid without failing the cart", async () => {
    const res = await anonymous({ cartItems: [], referralCode: "NOBODY1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ isReferralCodeValid: false, appliedReferral: null });
  });

  it("are kept on a guest's cart until removed", async () => {
    const skuId = await indianSku(ctx, 100_000);
    const { jar } = await guest(ctx);
    const api = cartApi(ctx, jar);
    expect((await api.get("?referralCode=DEMOREF")).json().body.isReferralCodeValid).toBe(true);
    const added = (await api.add({ skuId })).json().body;
    expect(added).toMatchObject({ appliedReferral: { code: "DEMOREF" }, couponDiscount: 15_000 });
    expect((await api.add({ skuId, referralCode: "" })).json().body.appliedReferral).toBeNull();
  });

  it("are refused with 4050 after a first purchase, and the cart does not change", async () => {
    const skuId = await indianSku(ctx, 100_000);
    const { jar, user } = await signInByPhone(ctx);
    const api = cartApi(ctx, jar);
    await api.add({ skuId });
    await markFirstPurchaseCompleted(ctx.deps, user.id);
    const get = await api.get("?referralCode=DEMOREF");
    expect(get.statusCode).toBe(400);
    expect(get.json().error).toEqual({ code: 4050, message: "You are not eligible for a referral discount" });
    const add = await api.add({ skuId, referralCode: "DEMOREF" });
    expect(add.json().error.code).toBe(4050);
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x1`]);
  });

  it("are refused with 4050 for the shopper's own code", async () => {
    const { jar } = await signInByPhone(ctx);
    const own = (await browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code" })).json().body.code;
    const res = await cartApi(ctx, jar).get(`?referralCode=${own}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4050);
  });

  it("kept on the cart are dropped quietly once the first purchase is made", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const api = cartApi(ctx, jar);
    expect((await api.get("?referralCode=DEMOREF&affiliateCode=FITAFF")).json().body).toMatchObject({
      isReferralCodeValid: true,
      isAffiliateCodeValid: true,
    });
    await markFirstPurchaseCompleted(ctx.deps, user.id);
    const res = await api.get();
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      isReferralCodeValid: false,
      appliedReferral: null,
      isAffiliateCodeValid: false,
      appliedAffiliate: null,
    });
  });
});

describe("affiliate codes in the cart", () => {
  it("are applied for a guest and refused with 4051 after a first purchase", async () => {
    const { jar } = await guest(ctx);
    const cart = (await cartApi(ctx, jar).get("?affiliateCode=fitaff")).json().body;
    expect(cart).toMatchObject({
      isAffiliateCodeValid: true,
      appliedAffiliate: { code: "FITAFF", name: "FitWithAnanya" },
    });
    const unknown = (await cartApi(ctx, jar).get("?affiliateCode=NOBODY1")).json().body;
    expect(unknown).toMatchObject({ isAffiliateCodeValid: false, appliedAffiliate: null });

    const { jar: buyerJar, user } = await signInByPhone(ctx);
    await markFirstPurchaseCompleted(ctx.deps, user.id);
    const res = await cartApi(ctx, buyerJar).get("?affiliateCode=FITAFF");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 4051,
      message: "You are not eligible for a affiliate discount",
    });
  });
});
