// Business constants (docs/product.md) that the API and the storefront share.

export const MAIN_API_TIMEOUT_MS = 40_000;
export const SECONDARY_API_TIMEOUT_MS = 20_000;
export const INTERNAL_GATEWAY_TIMEOUT_MS = 10_000;

/** A timed-out call, an HTTP 408 or a network timeout is retried once. */
export const TIMEOUT_RETRIES = 1;
/** A 401 triggers one token refresh and one retry of the original call. */
export const UNAUTHORIZED_RETRIES = 1;
/** The secondary (20 s) client retries once on any error response. */
export const SECONDARY_CLIENT_RETRIES = 1;
/** Delay before sending a signed-out user to the login popup after a failed refresh. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

/** Session pages open this long before the start and stay open this long after the end. */
export const SESSION_WINDOW_MINUTES = 15;
export const SESSION_WINDOW_MS = SESSION_WINDOW_MINUTES * 60_000;

export const CHAT_WIDGET_DELAY_MS = 10_000;
/** The support chat widget's floating button is shown only on these paths (without market prefix). */
export const CHAT_WIDGET_PATHS = ["/", "/nutrition", "/skin", "/fitness", "/contact-us"] as const;

export const ENGAGEMENT_SESSION_COOKIE_DAYS = 7;

export const DEFAULT_CART_QTY = 1;

export const BADGES = {
  EASY_RETURN: "Easy 7 days return",
  FAST_DELIVERY: "Delivery in 2 days",
  COD_AVAILABLE: "COD available",
} as const;
export type Badge = (typeof BADGES)[keyof typeof BADGES];

export const MARKETING_CLAIMS = {
  RING_BATTERY_DAYS: 7,
  SCALE_MARKERS: 10,
  SUPPLEMENT_BANNED_SUBSTANCES_TESTED: 285,
  RING_BATTERY: "Battery life of up to 7 days",
  SCALE: "Tracks 10+ body markers",
  SUPPLEMENTS: "Tested for 285+ banned substances",
} as const;

/**
 * Native-app version gates (docs/product.md, inside the native app). Features are on for versions strictly above a gate.
 * DARK_THEME: the webview dark theme needs an iOS app above 4.8.9. BASE: the older gate; the product does
 * not name what it controls, so callers name their own use of it.
 */
export const APP_VERSION_GATES = {
  BASE: "4.5.9",
  DARK_THEME: "4.8.9",
} as const;

/**
 * Browser storage keys. The token keys are kept for reading legacy storage and clearing it on logout only:
 * the tokens now travel in HttpOnly cookies (docs/api.md, conventions).
 */
export const LOCAL_STORAGE_KEYS = {
  CART: "cart_data",
  ID_TOKEN: "user_id_token",
  ACCESS_TOKEN: "user_access_token",
  REFRESH_TOKEN: "user_refresh_token",
  DELIVERY_ADDRESS: "delivery_address",
  FILTERS: "filters",
  REFERRAL_CODE: "referral_code",
  AFFILIATE_CODE: "affiliate_code",
  THEME: "theme",
  UTM: "utm_params",
  BLOOD_WORK_BOOKING: "blood_work_booking",
  /** This browser's copy of the quiz answers (ring preferences, skin assessment) of a visitor. */
  QUIZ_ANSWERS: "quiz_answers",
} as const;

/** Session-storage key for the measured server-minus-client clock offset in ms. */
export const SESSION_STORAGE_CLOCK_OFFSET_KEY = "server_time_offset_ms";

export const QUERY_PARAMS = {
  REFERRAL_CODE: "referral_code",
  AFFILIATE_CODE: "affiliate_code",
  COUPON_CODE: "coupon_code",
  SHOW_LOGIN_POPUP: "showLoginPopup",
  REDIRECT_URL: "redirectUrl",
} as const;

/** Named paths (docs/product.md, pages), for the default market; see withMarketPrefix for the others. */
export const ROUTES = {
  HOME: "/",
  CART: "/cart",
  BLOG: "/blog",
  NUTRITION: "/nutrition",
  SKIN: "/skin",
  FITNESS: "/fitness",
  CONTACT_US: "/contact-us",
  PLANS_LITE: "/plans/lite",
  WORKOUT_RESULTS: "/fitness/fitbot/workout/post-session/results/",
  ORDER_CONFIRMATION: "/order/confirmation",
  PLAN_ORDER_CONFIRMATION: "/plans/order/confirmation",
} as const;
export type NamedRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** Where a signed-out user goes after a failed session refresh: home with the login popup open. */
export function loginPopupUrl(redirectPathAndQuery: string): string {
  const query = new URLSearchParams({
    [QUERY_PARAMS.SHOW_LOGIN_POPUP]: "true",
    [QUERY_PARAMS.REDIRECT_URL]: redirectPathAndQuery,
  });
  return `${ROUTES.HOME}?${query.toString()}`;
}

/** The skin ingredients offered as product filters (about 33). */
export const SKIN_INGREDIENTS = [
  "niacinamide",
  "hyaluronic acid",
  "vitamin C",
  "salicylic acid",
  "retinol",
  "ceramides",
  "glycolic acid",
  "lactic acid",
  "mandelic acid",
  "azelaic acid",
  "alpha arbutin",
  "kojic acid",
  "tranexamic acid",
  "peptides",
  "squalane",
  "vitamin E",
  "panthenol",
  "centella asiatica",
  "allantoin",
  "zinc oxide",
  "titanium dioxide",
  "bakuchiol",
  "green tea extract",
  "aloe vera",
  "shea butter",
  "glycerin",
  "licorice root extract",
  "ferulic acid",
  "polyglutamic acid",
  "urea",
  "tea tree oil",
  "willow bark extract",
  "ethyl ascorbic acid",
] as const;
export type SkinIngredient = (typeof SKIN_INGREDIENTS)[number];
