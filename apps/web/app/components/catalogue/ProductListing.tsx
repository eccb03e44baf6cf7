import type { Sku } from "@ojas/domain";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { type ListingConfig, type ListingSelection, SORTS } from "../../lib/catalogue/listing.ts";
import { productPath } from "../../lib/catalogue/product-path.ts";
import { useMarketPath } from "../../lib/market.ts";
import { buttonClasses } from "../ui/Button.tsx";
import { EmptyState } from "../ui/EmptyState.tsx";
import { ProductCard } from "../ui/ProductCard.tsx";

export interface ProductListingProps {
  title: string;
  intro: string;
  config: ListingConfig;
  selection: ListingSelection;
  products: Sku[];
  nextToken: string | null;
}

const selectClass =
  "min-h-11 w-full rounded-full border border-line bg-surface px-4 pr-8 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent";

export function ProductGrid({
  products,
  priorityCount = 4,
  headingLevel = "h3",
}: {
  products: Sku[];
  priorityCount?: number;
  /** The level under the grid's own heading: h2 where the page's h1 is the only heading above. */
  headingLevel?: "h2" | "h3";
}) {
  const href = useMarketPath();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="product-grid">
      {products.map((sku, i) => (
        <li key={sku.skuId} data-sku={sku.skuId} data-category={sku.category} data-price={sku.discountPrice}>
          <ProductCard
            sku={sku}
            href={href(productPath(sku))}
            priority={i < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** A product listing with filters and the three sorts, all in the query string (shareable, SSR). */
export function ProductListing({
  title,
  intro,
  config,
  selection,
  products,
  nextToken,
}: ProductListingProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const hasFilters = Object.keys(selection.filters).length > 0 || selection.sort !== null;
  const nextParams = new URLSearchParams(search);
  if (nextToken) nextParams.set("page", nextToken);
  // While a change loads, the selects already show what was picked.
  const shown = new URLSearchParams(
    navigation.location?.pathname === pathname ? navigation.location.search : search,
  );
  const submitChange = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value) params.set(name, value);
    }
    submit(params, { method: "get", action: pathname, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <h1 className="text-title font-semibold text-ink sm:text-display">{title}</h1>
        <p className="mt-3 text-muted">{intro}</p>
      </header>

      <Form
        method="get"
        preventScrollReset
        className="mt-8 grid grid-cols-2 gap-3 md:flex md:flex-wrap md:items-end"
        onChange={(event) => submitChange(event.currentTarget)}
        aria-label="Filter and sort"
      >
        {config.filters.map((filter) => (
          <label key={filter.name} className="flex flex-col gap-1.5 text-sm font-medium text-ink md:w-48">
            {filter.label}
            <select
              name={filter.name}
              value={shown.get(filter.name) ?? ""}
              onChange={() => {}}
              className={selectClass}
            >
              <option value="">All</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink md:w-48">
          Sort by
          <select name="sort" value={shown.get("sort") ?? ""} onChange={() => {}} className={selectClass}>
            <option value="">Featured</option>
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={buttonClasses("secondary")}>
            Apply
          </button>
        </noscript>
        {hasFilters ? (
          <Link to={pathname} preventScrollReset className={buttonClasses("link", "md", "min-h-11 self-end")}>
            Clear filters
          </Link>
        ) : null}
      </Form>

      <section
        aria-label="Products"
        aria-busy={busy}
        className={`mt-6 transition-opacity ${busy ? "opacity-60" : ""}`}
      >
        <p className="mb-4 text-sm text-muted" aria-live="polite" data-testid="result-count">
          {products.length === 1 ? "1 product" : `${products.length} products`}
        </p>
        {products.length > 0 ? (
          <ProductGrid products={products} headingLevel="h2" />
        ) : (
          <EmptyState
            title="Nothing matches these filters"
            text="Try another filter, or clear them all to see the whole range."
            action={{ label: "Clear filters", to: pathname }}
          />
        )}
        {nextToken ? (
          <div className="mt-8 flex justify-center">
            <Link to={`${pathname}?${nextParams.toString()}`} className={buttonClasses("secondary")}>
              Next page
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
