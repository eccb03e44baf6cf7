import type { Address, UserDto } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { makeStore, setTheme } from "../store.ts";
import { hydrate, resetPage } from "./shared-actions.ts";
import {
  addressesLoaded,
  boughtFailed,
  boughtLoaded,
  boughtRequested,
  firstPurchaseCompleted,
  lifeBitsLoaded,
  loggedOut,
  loginPopupOpened,
  pickDeliveryAddress,
  subscriptionsLoaded,
  userLoaded,
} from "./user-slice.ts";

const user: UserDto = {
  id: "u-asha",
  phoneNumber: "+919812345678",
  email: "asha@example.com",
  firstName: "Asha",
  lastName: "Rao",
  healthGoal: "STAY_FIT",
  isGuestUser: false,
  metaData: { firstPurchaseCompleted: true },
};

const address = (timestamp: number, defaultAddress = false): Address => ({
  timestamp,
  name: `Address ${timestamp}`,
  phoneNumber: "+919812345678",
  line1: "14, 2nd Cross",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  country: "India",
  type: "Home",
  defaultAddress,
});

describe("user slice", () => {
  it("signs the user in only when the profile has an id", () => {
    const store = makeStore();
    store.dispatch(userLoaded({ ...user, id: "" }));
    expect(store.getState().user.isLoggedIn).toBe(false);
    store.dispatch(userLoaded(user));
    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      userId: "u-asha",
      healthGoal: "STAY_FIT",
      isGuestUser: false,
      data: { firstName: "Asha" },
    });
  });

  it("keeps the first-purchase flag unless an answer carries metaData", () => {
    const store = makeStore();
    store.dispatch(userLoaded(user));
    const { metaData: _dropped, ...withoutMeta } = user;
    store.dispatch(userLoaded({ ...withoutMeta, firstName: "Asha K" }));
    expect(store.getState().user.data?.metaData.firstPurchaseCompleted).toBe(true);
    store.dispatch(firstPurchaseCompleted(undefined));
    expect(store.getState().user.data?.metaData.firstPurchaseCompleted).toBe(true);
    store.dispatch(userLoaded({ ...user, metaData: { firstPurchaseCompleted: false } }));
    expect(store.getState().user.data?.metaData.firstPurchaseCompleted).toBe(false);
  });

  it("takes addresses only from a read not older than the stored one", () => {
    const store = makeStore();
    store.dispatch(addressesLoaded({ addresses: [address(1), address(2, true)], timestamp: 2000 }));
    store.dispatch(addressesLoaded({ addresses: [address(1)], timestamp: 1000 }));
    expect(store.getState().user.addresses).toMatchObject({ lastFetchedAt: 2000, isFetched: true });
    expect(store.getState().user.addresses.data).toHaveLength(2);
    store.dispatch(addressesLoaded({ addresses: [address(3)], timestamp: 2000 }));
    expect(store.getState().user.addresses.data.map((a) => a.timestamp)).toEqual([3]);
  });

  it("takes a server render's addresses like a read of the list", () => {
    const store = makeStore();
    store.dispatch(hydrate({ addresses: { addresses: [address(1), address(2, true)], timestamp: 2000 } }));
    expect(store.getState().user.addresses).toMatchObject({ lastFetchedAt: 2000, isFetched: true });
    expect(store.getState().user.deliveryAddress?.timestamp).toBe(2);
    store.dispatch(hydrate({ addresses: { addresses: [], timestamp: 1000 } }));
    expect(store.getState().user.addresses.data).toHaveLength(2);
  });

  it("delivers to the default address, else the most recent, unless one is already chosen", () => {
    expect(pickDeliveryAddress([address(5), address(2, true), address(9)])?.timestamp).toBe(2);
    expect(pickDeliveryAddress([address(5), address(9), address(2)])?.timestamp).toBe(9);
    expect(pickDeliveryAddress([])).toBeNull();

    const store = makeStore();
    store.dispatch(addressesLoaded({ addresses: [address(5), address(9)], timestamp: 1 }));
    expect(store.getState().user.deliveryAddress?.timestamp).toBe(9);
    // A later read with a new default keeps the chosen address while it exists.
    store.dispatch(addressesLoaded({ addresses: [address(5, true), address(9)], timestamp: 2 }));
    expect(store.getState().user.deliveryAddress?.timestamp).toBe(9);
    store.dispatch(addressesLoaded({ addresses: [address(5, true)], timestamp: 3 }));
    expect(store.getState().user.deliveryAddress?.timestamp).toBe(5);
  });

  it("is a Pro user when any ongoing subscription is PRO", () => {
    const store = makeStore();
    const sub = {
      subscriptionId: "s",
      planId: "p",
      planName: "Plan",
      status: "ACTIVE",
      currentPeriod: { start: 0, end: 1, number: 1 },
      nextChargeAt: 1,
      cancelAtPeriodEnd: false,
    };
    store.dispatch(subscriptionsLoaded([{ ...sub, tier: "LITE" }]));
    expect(store.getState().user.isProUser).toBe(false);
    store.dispatch(
      subscriptionsLoaded([
        { ...sub, tier: "LITE" },
        { ...sub, tier: "PRO" },
      ]),
    );
    expect(store.getState().user.isProUser).toBe(true);
    expect(store.getState().user.ongoingSubscriptions).toHaveLength(2);
  });

  it("logout and a page reset drop all user data; the app slice stays", () => {
    const store = makeStore();
    store.dispatch(setTheme("dark"));
    store.dispatch(userLoaded(user));
    store.dispatch(lifeBitsLoaded({ total: 500, history: [] }));
    store.dispatch(loginPopupOpened({ redirectUrl: "/account" }));
    store.dispatch(loggedOut());
    expect(store.getState().user).toMatchObject({
      isLoggedIn: false,
      userId: null,
      data: null,
      userLifeBits: { total: 0, isFetched: false },
      loginPopupData: { show: false },
    });

    store.dispatch(userLoaded(user));
    store.dispatch(resetPage());
    expect(store.getState().user.isLoggedIn).toBe(false);
    expect(store.getState().app.theme).toBe("dark");
  });

  it("another user signing in does not inherit the previous one's addresses", () => {
    const store = makeStore();
    store.dispatch(userLoaded(user));
    store.dispatch(addressesLoaded({ addresses: [address(1)], timestamp: 1 }));
    store.dispatch(userLoaded({ ...user, id: "u-other" }));
    expect(store.getState().user.addresses.isFetched).toBe(false);
    expect(store.getState().user.deliveryAddress).toBeNull();
  });

  it("keeps what the shopper bought by product, and drops an answer that arrives after they left", () => {
    const store = makeStore();
    store.dispatch(userLoaded(user));
    const bought = [
      { productId: "prd-ring", lastOrderedAt: 1_700_000_000_000 },
      { productId: "prd-band", lastOrderedAt: 1_690_000_000_000 },
    ];
    // Not asked for: an answer from elsewhere is not this page's.
    store.dispatch(boughtLoaded(bought));
    expect(store.getState().user.bought).toEqual({ status: "unknown", lastOrderedAt: {} });
    store.dispatch(boughtRequested());
    store.dispatch(boughtLoaded(bought));
    expect(store.getState().user.bought).toEqual({
      status: "loaded",
      lastOrderedAt: { "prd-ring": 1_700_000_000_000, "prd-band": 1_690_000_000_000 },
    });

    // Signed out (or another shopper) while the call was out: its answer is dropped.
    store.dispatch(boughtRequested());
    store.dispatch(loggedOut());
    store.dispatch(boughtLoaded(bought));
    expect(store.getState().user.bought).toEqual({ status: "unknown", lastOrderedAt: {} });
    store.dispatch(userLoaded(user));
    store.dispatch(boughtRequested());
    store.dispatch(userLoaded({ ...user, id: "u-other" }));
    store.dispatch(boughtLoaded(bought));
    expect(store.getState().user.bought.lastOrderedAt).toEqual({});
  });

  it("asks again after a failure only once someone signs in, never in a loop for the same shopper", () => {
    const store = makeStore();
    // A shared page's call failed before anyone was known: the next sign-in asks.
    store.dispatch(boughtRequested());
    store.dispatch(boughtFailed());
    expect(store.getState().user.bought.status).toBe("unknown");
    // The signed-in shopper's own call failed: it stays failed.
    store.dispatch(userLoaded(user));
    store.dispatch(boughtRequested());
    store.dispatch(boughtFailed());
    expect(store.getState().user.bought.status).toBe("failed");
  });
});
