import type { Sku, SkuDetails } from "@ojas/domain";
import { type ReactNode, useState } from "react";
import { Price } from "../../components/ui/Price.tsx";
import { StockBadge } from "../../components/ui/StockBadge.tsx";
import { variantLabel } from "./variants.ts";

/** A device landing page's purchase block (#buy): pick a pack, see its price, then the page's actions. */
export function BuyBox({ details, actions }: { details: SkuDetails; actions: (sku: Sku) => ReactNode }) {
  const { product, skus } = details;
  const [skuId, setSkuId] = useState(
    skus.find((sku) => sku.stockStatus === "IN_STOCK")?.skuId ?? skus[0]?.skuId,
  );
  const sku = skus.find((option) => option.skuId === skuId) ?? skus[0];
  if (!sku) return null;
  return (
    <section id="buy" aria-labelledby="buy-title" className="scroll-mt-24 bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
        <img
          src={sku.images[0] ?? product.images[0]}
          alt={sku.name}
          width={600}
          height={600}
          className="aspect-square w-full max-w-md justify-self-center rounded-card bg-bg object-contain"
        />
        <div className="flex flex-col gap-5">
          <div>
            <h2 id="buy-title" className="text-title font-semibold text-ink">
              {product.name}
            </h2>
            <p className="mt-2 text-muted">{product.tagline}</p>
          </div>
          {skus.length > 1 ? (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Choose</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {skus.map((option) => (
                  <label
                    key={option.skuId}
                    className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line px-4 text-sm font-medium has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                  >
                    <input
                      type="radio"
                      name="buy-option"
                      value={option.skuId}
                      checked={option.skuId === sku.skuId}
                      onChange={() => setSkuId(option.skuId)}
                      className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full focus:outline-none"
                    />
                    {variantLabel(option, product.name)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Price amount={sku.discountPrice} basePrice={sku.basePrice} currency={sku.currency} size="lg" />
            <StockBadge status={sku.stockStatus} />
          </div>
          {actions(sku)}
        </div>
      </div>
    </section>
  );
}
