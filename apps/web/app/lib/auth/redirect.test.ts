import { describe, expect, it } from "vitest";
import {
  cartSignInRedirect,
  loginPopupRequest,
  marketLoginPopupUrl,
  safeRedirectPath,
  withoutLoginParams,
} from "./redirect.ts";

describe("redirect after sign-in", () => {
  it("goes on to checkout in the same market after signing in from the cart", () => {
    expect(cartSignInRedirect("IN")).toBe("/checkout");
    expect(cartSignInRedirect("US")).toBe("/us/checkout");
    expect(cartSignInRedirect("AE")).toBe("/ae/checkout");
    expect(safeRedirectPath(cartSignInRedirect("US"))).toBe("/us/checkout");
  });

  it("follows paths of this site only", () => {
    expect(safeRedirectPath("/account/addresses?x=1")).toBe("/account/addresses?x=1");
    expect(safeRedirectPath("/ae/cart")).toBe("/ae/cart");
    for (const bad of [
      "//evil.test/x",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });

  it("reads ?showLoginPopup=true&redirectUrl= and drops those parameters from the page's URL", () => {
    expect(loginPopupRequest("?showLoginPopup=true&redirectUrl=%2Faccount%3Fa%3D1")).toEqual({
      redirectUrl: "/account?a=1",
    });
    expect(loginPopupRequest("?showLoginPopup=true")).toEqual({ redirectUrl: null });
    expect(loginPopupRequest("?showLoginPopup=false")).toBeNull();
    expect(withoutLoginParams("/", "?showLoginPopup=true&redirectUrl=%2Fx&utm_source=mail")).toBe(
      "/?utm_source=mail",
    );
  });

  it("sends a signed-out shopper to the home page of their market", () => {
    expect(marketLoginPopupUrl("IN", "/cart")).toBe("/?showLoginPopup=true&redirectUrl=%2Fcart");
    expect(marketLoginPopupUrl("AE", "/ae/cart?x=1")).toBe(
      "/ae?showLoginPopup=true&redirectUrl=%2Fae%2Fcart%3Fx%3D1",
    );
  });
});
