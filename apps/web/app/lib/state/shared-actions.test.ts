import { describe, expect, it } from "vitest";
import { makeStore, setTheme } from "../store.ts";
import { setCartQuantity } from "./cart-slice.ts";
import { sameDayShipmentLoaded } from "./common-slice.ts";
import { listLoaded } from "./orders-slice.ts";
import { hydrate, resetPage } from "./shared-actions.ts";
import { loginPopupOpened, userLoaded } from "./user-slice.ts";

// Every slice of the store reacts to the shared actions it is meant to (docs/architecture.md, Boundaries).

function storeWithEverySliceChanged() {
  const store = makeStore();
  store.dispatch(setTheme("dark"));
  store.dispatch(setCartQuantity(3));
  store.dispatch(sameDayShipmentLoaded({ cutOffTimeInMiliseconds: 1, shouldDisplay: true, market: "AE" }));
  store.dispatch(listLoaded({ orders: [], nextToken: "next", skuType: "RING" }));
  store.dispatch(userLoaded({ firstName: "Asha" }));
  store.dispatch(loginPopupOpened());
  return store;
}

describe("shared actions", () => {
  it("return every slice but app to its initial state on resetPage", () => {
    const initial = makeStore().getState();
    const store = storeWithEverySliceChanged();
    const slices = Object.keys(initial) as (keyof typeof initial)[];
    // The test changes every slice first, so a slice that ignored resetPage would keep its change.
    for (const slice of slices) expect(store.getState()[slice], String(slice)).not.toEqual(initial[slice]);

    store.dispatch(resetPage());

    for (const slice of slices.filter((name) => name !== "app")) {
      expect(store.getState()[slice], String(slice)).toEqual(initial[slice]);
    }
    expect(store.getState().app.theme).toBe("dark");
  });

  it("hand each slice its own part of a page's hydration", () => {
    const store = makeStore();
    store.dispatch(hydrate({ orders: { selectedOrderId: "A", isCancelModalOpen: true } }));
    expect(store.getState().orders).toMatchObject({ selectedOrderId: "A", isCancelModalOpen: true });
    store.dispatch(hydrate({}));
    expect(store.getState().orders.selectedOrderId).toBe("A");
  });
});
