import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage.ts";
import { track, trackCartChange } from "../analytics.ts";
import { type Api, ApiError, INVALID_REQUEST_MESSAGE } from "../api.ts";
import { cartReceived } from "../state/cart-slice.ts";
import { sessionRenewalEnded, userInitialState, userLoaded } from "../state/user-slice.ts";
import { makeStore } from "../store.ts";
import { type CartEnv, changeCart, loadCart, mergeLocalCart, modifyCart } from "./cart-api.ts";
import { CART_MERGE_ID_KEY, readGuestCart } from "./guest-cart.ts";

vi.mock("../analytics.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../analytics.ts")>()),
  track: vi.fn(),
  trackCartChange: vi.fn(),
}));

const cartBody = (skuIds: string[], extra: Record<string, unknown> = {}) => ({
  currency: "INR",
  cartItemList: skuIds.map((skuId) => ({ skuId, itemID: skuId, qty: 1, isOutOfStock: false })),
  freebieItemList: [],
  invalidCartInfo: [],
  totalPrice: 129900,
  totalDiscount: 0,
  appliedCoupon: null,
  lifeBitsAppliedCoupon: null,
  isCouponValid: true,
  couponMessage: "",
  paymentType: "PREPAID",
  paymentTypeConfig: null,
  isAnyItemOutOfStock: false,
  shippingCharges: 0,
  ...extra,
});

type Call = { method: string; path: string; payload: unknown };

function fakeApi(answer: (call: Call) => unknown): { api: Api; calls: Call[] } {
  const calls: Call[] = [];
  const run = async (method: string, path: string, payload: unknown) => {
    const call = { method, path, payload };
    calls.push(call);
    return answer(call);
  };
  const api = {
    get: (path: string, query?: unknown) => run("GET", path, query),
    post: (path: string, body?: unknown) => run("POST", path, body),
    put: (path: string, body?: unknown) => run("PUT", path, body),
    delete: (path: string, query?: unknown) => run("DELETE", path, query),
  } as Api;
  return { api, calls };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

/** isRenewing: the page still asks who the shopper is (the personal call has not answered). */
function env(api: Api, loggedIn = false, isRenewing = false): CartEnv {
  const store = makeStore({
    user: { ...userInitialState, isLoggedIn: loggedIn, userId: loggedIn ? "u1" : null, isRenewing },
  });
  return { api, dispatch: store.dispatch, getState: store.getState, subscribe: store.subscribe, storage };
}

describe("cart calls", () => {
  it("marks an empty local cart loaded without calling the API", async () => {
    const { api, calls } = fakeApi(() => cartBody([]));
    const e = env(api);
    await loadCart(e);
    expect(calls).toEqual([]);
    expect(e.getState().cart.isUserCartInitialised).toBe(true);
  });

  it("prices a visitor's local cart with the kept codes", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "SS-TNT-50", qty: 2 }]));
    storage.setItem("affiliate_code", "FITWITHRIYA");
    const { api, calls } = fakeApi(() => cartBody(["SS-TNT-50"]));
    const e = env(api);
    await loadCart(e, { couponCode: "WELCOME10" });
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: {
        cartItems: [{ skuId: "SS-TNT-50", qty: 2 }],
        couponCode: "WELCOME10",
        affiliateCode: "FITWITHRIYA",
        autoApplyCoupon: true,
      },
    });
    expect(e.getState().cart.items).toHaveLength(1);
  });

  it("keeps a visitor's applied coupon when another code is refused, and says why", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "A", qty: 1 }]));
    storage.setItem("coupon_code", "FLAT200");
    const flat200 = { code: "FLAT200", title: "₹200 off", discountType: "ABSOLUTE", discount: 20000 };
    const { api, calls } = fakeApi((call) =>
      (call.payload as { couponCode?: string }).couponCode === "EXPIRED50"
        ? cartBody(["A"], {
            isCouponValid: false,
            couponMessage: "Coupon has expired",
            couponCode: "EXPIRED50",
          })
        : cartBody(["A"], { appliedCoupon: flat200, couponCode: "FLAT200", couponDiscount: 20000 }),
    );
    const e = env(api);
    await loadCart(e);
    await loadCart(e, { couponCode: "EXPIRED50" });
    expect(calls.map((c) => (c.payload as { couponCode?: string }).couponCode)).toEqual([
      "FLAT200",
      "EXPIRED50",
      "FLAT200",
    ]);
    const { cart } = e.getState();
    expect(cart.couponCode).toBe("FLAT200");
    expect(cart.appliedCoupon?.code).toBe("FLAT200");
    expect(cart.couponDiscount).toBe(20000);
    expect(cart.error).toEqual({
      code: "invalidCouponCode",
      message: "EXPIRED50 was not applied: Coupon has expired. FLAT200 is still applied.",
    });
    expect(storage.getItem("coupon_code")).toBe("FLAT200");
  });

  it("forgets an ineligible referral code and prices again without it", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "A", qty: 1 }]));
    storage.setItem("referral_code", "ANANYA10");
    const { api, calls } = fakeApi((call) => {
      if ((call.payload as { referralCode?: string }).referralCode) {
        throw new ApiError(400, 4050, "You are not eligible for a referral discount");
      }
      return cartBody(["A"]);
    });
    await loadCart(env(api));
    expect(calls).toHaveLength(2);
    expect(storage.getItem("referral_code")).toBeNull();
  });

  it("asks the signed-in cart for coupons with automatic offers on, and removes them with an empty code", async () => {
    const { api, calls } = fakeApi(() => cartBody(["A"]));
    const e = env(api, true);
    await loadCart(e, { lifeBitsCouponCode: "BITS10" });
    await loadCart(e, { lifeBitsCouponCode: "" });
    await loadCart(e, { couponCode: "" });
    const queries = calls.map((c) => {
      const [path, query] = c.path.split("?");
      expect([c.method, path]).toEqual(["GET", "/api/catalogue/v4/cart-checkout"]);
      return Object.fromEntries(new URLSearchParams(query));
    });
    expect(queries).toEqual([
      { autoApplyCoupon: "true", lifeBitsCouponCode: "BITS10" },
      { autoApplyCoupon: "true", lifeBitsCouponCode: "" },
      { autoApplyCoupon: "true", couponCode: "" },
    ]);
  });

  it("does not announce again the coupon a visitor applied once it joins the account after sign-in", async () => {
    storage.setItem("coupon_code", "WELCOME10");
    const welcome = { code: "WELCOME10", title: "10% off your first order", discount: 5990 };
    const { api } = fakeApi((call) =>
      call.path.includes("couponCode=WELCOME10") || call.path.includes("couponCode=SAVE5")
        ? cartBody(["A"], {
            appliedCoupon: call.path.includes("SAVE5") ? { ...welcome, code: "SAVE5" } : welcome,
          })
        : cartBody(["A"]),
    );
    const e = env(api, true);
    // Signed in: the joined cart holds no coupon yet.
    e.dispatch(cartReceived(cartBody(["A"]) as never));
    await loadCart(e);
    expect(e.getState().cart.couponCode).toBe("WELCOME10");
    expect(e.getState().cart.offerAppliedModal).toBeNull();
    // A coupon the shopper types is announced.
    await loadCart(e, { couponCode: "SAVE5" });
    expect(e.getState().cart.offerAppliedModal?.code).toBe("SAVE5");
  });

  it("keeps the cart as it was when the delivery pincode is not served, and says so as the cart's error", async () => {
    const { api } = fakeApi((call) => {
      if (call.path.includes("pincode=999999")) {
        throw new ApiError(422, 4004, "Address is not serviceable at the moment");
      }
      return cartBody(["A"], { pincode: null });
    });
    const e = env(api, true);
    await loadCart(e);
    await loadCart(e, { pincode: "999999" });
    const { cart } = e.getState();
    expect(cart.error).toEqual({
      code: "UNSERVICEABLE",
      message: "Address is not serviceable at the moment",
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.pincode).toBeNull();
    expect(cart.isFetchingCartData).toBe(false);
    // Any other failure is still a failed fetch.
    const failing = fakeApi(() => {
      throw new ApiError(500, 5000, "Something went wrong");
    });
    const f = env(failing.api, true);
    await loadCart(f, { pincode: "999999" });
    expect(f.getState().cart.error?.code).toBe("FETCH_FAILED");
  });

  it("fetches what a referral offers the first time it applies; the cart does not depend on it", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "A", qty: 1 }]));
    storage.setItem("referral_code", "DEMOREF");
    const referral = {
      code: "DEMOREF",
      referrerFirstName: "Priya",
      couponCode: "REFER15",
      message: "15% off",
    };
    const config = {
      referralCode: "DEMOREF",
      referrer: { firstName: "Priya" },
      reward: { description: "15% off your first order", referrerLifeBits: 200 },
      coupon: null,
    };
    let configFails = false;
    const { api, calls } = fakeApi((call) => {
      if (call.path === "/api/referral/v1/referee-config") {
        if (configFails) throw new ApiError(500, 5000, "Something went wrong");
        return config;
      }
      return cartBody(["A"], { isReferralCodeValid: true, appliedReferral: referral });
    });
    const e = env(api);
    await loadCart(e);
    expect(calls.map((c) => c.path)).toEqual([
      "/api/catalogue/v2/anonymous-cart-checkout",
      "/api/referral/v1/referee-config",
    ]);
    expect(calls[1]?.payload).toEqual({ referralCode: "DEMOREF" });
    expect(e.getState().cart.refereeConfig).toEqual(config);
    expect(track).toHaveBeenCalledWith("skin_referral_applied", { referralCode: "DEMOREF" });
    await loadCart(e);
    expect(calls).toHaveLength(3);

    configFails = true;
    const fresh = env(api);
    await loadCart(fresh);
    expect(fresh.getState().cart.items).toHaveLength(1);
    expect(fresh.getState().cart.referralCodeData?.code).toBe("DEMOREF");
    expect(fresh.getState().cart.refereeConfig).toBeNull();
  });

  it("changes a signed-in cart on the server with computeCart", async () => {
    const { api, calls } = fakeApi(() => cartBody(["A"]));
    const e = env(api, true);
    await changeCart(e, { skuId: "A" }, -1);
    expect(calls[0]).toMatchObject({
      path: "/api/catalogue/v4/remove-from-cart",
      payload: { skuId: "A", qty: 1, computeCart: true, autoApplyCoupon: true },
    });
    expect(e.getState().cart.totalQuantityInCart).toBe(1);
  });

  it("waits for the personal call before it picks the shopper's cart or the browser's", async () => {
    const { api, calls } = fakeApi(() => cartBody(["A"]));
    const e = env(api, false, true);
    const added = changeCart(e, { skuId: "A" }, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    expect(readGuestCart()).toEqual([]);
    e.dispatch(userLoaded({ id: "u1", isGuestUser: false }));
    await added;
    expect(calls.map((c) => c.path)).toEqual(["/api/catalogue/v4/add-to-cart"]);
    expect(readGuestCart()).toEqual([]);

    // Nobody after all: the line goes to the browser's cart; a bulk change waits the same way.
    const v = env(api, false, true);
    const kept = changeCart(v, { skuId: "B" }, 1);
    const bulk = modifyCart(v, [{ skuId: "C", qty: 1 }], []);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readGuestCart()).toEqual([]);
    v.dispatch(sessionRenewalEnded());
    await Promise.all([kept, bulk]);
    expect(calls).toHaveLength(1);
    expect(readGuestCart().map((line) => line.skuId)).toEqual(["B", "C"]);
  });

  it("adds a build-your-own bundle with its picks, and tells why the server refused a choice", async () => {
    const reason = "Pick 3 products for Build your own skin bundle";
    const answers: unknown[] = [
      cartBody(["SC-BYOB"]),
      new ApiError(400, 4000, reason, { byobBundledSkuIds: reason }),
      new ApiError(400, 4000, INVALID_REQUEST_MESSAGE),
    ];
    const { api, calls } = fakeApi(() => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const e = env(api, true);
    await changeCart(e, { skuId: "SC-BYOB", byobBundledSkuIds: ["FW-1", "SE-1", "SS-1"] }, 1);
    expect(calls[0]!.payload).toMatchObject({
      skuId: "SC-BYOB",
      byobBundledSkuIds: ["FW-1", "SE-1", "SS-1"],
    });
    await changeCart(e, { skuId: "SC-BYOB", byobBundledSkuIds: ["FW-1"] }, 1);
    expect(e.getState().cart.error).toEqual({ code: "OPERATION_FAILED", message: reason });
    await changeCart(e, { skuId: "SC-BYOB", byobBundledSkuIds: ["FW-1"] }, 1);
    expect(e.getState().cart.error?.message).toBe("We could not update your cart. Please try again.");
  });

  it("keeps a visitor's build-your-own bundle in cart_data with its picks", async () => {
    const { api } = fakeApi(() => cartBody([]));
    const e = env(api);
    await changeCart(e, { skuId: "SC-BYOB", byobBundledSkuIds: ["SS-1", "FW-1", "SE-1"] }, 1);
    expect(JSON.parse(storage.getItem("cart_data") ?? "[]")).toEqual([
      { skuId: "SC-BYOB", qty: 1, byobBundledSkuIds: ["FW-1", "SE-1", "SS-1"] },
    ]);
  });

  it("changes a visitor's cart locally and counts it", async () => {
    const { api, calls } = fakeApi(() => cartBody(["A"]));
    const e = env(api);
    await changeCart(e, { skuId: "A" }, 2);
    expect(JSON.parse(storage.getItem("cart_data") ?? "[]")).toEqual([{ skuId: "A", qty: 2 }]);
    expect(e.getState().cart.totalQuantityInCart).toBe(2);
    expect(calls).toEqual([]);
  });

  it("records add_to_cart and remove_from_cart once a change went through, and not a refused one", async () => {
    vi.mocked(trackCartChange).mockClear();
    let refuse = false;
    const { api } = fakeApi(() => {
      if (refuse) throw new ApiError(409, 4010, "Out of stock");
      return cartBody(["A"]);
    });
    await changeCart(env(api, true), { skuId: "A" }, 2);
    await changeCart(env(api, true), { skuId: "A" }, -1);
    await changeCart(env(api), { skuId: "B" }, 3);
    expect(vi.mocked(trackCartChange).mock.calls).toEqual([
      ["A", 2],
      ["A", -1],
      ["B", 3],
    ]);
    refuse = true;
    await changeCart(env(api, true), { skuId: "A" }, 1);
    expect(trackCartChange).toHaveBeenCalledTimes(3);
  });

  it("merges a local cart once after sign-in and clears it", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "A", qty: 1 }]));
    const { api, calls } = fakeApi(() => cartBody(["A"]));
    const e = env(api, true);
    expect(await mergeLocalCart(e)).toBe(true);
    expect(calls[0]?.path).toBe("/api/catalogue/v1/merge-cart");
    const merge = calls[0]?.payload as { mergeId: string } | undefined;
    expect(merge?.mergeId.length).toBeGreaterThanOrEqual(8);
    expect(storage.getItem("cart_data")).toBeNull();
    expect(storage.getItem(CART_MERGE_ID_KEY)).toBeNull();
    expect(await mergeLocalCart(e)).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it("bulk-modifies with only the entries above 0, on the server when signed in", async () => {
    const { api, calls } = fakeApi(() => cartBody(["A", "B"]));
    await modifyCart(
      env(api, true),
      [
        { skuId: "A", qty: 2 },
        { skuId: "C", qty: 0 },
      ],
      [{ skuId: "B", qty: 1 }],
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: "/api/catalogue/v2/modify-cart",
      payload: {
        computeCart: true,
        modifyCartOperations: [
          { skuId: "A", cartOperationType: "ADD", qty: 2 },
          { skuId: "B", cartOperationType: "REMOVE", qty: 1 },
        ],
      },
    });
    await modifyCart(env(api, true), [{ skuId: "A", qty: 0 }], [{ skuId: "B", qty: -1 }]);
    expect(calls).toHaveLength(1);
  });

  it("bulk-modifies a visitor's local cart", async () => {
    storage.setItem("cart_data", JSON.stringify([{ skuId: "B", qty: 2 }]));
    const { api } = fakeApi(() => cartBody([]));
    const e = env(api);
    await modifyCart(e, [{ skuId: "A", qty: 1 }], [{ skuId: "B", qty: 2 }]);
    expect(JSON.parse(storage.getItem("cart_data") ?? "[]")).toEqual([{ skuId: "A", qty: 1 }]);
    expect(e.getState().cart.totalQuantityInCart).toBe(1);
  });
});
