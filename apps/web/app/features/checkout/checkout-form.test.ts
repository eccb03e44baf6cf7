import { describe, expect, it } from "vitest";
import {
  buyNowHref,
  buyNowProductFor,
  checkoutSourceFrom,
  emptyGifting,
  orderBody,
  validateContact,
  validateGifting,
} from "./checkout-form.ts";

const gift = {
  type: "GIFTING" as const,
  recipientName: "Meera",
  recipientPhone: "9876543210",
  message: "Happy birthday!",
  senderName: "Asha",
};

describe("checkout form", () => {
  it("asks nothing more for an order for oneself, and the recipient and sender for a gift", () => {
    expect(validateGifting("IN", emptyGifting())).toEqual({});
    expect(validateGifting("IN", gift)).toEqual({});
    const errors = validateGifting("IN", {
      ...gift,
      recipientName: " ",
      recipientPhone: "12345",
      senderName: "",
    });
    expect(Object.keys(errors).sort()).toEqual(["recipientName", "recipientPhone", "senderName"]);
    expect(validateGifting("US", { ...gift, recipientPhone: "9876543210" }).recipientPhone).toBeUndefined();
    expect(validateGifting("AE", gift).recipientPhone).toBe(
      "Enter a valid United Arab Emirates mobile number",
    );
  });

  it("takes an optional email from a guest, checked when given", () => {
    expect(validateContact({ email: "" })).toEqual({});
    expect(validateContact({ email: "asha@example.com" })).toEqual({});
    expect(validateContact({ email: "asha@" }).email).toBeDefined();
  });

  it("builds the create body: a saved address by timestamp, codes only when present, the automatic offer asked for as the cart was", () => {
    const body = orderBody(
      {
        market: "IN",
        paymentType: "COD",
        delivery: { kind: "saved", timestamp: 1700 },
        gifting: emptyGifting(),
        expectedPayableAmount: 129900,
      },
      { couponCode: "FLAT200", lifeBitsCouponCode: null, referralCode: " ", affiliateCode: undefined },
    );
    expect(body).toEqual({
      paymentType: "COD",
      addressTimestamp: 1700,
      couponCode: "FLAT200",
      lifeBitsCouponCode: undefined,
      referralCode: undefined,
      affiliateCode: undefined,
      autoApplyCoupon: true,
      gifting: { type: "SELF" },
      expectedPayableAmount: 129900,
    });
  });

  it("sends a guest's address with their email, and a gift's recipient and sender", () => {
    const body = orderBody(
      {
        market: "IN",
        paymentType: "PREPAID",
        delivery: {
          kind: "entered",
          fields: {
            name: "Asha Rao",
            phoneNumber: "9876543210",
            countryCode: "+91",
            line1: "12 MG Road",
            city: "Bengaluru",
            state: "Karnataka",
            pincode: "560001",
            country: "India",
            type: "Home",
            defaultAddress: false,
          },
        },
        gifting: { ...gift, message: "  " },
        contact: { email: " asha@example.com " },
        expectedPayableAmount: 5000,
      },
      {},
    );
    expect(body).toMatchObject({
      address: { name: "Asha Rao", pincode: "560001", emailId: "asha@example.com" },
      gifting: {
        type: "GIFTING",
        recipient: { name: "Meera", phoneNumber: "9876543210" },
        sender: { name: "Asha" },
      },
    });
    expect(body).not.toHaveProperty("addressTimestamp");
    expect(body.gifting).not.toHaveProperty("recipient.message");
  });

  it("reads a buy-now checkout from its link, and falls back to the cart for anything else", () => {
    const href = buyNowHref("Ring", "RING-SV-8");
    expect(href).toBe("/checkout?buyNow=Ring&skuId=RING-SV-8");
    expect(checkoutSourceFrom(new URL(`http://x${href}`).searchParams)).toEqual({
      kind: "buy-now",
      product: "Ring",
      skuId: "RING-SV-8",
      qty: 1,
    });
    expect(checkoutSourceFrom(new URLSearchParams("buyNow=Skin&skuId=SE-1&qty=99"))).toMatchObject({
      qty: 10,
    });
    expect(checkoutSourceFrom(new URLSearchParams("buyNow=Plane&skuId=X"))).toEqual({ kind: "cart" });
    expect(checkoutSourceFrom(new URLSearchParams("buyNow=Ring&skuId=../x"))).toEqual({ kind: "cart" });
    expect(checkoutSourceFrom(new URLSearchParams(""))).toEqual({ kind: "cart" });
  });

  it("offers buy now for the ring, skin care, the smart scale and the CGM", () => {
    expect(buyNowProductFor("ELECTRONICS")).toBe("Ring");
    expect(buyNowProductFor("SKINCARE_PRODUCT")).toBe("Skin");
    expect(buyNowProductFor("SMART_SCALE")).toBe("SmartScale");
    expect(buyNowProductFor("CGM")).toBe("Cgm");
    expect(buyNowProductFor("NUTRITION_PRODUCT")).toBeNull();
  });
});
