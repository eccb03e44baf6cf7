import type { ProductCategory, Sku } from "@ojas/domain";
import { ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";
import { buyNowHref, buyNowProductFor } from "./checkout-form.ts";

/** "Buy now": this SKU alone, straight to checkout (the ring, skin care, the smart scale and the CGM). */
export function BuyNowButton({
  sku,
  category,
  className = "",
}: {
  sku: Pick<Sku, "skuId" | "stockStatus">;
  category: ProductCategory;
  className?: string;
}) {
  const href = useMarketPath();
  const product = buyNowProductFor(category);
  if (!product || sku.stockStatus !== "IN_STOCK") return null;
  return (
    <ButtonLink
      to={href(buyNowHref(product, sku.skuId))}
      variant="secondary"
      size="lg"
      className={className}
      data-testid="buy-now"
    >
      Buy now
    </ButtonLink>
  );
}
