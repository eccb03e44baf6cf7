import { describe, expect, it } from "vitest";
import {
  APP_VERSION_GATES,
  BADGES,
  CHAT_WIDGET_DELAY_MS,
  CHAT_WIDGET_PATHS,
  DEFAULT_CART_QTY,
  ENGAGEMENT_SESSION_COOKIE_DAYS,
  INTERNAL_GATEWAY_TIMEOUT_MS,
  LOCAL_STORAGE_KEYS,
  loginPopupUrl,
  MAIN_API_TIMEOUT_MS,
  MARKETING_CLAIMS,
  QUERY_PARAMS,
  ROUTES,
  SECONDARY_API_TIMEOUT_MS,
  SESSION_WINDOW_MINUTES,
  SESSION_WINDOW_MS,
  SKIN_INGREDIENTS,
  TIMEOUT_RETRIES,
} from "./constants.ts";

describe("constants", () => {
  it("has the SPEC timeouts, retries and windows", () => {
    expect(MAIN_API_TIMEOUT_MS).toBe(40_000);
    expect(SECONDARY_API_TIMEOUT_MS).toBe(20_000);
    expect(INTERNAL_GATEWAY_TIMEOUT_MS).toBe(10_000);
    expect(TIMEOUT_RETRIES).toBe(1);
    expect(SESSION_WINDOW_MINUTES).toBe(15);
    expect(SESSION_WINDOW_MS).toBe(900_000);
    expect(CHAT_WIDGET_DELAY_MS).toBe(10_000);
    expect(ENGAGEMENT_SESSION_COOKIE_DAYS).toBe(7);
    expect(DEFAULT_CART_QTY).toBe(1);
  });

  it("has the badges, claims and version gates", () => {
    expect(Object.values(BADGES)).toEqual(["Easy 7 days return", "Delivery in 2 days", "COD available"]);
    expect(MARKETING_CLAIMS.RING_BATTERY_DAYS).toBe(7);
    expect(MARKETING_CLAIMS.SCALE_MARKERS).toBe(10);
    expect(MARKETING_CLAIMS.SUPPLEMENT_BANNED_SUBSTANCES_TESTED).toBe(285);
    expect(APP_VERSION_GATES).toEqual({ BASE: "4.5.9", DARK_THEME: "4.8.9" });
  });

  it("has the storage keys and query parameter names", () => {
    expect(LOCAL_STORAGE_KEYS.CART).toBe("cart_data");
    expect(LOCAL_STORAGE_KEYS.ID_TOKEN).toBe("user_id_token");
    expect(LOCAL_STORAGE_KEYS.ACCESS_TOKEN).toBe("user_access_token");
    expect(LOCAL_STORAGE_KEYS.REFRESH_TOKEN).toBe("user_refresh_token");
    expect(new Set(Object.values(LOCAL_STORAGE_KEYS)).size).toBe(Object.keys(LOCAL_STORAGE_KEYS).length);
    expect(Object.values(QUERY_PARAMS)).toEqual([
      "referral_code",
      "affiliate_code",
      "coupon_code",
      "showLoginPopup",
      "redirectUrl",
    ]);
  });

  it("shows the chat widget only on the five SPEC paths, all of them named routes", () => {
    expect(CHAT_WIDGET_PATHS).toEqual(["/", "/nutrition", "/skin", "/fitness", "/contact-us"]);
    const routes: readonly string[] = Object.values(ROUTES);
    for (const path of CHAT_WIDGET_PATHS) expect(routes).toContain(path);
  });

  it("keeps the exact form of the SPEC named paths", () => {
    expect(ROUTES.WORKOUT_RESULTS).toBe("/fitness/fitbot/workout/post-session/results/");
    expect(ROUTES.ORDER_CONFIRMATION).toBe("/order/confirmation");
    expect(ROUTES.PLAN_ORDER_CONFIRMATION).toBe("/plans/order/confirmation");
    expect(ROUTES.PLANS_LITE).toBe("/plans/lite");
  });

  it("builds the login popup redirect with an encoded redirectUrl", () => {
    const url = loginPopupUrl("/cart?coupon_code=WELCOME10&x=1");
    expect(url).toBe("/?showLoginPopup=true&redirectUrl=%2Fcart%3Fcoupon_code%3DWELCOME10%26x%3D1");
    const params = new URLSearchParams(url.slice(2));
    expect(params.get("redirectUrl")).toBe("/cart?coupon_code=WELCOME10&x=1");
  });

  it("offers about 33 distinct skin ingredients", () => {
    expect(SKIN_INGREDIENTS.length).toBe(33);
    expect(new Set(SKIN_INGREDIENTS.map((i) => i.toLowerCase())).size).toBe(SKIN_INGREDIENTS.length);
    for (const i of [
      "niacinamide",
      "hyaluronic acid",
      "vitamin C",
      "salicylic acid",
      "retinol",
      "ceramides",
    ]) {
      expect(SKIN_INGREDIENTS).toContain(i);
    }
  });
});
