import type { Market, RefereeConfig } from "@ojas/domain";
import { addressMarket } from "../address-form.ts";
import type { Api } from "../api.ts";
import { type AddressList, accountApi } from "../auth/auth-api.ts";
import { parseCookies, SESSION_COOKIES } from "../auth/session.ts";
import type { CartHydration } from "../state/cart-slice.ts";
import { pickDeliveryAddress } from "../state/user-slice.ts";
import { priceServerCart } from "./cart-api.ts";

// The cart and checkout are rendered on the server for a signed-in shopper (guest sessions too), so their
// lines and totals are in the first paint instead of after the scripts and a second request
// (docs/decisions/0047). A visitor's cart lives in the browser and is priced there, as before.

/**
 * The request's session as its cookies tell it, or null without an access token (the API would answer
 * 401 anyway).
 */
function sessionOf(request: Request): { guest: boolean } | null {
  const cookies = parseCookies(request.headers.get("cookie"));
  if (!cookies[SESSION_COOKIES.access]) return null;
  return { guest: cookies[SESSION_COOKIES.guest] === "true" };
}

async function cartHydration(api: Api, market: Market, pincode?: string): Promise<CartHydration> {
  const body = await priceServerCart(api, pincode ? { pincode } : {});
  const referralCode = body.appliedReferral?.code;
  const refereeConfig = referralCode
    ? await api.get<RefereeConfig>("/api/referral/v1/referee-config", { referralCode }).catch(() => null)
    : null;
  return { body, market, refereeConfig };
}

/**
 * The cart page's server state, or nothing: without a session, or when any call fails (a lapsed access
 * token included), the page loads the cart in the browser exactly as it always did.
 */
export async function serverCart(
  request: Request,
  api: Api,
  market: Market,
): Promise<{ cart: CartHydration } | undefined> {
  if (!sessionOf(request)) return undefined;
  try {
    return { cart: await cartHydration(api, market) };
  } catch {
    return undefined;
  }
}

/**
 * Checkout's server state: the saved addresses (not for a guest) and the cart priced for the address it
 * will deliver to, as the page would ask for once the addresses arrived.
 */
export async function serverCheckout(
  request: Request,
  api: Api,
  market: Market,
): Promise<{ cart: CartHydration; addresses?: AddressList } | undefined> {
  const session = sessionOf(request);
  if (!session) return undefined;
  try {
    if (session.guest) return { cart: await cartHydration(api, market) };
    const addresses = await accountApi.addresses(api);
    const address = pickDeliveryAddress(addresses.addresses);
    const pincode = address && addressMarket(address, market) === market ? address.pincode : undefined;
    return { cart: await cartHydration(api, market, pincode), addresses };
  } catch {
    return undefined;
  }
}
