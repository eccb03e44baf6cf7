import { describe, expect, it } from "vitest";
import { COD_MESSAGES, codConfigFor, shippingFor } from "./delivery.ts";
import { DEMO_COD_RULES, DEMO_SHIPPING_RULES } from "./demo-coupons.ts";

const skin = ["SKINCARE_PRODUCT"] as const;

describe("shippingFor", () => {
  it("charges below the threshold and says how much more is needed", () => {
    expect(
      shippingFor(DEMO_SHIPPING_RULES.IN, { categories: [...skin], cartValue: 59_900, currency: "INR" }),
    ).toEqual({
      shippingCharges: 9_900,
      shippingChargesBasePrice: 9_900,
      shippingChargesDiscountedPrice: 9_900,
      shippingChargesTextInfo: "Add ₹400 more for free delivery",
    });
  });

  it("is free once the threshold is reached exactly, and charged one paisa below", () => {
    const at = shippingFor(DEMO_SHIPPING_RULES.IN, {
      categories: [...skin],
      cartValue: 99_900,
      currency: "INR",
    });
    expect(at).toEqual({
      shippingCharges: 0,
      shippingChargesBasePrice: 9_900,
      shippingChargesDiscountedPrice: 0,
      shippingChargesTextInfo: "Free delivery",
    });
    const below = shippingFor(DEMO_SHIPPING_RULES.IN, {
      categories: [...skin],
      cartValue: 99_899,
      currency: "INR",
    });
    expect(below.shippingCharges).toBe(9_900);
    expect(below.shippingChargesTextInfo).toBe("Add ₹0.01 more for free delivery");
  });

  it("uses each market's own rule and currency", () => {
    expect(
      shippingFor(DEMO_SHIPPING_RULES.US, { categories: [...skin], cartValue: 4_500, currency: "USD" }),
    ).toMatchObject({
      shippingCharges: 799,
      shippingChargesTextInfo: "Add $5 more for free delivery",
    });
    expect(
      shippingFor(DEMO_SHIPPING_RULES.AE, { categories: [...skin], cartValue: 15_000, currency: "AED" })
        .shippingCharges,
    ).toBe(0);
  });

  it("charges nothing for a cart with nothing to ship", () => {
    const plansOnly = shippingFor(DEMO_SHIPPING_RULES.IN, {
      categories: ["PLAN", "BLOOD_WORK"],
      cartValue: 100,
      currency: "INR",
    });
    expect(plansOnly).toMatchObject({
      shippingCharges: 0,
      shippingChargesBasePrice: 0,
      shippingChargesTextInfo: "",
    });
    expect(
      shippingFor(DEMO_SHIPPING_RULES.IN, { categories: [], cartValue: 0, currency: "INR" }).shippingCharges,
    ).toBe(0);
  });
});

describe("codConfigFor", () => {
  const cart = { categories: [...skin], cartValue: 59_900, currency: "INR" };

  it("allows COD in India with its charges", () => {
    expect(codConfigFor(DEMO_COD_RULES.IN, cart)).toEqual({ enabled: true, charges: 4_900 });
  });

  it("refuses other markets", () => {
    expect(codConfigFor(DEMO_COD_RULES.AE, { ...cart, currency: "AED" })).toEqual({
      enabled: false,
      charges: 0,
      reason: COD_MESSAGES.NOT_IN_MARKET,
    });
    expect(codConfigFor(DEMO_COD_RULES.US, { ...cart, currency: "USD" }).enabled).toBe(false);
  });

  it("refuses carts with plans or blood work", () => {
    for (const category of ["PLAN", "CGM_PLAN", "ELECTRONICS__PLAN", "BLOOD_WORK"] as const) {
      expect(
        codConfigFor(DEMO_COD_RULES.IN, { ...cart, categories: ["SKINCARE_PRODUCT", category] }).reason,
      ).toBe(COD_MESSAGES.EXCLUDED_ITEMS);
    }
  });

  it("allows the limit itself and refuses one paisa above", () => {
    expect(codConfigFor(DEMO_COD_RULES.IN, { ...cart, cartValue: 2_000_000 }).enabled).toBe(true);
    expect(codConfigFor(DEMO_COD_RULES.IN, { ...cart, cartValue: 2_000_001 }).reason).toBe(
      "Cash on delivery is available for orders up to ₹20,000",
    );
  });

  it("follows the pincode", () => {
    expect(codConfigFor(DEMO_COD_RULES.IN, { ...cart, serviceable: true, codAvailable: true }).enabled).toBe(
      true,
    );
    expect(codConfigFor(DEMO_COD_RULES.IN, { ...cart, serviceable: true, codAvailable: false }).reason).toBe(
      COD_MESSAGES.PINCODE,
    );
    expect(codConfigFor(DEMO_COD_RULES.IN, { ...cart, serviceable: false }).reason).toBe(
      COD_MESSAGES.NOT_SERVICEABLE,
    );
  });
});
