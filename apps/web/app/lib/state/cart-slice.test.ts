import type { CartItem } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { makeStore } from "../store.ts";
import {
  applyCartResponse,
  type CartResponse,
  cartFailed,
  cartInitial,
  cartReceived,
  closeOfferModals,
  refereeConfigReceived,
  setExploreOffersOpen,
} from "./cart-slice.ts";
import { hydrate, resetPage } from "./shared-actions.ts";

const item = (skuId: string, qty: number, extra: Partial<CartItem> = {}): CartItem => ({
  itemID: skuId,
  skuId,
  itemName: `Ojas ${skuId}`,
  imgURL: "/images/products/serum-amber.svg",
  subCategory: null,
  qty,
  basePrice: 149900,
  discountPrice: 129900,
  discountPercentage: 13,
  catalogDiscount: 20000 * qty,
  cartDiscount: 0,
  couponDiscount: 0,
  discount: 20000 * qty,
  finalPrice: 129900 * qty,
  estimatedDeliveryDate: null,
  isBundledSku: false,
  bundledSkuIds: [],
  bundledSkuData: [],
  freeItemCount: 0,
  isByobBundledSku: false,
  skuType: null,
  skuCategory: "SKINCARE_PRODUCT",
  stockStatus: "IN_STOCK",
  isOutOfStock: false,
  maxQty: 10,
  ...extra,
});

const welcome = {
  code: "WELCOME10",
  title: "10% off your first order",
  description: "Ten percent off your first Ojas order.",
  discountType: "PERCENTAGE" as const,
  discount: 25980,
  automatic: false,
};

const response = (extra: Partial<CartResponse> = {}): CartResponse => ({
  market: "IN",
  currency: "INR",
  cartItemList: [item("A", 2), item("B", 0), item("C", 1)],
  freebieItemList: [],
  invalidCartInfo: [],
  totalQuantityInCart: 3,
  totalBasePrice: 449700,
  totalDiscountPrice: 389700,
  totalDiscount: 60000,
  totalPrice: 449700,
  totalPayableAmountWithoutCoupon: 389700,
  payableAmount: 389700,
  cartDiscount: 0,
  couponDiscount: 0,
  couponCode: null,
  appliedCoupon: null,
  isCouponValid: true,
  couponMessage: "",
  appliedLifeBitsCouponCode: null,
  lifeBitsAppliedCoupon: null,
  isLifeBitsCouponValid: true,
  lifeBitsCouponMessage: "",
  appliedAutomaticCoupon: null,
  applicableCoupons: [],
  applicableLifeBitsCoupons: [],
  lifeBitsBalance: 0,
  exploreOffersSection: {
    title: "Offers for you",
    description: "Save more on this order",
    applicableCount: 0,
  },
  pdpNudge: null,
  shippingCharges: 0,
  shippingChargesText: "Free delivery",
  shippingChargesBasePrice: 9900,
  shippingChargesDiscountedPrice: 0,
  codCharges: 0,
  paymentType: "COD",
  paymentTypeConfig: { PREPAID: { enabled: true }, COD: { enabled: true, charges: 4900 } },
  isAnyItemOutOfStock: false,
  outOfStockDisplayText: "",
  isReferralCodeValid: false,
  appliedReferral: null,
  isAffiliateCodeValid: false,
  appliedAffiliate: null,
  pincode: null,
  ...extra,
});

describe("applyCartResponse", () => {
  it("drops items with qty 0 and counts the rest", () => {
    const { state } = applyCartResponse(cartInitial, response());
    expect(state.items.map((line) => line.skuId)).toEqual(["A", "C"]);
    expect(state.totalQuantityInCart).toBe(3);
    expect(state.isUserCartInitialised).toBe(true);
    expect(state.isFetchingCartData).toBe(false);
  });

  it("keeps the automatic offer so the breakdown can name it", () => {
    const auto5 = { ...welcome, code: "AUTO5", discount: 19485, automatic: true };
    const { state } = applyCartResponse(
      cartInitial,
      response({ cartDiscount: 19485, appliedAutomaticCoupon: auto5 }),
    );
    expect(state.appliedAutomaticCoupon).toEqual(auto5);
    expect(state.cartDiscount).toBe(19485);
    expect(applyCartResponse(state, response()).state.appliedAutomaticCoupon).toBeNull();
  });

  it("uses shipping charges only when they are an integer", () => {
    expect(applyCartResponse(cartInitial, response({ shippingCharges: 9900 })).state.shippingCharges).toBe(
      9900,
    );
    expect(applyCartResponse(cartInitial, response({ shippingCharges: 99.5 })).state.shippingCharges).toBe(0);
    expect(applyCartResponse(cartInitial, response({ shippingCharges: "99" })).state.shippingCharges).toBe(0);
    expect(applyCartResponse(cartInitial, response({ shippingCharges: null })).state.shippingCharges).toBe(0);
  });

  it("floors the amount without coupon at 0", () => {
    const { state } = applyCartResponse(cartInitial, response());
    expect(state.totalPayableAmountWithoutCoupon).toBe(389700);
    const free = applyCartResponse(cartInitial, response({ totalPrice: 1000, totalDiscount: 5000 }));
    expect(free.state.totalPayableAmountWithoutCoupon).toBe(0);
  });

  it("sets OUT_OF_STOCK with the display text when an item is sold out", () => {
    const text = "Ojas Sunscreen SPF 50 is sold out. Remove it to continue.";
    const { state } = applyCartResponse(
      cartInitial,
      response({
        cartItemList: [item("A", 1, { isOutOfStock: true, stockStatus: "OUT_OF_STOCK" })],
        isAnyItemOutOfStock: true,
        outOfStockDisplayText: text,
      }),
    );
    expect(state.error).toEqual({ code: "OUT_OF_STOCK", message: text });
  });

  it("sets invalidCouponCode with the coupon message and keeps the previous coupon info", () => {
    const applied = applyCartResponse(
      cartInitial,
      response({ appliedCoupon: welcome, couponCode: "WELCOME10", couponDiscount: 25980 }),
    ).state;
    const { state } = applyCartResponse(
      applied,
      response({
        appliedCoupon: welcome,
        couponCode: "WELCOME10",
        couponDiscount: 25980,
        isCouponValid: false,
        couponMessage: "GLOW20 is not a valid coupon",
      }),
    );
    expect(state.error).toEqual({ code: "invalidCouponCode", message: "GLOW20 is not a valid coupon" });
    expect(state.couponMessage).toBe("GLOW20 is not a valid coupon");
    expect(state.previousCartInfo).toEqual({
      couponCode: "WELCOME10",
      couponDiscount: 25980,
      lifeBitsCouponCode: null,
    });
  });

  it("falls back to PREPAID when the payment config is null", () => {
    expect(applyCartResponse(cartInitial, response()).state.paymentType).toBe("COD");
    expect(applyCartResponse(cartInitial, response({ paymentTypeConfig: null })).state.paymentType).toBe(
      "PREPAID",
    );
  });

  it("opens the offer-applied modal and closes explore offers only for a newly applied coupon", () => {
    const onLoad = applyCartResponse(cartInitial, response({ appliedCoupon: welcome })).state;
    expect(onLoad.offerAppliedModal).toBeNull();
    expect(onLoad.couponCode).toBe("WELCOME10");
    const open = { ...cartInitial, isUserCartInitialised: true, isExploreOffersOpen: true };
    const first = applyCartResponse(open, response({ appliedCoupon: welcome, couponDiscount: 25980 })).state;
    expect(first.offerAppliedModal?.code).toBe("WELCOME10");
    expect(first.isExploreOffersOpen).toBe(false);
    expect(first.couponCode).toBe("WELCOME10");
    expect(first.couponDiscount).toBe(25980);
    const again = applyCartResponse(
      { ...first, offerAppliedModal: null, isExploreOffersOpen: true },
      response({ appliedCoupon: welcome, couponDiscount: 25980 }),
    ).state;
    expect(again.offerAppliedModal).toBeNull();
    expect(again.isExploreOffersOpen).toBe(true);
  });

  it("resets the coupon code and discount when there is no coupon", () => {
    const first = applyCartResponse(
      cartInitial,
      response({ appliedCoupon: welcome, couponDiscount: 25980 }),
    ).state;
    const { state } = applyCartResponse(first, response({ couponDiscount: 500 }));
    expect(state.couponCode).toBeNull();
    expect(state.couponDiscount).toBe(0);
  });

  it("keeps the life bits balance, opens the life-bits offer modal once and says why a life-bits coupon fails", () => {
    const bits10 = { ...welcome, code: "BITS10", title: "10% off for 250 life bits", lifeBitsCost: 250 };
    const loaded = { ...cartInitial, isUserCartInitialised: true };
    const bought = applyCartResponse(
      loaded,
      response({ lifeBitsBalance: 500, appliedLifeBitsCouponCode: "BITS10", lifeBitsAppliedCoupon: bits10 }),
    ).state;
    expect(bought.lifeBitsBalance).toBe(500);
    expect(bought.appliedLifeBitsCouponCode).toBe("BITS10");
    expect(bought.lifeBitsOfferModal?.code).toBe("BITS10");
    expect(bought.offerAppliedModal).toBeNull();
    expect(bought.lifeBitsCouponError).toBeNull();
    const again = applyCartResponse(
      { ...bought, lifeBitsOfferModal: null },
      response({ lifeBitsBalance: 500, appliedLifeBitsCouponCode: "BITS10", lifeBitsAppliedCoupon: bits10 }),
    ).state;
    expect(again.lifeBitsOfferModal).toBeNull();
    const refused = applyCartResponse(
      again,
      response({
        lifeBitsBalance: 500,
        appliedLifeBitsCouponCode: "BITS20",
        isLifeBitsCouponValid: false,
        lifeBitsCouponMessage: "You need 250 more life bits to use this coupon",
      }),
    ).state;
    expect(refused.lifeBitsCouponError).toBe("You need 250 more life bits to use this coupon");
    expect(refused.appliedLifeBitsCouponData).toBeNull();
    expect(refused.error).toBeNull();
  });

  it("stores a valid referral once and clears an invalid affiliate", () => {
    const referral = {
      code: "ANANYA10",
      referrerFirstName: "Ananya",
      couponCode: "REFER15",
      message: "15% off",
    };
    const withCodes = applyCartResponse(
      cartInitial,
      response({
        isReferralCodeValid: true,
        appliedReferral: referral,
        isAffiliateCodeValid: true,
        appliedAffiliate: { code: "FITWITHRIYA", name: "Riya Menon" },
      }),
    );
    expect(withCodes.effects.referralApplied).toBe(true);
    expect(withCodes.state.appliedReferralCode).toBe("ANANYA10");
    expect(withCodes.state.appliedAffiliateCode).toBe("FITWITHRIYA");
    const next = applyCartResponse(
      withCodes.state,
      response({ isReferralCodeValid: true, appliedReferral: referral }),
    );
    expect(next.effects.referralApplied).toBe(false);
    expect(next.state.appliedAffiliateCode).toBeNull();
    expect(next.state.affiliateCodeData).toBeNull();
  });
});

describe("cart slice", () => {
  it("takes responses, failures and modal closes, and resets on a page reset", () => {
    const store = makeStore();
    store.dispatch(cartReceived(response()));
    store.dispatch(setExploreOffersOpen(true));
    store.dispatch(cartReceived(response({ appliedCoupon: welcome })));
    expect(store.getState().cart.isExploreOffersOpen).toBe(false);
    expect(store.getState().cart.offerAppliedModal?.code).toBe("WELCOME10");
    store.dispatch(closeOfferModals());
    expect(store.getState().cart.offerAppliedModal).toBeNull();
    store.dispatch(
      refereeConfigReceived({
        referralCode: "DEMOREF",
        referrer: { firstName: "Priya" },
        reward: { description: "15% off your first order", referrerLifeBits: 200 },
        coupon: null,
      }),
    );
    expect(store.getState().cart.refereeConfig?.reward.description).toBe("15% off your first order");
    store.dispatch(cartFailed({ fetch: true, message: "We could not load your cart." }));
    expect(store.getState().cart.error?.code).toBe("FETCH_FAILED");
    store.dispatch(resetPage());
    expect(store.getState().cart).toEqual(cartInitial);
  });
});

describe("cart slice: a cart priced during the server render", () => {
  it("starts from it like a first load, with the referral's offer, and remembers the market", () => {
    const store = makeStore();
    store.dispatch(cartReceived(response()));
    store.dispatch(setExploreOffersOpen(true));
    const refereeConfig = {
      referralCode: "DEMOREF",
      referrer: { firstName: "Priya" },
      reward: { description: "15% off your first order", referrerLifeBits: 200 },
      coupon: null,
    };
    store.dispatch(
      hydrate({ cart: { body: response({ appliedCoupon: welcome }), market: "AE", refereeConfig } }),
    );
    const cart = store.getState().cart;
    expect(cart.items.map((line) => line.skuId)).toEqual(["A", "C"]);
    expect(cart.couponCode).toBe("WELCOME10");
    // Already applied before this page: no offer dialog, and nothing of the previous page's state.
    expect(cart.offerAppliedModal).toBeNull();
    expect(cart.isExploreOffersOpen).toBe(false);
    expect(cart.refereeConfig).toEqual(refereeConfig);
    expect(cart.pricedOnServerFor).toBe("AE");
    store.dispatch(hydrate({ orders: {} }));
    expect(store.getState().cart).toBe(cart);
  });
});
