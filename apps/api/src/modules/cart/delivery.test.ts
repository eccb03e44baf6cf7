import { COD_MESSAGES } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { cartApi, indianSku, linesOf, testSku } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function cartWith(market: "IN" | "AE" | "US", skuId: string, qty = 1) {
  const { jar } = await signInByPhone(ctx);
  const api = cartApi(ctx, jar, market);
  const res = await api.add({ skuId, qty });
  expect(res.statusCode, res.body).toBe(200);
  return api;
}

describe("pincode", () => {
  it("answers 4004 for a pincode that is not serviceable, and the add changes nothing", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const api = await cartWith("IN", skuId);
    const get = await api.get("?pincode=999999");
    expect(get.statusCode).toBe(422);
    expect(get.json().error).toEqual({ code: 4004, message: "Address is not serviceable at the moment" });
    const add = await api.add({ skuId, pincode: "999999" });
    expect(add.statusCode).toBe(422);
    expect(linesOf((await api.get()).json().body)).toEqual([`${skuId} x1`]);
  });

  it("refuses a malformed pincode with fields.pincode", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const api = await cartWith("IN", skuId);
    const res = await api.get("?pincode=12ab");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pincode: "Enter a valid pincode" });
  });

  it("dates each shipped item, keeps the pincode on the cart, and an empty value removes it", async () => {
    const skuId = await indianSku(ctx, 40_000);
    const api = await cartWith("IN", skuId);
    // No pincode known yet: every line says so with null.
    expect((await api.get()).json().body.cartItemList[0]).toHaveProperty("estimatedDeliveryDate", null);
    const cart = (await api.get("?pincode=110001")).json().body;
    expect(cart.pincode).toBe("110001");
    const date = cart.cartItemList[0].estimatedDeliveryDate;
    expect(date).toBeGreaterThan(Date.now());
    const again = (await api.add({ skuId })).json().body;
    expect(again.pincode).toBe("110001");
    expect(again.cartItemList[0].estimatedDeliveryDate).toBeGreaterThanOrEqual(date);
    expect(again.cartItemList[0].estimatedDeliveryDate).toBeLessThan(date + 60_000);
    const cleared = (await api.get("?pincode=")).json().body;
    expect(cleared.pincode).toBeNull();
    expect(cleared.cartItemList[0].estimatedDeliveryDate).toBeNull();
  });

  it("serves a UAE area and a US ZIP", async () => {
    const skuId = await testSku(ctx, {
      prices: {
        AE: { base: 9_900, discount: 9_900, stock: 9 },
        US: { base: 2_900, discount: 2_900, stock: 9 },
      },
    });
    const ae = await cartWith("AE", skuId);
    expect(
      (await ae.get("?pincode=Dubai")).json().body.cartItemList[0].estimatedDeliveryDate,
    ).toBeGreaterThan(0);
    const us = await cartWith("US", skuId);
    expect((await us.get("?pincode=10001")).json().body.pincode).toBe("10001");
  });
});

describe("cash on delivery", () => {
  it("is allowed in India with its charges when chosen", async () => {
    const skuId = await indianSku(ctx, 150_000);
    const api = await cartWith("IN", skuId);
    const cart = (await api.get("?pincode=110001&paymentType=COD")).json().body;
    expect(cart).toMatchObject({
      paymentType: "COD",
      codCharges: 4_900,
      totalPrice: 150_000 + 4_900,
      payableAmount: 150_000 + 4_900,
      paymentTypeConfig: { PREPAID: { enabled: true }, COD: { enabled: true, charges: 4_900 } },
    });
    // The choice is kept on the cart.
    expect((await api.get()).json().body.paymentType).toBe("COD");
  });

  it("is refused in the UAE and the US, with the reason", async () => {
    const skuId = await testSku(ctx, {
      prices: {
        AE: { base: 30_000, discount: 30_000, stock: 9 },
        US: { base: 9_000, discount: 9_000, stock: 9 },
      },
    });
    for (const market of ["AE", "US"] as const) {
      const api = await cartWith(market, skuId);
      const cart = (await api.get("?paymentType=COD")).json().body;
      expect(cart.paymentType, market).toBe("PREPAID");
      expect(cart.codCharges).toBe(0);
      expect(cart.paymentTypeConfig.COD).toEqual({
        enabled: false,
        charges: 0,
        reason: COD_MESSAGES.NOT_IN_MARKET,
      });
    }
  });

  it("is refused for blood work, which has no delivery date", async () => {
    const api = await cartWith("IN", "BW-ESSENTIAL");
    const cart = (await api.get("?pincode=110001&paymentType=COD")).json().body;
    expect(cart.paymentType).toBe("PREPAID");
    expect(cart.paymentTypeConfig.COD.reason).toBe(COD_MESSAGES.EXCLUDED_ITEMS);
    expect(cart.cartItemList[0].estimatedDeliveryDate).toBeNull();
    expect(cart.shippingCharges).toBe(0);
  });
});

describe("shipping", () => {
  it("charges below the free-delivery threshold with its text, and is free at it", async () => {
    const below = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId: await indianSku(ctx, 99_899) }] },
    });
    expect(below.json().body).toMatchObject({
      shippingCharges: 9_900,
      shippingChargesBasePrice: 9_900,
      shippingChargesDiscountedPrice: 9_900,
      shippingChargesText: "Add ₹0.01 more for free delivery",
      totalPrice: 99_899 + 9_900,
      pdpNudge: { type: "FREE_DELIVERY", text: "Add ₹0.01 more for free delivery" },
    });
    const at = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId: await indianSku(ctx, 99_900) }] },
    });
    expect(at.json().body).toMatchObject({ shippingCharges: 0, shippingChargesText: "Free delivery" });
  });
});
