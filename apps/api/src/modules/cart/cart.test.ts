import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { skuPrices } from "../catalogue/tables.ts";
import { cartApi, guest, indianSku, linesOf, testSku } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function signedInCart(market: "IN" | "AE" | "US" = "IN") {
  const { jar, user } = await signInByPhone(ctx);
  return { api: cartApi(ctx, jar, market), user };
}

describe("GET /api/catalogue/v4/cart-checkout", () => {
  it("needs a session (guest or signed in)", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/catalogue/v4/cart-checkout" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(4011);
  });

  it("answers an empty cart with every response field", async () => {
    const { jar } = await guest(ctx);
    const res = await cartApi(ctx, jar).get();
    expect(res.statusCode).toBe(200);
    const cart = res.json().body;
    for (const field of [
      "cartItemList",
      "freebieItemList",
      "currency",
      "totalBasePrice",
      "totalDiscountPrice",
      "totalDiscount",
      "totalPrice",
      "pdpNudge",
      "appliedCoupon",
      "lifeBitsAppliedCoupon",
      "isCouponValid",
      "applicableCoupons",
      "applicableLifeBitsCoupons",
      "exploreOffersSection",
      "couponDiscount",
      "cartDiscount",
      "shippingCharges",
      "couponMessage",
      "isAnyItemOutOfStock",
      "outOfStockDisplayText",
      "isReferralCodeValid",
      "appliedReferral",
      "isAffiliateCodeValid",
      "appliedAffiliate",
      "shippingChargesText",
      "shippingChargesBasePrice",
      "shippingChargesDiscountedPrice",
      "codCharges",
      "paymentTypeConfig",
      "payableAmount",
    ]) {
      expect(cart, field).toHaveProperty(field);
    }
    expect(cart).toMatchObject({
      cartItemList: [],
      currency: "INR",
      totalPrice: 0,
      payableAmount: 0,
      isCouponValid: true,
      paymentType: "PREPAID",
    });
  });
});

describe("POST /api/catalogue/v4/add-to-cart", () => {
  it("adds one unit by default, adds up on the same sku, and prices on the server", async () => {
    const skuId = await testSku(ctx, { prices: { IN: { base: 150_000, discount: 120_000, stock: 40 } } });
    const { api } = await signedInCart();
    const first = await api.add({ skuId, computeCart: true, basePrice: 1, discountPrice: 1 });
    expect(first.statusCode).toBe(200);
    expect(linesOf(first.json().body)).toEqual([`${skuId} x1`]);
    const cart = (await api.add({ skuId, qty: 2 })).json().body;
    expect(linesOf(cart)).toEqual([`${skuId} x3`]);
    expect(cart).toMatchObject({
      totalBasePrice: 450_000,
      totalDiscountPrice: 360_000,
      totalDiscount: 90_000,
      totalPrice: 450_000,
      shippingCharges: 0,
      payableAmount: 360_000,
      totalQuantityInCart: 3,
    });
    expect(cart.cartItemList[0]).toMatchObject({
      itemID: skuId,
      basePrice: 150_000,
      discountPrice: 120_000,
      discountPercentage: 20,
      maxQty: 10,
      stockStatus: "IN_STOCK",
      isOutOfStock: false,
    });
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x3`]);
  });

  it("answers the full cart even when computeCart is false", async () => {
    const skuId = await indianSku(ctx, 50_000);
    const { api } = await signedInCart();
    const cart = (await api.add({ skuId, computeCart: false })).json().body;
    expect(cart).toMatchObject({ totalBasePrice: 50_000, payableAmount: 59_900 });
  });

  it("keeps one cart per market", async () => {
    const skuId = await testSku(ctx, {
      prices: {
        IN: { base: 90_000, discount: 90_000, stock: 5 },
        AE: { base: 4_000, discount: 4_000, stock: 5 },
      },
    });
    const { jar } = await signInByPhone(ctx);
    await cartApi(ctx, jar, "IN").add({ skuId, qty: 2 });
    const ae = (await cartApi(ctx, jar, "AE").get()).json().body;
    expect(ae).toMatchObject({ currency: "AED", cartItemList: [] });
    expect(linesOf((await cartApi(ctx, jar, "IN").get()).json().body)).toEqual([`${skuId} x2`]);
  });

  it.each([
    [{ qty: -1 }, "qty"],
    [{ qty: 0 }, "qty"],
    [{ qty: 1.5 }, "qty"],
    [{ qty: 11 }, "qty"],
    [{ qty: "2" }, "qty"],
  ])("refuses %o with 4000 and changes nothing", async (bad, field) => {
    const skuId = await indianSku(ctx, 40_000);
    const { api } = await signedInCart();
    await api.add({ skuId });
    const res = await api.add({ skuId, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(4000);
    expect(res.json().error.fields).toHaveProperty(field);
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x1`]);
  });

  it("refuses more than 10 of one line in total", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const { api } = await signedInCart();
    await api.add({ skuId, qty: 8 });
    const res = await api.add({ skuId, qty: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ qty: "You can add up to 10 of an item" });
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x8`]);
  });

  it("refuses an unknown sku and another market's sku with fields.skuId", async () => {
    const { api: us } = await signedInCart("US");
    const unknown = await us.add({ skuId: "NO-SUCH-SKU" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 4000,
      fields: { skuId: "This item is no longer sold in United States" },
    });
    // The probiotic is sold in India and the UAE only.
    const elsewhere = await us.add({ skuId: "NUT-PROBIO-30" });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toHaveProperty("skuId");
    expect((await us.get()).json().body.cartItemList).toEqual([]);
  });

  it("refuses to promise more than the stock with 4010 and the item's text", async () => {
    const skuId = await indianSku(ctx, 30_000, 3, { name: "Cast Iron Kettlebell 16 kg" });
    const { api } = await signedInCart();
    expect((await api.add({ skuId, qty: 2 })).statusCode).toBe(200);
    const res = await api.add({ skuId, qty: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 4010,
      message: "Only 3 units of Cast Iron Kettlebell 16 kg are available",
    });
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x2`]);
  });

  it("refuses sold-out and coming-soon items", async () => {
    const soldOut = await indianSku(ctx, 30_000, 0, { name: "Adjustable Dumbbell 20 kg" });
    const soon = await testSku(ctx, {
      name: "Smart Jump Rope",
      prices: { IN: { base: 20_000, discount: 20_000, stock: 0, comingSoon: true } },
    });
    const { api } = await signedInCart();
    const a = await api.add({ skuId: soldOut });
    expect(a.statusCode).toBe(409);
    expect(a.json().error.message).toBe("Adjustable Dumbbell 20 kg is out of stock");
    expect((await api.add({ skuId: soon })).json().error.message).toBe("Smart Jump Rope is coming soon");
  });

  it("counts a bundle's parts against their stock, together with the same parts elsewhere in the cart", async () => {
    const band = await indianSku(ctx, 10_000, 4, { name: "Loop Band" });
    const mat = await indianSku(ctx, 20_000, 6, { name: "Travel Yoga Mat" });
    const bundle = await testSku(ctx, {
      name: "Travel Workout Kit",
      bundleParts: [band, mat],
      prices: { IN: { base: 30_000, discount: 25_000, stock: 0 } },
    });
    const { api } = await signedInCart();
    const cart = (await api.add({ skuId: bundle, qty: 3 })).json().body;
    expect(cart.cartItemList[0]).toMatchObject({
      isBundledSku: true,
      bundledSkuIds: [band, mat],
      maxQty: 4,
      bundledSkuData: [
        { skuId: band, name: "Loop Band" },
        { skuId: mat, name: "Travel Yoga Mat" },
      ],
    });
    // 3 bands are in the bundle already: only one more can be promised on its own.
    expect((await api.add({ skuId: band })).statusCode).toBe(200);
    const over = await api.add({ skuId: band });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe("Only 1 unit of Loop Band is available");
  });

  it("adds ten units from ten concurrent requests without losing one", async () => {
    const skuId = await indianSku(ctx, 25_000, 100);
    const { api } = await signedInCart();
    const results = await Promise.all(Array.from({ length: 10 }, () => api.add({ skuId })));
    expect(results.map((r) => r.statusCode)).toEqual(new Array(10).fill(200));
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x10`]);
  });
});

describe("build-your-own bundles", () => {
  const byob = {
    pickCount: 3,
    discountPercentage: 20,
    allowedProductTypes: ["serum", "sunscreen"],
    allowRepeats: false,
  };

  async function makeBundle(allowRepeats = false) {
    const skin = (name: string, price: number, stock: number, productType = "serum") =>
      indianSku(ctx, price, stock, { name, category: "SKINCARE_PRODUCT", productType });
    const a = await skin("Peptide Firming Serum", 80_000, 20);
    const b = await skin("Retinal Night Serum", 90_000, 2);
    const c = await skin("Invisible Gel Sunscreen SPF 50", 50_000, 20, "sunscreen");
    const wash = await skin("Oat Cream Cleanser", 40_000, 20, "facewash");
    const bundle = await testSku(ctx, {
      name: "Build your own serum bundle",
      category: "SKINCARE_PRODUCT",
      attributes: { byob: { ...byob, allowRepeats } },
      prices: { IN: { base: 1, discount: 1, stock: 0 } },
    });
    return { a, b, c, wash, bundle };
  }

  it("prices the picks less the bundle discount and matches picks in any order", async () => {
    const { a, b, c, bundle } = await makeBundle();
    const { api } = await signedInCart();
    await api.add({ skuId: bundle, byobBundledSkuIds: [a, b, c] });
    const cart = (await api.add({ skuId: bundle, byobBundledSkuIds: [c, a, b] })).json().body;
    expect(cart.cartItemList).toHaveLength(1);
    expect(cart.cartItemList[0]).toMatchObject({
      qty: 2,
      isByobBundledSku: true,
      byobBundleSkuId: bundle,
      byobBundledSkuIds: [a, b, c].sort(),
      basePrice: 220_000,
      discountPrice: 176_000,
      maxQty: 2,
    });
    // The retinal serum has two units: a third bundle is refused by that pick.
    const over = await api.add({ skuId: bundle, byobBundledSkuIds: [a, b, c] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe("Only 2 units of Build your own serum bundle are available");
    // Removing by the same picks in another order finds the line.
    const removed = (await api.remove({ skuId: bundle, qty: 2, byobBundledSkuIds: [b, c, a] })).json().body;
    expect(removed.cartItemList).toEqual([]);
  });

  it("refuses picks that do not make the bundle", async () => {
    const { a, b, c, wash, bundle } = await makeBundle();
    const { api } = await signedInCart();
    const cases: [string[] | undefined, string][] = [
      [[a, b], "Pick 3 products for Build your own serum bundle"],
      [undefined, "Pick 3 products for Build your own serum bundle"],
      [[a, a, b], "Pick 3 different products for Build your own serum bundle"],
      [[a, b, wash], "Oat Cream Cleanser cannot be part of Build your own serum bundle"],
      [[a, b, "NO-SUCH-SKU"], "One of the picked products is not sold here"],
    ];
    for (const [picks, reason] of cases) {
      const res = await api.add({ skuId: bundle, ...(picks ? { byobBundledSkuIds: picks } : {}) });
      expect(res.statusCode, reason).toBe(400);
      // The shopper reads why, not "Invalid request body".
      expect(res.json().error).toEqual({
        code: 4000,
        message: reason,
        fields: { byobBundledSkuIds: reason },
      });
    }
    const plain = await api.add({ skuId: c, byobBundledSkuIds: [a, b, c] });
    expect(plain.json().error.fields.byobBundledSkuIds).toMatch(/is not a build-your-own bundle$/);
    expect((await api.get()).json().body.cartItemList).toEqual([]);
  });

  it("refuses a bundle one of whose picks is out of stock (4010), naming the pick", async () => {
    const { a, c, bundle } = await makeBundle();
    const gone = await indianSku(ctx, 70_000, 0, {
      name: "Sold Out Serum",
      category: "SKINCARE_PRODUCT",
      productType: "serum",
    });
    const { api } = await signedInCart();
    const res = await api.add({ skuId: bundle, byobBundledSkuIds: [a, gone, c] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 4010,
      message: "Sold Out Serum in Build your own serum bundle is out of stock",
    });
    expect((await api.get()).json().body.cartItemList).toEqual([]);
  });

  it("allows the same pick twice when the bundle says so, counting both against its stock", async () => {
    const { a, b, bundle } = await makeBundle(true);
    const { api } = await signedInCart();
    const ok = await api.add({ skuId: bundle, byobBundledSkuIds: [b, b, a] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().body.cartItemList[0].maxQty).toBe(1);
    expect((await api.add({ skuId: bundle, byobBundledSkuIds: [b, b, a] })).statusCode).toBe(409);
  });
});

describe("POST /api/catalogue/v4/remove-from-cart", () => {
  it("decrements, drops the line at zero and leaves a missing line alone", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const other = await indianSku(ctx, 60_000);
    const { api } = await signedInCart();
    await api.add({ skuId, qty: 3 });
    await api.add({ skuId: other });
    expect(linesOf((await api.remove({ skuId })).json().body)).toEqual([`${skuId} x2`, `${other} x1`]);
    expect(linesOf((await api.remove({ skuId, qty: 5 })).json().body)).toEqual([`${other} x1`]);
    const again = await api.remove({ skuId });
    expect(again.statusCode).toBe(200);
    expect(linesOf(again.json().body)).toEqual([`${other} x1`]);
  });

  it("removes an item no longer sold, which the cart lists as invalid", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const { api } = await signedInCart();
    await api.add({ skuId, qty: 2 });
    await ctx.deps.db.delete(skuPrices).where(eq(skuPrices.skuId, skuId));
    const cart = (await api.get()).json().body;
    expect(cart.cartItemList).toEqual([]);
    expect(cart.invalidCartInfo).toEqual([{ skuId, qty: 2, reason: "This item is no longer sold in India" }]);
    expect((await api.remove({ skuId, qty: 2 })).json().body.invalidCartInfo).toEqual([]);
  });
});

describe("POST /api/catalogue/v2/modify-cart", () => {
  it("applies adds and removes in order, skipping qty 0", async () => {
    const a = await indianSku(ctx, 40_000);
    const b = await indianSku(ctx, 50_000);
    const { api } = await signedInCart();
    await api.add({ skuId: a, qty: 2 });
    const res = await api.modify({
      computeCart: true,
      modifyCartOperations: [
        { skuId: b, cartOperationType: "ADD", qty: 3 },
        { skuId: a, cartOperationType: "REMOVE", qty: 1 },
        { skuId: a, cartOperationType: "REMOVE", qty: 0 },
        { skuId: b, cartOperationType: "ADD", qty: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.json().body)).toEqual([`${a} x1`, `${b} x3`]);
  });

  it("changes nothing when one operation is refused", async () => {
    const a = await indianSku(ctx, 40_000);
    const scarce = await indianSku(ctx, 50_000, 1);
    const { api } = await signedInCart();
    await api.add({ skuId: a });
    const res = await api.modify({
      modifyCartOperations: [
        { skuId: a, cartOperationType: "ADD", qty: 2 },
        { skuId: scarce, cartOperationType: "ADD", qty: 2 },
      ],
    });
    expect(res.statusCode).toBe(409);
    const unknown = await api.modify({
      modifyCartOperations: [
        { skuId: a, cartOperationType: "REMOVE", qty: 1 },
        { skuId: "NO-SUCH-SKU", cartOperationType: "ADD", qty: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(["modifyCartOperations/1/skuId"]);
    const negative = await api.modify({
      modifyCartOperations: [{ skuId: a, cartOperationType: "ADD", qty: -2 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(linesOf((await api.get()).json().body)).toEqual([`${a} x1`]);
  });
});

describe("POST /api/catalogue/v2/anonymous-cart-checkout", () => {
  it("prices the cart in the body without a session and stores nothing", async () => {
    const skuId = await indianSku(ctx, 45_000);
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId, qty: 2 }, { skuId }, { skuId: "NO-SUCH-SKU", qty: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json().body;
    expect(linesOf(cart)).toEqual([`${skuId} x3`]);
    expect(cart).toMatchObject({ totalBasePrice: 135_000, payableAmount: 135_000 });
    expect(cart.invalidCartInfo).toEqual([
      { skuId: "NO-SUCH-SKU", qty: 1, reason: "This item is no longer sold in India" },
    ]);
  });

  it("flags out-of-stock lines with the display text", async () => {
    const skuId = await indianSku(ctx, 45_000, 2, { name: "Foam Roller" });
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId, qty: 3 }] },
    });
    expect(res.json().body).toMatchObject({
      isAnyItemOutOfStock: true,
      outOfStockDisplayText:
        "Only 2 units of Foam Roller are available. Please update your cart to continue.",
    });
  });

  it("counts the same line given twice as one, up to 10 units", async () => {
    const skuId = await indianSku(ctx, 45_000);
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: {
        cartItems: [
          { skuId, qty: 6 },
          { skuId, qty: 5 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ "cartItems/1/qty": "You can add up to 10 of an item" });
  });

  it("refuses bad quantities", async () => {
    for (const qty of [0, -1, 2.5, 11]) {
      const res = await call(ctx, {
        method: "POST",
        url: "/api/catalogue/v2/anonymous-cart-checkout",
        payload: { cartItems: [{ skuId: "SE-NIA-30", qty }] },
      });
      expect(res.statusCode, String(qty)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(["cartItems/0/qty"]);
    }
  });
});
