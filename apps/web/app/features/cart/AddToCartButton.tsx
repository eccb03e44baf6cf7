import { type Sku, STOCK_STATUS_LABELS } from "@ojas/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";
import { changeCart } from "./cart-api.ts";
import { useCartEnv } from "./use-cart.ts";

/** Adds the SKU: to the server cart when signed in, else to the cart in local storage (SPEC.md section 4). */
export function AddToCartButton({ sku, className = "" }: { sku: Sku; className?: string }) {
  const cartEnv = useCartEnv();
  const [busy, setBusy] = useState(false);
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
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const env = cartEnv();
          await changeCart(env, { skuId: sku.skuId }, 1);
          setBusy(false);
          setAdded(env.getState().cart.error?.code !== "OPERATION_FAILED");
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
