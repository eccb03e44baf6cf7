// The three markets (docs/product.md, markets): prefix, currency and dial code in one place.
export const MARKETS = ["IN", "AE", "US"] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_MARKET: Market = "IN";

export const CURRENCIES = ["INR", "AED", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface MarketInfo {
  market: Market;
  pathPrefix: "" | "/ae" | "/us";
  currency: Currency;
  dialCode: "+91" | "+971" | "+1";
  countryCode: "IN" | "AE" | "US";
  countryName: string;
  locale: string;
  timeZone: string;
}

export const MARKET_INFO: Record<Market, MarketInfo> = {
  IN: {
    market: "IN",
    pathPrefix: "",
    currency: "INR",
    dialCode: "+91",
    countryCode: "IN",
    countryName: "India",
    locale: "en-IN",
    timeZone: "Asia/Kolkata",
  },
  AE: {
    market: "AE",
    pathPrefix: "/ae",
    currency: "AED",
    dialCode: "+971",
    countryCode: "AE",
    countryName: "United Arab Emirates",
    locale: "en-AE",
    timeZone: "Asia/Dubai",
  },
  US: {
    market: "US",
    pathPrefix: "/us",
    currency: "USD",
    dialCode: "+1",
    countryCode: "US",
    countryName: "United States",
    locale: "en-US",
    timeZone: "America/New_York",
  },
};

export function isMarket(value: unknown): value is Market {
  return typeof value === "string" && (MARKETS as readonly string[]).includes(value);
}

/** Market from a header value; anything unknown falls back to the default market. */
export function parseMarket(value: unknown): Market {
  const upper = typeof value === "string" ? value.trim().toUpperCase() : "";
  return isMarket(upper) ? upper : DEFAULT_MARKET;
}

/** Market from a storefront path: /ae/... is AE, /us/... is US, anything else India. */
export function marketFromPath(pathname: string): Market {
  const first = pathname.split("/")[1]?.toLowerCase();
  if (first === "ae") return "AE";
  if (first === "us") return "US";
  return "IN";
}

/** A storefront path under the market's prefix: ("AE", "/cart") -> "/ae/cart", ("AE", "/") -> "/ae". */
export function withMarketPrefix(market: Market, path: string): string {
  const prefix = MARKET_INFO[market].pathPrefix;
  const normalised = path.startsWith("/") ? path : `/${path}`;
  if (!prefix) return normalised;
  return normalised === "/" ? prefix : `${prefix}${normalised}`;
}
