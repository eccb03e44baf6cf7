// POST /api/oms/v3/order/create: an order from the signed-in shopper's server cart, or from the local cart
// a guest sends with it.
import type { Market, OrderCreateBody } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { placeOrder } from "../../workflows/place-order.ts";
import type { CartCaller, OrderCartSource } from "../cart/service.ts";
import { draftOrder } from "./create-draft.ts";
import type { CreateAnswer } from "./create-place.ts";
import { CART_SOURCE } from "./effects.ts";
import { requestHash } from "./idempotency.ts";

/** Source of an order made from lines sent with it (a guest's local cart): no server cart to empty. */
export const GUEST_CART_SOURCE = "GUEST_CART";

export function createFromCart(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  body: OrderCreateBody,
  idempotencyKey: string,
): Promise<CreateAnswer> {
  const { cartItems, ...options } = body;
  if (cartItems && !caller.isGuestUser) {
    throw invalid({ cartItems: "Signed-in shoppers order the cart saved on their account" });
  }
  const lines: OrderCartSource = cartItems
    ? { kind: "lines", items: cartItems, field: "cartItems" }
    : { kind: "server" };
  const ref = {
    scope: `${caller.userId} POST /api/oms/v3/order/create`,
    key: idempotencyKey,
    hash: requestHash({ market, body }),
  };
  return placeOrder(deps, ref, () =>
    draftOrder(deps, {
      market,
      caller,
      lines,
      source: cartItems ? GUEST_CART_SOURCE : CART_SOURCE,
      options,
    }),
  );
}
