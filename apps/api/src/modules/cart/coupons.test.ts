import { randomInt } from "node:crypto";
import { DEMO_COUPONS } from "@ojas/domain";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { recordCouponRedemption } from "../pricing/service.ts";
import { coupons } from "../pricing/tables.ts";
import { addLifeBits } from "../users/service.ts";
import { cartApi, indianSku, testSku } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterEach(() => {
  ctx.clock.offset = 0;
});

type Market = "IN" | "AE" | "US";

async function anonymous(cartItems: object[], extra: object = {}, market: Market = "IN") {
  const res = await call(ctx, {
    method: "POST",
    url: "/api/catalogue/v2/anonymous-cart-checkout",
    market,
    payload: { cartItems, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

async function signedIn() {
  const { jar, user } = await signInByPhone(ctx);
  return { api: cartApi(ctx, jar), jar, userId: user.id };
}

describe("coupon kinds", () => {
  it("WELCOME10 takes 10% off a first order, up to its cap in each market", async () => {
    const small = await indianSku(ctx, 200_000);
    expect(await anonymous([{ skuId: small }], { couponCode: "welcome10" })).toMatchObject({
      couponCode: "WELCOME10",
      isCouponValid: true,
      couponDiscount: 20_000,
      payableAmount: 180_000,
      appliedCoupon: { code: "WELCOME10", discountType: "PERCENTAGE", discount: 20_000 },
      couponMessage: "WELCOME10 applied: you save ₹200",
    });
    const offers = (await anonymous([{ skuId: await indianSku(ctx, 500_000) }])).exploreOffersSection;
    expect(offers).toMatchObject({ title: "Offers for you", description: "Save up to ₹500 with WELCOME10" });
    expect(offers.applicableCount).toBeGreaterThanOrEqual(3);
    const big = await testSku(ctx, {
      prices: {
        IN: { base: 1_000_000, discount: 1_000_000, stock: 5 },
        AE: { base: 100_000, discount: 100_000, stock: 5 },
        US: { base: 50_000, discount: 50_000, stock: 5 },
      },
    });
    const caps: Record<Market, number> = { IN: 50_000, AE: 5_000, US: 2_500 };
    for (const market of ["IN", "AE", "US"] as const) {
      const cart = await anonymous([{ skuId: big }], { couponCode: "WELCOME10" }, market);
      expect(cart.couponDiscount, market).toBe(caps[market]);
    }
  });

  it("WELCOME10 is refused after a first purchase, leaving the cart valid", async () => {
    const skuId = await indianSku(ctx, 200_000);
    const { api, userId } = await signedIn();
    await api.add({ skuId });
    await markFirstPurchaseCompleted(ctx.deps, userId);
    const res = await api.get("?couponCode=WELCOME10");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      isCouponValid: false,
      couponMessage: "This coupon is only for your first purchase",
      couponDiscount: 0,
      appliedCoupon: null,
      payableAmount: 200_000,
    });
  });

  it("FLAT200 needs ₹999: exactly met is enough, a paisa short is not", async () => {
    const at = await anonymous([{ skuId: await indianSku(ctx, 99_900) }], { couponCode: "FLAT200" });
    expect(at).toMatchObject({ isCouponValid: true, couponDiscount: 20_000, payableAmount: 79_900 });
    const short = await anonymous([{ skuId: await indianSku(ctx, 99_899) }], { couponCode: "FLAT200" });
    expect(short).toMatchObject({
      isCouponValid: false,
      couponMessage: "Add ₹0.01 more to use this coupon",
      couponDiscount: 0,
    });
    const uae = await testSku(ctx, { prices: { AE: { base: 50_000, discount: 50_000, stock: 5 } } });
    const ae = await anonymous([{ skuId: uae }], { couponCode: "FLAT200" }, "AE");
    expect(ae).toMatchObject({
      isCouponValid: false,
      couponMessage: "This coupon is not valid in this country",
    });
  });

  it("FREEKIT makes the ring sizing kit free", async () => {
    const cart = await anonymous([{ skuId: "RING-SIZING-KIT" }], { couponCode: "FREEKIT" });
    expect(cart).toMatchObject({ isCouponValid: true, couponDiscount: 29_900 });
    expect(cart.cartItemList[0]).toMatchObject({ freeItemCount: 1, couponDiscount: 29_900, finalPrice: 0 });
    const without = await anonymous([{ skuId: await indianSku(ctx, 40_000) }], { couponCode: "FREEKIT" });
    expect(without.couponMessage).toBe("This coupon does not apply to the items in your cart");
  });

  it("GIFTSERUM puts the serum in freebieItemList at price 0", async () => {
    const cart = await anonymous([{ skuId: await indianSku(ctx, 60_000) }], { couponCode: "GIFTSERUM" });
    expect(cart.isCouponValid).toBe(true);
    expect(cart.freebieItemList).toEqual([
      expect.objectContaining({ skuId: "SE-NIA-30", qty: 1, discountPrice: 0, couponCode: "GIFTSERUM" }),
    ]);
    expect(cart.couponDiscount).toBe(0);
  });

  it("EXPIRED50 says it has expired; it worked until its end", async () => {
    const skuId = await indianSku(ctx, 200_000);
    expect(await anonymous([{ skuId }], { couponCode: "EXPIRED50" })).toMatchObject({
      isCouponValid: false,
      couponMessage: "Coupon has expired",
      payableAmount: 200_000,
    });
    const validUntil = DEMO_COUPONS.find((c) => c.code === "EXPIRED50")!.validUntil!;
    // A few seconds before the end (the clock keeps running while the request is served).
    ctx.clock.offset = validUntil - 5_000 - Date.now();
    expect((await anonymous([{ skuId }], { couponCode: "EXPIRED50" })).couponDiscount).toBe(100_000);
    ctx.clock.offset = validUntil - Date.now();
    expect((await anonymous([{ skuId }], { couponCode: "EXPIRED50" })).isCouponValid).toBe(false);
  });

  it("AUTO5 applies only with autoApplyCoupon, as a cart discount", async () => {
    const skuId = await indianSku(ctx, 299_900);
    const off = await anonymous([{ skuId }]);
    expect(off).toMatchObject({ cartDiscount: 0, appliedAutomaticCoupon: null, payableAmount: 299_900 });
    const on = await anonymous([{ skuId }], { autoApplyCoupon: true });
    expect(on).toMatchObject({
      // 5% of ₹2,999 is ₹149.95: India takes off whole rupees (decision 0019).
      cartDiscount: 15_000,
      totalDiscount: 15_000,
      payableAmount: 299_900 - 15_000,
      appliedAutomaticCoupon: { code: "AUTO5" },
    });
    const typed = await anonymous([{ skuId }], { couponCode: "AUTO5" });
    expect(typed.couponMessage).toBe("This offer is applied automatically when your cart qualifies");
    const below = await anonymous([{ skuId: await indianSku(ctx, 199_900) }], { autoApplyCoupon: true });
    expect(below.pdpNudge).toEqual({ type: "OFFER", text: "Add ₹1,000 more to unlock 5% off bigger carts" });
  });

  it("an unknown code leaves the cart valid with the catalogue's message", async () => {
    const cart = await anonymous([{ skuId: await indianSku(ctx, 50_000) }], { couponCode: "NOPE99" });
    expect(cart).toMatchObject({
      isCouponValid: false,
      couponMessage: "Invalid coupon code",
      couponCode: "NOPE99",
    });
  });
});

describe("coupon limits", () => {
  async function insertCoupon(fields: { usesPerUser?: number; usesInAll?: number }) {
    const code = `LIMIT${randomInt(1e6, 9e6)}`;
    await ctx.deps.db.insert(coupons).values({
      code,
      title: "5% off for loyal shoppers",
      description: "5% off your order.",
      discountType: "PERCENTAGE",
      value: 5,
      createdAt: Date.now(),
      ...fields,
    });
    return code;
  }

  it("refuses a coupon the shopper has used as often as allowed; others may still use it", async () => {
    const code = await insertCoupon({ usesPerUser: 1 });
    const skuId = await indianSku(ctx, 100_000);
    const used = await signedIn();
    await used.api.add({ skuId });
    await recordCouponRedemption(ctx.deps, { couponCode: code, userId: used.userId, orderId: "ord-test-1" });
    expect((await used.api.get(`?couponCode=${code}`)).json().body).toMatchObject({
      isCouponValid: false,
      couponMessage: "You have already used this coupon",
    });
    const fresh = await signedIn();
    await fresh.api.add({ skuId });
    expect((await fresh.api.get(`?couponCode=${code}`)).json().body.couponDiscount).toBe(5_000);
  });

  it("refuses a coupon used as often as allowed in all", async () => {
    const code = await insertCoupon({ usesInAll: 1 });
    await recordCouponRedemption(ctx.deps, {
      couponCode: code,
      userId: "someone-else",
      orderId: "ord-test-2",
    });
    const cart = await anonymous([{ skuId: await indianSku(ctx, 100_000) }], { couponCode: code });
    expect(cart.couponMessage).toBe("This coupon has reached its usage limit");
  });
});

describe("the cart keeps its coupon", () => {
  it("keeps a coupon that applies, keeps it when a failing one is tried, and drops it on an empty code", async () => {
    const skuId = await indianSku(ctx, 120_000);
    const { api } = await signedIn();
    await api.add({ skuId });
    expect((await api.get("?couponCode=FLAT200")).json().body.appliedCoupon.code).toBe("FLAT200");
    expect((await api.add({ skuId })).json().body).toMatchObject({
      couponCode: "FLAT200",
      couponDiscount: 20_000,
    });
    // The refused code is reported, and the answer is priced with the coupon the cart keeps.
    const tried = (await api.get("?couponCode=EXPIRED50")).json().body;
    expect(tried).toMatchObject({
      couponCode: "FLAT200",
      appliedCoupon: { code: "FLAT200" },
      couponDiscount: 20_000,
      payableAmount: 240_000 - 20_000,
      isCouponValid: false,
      couponMessage: "EXPIRED50 was not applied: Coupon has expired. FLAT200 is still applied.",
    });
    const unknown = await api.post("/api/pricing/v1/applyCoupon/cart", { couponCode: "NOPE99" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe(4002);
    expect(unknown.json().error.message).toMatch(/^NOPE99 was not applied: .+\. FLAT200 is still applied\.$/);
    expect((await api.get()).json().body).toMatchObject({ couponCode: "FLAT200", isCouponValid: true });
    const removed = (await api.get("?couponCode=")).json().body;
    expect(removed).toMatchObject({ couponCode: null, couponDiscount: 0, isCouponValid: true });
    expect((await api.get()).json().body.couponCode).toBeNull();
  });
});

describe("life-bits coupons", () => {
  it("apply when the balance affords them and are refused, unspent, when it does not", async () => {
    const skuId = await indianSku(ctx, 200_000);
    const { api, userId } = await signedIn();
    await addLifeBits(ctx.deps, userId, { delta: 300, reason: "30-day sleep streak with Ojas Ring" });
    await api.add({ skuId });
    const ok = (await api.get("?lifeBitsCouponCode=BITS10")).json().body;
    expect(ok).toMatchObject({
      isLifeBitsCouponValid: true,
      lifeBitsAppliedCoupon: { code: "BITS10", lifeBitsCost: 250 },
      couponDiscount: 20_000,
      lifeBitsBalance: 300,
    });
    const tooDear = (await api.get("?lifeBitsCouponCode=BITS20")).json().body;
    expect(tooDear).toMatchObject({
      isLifeBitsCouponValid: false,
      lifeBitsCouponMessage: "You need 450 more life bits to use this coupon",
      lifeBitsAppliedCoupon: null,
      lifeBitsBalance: 300,
    });
    // The affordable one stays on the cart; nothing was spent.
    expect((await api.get()).json().body.lifeBitsAppliedCoupon.code).toBe("BITS10");
    const offers = (await api.get()).json().body.applicableLifeBitsCoupons;
    expect(offers.map((o: { code: string; applicable: boolean }) => [o.code, o.applicable])).toEqual([
      ["BITS10", true],
      ["BITS20", false],
    ]);
  });

  it("cannot go in the coupon slot", async () => {
    const cart = await anonymous([{ skuId: await indianSku(ctx, 50_000) }], { couponCode: "BITS10" });
    expect(cart.couponMessage).toBe("Redeem this coupon with your life bits");
  });
});

describe("GET /api/pricing/v1/new-user-coupons", () => {
  it("lists the first-order coupons offered in the market", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/pricing/v1/new-user-coupons" });
    expect(res.statusCode).toBe(200);
    const codes = res.json().body.coupons.map((c: { code: string }) => c.code);
    expect(codes).toContain("WELCOME10");
    expect(codes).not.toContain("REFER15");
    expect(codes).not.toContain("FLAT200");
    const us = await call(ctx, { method: "GET", url: "/api/pricing/v1/new-user-coupons", market: "US" });
    expect(us.json().body.coupons.find((c: { code: string }) => c.code === "WELCOME10")).toMatchObject({
      maxDiscount: 2_500,
      value: 10,
    });
  });
});

describe("POST /api/pricing/v3/get-coupons-list", () => {
  it("says which coupons apply to the items given and why the others do not", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/pricing/v3/get-coupons-list",
      payload: { cartItems: [{ skuId: await indianSku(ctx, 50_000) }] },
    });
    expect(res.statusCode).toBe(200);
    const { coupons: list, lifeBitsCoupons } = res.json().body;
    const byCode = Object.fromEntries(list.map((c: { code: string }) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ applicable: true, discount: 5_000 });
    expect(byCode.FLAT200).toMatchObject({ applicable: false, reason: "Add ₹499 more to use this coupon" });
    expect(byCode.FREEKIT.reason).toBe("This coupon does not apply to the items in your cart");
    expect(byCode.EXPIRED50).toBeUndefined();
    expect(byCode.REFER15).toBeUndefined();
    expect(lifeBitsCoupons[0]).toMatchObject({ code: "BITS10", applicable: false });
  });

  it("uses the caller's server cart, and needs one", async () => {
    const { api } = await signedIn();
    await api.add({ skuId: await indianSku(ctx, 120_000) });
    const res = await api.post("/api/pricing/v3/get-coupons-list", {});
    expect(res.json().body.coupons.find((c: { code: string }) => c.code === "FLAT200").applicable).toBe(true);
    const none = await call(ctx, { method: "POST", url: "/api/pricing/v3/get-coupons-list", payload: {} });
    expect(none.statusCode).toBe(401);
  });
});

describe("POST /api/pricing/v1/applyCoupon/cart", () => {
  it("applies a coupon to the server cart and answers 4002 with the reason for one that does not apply", async () => {
    const { api } = await signedIn();
    await api.add({ skuId: await indianSku(ctx, 120_000) });
    const ok = await api.post("/api/pricing/v1/applyCoupon/cart", { couponCode: "FLAT200" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().body.appliedCoupon.code).toBe("FLAT200");
    const bad = await api.post("/api/pricing/v1/applyCoupon/cart", { couponCode: "EXPIRED50" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 4002,
      message: "EXPIRED50 was not applied: Coupon has expired. FLAT200 is still applied.",
    });
    expect((await api.get()).json().body.couponCode).toBe("FLAT200");
  });

  it("prices a guest's local cart with the coupon", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/pricing/v1/applyCoupon/cart",
      payload: { couponCode: "WELCOME10", cartItems: [{ skuId: await indianSku(ctx, 80_000), qty: 2 }] },
    });
    expect(res.json().body).toMatchObject({ couponDiscount: 16_000, payableAmount: 144_000 });
  });
});

describe("GET /api/pricing/v1/check-offer-code-validity", () => {
  const check = (query: string, market: Market = "IN") =>
    call(ctx, { method: "GET", url: `/api/pricing/v1/check-offer-code-validity?${query}`, market });

  it("prices a product at the server's price, whatever price the client sends", async () => {
    const res = await check("skuId=RING-SIZING-KIT&offerCode=FREEKIT&offerType=COUPON&price=1");
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({
      offerCode: "FREEKIT",
      offerType: "COUPON",
      isValid: true,
      message: "FREEKIT applied: one Ojas Ring sizing kit free",
      currency: "INR",
      price: 29_900,
      discount: 29_900,
      discountedPrice: 0,
    });
  });

  it("without a product uses the price to find the capped discount", async () => {
    const small = (await check("offerCode=WELCOME10&offerType=COUPON&price=100000")).json().body;
    expect(small).toMatchObject({ isValid: true, discount: 10_000, discountedPrice: 90_000 });
    const big = (await check("offerCode=WELCOME10&offerType=COUPON&price=10000000")).json().body;
    expect(big.discount).toBe(50_000);
    const expired = (await check("offerCode=EXPIRED50&offerType=COUPON&price=100000")).json().body;
    expect(expired).toMatchObject({ isValid: false, message: "Coupon has expired", discount: 0 });
  });

  it("checks referral and affiliate codes", async () => {
    const referral = (await check("offerCode=DEMOREF&offerType=REFERRAL&price=100000")).json().body;
    expect(referral).toMatchObject({ isValid: true, discount: 15_000 });
    const affiliate = (await check("offerCode=fitaff&offerType=AFFILIATE&price=100000")).json().body;
    expect(affiliate).toMatchObject({ isValid: true, message: "Referred by FitWithAnanya", discount: 0 });
    const unknown = (await check("offerCode=NOBODY&offerType=REFERRAL&price=100000")).json().body;
    expect(unknown).toMatchObject({ isValid: false, message: "This referral code does not exist" });
  });

  it("refuses a product not sold in the market and a missing price", async () => {
    const res = await check("skuId=NUT-PROBIO-30&offerCode=WELCOME10&offerType=COUPON&price=100", "US");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ skuId: "This product is not sold here" });
    expect((await check("offerCode=WELCOME10&offerType=COUPON")).statusCode).toBe(400);
  });
});

describe("GET /api/gamification/lifebits/v1/coupons", () => {
  it("lists life-bits coupons with what the caller can afford", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await addLifeBits(ctx.deps, user.id, { delta: 300, reason: "Completed your health profile" });
    const res = await cartApi(ctx, jar).call({ method: "GET", url: "/api/gamification/lifebits/v1/coupons" });
    expect(res.json().body).toMatchObject({
      lifeBits: 300,
      coupons: [
        { code: "BITS10", lifeBitsCost: 250, canAfford: true, lifeBitsNeeded: 0, maxDiscount: 30_000 },
        { code: "BITS20", lifeBitsCost: 750, canAfford: false, lifeBitsNeeded: 450 },
      ],
    });
    const anon = await call(ctx, { method: "GET", url: "/api/gamification/lifebits/v1/coupons" });
    expect(anon.json().body.lifeBits).toBe(0);
    expect(anon.json().body.coupons[0].canAfford).toBe(false);
  });
});
