import type { UserDto } from "@ojas/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginPopupOpened, userLoaded } from "../../lib/state/user-slice.ts";
import { makeStore } from "../../lib/store.ts";
import { handleSessionExpired } from "./session-expiry.ts";

const user = { id: "u1", firstName: "Asha", isGuestUser: false } as UserDto;

let storage: Map<string, string>;
let fetchCalls: string[];
let posted: string[];
let cookies: string[];

function setUp({ wrapper = false } = {}) {
  storage = new Map([["cart_data", "[]"]]);
  fetchCalls = [];
  posted = [];
  cookies = [];
  vi.stubGlobal("window", {
    localStorage: { clear: () => storage.clear() },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    location: { origin: "http://shop.test", pathname: "/", search: "" },
    ...(wrapper ? { ReactNativeWebView: { postMessage: (m: string) => posted.push(m) } } : {}),
  });
  vi.stubGlobal("document", {
    set cookie(value: string) {
      cookies.push(value);
    },
  });
  vi.stubGlobal("fetch", async (url: string) => {
    fetchCalls.push(url);
    return new Response('{"body":{}}', { status: 200 });
  });
}

describe("after a failed session refresh", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("clears storage and state, signs out, clears engagement data and opens the login popup after 100 ms", async () => {
    setUp();
    const store = makeStore();
    store.dispatch(userLoaded(user));
    const navigate = vi.fn();
    handleSessionExpired({
      store,
      navigate,
      location: { pathname: "/ae/account/addresses", search: "?tab=2" },
    });
    expect(storage.size).toBe(0);
    expect(store.getState().user.isLoggedIn).toBe(false);
    expect(fetchCalls).toEqual(["/api/logout"]);
    expect(cookies[0]).toMatch(/^ojas_engagement_sid=; Max-Age=0/);
    vi.advanceTimersByTime(99);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(
      `/ae?showLoginPopup=true&redirectUrl=${encodeURIComponent("/ae/account/addresses?tab=2")}`,
    );
  });

  it("does not redirect when the login popup is already showing", () => {
    setUp();
    const store = makeStore();
    store.dispatch(loginPopupOpened({}));
    const navigate = vi.fn();
    handleSessionExpired({ store, navigate, location: { pathname: "/cart", search: "" } });
    vi.advanceTimersByTime(500);
    expect(navigate).not.toHaveBeenCalled();
    expect(fetchCalls).toEqual(["/api/logout"]);
  });

  it("inside the native app, posts LOGOUT to it and leaves the rest to the app", () => {
    setUp({ wrapper: true });
    const store = makeStore();
    store.dispatch(userLoaded(user));
    const navigate = vi.fn();
    handleSessionExpired({ store, navigate, location: { pathname: "/account", search: "" } });
    vi.advanceTimersByTime(500);
    expect(posted).toEqual([JSON.stringify({ type: "LOGOUT" })]);
    expect(store.getState().user.isLoggedIn).toBe(false);
    expect(storage.size).toBe(0);
    expect(fetchCalls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
