import type { Sku } from "@ojas/domain";
import { Link } from "react-router";
import { Price } from "./Price.tsx";
import { RatingStars } from "./RatingStars.tsx";
import { StockBadge } from "./StockBadge.tsx";

export interface ProductCardProps {
  sku: Sku;
  /** Where the card leads, already in the page's market. */
  href: string;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

export function ProductCard({ sku, href, priority = false, headingLevel = "h3" }: ProductCardProps) {
  const Heading = headingLevel;
  const image = sku.images[0] ?? "/images/brand/og-default.svg";
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-line bg-surface p-2.5 transition-shadow sm:p-3 hover:shadow-raised">
      <div className="relative overflow-hidden rounded-lg bg-bg">
        <img
          src={image}
          alt={sku.name}
          width={600}
          height={600}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="aspect-square w-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <StockBadge status={sku.stockStatus} className="absolute left-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 px-1 pt-3">
        <Heading className="text-sm font-semibold leading-snug text-ink sm:text-base">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {sku.name}
          </Link>
        </Heading>
        {sku.volume ? (
          <p className="text-sm text-muted">
            {sku.volume} {sku.volumeUnit}
          </p>
        ) : null}
        {sku.reviewCount > 0 ? <RatingStars rating={sku.rating} count={sku.reviewCount} /> : null}
        <Price
          amount={sku.discountPrice}
          basePrice={sku.basePrice}
          currency={sku.currency}
          size="sm"
          className="mt-auto pt-1"
        />
      </div>
    </article>
  );
}
