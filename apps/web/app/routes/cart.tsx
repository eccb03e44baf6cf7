import { formatMoney, type Sku } from "@ojas/domain";
import { useEffect, useState } from "react";
import { Link, type MetaFunction } from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { CartIcon } from "../components/ui/icons.tsx";
import { Skeleton } from "../components/ui/Skeleton.tsx";
import { StockBadge } from "../components/ui/StockBadge.tsx";
import {
  type GuestCartItem,
  guestCartQuantity,
  readGuestCart,
  writeGuestCart,
} from "../features/cart/guest-cart.ts";
import { productPath } from "../features/catalogue/product-path.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { ApiError, createApi } from "../lib/api.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";
import { setCartQuantity, useAppDispatch } from "../lib/store.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your cart",
    description: "The products in your Ojas cart.",
    crumb: "Cart",
    noindex: true,
  });

type Line = GuestCartItem & { sku: Sku };

/** The guest cart kept in this browser, priced by the catalogue in the page's market. */
export default function Cart() {
  const market = useMarket();
  const href = useMarketPath();
  const dispatch = useAppDispatch();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const items = readGuestCart();
    if (items.length === 0) {
      setLines([]);
      return;
    }
    const skuIds = [...new Set(items.map((item) => item.skuId))].join(",");
    createApi({ market })
      .get<{ skus: Sku[] }>("/api/catalogue/v1/skuDetails", { skuIds })
      .then(({ skus }) => {
        const byId = new Map(skus.map((sku) => [sku.skuId, sku]));
        setLines(
          items.flatMap((item) => (byId.has(item.skuId) ? [{ ...item, sku: byId.get(item.skuId)! }] : [])),
        );
      })
      .catch((e) => setError(e instanceof ApiError ? e.message : "Something went wrong. Please try again."));
  }, [market]);

  function remove(skuId: string) {
    const items = readGuestCart().filter((item) => item.skuId !== skuId);
    writeGuestCart(items);
    dispatch(setCartQuantity(guestCartQuantity(items)));
    setLines((current) => current?.filter((line) => line.skuId !== skuId) ?? null);
  }

  const currency = lines?.[0]?.sku.currency;
  const subtotal = lines?.reduce((sum, line) => sum + line.sku.discountPrice * line.qty, 0) ?? 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Your cart" />
      <div className="mt-8" aria-live="polite">
        {error ? (
          <p role="alert" className="text-error">
            {error}
          </p>
        ) : lines === null ? (
          <div className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : lines.length === 0 ? (
          <EmptyState
            icon={<CartIcon className="size-10" />}
            title="Your cart is empty"
            text="Find something that helps you sleep, move and eat a little better."
            action={{ label: "Shop bestsellers", to: href("/shop?sort=TOP_RATED") }}
          />
        ) : (
          <>
            <ul className="divide-y divide-line rounded-card border border-line bg-surface">
              {lines.map((line) => (
                <li key={line.skuId} className="flex gap-4 p-4">
                  <img
                    src={line.sku.images[0]}
                    alt=""
                    width={80}
                    height={80}
                    className="size-20 rounded-lg bg-bg object-contain"
                  />
                  <div className="flex flex-1 flex-col gap-1">
                    <Link to={href(productPath(line.sku))} className="font-semibold text-ink hover:underline">
                      {line.sku.name}
                    </Link>
                    <p className="text-sm text-muted tabular">Quantity {line.qty}</p>
                    <StockBadge status={line.sku.stockStatus} className="self-start" />
                  </div>
                  <div className="flex flex-col items-end gap-2">
                    <p className="font-semibold text-ink tabular">
                      {formatMoney(line.sku.discountPrice * line.qty, line.sku.currency)}
                    </p>
                    <Button
                      variant="link"
                      onClick={() => remove(line.skuId)}
                      aria-label={`Remove ${line.sku.name}`}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {currency ? (
              <p className="mt-6 flex justify-between text-lg font-semibold text-ink tabular">
                <span>Subtotal</span>
                <span>{formatMoney(subtotal, currency)}</span>
              </p>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              Delivery, offers and payment options are worked out at checkout.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
