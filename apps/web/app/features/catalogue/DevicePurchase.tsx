import { BADGES, emiOptions, type Sku, type SkuDetails } from "@ojas/domain";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AddToCartButton } from "../../components/cart/AddToCartButton.tsx";
import { EmiOptions } from "../../components/catalogue/EmiOptions.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { ChoiceGroup } from "../../components/ui/ChoiceGroup.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { RatingStars } from "../../components/ui/RatingStars.tsx";
import { StockBadge } from "../../components/ui/StockBadge.tsx";
import { TrustBadges } from "../../components/ui/TrustBadges.tsx";
import { modifyCart } from "../../lib/cart/cart-api.ts";
import { useCartEnv } from "../../lib/cart/use-cart.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { MARKET_WORDING } from "../../lib/market-format/index.ts";

/** Adds every SKU of a purchase option (sensors, sensors with a coaching plan ...) in one cart change. */
function AddOptionButton({ skuIds, available }: { skuIds: readonly string[]; available: boolean }) {
  const cartEnv = useCartEnv();
  const href = useMarketPath();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="lg"
        className="flex-1"
        data-testid="add-option"
        disabled={!available}
        pending={busy}
        pendingLabel="Adding"
        onClick={async () => {
          setBusy(true);
          setAdded(false);
          const env = cartEnv();
          await modifyCart(
            env,
            skuIds.map((skuId) => ({ skuId, qty: 1 })),
            [],
          );
          setBusy(false);
          setAdded(env.getState().cart.error?.code !== "OPERATION_FAILED");
        }}
      >
        {available ? "Add to cart" : "Sold out"}
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

/** The SKU with the chosen value of each purchase filter (colour ...), else the first. */
function skuFor(details: SkuDetails, chosen: Record<string, string>): Sku {
  return (
    details.skus.find((sku) =>
      details.purchaseFilters.every((f) => String(sku.attributes[f.name] ?? "") === chosen[f.name]),
    ) ?? details.skus[0]!
  );
}

/**
 * A device landing's buy box (CGM, smart scale): its purchase options or variants, the price in the
 * market, stock, EMI plans and trust badges, with add to cart. `?option=` preselects an option.
 */
export function DevicePurchase({
  details,
  title,
  buyNow,
}: {
  details: SkuDetails;
  title: string;
  /** A straight-to-checkout action for one SKU, shown when the choice is a single SKU. */
  buyNow?: (sku: Sku) => ReactNode;
}) {
  const { product } = details;
  const market = useMarket();
  const [params] = useSearchParams();
  const options = details.purchaseOptions;
  const [optionId, setOptionId] = useState(
    () =>
      options.find((o) => o.optionId === params.get("option") && o.available)?.optionId ??
      options.find((o) => o.available)?.optionId ??
      options[0]?.optionId ??
      "",
  );
  const first = details.skus.find((s) => s.stockStatus === "IN_STOCK") ?? details.skus[0]!;
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(details.purchaseFilters.map((f) => [f.name, String(first.attributes[f.name] ?? "")])),
  );
  const option = options.find((o) => o.optionId === optionId);
  const sku = skuFor(details, chosen);
  const single = option
    ? option.skuIds.length === 1
      ? details.skus.find((s) => s.skuId === option.skuIds[0])
      : undefined
    : sku;
  const price = option
    ? { base: option.basePrice, selling: option.discountPrice, currency: option.currency }
    : { base: sku.basePrice, selling: sku.discountPrice, currency: sku.currency };
  const emi = emiOptions(price.selling, price.currency);
  const badges = sku.badges.filter(
    (badge) => MARKET_WORDING[market].offersCod || badge !== BADGES.COD_AVAILABLE,
  );

  return (
    <section
      id="buy"
      aria-labelledby="buy-title"
      className="scroll-mt-20 bg-surface"
      data-testid="device-purchase"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <img
          src={sku.images[0] ?? product.images[0]}
          alt={sku.name}
          width={600}
          height={600}
          className="mx-auto aspect-square w-full max-w-md rounded-card bg-bg object-contain"
        />
        <div className="flex flex-col gap-5">
          <div>
            <h2 id="buy-title" className="text-title font-semibold text-ink">
              {title}
            </h2>
            <p className="mt-2 text-muted">{product.tagline}</p>
            {product.reviewCount > 0 ? (
              <RatingStars rating={product.rating} count={product.reviewCount} className="mt-2" />
            ) : null}
          </div>

          {options.length > 0 ? (
            <ChoiceGroup
              name="purchase-option"
              legend="Choose an option"
              look="card"
              value={optionId}
              onChange={setOptionId}
              choices={options.map((o) => ({
                value: o.optionId,
                label: o.label,
                disabled: !o.available,
                srNote: o.available ? undefined : "sold out",
                hint: (
                  <>
                    <span className="block">{o.description}</span>
                    <Price
                      amount={o.discountPrice}
                      basePrice={o.basePrice}
                      currency={o.currency}
                      size="sm"
                      className="mt-2"
                    />
                  </>
                ),
              }))}
            />
          ) : (
            details.purchaseFilters.map((filter) => (
              <ChoiceGroup
                key={filter.name}
                name={`filter-${filter.name}`}
                legend={filter.label}
                value={chosen[filter.name] ?? null}
                onChange={(value) => setChosen((c) => ({ ...c, [filter.name]: value }))}
                choices={filter.values.map((v) => ({
                  value: v.value,
                  label: v.label,
                  disabled: !v.available,
                  srNote: v.available ? undefined : "sold out",
                }))}
              />
            ))
          )}

          <div className="flex flex-wrap items-center gap-3">
            <Price amount={price.selling} basePrice={price.base} currency={price.currency} size="lg" />
            {option ? null : <StockBadge status={sku.stockStatus} />}
          </div>
          <EmiOptions options={emi} currency={price.currency} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {option ? (
              <AddOptionButton skuIds={option.skuIds} available={option.available} />
            ) : (
              <AddToCartButton sku={sku} className="flex-1" />
            )}
            {single && buyNow ? buyNow(single) : null}
          </div>
          <TrustBadges badges={badges} />
        </div>
      </div>
    </section>
  );
}
