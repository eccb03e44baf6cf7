import { describe, expect, it } from "vitest";
import { resetPage } from "./state/shared-actions.ts";
import { makeStore, setCartQuantity, setTheme } from "./store.ts";

describe("store", () => {
  it("keeps the cart count and resets every slice except app on a page reset", () => {
    const store = makeStore();
    store.dispatch(setCartQuantity(3));
    store.dispatch(setTheme("dark"));
    expect(store.getState().cart.totalQuantityInCart).toBe(3);
    store.dispatch(resetPage());
    expect(store.getState().cart.totalQuantityInCart).toBe(0);
    expect(store.getState().app.theme).toBe("dark");
  });
  it("never stores a negative or fractional count", () => {
    const store = makeStore();
    store.dispatch(setCartQuantity(-2));
    expect(store.getState().cart.totalQuantityInCart).toBe(0);
    store.dispatch(setCartQuantity(2.7));
    expect(store.getState().cart.totalQuantityInCart).toBe(2);
  });
});
