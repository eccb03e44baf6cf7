import { type Sku, STOCK_STATUS_LABELS } from "@ojas/domain";
import { useState } from "react";
import { Link } from "react-router";
import { changeCart, loadCart } from "../../lib/cart/cart-api.ts";
import { useCartEnv } from "../../lib/cart/use-cart.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";
import { Button, ButtonLink } from "../ui/Button.tsx";

/**
 * Adds the SKU: to the server cart when signed in, else to the cart in local storage.
 * Once added, the cart's nudge (pdpNudge: the next offer or free delivery within reach) shows beside it;
 * a visitor's local cart is priced for it. `compact` (the phone's bottom bar, with no room for more text):
 * once added, the button becomes the way to the cart.
 */
export function AddToCartButton({
  sku,
  className = "",
  compact = false,
  picks,
  notReady = false,
  describedBy,
}: {
  sku: Sku;
  className?: string;
  compact?: boolean;
  /** A build-your-own bundle's chosen products (byobBundledSkuIds). */
  picks?: string[];
  /** The choice is not complete: the button stays focusable but does nothing; describedBy says why. */
  notReady?: boolean;
  describedBy?: string;
}) {
  const cartEnv = useCartEnv();
  const [busy, setBusy] = useState(false);
  const href = useMarketPath();
  const [added, setAdded] = useState(false);
  const nudge = useAppSelector((state) => state.cart.pdpNudge);
  if (sku.stockStatus !== "IN_STOCK") {
    return (
      <Button size="lg" disabled className={className}>
        {STOCK_STATUS_LABELS[sku.stockStatus]}
      </Button>
    );
  }
  if (compact && added) {
    return (
      <div className={className}>
        <ButtonLink to={href("/cart")} size="lg" className="w-full" data-testid="view-cart">
          View cart
        </ButtonLink>
        <p className="sr-only" role="status">
          Added to your cart.
        </p>
      </div>
    );
  }
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <Button
        size="lg"
        className={`flex-1 ${notReady ? "cursor-not-allowed opacity-60 hover:bg-accent" : ""}`}
        data-testid="add-to-cart"
        disabled={busy}
        aria-disabled={notReady || undefined}
        aria-describedby={describedBy}
        onClick={async () => {
          if (notReady) return;
          setBusy(true);
          const env = cartEnv();
          await changeCart(
            env,
            { skuId: sku.skuId, ...(picks?.length ? { byobBundledSkuIds: picks } : {}) },
            1,
          );
          setBusy(false);
          setAdded(env.getState().cart.error?.code !== "OPERATION_FAILED");
          // A signed-in change answers with the priced cart, and a loaded local cart is priced again.
          const { user, cart } = env.getState();
          if (!user.isLoggedIn && !cart.isUserCartInitialised) void loadCart(env);
        }}
      >
        Add to cart
      </Button>
      {added ? (
        <p className="text-sm text-success" role="status">
          Added.{" "}
          <Link to={href("/cart")} className="font-semibold underline underline-offset-4">
            View cart
          </Link>
        </p>
      ) : null}
      {added && nudge ? (
        <p className="w-full text-sm font-semibold text-ink" data-testid="pdp-nudge">
          {nudge.text}
        </p>
      ) : null}
    </div>
  );
}
