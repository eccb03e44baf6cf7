import { MARKET_INFO } from "@ojas/domain";
import { useEffect, useRef, useState } from "react";
import { useMarket } from "../../lib/market.ts";
import type { CartState } from "../../lib/state/cart-slice.ts";
import { useAppSelector } from "../../lib/store.ts";
import { cartAnnouncement } from "./cart-announcement.ts";

/** A small polite live region that says what a cart change did, once the cart has settled. */
export function CartAnnouncer() {
  const market = useMarket();
  const cart = useAppSelector((state) => state.cart);
  const settled = useRef<CartState | null>(null);
  const [message, setMessage] = useState("");
  const busy = cart.isFetchingCartData || cart.isIncreasingOrDecreasingCartItemQuantity;

  useEffect(() => {
    if (busy) return;
    const previous = settled.current;
    settled.current = cart;
    if (!previous) return;
    const said = cartAnnouncement(previous, cart, MARKET_INFO[market].locale);
    if (said) setMessage(said);
  }, [busy, cart, market]);

  return (
    <p className="sr-only" role="status" data-testid="cart-announcement">
      {message}
    </p>
  );
}
