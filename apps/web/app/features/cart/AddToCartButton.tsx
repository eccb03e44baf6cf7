import { type Sku, STOCK_STATUS_LABELS } from "@ojas/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";
import { setCartQuantity, useAppDispatch } from "../../lib/store.ts";
import { addToGuestCart, guestCartQuantity, readGuestCart, writeGuestCart } from "./guest-cart.ts";

/** Adds the SKU to the guest cart in local storage and updates the header count at once. */
export function AddToCartButton({ sku, className = "" }: { sku: Sku; className?: string }) {
  const dispatch = useAppDispatch();
  const href = useMarketPath();
  const [added, setAdded] = useState(false);
  if (sku.stockStatus !== "IN_STOCK") {
    return (
      <Button size="lg" disabled className={className}>
        {STOCK_STATUS_LABELS[sku.stockStatus]}
      </Button>
    );
  }
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <Button
        size="lg"
        className="flex-1"
        data-testid="add-to-cart"
        onClick={() => {
          const items = addToGuestCart(readGuestCart(), sku.skuId);
          writeGuestCart(items);
          dispatch(setCartQuantity(guestCartQuantity(items)));
          setAdded(true);
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
    </div>
  );
}
