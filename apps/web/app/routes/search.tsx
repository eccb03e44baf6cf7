import { type AdvancedSearchResult, formatMoney, SEARCH_VALUE_MAX_LENGTH } from "@ojas/domain";
import { useEffect } from "react";
import { Form, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductGrid } from "../components/catalogue/ProductListing.tsx";
import { Button } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { SearchIcon } from "../components/ui/icons.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { trackSearch } from "../lib/analytics.ts";
import { apiFor } from "../lib/api.ts";
import { useMarketPath } from "../lib/market.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_VALUE_MAX_LENGTH);
  if (!q) return { q, result: null };
  const result = await apiFor(request, context)
    .post<AdvancedSearchResult>("/api/search/v3/advancedSearch", { searchValue: q })
    .catch(pageError);
  return { q, result };
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Search",
    description: "Search Ojas products, articles and plans.",
    crumb: "Search",
    noindex: true,
  });

export default function Search() {
  const { q, result } = useLoaderData<typeof loader>();
  const href = useMarketPath();
  const total = result ? result.products.length + result.articles.length + result.plans.length : 0;
  useEffect(() => {
    if (result) trackSearch(q, total);
  }, [q, result, total]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={q ? `Results for “${q}”` : "Search"} />
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search products, articles and plans
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input
            key={q}
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_VALUE_MAX_LENGTH}
            placeholder="Try serum, protein or sleep"
            className="min-h-11 w-full rounded-full border border-line bg-surface pl-11 pr-4 text-ink"
          />
        </div>
        <Button type="submit">Search</Button>
      </Form>

      {result && total === 0 ? (
        <div className="mt-10">
          <EmptyState
            title="Nothing found"
            text="Check the spelling, or try a broader word such as ring, skin or protein."
            action={{ label: "Browse the shop", to: href("/shop") }}
          />
        </div>
      ) : null}

      {result?.products.length ? (
        <section className="mt-10" aria-labelledby="found-products">
          <h2 id="found-products" className="text-xl font-semibold text-ink">
            Products
          </h2>
          <div className="mt-4">
            <ProductGrid products={result.products} />
          </div>
        </section>
      ) : null}

      {result?.articles.length ? (
        <section className="mt-10" aria-labelledby="found-articles">
          <h2 id="found-articles" className="text-xl font-semibold text-ink">
            Articles
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
            {result.articles.map((article) => (
              <li key={article.slug} className="p-4">
                <Link to={href(`/blog/${article.slug}`)} className="font-semibold text-ink hover:underline">
                  {article.title}
                </Link>
                <p className="mt-1 text-sm text-muted">{article.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {result?.plans.length ? (
        <section className="mt-10" aria-labelledby="found-plans">
          <h2 id="found-plans" className="text-xl font-semibold text-ink">
            Plans
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
            {result.plans.map((plan) => (
              <li key={plan.planId} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Link to={href("/plans")} className="font-semibold text-ink hover:underline">
                  {plan.name}
                </Link>
                <span className="text-sm text-muted tabular">
                  {plan.months} {plan.months === 1 ? "month" : "months"} ·{" "}
                  {formatMoney(plan.discountPrice, plan.currency)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
