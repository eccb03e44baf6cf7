import type { Sku } from "@ojas/domain";
import { useEffect, useState } from "react";
import { ProductGrid } from "../../components/catalogue/ProductListing.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { useAppSelector } from "../../lib/store.ts";

const SHOWN = 4;

/** Products that go with what is in the cart (POST /api/catalogue/v1/recommended-skus), once per set of items. */
export function CartRecommendations() {
  const api = useApi();
  // A string, so the selector's answer is equal while the cart holds the same skus.
  const key = useAppSelector((state) => [...new Set(state.cart.items.map((i) => i.skuId))].sort().join(","));
  const [skus, setSkus] = useState<Sku[]>([]);

  useEffect(() => {
    if (!key) return;
    const inCart = key.split(",");
    let current = true;
    api
      .post<{ skus: Sku[] }>("/api/catalogue/v1/recommended-skus", { skuIds: inCart.slice(0, 50) })
      .then((found) => {
        if (current) setSkus(found.skus.filter((sku) => !inCart.includes(sku.skuId)).slice(0, SHOWN));
      })
      // Recommendations are extra: the cart stays as it is without them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, key]);

  if (skus.length === 0) return null;
  return (
    <section aria-labelledby="cart-recommended" className="mt-12" data-testid="cart-recommended">
      <h2 id="cart-recommended" className="text-title font-semibold text-ink">
        You may also like
      </h2>
      <div className="mt-6">
        <ProductGrid products={skus} priorityCount={0} />
      </div>
    </section>
  );
}
