import type { Sku } from "@ojas/domain";
import { Link } from "react-router";
import { productPath } from "../../lib/catalogue/product-path.ts";
import { useMarketPath } from "../../lib/market.ts";

/** What a fixed bundle holds: each product by name, linked to its own page. */
export function BundleParts({ parts }: { parts: Sku[] }) {
  const href = useMarketPath();
  return (
    <section aria-labelledby="bundle-parts" className="rounded-card border border-line bg-surface p-5">
      <h2 id="bundle-parts" className="text-lg font-semibold text-ink">
        In this bundle
      </h2>
      <ul className="mt-3 space-y-3" data-testid="bundle-parts">
        {parts.map((part) => (
          <li key={part.skuId} className="flex items-center gap-3">
            <img
              src={part.images[0]}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg bg-bg object-contain"
            />
            <Link
              to={href(productPath(part))}
              className="font-medium text-ink underline decoration-accent/40 underline-offset-4 hover:text-accent"
            >
              {part.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
