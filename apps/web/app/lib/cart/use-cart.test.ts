import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage.ts";
import type { Api } from "../api.ts";
import { hydrate } from "../state/shared-actions.ts";
import { userInitialState } from "../state/user-slice.ts";
import { makeStore } from "../store.ts";
import { rememberCoupon } from "./cart-codes.ts";
import { writeGuestCart } from "./guest-cart.ts";
import { needsBrowserPricing } from "./use-cart.ts";

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const body = { cartItemList: [], freebieItemList: [], invalidCartInfo: [], paymentTypeConfig: null };

function envWith({ loggedIn, pricedFor }: { loggedIn: boolean; pricedFor?: "IN" | "AE" }) {
  const store = makeStore({
    user: { ...userInitialState, isLoggedIn: loggedIn, userId: loggedIn ? "u1" : null },
  });
  if (pricedFor) {
    store.dispatch(hydrate({ cart: { body: body as never, market: pricedFor, refereeConfig: null } }));
  }
  return {
    api: {} as Api,
    dispatch: store.dispatch,
    getState: store.getState,
    subscribe: store.subscribe,
    storage,
  };
}

describe("needsBrowserPricing", () => {
  it("is no only for a signed-in cart the server render priced for this market", () => {
    expect(needsBrowserPricing(envWith({ loggedIn: true, pricedFor: "IN" }), "IN")).toBe(false);
    expect(needsBrowserPricing(envWith({ loggedIn: true, pricedFor: "AE" }), "IN")).toBe(true);
    expect(needsBrowserPricing(envWith({ loggedIn: true }), "IN")).toBe(true);
    expect(needsBrowserPricing(envWith({ loggedIn: false, pricedFor: "IN" }), "IN")).toBe(true);
  });

  it("is yes while this browser holds a code from a link or a visitor's cart to add", () => {
    const env = envWith({ loggedIn: true, pricedFor: "IN" });
    rememberCoupon("WELCOME10", storage);
    expect(needsBrowserPricing(env, "IN")).toBe(true);
    rememberCoupon(null, storage);
    writeGuestCart([{ skuId: "FW-HYD-100", qty: 1 }]);
    expect(needsBrowserPricing(env, "IN")).toBe(true);
  });
});
