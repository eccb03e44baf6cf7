import type { CartDto, CartItem, Market, PaymentType, RefereeConfig } from "@ojas/domain";
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { hydrate, resetPage } from "./shared-actions.ts";

type Coupon = CartDto["appliedCoupon"];
type PaymentTypeConfig = CartDto["paymentTypeConfig"];

/** A cart answer as the storefront receives it: the payment config may be missing, shipping may be junk. */
export type CartResponse = Omit<CartDto, "paymentTypeConfig" | "shippingCharges"> & {
  paymentTypeConfig: PaymentTypeConfig | null;
  shippingCharges: unknown;
};

export interface CartError {
  /** UNSERVICEABLE: the delivery pincode asked for is not served (4004); the cart is as it was. */
  code: "OUT_OF_STOCK" | "invalidCouponCode" | "FETCH_FAILED" | "OPERATION_FAILED" | "UNSERVICEABLE";
  message: string;
}

/** The cart slice (docs/product.md, client state). */
export interface CartState {
  isFetchingCartData: boolean;
  isIncreasingOrDecreasingCartItemQuantity: boolean;
  isUserCartInitialised: boolean;
  items: CartItem[];
  freebieItemList: CartDto["freebieItemList"];
  totalQuantityInCart: number;
  currency: string;
  totalBasePrice: number;
  totalDiscountPrice: number;
  totalDiscount: number;
  totalPrice: number;
  totalPayableAmountWithoutCoupon: number;
  payableAmount: number;
  couponCode: string | null;
  appliedLifeBitsCouponCode: string | null;
  couponDiscount: number;
  cartDiscount: number;
  appliedCoupon: Coupon;
  appliedLifeBitsCouponData: Coupon;
  /** The automatic offer behind cartDiscount, named in the price breakdown. */
  appliedAutomaticCoupon: Coupon;
  applicableCoupons: CartDto["applicableCoupons"];
  lifeBitCoupons: CartDto["applicableLifeBitsCoupons"];
  /** The shopper's life bits, as the cart was priced with (0 without an account). */
  lifeBitsBalance: number;
  /** Why the life-bits coupon asked for does not apply; null when it does or none was asked for. */
  lifeBitsCouponError: string | null;
  exploreOffersData: CartDto["exploreOffersSection"] | null;
  pdpNudge: CartDto["pdpNudge"];
  shippingCharges: number;
  shippingChargesTextInfo: string;
  shippingChargesBasePrice: number;
  shippingChargesDiscountedPrice: number;
  codCharges: number;
  paymentType: PaymentType;
  paymentTypeConfig: PaymentTypeConfig | null;
  pincode: string | null;
  error: CartError | null;
  couponMessage: string;
  previousCartInfo: { couponCode: string | null; couponDiscount: number; lifeBitsCouponCode: string | null };
  invalidCartInfo: CartDto["invalidCartInfo"];
  appliedReferralCode: string | null;
  referralCodeData: CartDto["appliedReferral"];
  appliedAffiliateCode: string | null;
  affiliateCodeData: CartDto["appliedAffiliate"];
  /** What the applied referral code offers (GET /api/referral/v1/referee-config). */
  refereeConfig: RefereeConfig | null;
  /** The modals a response opens; the page closes them. */
  offerAppliedModal: Coupon;
  lifeBitsOfferModal: Coupon;
  isExploreOffersOpen: boolean;
  /**
   * The market whose cart the server render priced (docs/decisions/0047): the page need not ask again
   * unless this browser holds codes or a visitor's cart to add.
   */
  pricedOnServerFor: Market | null;
}

export const cartInitial: CartState = {
  isFetchingCartData: false,
  isIncreasingOrDecreasingCartItemQuantity: false,
  isUserCartInitialised: false,
  items: [],
  freebieItemList: [],
  totalQuantityInCart: 0,
  currency: "INR",
  totalBasePrice: 0,
  totalDiscountPrice: 0,
  totalDiscount: 0,
  totalPrice: 0,
  totalPayableAmountWithoutCoupon: 0,
  payableAmount: 0,
  couponCode: null,
  appliedLifeBitsCouponCode: null,
  couponDiscount: 0,
  cartDiscount: 0,
  appliedCoupon: null,
  appliedLifeBitsCouponData: null,
  appliedAutomaticCoupon: null,
  applicableCoupons: [],
  lifeBitCoupons: [],
  lifeBitsBalance: 0,
  lifeBitsCouponError: null,
  exploreOffersData: null,
  pdpNudge: null,
  shippingCharges: 0,
  shippingChargesTextInfo: "",
  shippingChargesBasePrice: 0,
  shippingChargesDiscountedPrice: 0,
  codCharges: 0,
  paymentType: "PREPAID",
  paymentTypeConfig: null,
  pincode: null,
  error: null,
  couponMessage: "",
  previousCartInfo: { couponCode: null, couponDiscount: 0, lifeBitsCouponCode: null },
  invalidCartInfo: [],
  appliedReferralCode: null,
  referralCodeData: null,
  appliedAffiliateCode: null,
  affiliateCodeData: null,
  refereeConfig: null,
  offerAppliedModal: null,
  lifeBitsOfferModal: null,
  isExploreOffersOpen: false,
  pricedOnServerFor: null,
};

/** A cart priced during the server render (lib/cart/server-cart.ts): what the slice starts from. */
export interface CartHydration {
  body: CartResponse;
  market: Market;
  /** What the cart's referral code offers, when one applies. */
  refereeConfig: RefereeConfig | null;
}

/** What a response did besides setting state, for the caller's analytics. */
export interface CartResponseEffects {
  referralApplied: boolean;
}

/** How a cart answer changes the cart (docs/product.md, cart), as a pure function of the previous state and the answer. */
export function applyCartResponse(
  previous: CartState,
  body: CartResponse,
): { state: CartState; effects: CartResponseEffects } {
  const items = body.cartItemList.filter((item) => item.qty > 0);
  const shippingCharges = Number.isInteger(body.shippingCharges) ? (body.shippingCharges as number) : 0;
  const couponCode = body.appliedCoupon?.code ?? null;
  const lifeBitsCode = body.lifeBitsAppliedCoupon?.code ?? null;
  // The first answer only shows what the cart already held (after a reload, say): nothing newly applied.
  const loaded = previous.isUserCartInitialised;
  const newCoupon = loaded && couponCode !== null && couponCode !== previous.couponCode;
  const newLifeBits = loaded && lifeBitsCode !== null && lifeBitsCode !== previous.appliedLifeBitsCouponCode;
  let error: CartError | null = null;
  if (items.some((item) => item.isOutOfStock) || body.isAnyItemOutOfStock) {
    error = { code: "OUT_OF_STOCK", message: body.outOfStockDisplayText };
  } else if (!body.isCouponValid) {
    error = { code: "invalidCouponCode", message: body.couponMessage };
  }
  const referralValid = body.isReferralCodeValid && body.appliedReferral !== null;
  const affiliateValid = body.isAffiliateCodeValid && body.appliedAffiliate !== null;
  const state: CartState = {
    ...previous,
    isFetchingCartData: false,
    isIncreasingOrDecreasingCartItemQuantity: false,
    isUserCartInitialised: true,
    items,
    freebieItemList: body.freebieItemList,
    totalQuantityInCart: items.reduce((sum, item) => sum + item.qty, 0),
    currency: body.currency,
    totalBasePrice: body.totalBasePrice,
    totalDiscountPrice: body.totalDiscountPrice,
    totalDiscount: body.totalDiscount,
    totalPrice: body.totalPrice,
    totalPayableAmountWithoutCoupon: Math.max(0, body.totalPrice - body.totalDiscount),
    payableAmount: body.payableAmount,
    couponCode,
    couponDiscount: couponCode === null ? 0 : body.couponDiscount,
    appliedLifeBitsCouponCode: lifeBitsCode,
    cartDiscount: body.cartDiscount,
    appliedCoupon: body.appliedCoupon,
    appliedLifeBitsCouponData: body.lifeBitsAppliedCoupon,
    appliedAutomaticCoupon: body.appliedAutomaticCoupon ?? null,
    applicableCoupons: body.applicableCoupons,
    lifeBitCoupons: body.applicableLifeBitsCoupons,
    lifeBitsBalance: body.lifeBitsBalance,
    lifeBitsCouponError: body.isLifeBitsCouponValid ? null : body.lifeBitsCouponMessage,
    exploreOffersData: body.exploreOffersSection,
    pdpNudge: body.pdpNudge,
    shippingCharges,
    shippingChargesTextInfo: body.shippingChargesText,
    shippingChargesBasePrice: body.shippingChargesBasePrice,
    shippingChargesDiscountedPrice: body.shippingChargesDiscountedPrice,
    codCharges: body.codCharges,
    paymentTypeConfig: body.paymentTypeConfig,
    paymentType: body.paymentTypeConfig === null ? "PREPAID" : body.paymentType,
    pincode: body.pincode,
    error,
    couponMessage: body.couponMessage,
    previousCartInfo: {
      couponCode: previous.couponCode,
      couponDiscount: previous.couponDiscount,
      lifeBitsCouponCode: previous.appliedLifeBitsCouponCode,
    },
    invalidCartInfo: body.invalidCartInfo,
    appliedReferralCode: referralValid ? (body.appliedReferral?.code ?? null) : previous.appliedReferralCode,
    referralCodeData: referralValid ? body.appliedReferral : previous.referralCodeData,
    appliedAffiliateCode: affiliateValid ? (body.appliedAffiliate?.code ?? null) : null,
    affiliateCodeData: affiliateValid ? body.appliedAffiliate : null,
    offerAppliedModal: newCoupon ? body.appliedCoupon : previous.offerAppliedModal,
    lifeBitsOfferModal: newLifeBits ? body.lifeBitsAppliedCoupon : previous.lifeBitsOfferModal,
    isExploreOffersOpen: newCoupon ? false : previous.isExploreOffersOpen,
  };
  return { state, effects: { referralApplied: referralValid && !previous.appliedReferralCode } };
}

export const cartSlice = createSlice({
  name: "cart",
  initialState: cartInitial,
  reducers: {
    /** The header count for a cart kept only in this browser. */
    setCartQuantity(state, action: PayloadAction<number>) {
      state.totalQuantityInCart = Math.max(0, Math.floor(action.payload) || 0);
    },
    cartFetchStarted(state) {
      state.isFetchingCartData = true;
    },
    cartChangeStarted(state) {
      state.isIncreasingOrDecreasingCartItemQuantity = true;
    },
    cartReceived(state, action: PayloadAction<CartResponse>) {
      return applyCartResponse(state as CartState, action.payload).state;
    },
    /** An empty local cart: nothing to price. */
    cartCleared(state) {
      return { ...cartInitial, isUserCartInitialised: true, currency: state.currency };
    },
    cartFailed(state, action: PayloadAction<{ fetch: boolean; message: string; code?: "UNSERVICEABLE" }>) {
      state.isFetchingCartData = false;
      state.isIncreasingOrDecreasingCartItemQuantity = false;
      state.isUserCartInitialised = true;
      state.error = {
        code: action.payload.code ?? (action.payload.fetch ? "FETCH_FAILED" : "OPERATION_FAILED"),
        message: action.payload.message,
      };
    },
    setExploreOffersOpen(state, action: PayloadAction<boolean>) {
      state.isExploreOffersOpen = action.payload;
    },
    refereeConfigReceived(state, action: PayloadAction<RefereeConfig>) {
      state.refereeConfig = action.payload;
    },
    closeOfferModals(state) {
      state.offerAppliedModal = null;
      state.lifeBitsOfferModal = null;
    },
    /** A coupon the shopper already saw applied (before signing in) is not announced again. */
    couponAnnouncementSkipped(state) {
      state.offerAppliedModal = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(hydrate, (state, action) => {
        // store.ts's Hydration names this key's type. The cart as the server render priced it, nothing
        // newly applied (no offer dialog), like a first load.
        const cart = action.payload.cart as CartHydration | undefined;
        if (!cart) return state;
        const { state: priced } = applyCartResponse({ ...cartInitial, currency: state.currency }, cart.body);
        return { ...priced, refereeConfig: cart.refereeConfig, pricedOnServerFor: cart.market };
      })
      .addCase(resetPage, () => cartInitial),
});

export const {
  setCartQuantity,
  cartFetchStarted,
  cartChangeStarted,
  cartReceived,
  cartCleared,
  cartFailed,
  setExploreOffersOpen,
  refereeConfigReceived,
  closeOfferModals,
  couponAnnouncementSkipped,
} = cartSlice.actions;
