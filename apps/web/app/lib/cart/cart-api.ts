import { COUPON_MESSAGES, normaliseCouponCode, type PaymentType, type RefereeConfig } from "@ojas/domain";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { randomId, track, trackCartChange } from "../analytics.ts";
import { type Api, ApiError, INVALID_REQUEST_MESSAGE } from "../api.ts";
import {
  applyCartResponse,
  type CartResponse,
  cartChangeStarted,
  cartCleared,
  cartFailed,
  cartFetchStarted,
  cartReceived,
  couponAnnouncementSkipped,
  refereeConfigReceived,
  setCartQuantity,
} from "../state/cart-slice.ts";
import type { AppDispatch, RootState } from "../store.ts";
import { type CartCodes, forgetCartCode, readCartCodes, rememberCoupon } from "./cart-codes.ts";
import {
  addToGuestCart,
  clearGuestCart,
  guestCartMergeId,
  guestCartQuantity,
  readGuestCart,
  removeFromGuestCart,
  writeGuestCart,
} from "./guest-cart.ts";

// The cart calls (docs/api.md, cart): a signed-in shopper's (guest session included) cart lives on
// the server, which remembers its codes (docs/decisions/0007); a visitor's lives in local storage and is
// priced by anonymous-cart-checkout with the codes this browser keeps.

export interface CartEnv {
  api: Api;
  dispatch: AppDispatch;
  getState: () => RootState;
  /** The store's subscribe: a change made while the page still asks who the shopper is waits on it. */
  subscribe: (listener: () => void) => () => void;
  storage: Storage;
}

/**
 * What a load may change: a coupon typed or removed (""), a life-bits coupon bought or given back (""), a
 * payment type or a delivery pincode.
 */
export interface CartChoice {
  couponCode?: string;
  lifeBitsCouponCode?: string;
  paymentType?: PaymentType;
  pincode?: string;
}

export interface CartLine {
  skuId: string;
  byobBundledSkuIds?: string[];
}

const CODE_ERRORS: Record<number, keyof CartCodes> = { 4050: "referralCode", 4051: "affiliateCode" };
// Every cart call asks for the best automatic offer the cart qualifies for (the server does not keep the
// flag): its discount, the "Applied automatically" offers and the nudge towards the next one depend on it.
const AUTO_APPLY = { autoApplyCoupon: true } as const;
const UNSERVICEABLE = 4004;
const FALLBACK_MESSAGE = "We could not update your cart. Please try again.";

const sameCode = (a: string, b: string | undefined) =>
  b !== undefined && normaliseCouponCode(a) === normaliseCouponCode(b);

// A bare validation failure (no reason from the server) reads as the cart's own sentence.
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message !== INVALID_REQUEST_MESSAGE ? error.message : FALLBACK_MESSAGE;

function signedIn(env: CartEnv): boolean {
  return env.getState().user.isLoggedIn;
}

/**
 * Resolves once the page knows whether the shopper is signed in. On a page shared by every shopper that is
 * when the personal call answers (docs/decisions/0042): a change made before it would go to the visitor's
 * cart in this browser instead of the shopper's own.
 */
function shopperKnown(env: CartEnv): Promise<void> {
  if (!env.getState().user.isRenewing) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = env.subscribe(() => {
      if (env.getState().user.isRenewing) return;
      stop();
      resolve();
    });
  });
}

/** Runs a cart call; an ineligible referral or affiliate code shows its text, is forgotten, and the call is retried. */
async function withCodes(
  env: CartEnv,
  run: (codes: CartCodes) => Promise<CartResponse>,
): Promise<CartResponse> {
  for (let attempt = 0; ; attempt++) {
    const codes = readCartCodes(env.storage);
    try {
      return await run(codes);
    } catch (error) {
      const field = error instanceof ApiError ? CODE_ERRORS[Number(error.code)] : undefined;
      if (!field || !codes[field] || attempt > 1) throw error;
      forgetCartCode(field, env.storage);
      showSnackbar(error instanceof ApiError ? error.message : FALLBACK_MESSAGE, "error");
    }
  }
}

/**
 * Puts an answer in the store. A referral that applies for the first time is an analytics event, and what
 * it offers is fetched (applying a code also fetches the referee configuration); a
 * failure there leaves the cart as it is.
 */
async function take(env: CartEnv, body: CartResponse) {
  const { effects } = applyCartResponse(env.getState().cart, body);
  env.dispatch(cartReceived(body));
  const referralCode = body.appliedReferral?.code;
  if (!effects.referralApplied || !referralCode) return;
  track("skin_referral_applied", { referralCode });
  try {
    const config = await env.api.get<RefereeConfig>("/api/referral/v1/referee-config", { referralCode });
    env.dispatch(refereeConfigReceived(config));
  } catch {
    // The banner then shows the cart's own referral message.
  }
}

async function received(
  env: CartEnv,
  body: CartResponse,
  typedCoupon: string | undefined,
  stored: CartCodes,
) {
  const taken = take(env, body);
  // The coupon this browser kept (a visitor's, now joining the account) is not news to the shopper.
  const carried = typedCoupon === undefined && stored.couponCode;
  if (carried && sameCode(carried, body.appliedCoupon?.code)) env.dispatch(couponAnnouncementSkipped());
  if (signedIn(env)) {
    // The server cart now holds whatever applied; the link's coupon is spent either way.
    if (stored.couponCode) forgetCartCode("couponCode", env.storage);
  } else if (body.isCouponValid || typedCoupon === "") {
    rememberCoupon(body.appliedCoupon?.code ?? null, env.storage);
  }
  await taken;
}

/**
 * The cart-checkout URL. An empty code stays in the query: it is how a coupon is removed from the server
 * cart (the API client's own query builder leaves empty values out).
 */
function checkoutPath(query: Record<string, string | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/catalogue/v4/cart-checkout?${params}`;
}

/** The signed-in shopper's server cart, priced with these choices (the server keeps its codes). */
export function priceServerCart(
  api: Api,
  query: CartChoice & { referralCode?: string; affiliateCode?: string },
): Promise<CartResponse> {
  return api.get<CartResponse>(checkoutPath({ ...AUTO_APPLY, ...query }));
}

/**
 * A visitor's local cart keeps its coupon in this browser: a code typed now that is refused leaves that
 * coupon applied, and the answer says why the new one was refused, as the server cart does (decision 0007).
 */
async function keepingAppliedCoupon(
  answer: CartResponse,
  typed: string | undefined,
  kept: string | undefined,
  price: (couponCode: string) => Promise<CartResponse>,
): Promise<CartResponse> {
  if (answer.isCouponValid || !typed?.trim() || !kept) return answer;
  if (normaliseCouponCode(typed) === normaliseCouponCode(kept)) return answer;
  const withKept = await price(kept);
  if (!withKept.appliedCoupon) return answer;
  return {
    ...withKept,
    isCouponValid: false,
    couponMessage: COUPON_MESSAGES.keptInstead(
      normaliseCouponCode(typed),
      answer.couponMessage,
      withKept.appliedCoupon.code,
    ),
  };
}

/** Loads (or recomputes) the cart, with the shopper's choice applied. */
export async function loadCart(env: CartEnv, choice: CartChoice = {}): Promise<void> {
  const state = env.getState();
  const local = signedIn(env) ? [] : readGuestCart();
  if (!signedIn(env) && local.length === 0) {
    env.dispatch(cartCleared());
    return;
  }
  env.dispatch(cartFetchStarted());
  let stored: CartCodes = {};
  try {
    const body = await withCodes(env, async (codes) => {
      stored = codes;
      const common = {
        ...AUTO_APPLY,
        couponCode: choice.couponCode ?? codes.couponCode,
        lifeBitsCouponCode: choice.lifeBitsCouponCode,
        referralCode: codes.referralCode,
        affiliateCode: codes.affiliateCode,
        paymentType: choice.paymentType,
      };
      if (signedIn(env)) return priceServerCart(env.api, { ...common, pincode: choice.pincode });
      const price = (couponCode: string | undefined) =>
        env.api.post<CartResponse>("/api/catalogue/v2/anonymous-cart-checkout", {
          ...common,
          couponCode,
          paymentType: choice.paymentType ?? state.cart.paymentType,
          cartItems: local.map(({ skuId, qty, byobBundledSkuIds }) => ({ skuId, qty, byobBundledSkuIds })),
        });
      return keepingAppliedCoupon(await price(common.couponCode), choice.couponCode, codes.couponCode, price);
    });
    await received(env, body, choice.couponCode, stored);
  } catch (error) {
    // An address that cannot be delivered to is said where the address is chosen, not in a snackbar.
    if (choice.pincode && error instanceof ApiError && Number(error.code) === UNSERVICEABLE) {
      env.dispatch(cartFailed({ fetch: true, message: error.message, code: "UNSERVICEABLE" }));
      return;
    }
    env.dispatch(cartFailed({ fetch: true, message: messageOf(error) }));
    showSnackbar(messageOf(error), "error");
  }
}

/** Adds (delta > 0) or removes (delta < 0) units of a line. */
export async function changeCart(env: CartEnv, line: CartLine, delta: number): Promise<void> {
  const qty = Math.abs(Math.trunc(delta));
  if (qty === 0) return;
  await shopperKnown(env);
  if (!signedIn(env)) {
    const items = readGuestCart();
    const next =
      delta > 0
        ? addToGuestCart(items, line.skuId, qty, line.byobBundledSkuIds)
        : removeFromGuestCart(items, line.skuId, qty, line.byobBundledSkuIds);
    writeGuestCart(next);
    trackCartChange(line.skuId, delta > 0 ? qty : -qty);
    env.dispatch(setCartQuantity(guestCartQuantity(next)));
    if (env.getState().cart.isUserCartInitialised) await loadCart(env);
    return;
  }
  env.dispatch(cartChangeStarted());
  const path = delta > 0 ? "/api/catalogue/v4/add-to-cart" : "/api/catalogue/v4/remove-from-cart";
  try {
    const body = await withCodes(env, (codes) =>
      env.api.post<CartResponse>(path, {
        skuId: line.skuId,
        qty,
        byobBundledSkuIds: line.byobBundledSkuIds,
        computeCart: true,
        ...AUTO_APPLY,
        referralCode: codes.referralCode,
        affiliateCode: codes.affiliateCode,
      }),
    );
    trackCartChange(line.skuId, delta > 0 ? qty : -qty);
    await take(env, body);
  } catch (error) {
    env.dispatch(cartFailed({ fetch: false, message: messageOf(error) }));
    showSnackbar(messageOf(error), "error");
  }
}

/**
 * After sign-in: a non-empty local cart joins the server cart once (the merge id is kept with the local
 * cart, so a retry after a lost answer does not add it twice), then the local cart is cleared.
 * Returns whether it merged.
 */
export async function mergeLocalCart(env: CartEnv): Promise<boolean> {
  const items = readGuestCart();
  if (!signedIn(env) || items.length === 0) return false;
  env.dispatch(cartFetchStarted());
  try {
    const body = await env.api.post<CartResponse>("/api/catalogue/v1/merge-cart", {
      mergeId: guestCartMergeId(() => randomId(18)),
      cartItems: items.map(({ skuId, qty, byobBundledSkuIds }) => ({ skuId, qty, byobBundledSkuIds })),
    });
    clearGuestCart();
    await take(env, body);
    return true;
  } catch (error) {
    env.dispatch(cartFailed({ fetch: true, message: messageOf(error) }));
    showSnackbar(messageOf(error), "error");
    return true;
  }
}

export interface BulkEntry extends CartLine {
  qty: number;
}

/** Bulk modify: lists to increase and to decrease; only entries with qty above 0 count. */
export async function modifyCart(env: CartEnv, increase: BulkEntry[], decrease: BulkEntry[]): Promise<void> {
  const counted = (entries: BulkEntry[]) =>
    entries.filter((entry) => Number.isInteger(entry.qty) && entry.qty > 0);
  const up = counted(increase);
  const down = counted(decrease);
  if (up.length + down.length === 0) return;
  await shopperKnown(env);
  if (!signedIn(env)) {
    let items = readGuestCart();
    for (const entry of up) items = addToGuestCart(items, entry.skuId, entry.qty, entry.byobBundledSkuIds);
    for (const entry of down)
      items = removeFromGuestCart(items, entry.skuId, entry.qty, entry.byobBundledSkuIds);
    writeGuestCart(items);
    env.dispatch(setCartQuantity(guestCartQuantity(items)));
    if (env.getState().cart.isUserCartInitialised) await loadCart(env);
    return;
  }
  env.dispatch(cartChangeStarted());
  const operation = (type: "ADD" | "REMOVE") => (entry: BulkEntry) => ({
    skuId: entry.skuId,
    cartOperationType: type,
    qty: entry.qty,
    byobBundledSkuIds: entry.byobBundledSkuIds,
  });
  try {
    const body = await env.api.post<CartResponse>("/api/catalogue/v2/modify-cart", {
      computeCart: true,
      ...AUTO_APPLY,
      modifyCartOperations: [...up.map(operation("ADD")), ...down.map(operation("REMOVE"))],
    });
    await take(env, body);
  } catch (error) {
    env.dispatch(cartFailed({ fetch: false, message: messageOf(error) }));
    showSnackbar(messageOf(error), "error");
  }
}
