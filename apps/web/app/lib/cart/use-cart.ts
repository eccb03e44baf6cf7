import type { Market } from "@ojas/domain";
import { useEffect, useMemo } from "react";
import { useStore } from "react-redux";
import { useLocation } from "react-router";
import { useApi } from "../auth/auth-api.ts";
import { stripMarketPrefix, useMarket } from "../market.ts";
import { setCartQuantity } from "../state/cart-slice.ts";
import { type AppStore, useAppSelector } from "../store.ts";
import { type CartEnv, loadCart, mergeLocalCart } from "./cart-api.ts";
import { captureCartCodes, readCartCodes } from "./cart-codes.ts";
import { guestCartQuantity, readGuestCart } from "./guest-cart.ts";

/** What the cart calls need, for components (the browser only: it reads local storage). */
export function useCartEnv(): () => CartEnv {
  const api = useApi();
  const store = useStore() as AppStore;
  return useMemo(
    () => () => ({
      api,
      dispatch: store.dispatch,
      getState: store.getState,
      subscribe: store.subscribe,
      storage: window.localStorage,
    }),
    [api, store],
  );
}

/**
 * Whether the cart must be priced in the browser: yes unless the server render priced this shopper's
 * cart for this market (docs/decisions/0047) and this browser holds no codes from a link and no visitor's
 * cart to add, which only a browser call can bring in.
 */
export function needsBrowserPricing(env: CartEnv, market: Market): boolean {
  const { cart, user } = env.getState();
  if (!user.isLoggedIn || cart.pricedOnServerFor !== market) return true;
  const codes = readCartCodes(env.storage);
  return Boolean(codes.couponCode || codes.referralCode || codes.affiliateCode) || readGuestCart().length > 0;
}

/**
 * At app start (docs/product.md): codes from the link are kept; a signed-in shopper's local cart is merged
 * once and their cart loaded (except on /cart, which loads it itself); a visitor's count comes from local
 * storage, also when another tab changes it.
 */
export function CartSync() {
  const cartEnv = useCartEnv();
  const { pathname, search } = useLocation();
  const onCartPage = stripMarketPrefix(pathname) === "/cart";
  const market = useMarket();
  const { isLoggedIn, userId } = useAppSelector((state) => state.user);

  useEffect(() => {
    captureCartCodes(search, window.localStorage);
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per shopper and market, not per page
  useEffect(() => {
    const env = cartEnv();
    if (!isLoggedIn) {
      const sync = () => env.dispatch(setCartQuantity(guestCartQuantity(readGuestCart())));
      sync();
      window.addEventListener("storage", sync);
      return () => window.removeEventListener("storage", sync);
    }
    if (!needsBrowserPricing(env, market)) return undefined;
    void mergeLocalCart(env).then((merged) => {
      if (!merged && !onCartPage) void loadCart(env);
    });
    return undefined;
  }, [cartEnv, isLoggedIn, userId]);
  return null;
}
