import { BADGES, byobConfigOf, formatMoney, MARKETING_CLAIMS, type Sku, type SkuDetails } from "@ojas/domain";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AddToCartButton } from "../components/cart/AddToCartButton.tsx";
import { EmiOptions } from "../components/catalogue/EmiOptions.tsx";
import { Price } from "../components/ui/Price.tsx";
import { RatingStars } from "../components/ui/RatingStars.tsx";
import { StockBadge } from "../components/ui/StockBadge.tsx";
import { TrustBadges } from "../components/ui/TrustBadges.tsx";
import { BoughtNote } from "../features/catalogue/BoughtNote.tsx";
import { BundleParts } from "../features/catalogue/BundleParts.tsx";
import { ByobPicker } from "../features/catalogue/ByobPicker.tsx";
import type { ByobOptions } from "../features/catalogue/byob-picker.ts";
import { ProductDetails } from "../features/catalogue/ProductDetails.tsx";
import { ProductGallery } from "../features/catalogue/ProductGallery.tsx";
import type { ReviewPage } from "../features/catalogue/Reviews.tsx";
import { filterHref, selectSku, variantLabel } from "../features/catalogue/variants.ts";
import { BuyNowButton } from "../features/checkout/BuyNowButton.tsx";
import { loadLanding } from "../features/landing/landing.ts";
import { SameDayNudge } from "../features/shipping/SameDayNudge.tsx";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { DETAIL_PAGE_CATEGORIES } from "../lib/catalogue/product-path.ts";
import { stripMarketPrefix, useMarket, useMarketPath } from "../lib/market.ts";
import { MARKET_WORDING } from "../lib/market-format/index.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { breadcrumbJsonLd, errorMeta, productJsonLd, seoMeta } from "../lib/seo.ts";
import { shareFor } from "../lib/shared-data.ts";

const SECTIONS = [
  {
    prefix: "/skin/products",
    crumbs: [
      ["Skin", "/skin"],
      ["All skin care", "/skin/products"],
    ],
  },
  {
    prefix: "/nutrition/products",
    crumbs: [
      ["Nutrition", "/nutrition"],
      ["All supplements", "/nutrition/products"],
    ],
  },
  { prefix: "/accessories", crumbs: [["Shop", "/shop"]] },
  { prefix: "/ring/buy", crumbs: [["Ojas Ring", "/ring"]] },
] as const;

// Below the fold: rendered on the server, their code loads after the first paint (own chunks).
const Reviews = lazy(() => import("../features/catalogue/Reviews.tsx").then((m) => ({ default: m.Reviews })));
const ProductGrid = lazy(() =>
  import("../components/catalogue/ProductListing.tsx").then((m) => ({ default: m.ProductGrid })),
);
const LandingBlocks = lazy(() =>
  import("../features/landing/LandingBlocks.tsx").then((m) => ({ default: m.LandingBlocks })),
);

/** Category-wide blocks under a product (how to layer, real results, articles, FAQs): a landing's data. */
const CATEGORY_BLOCKS: Partial<Record<string, string>> = { SKINCARE_PRODUCT: "skin-product-detail" };

function BelowTheFold({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="mt-12 min-h-48" aria-hidden="true" />}>{children}</Suspense>;
}

const EMPTY_REVIEWS: ReviewPage = { reviews: [], lastEvaluatedKey: null, summary: { average: 0, count: 0 } };

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = stripMarketPrefix(url.pathname);
  const section = SECTIONS.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`)) ?? SECTIONS[3];
  // /ring/buy is the ring's purchase page: the one product without a slug in its path.
  const slug = params.slug ?? "smart-ring";
  const api = apiFor(request, context);
  const details = await api.get<SkuDetails>("/api/catalogue/v2/skuDetails", { slug }).catch(pageError);
  if (!DETAIL_PAGE_CATEGORIES[section.prefix]?.includes(details.product.category)) notFound();
  const sku = selectSku(details, url.searchParams, params.slug);
  const blocksKey = CATEGORY_BLOCKS[details.product.category];
  const isByob = byobConfigOf(sku.attributes) !== undefined;
  const [reviews, extra, byob, parts] = await Promise.all([
    api
      .post<ReviewPage>("/api/catalogue/v1/getApprovedReviews", { id: details.skus[0]!.skuId })
      .catch(() => EMPTY_REVIEWS),
    blocksKey ? loadLanding(api, blocksKey, { share: shareFor(request, context) }).catch(() => null) : null,
    // A build-your-own bundle is bought through its picker: without its options there is nothing to sell.
    isByob
      ? api.get<ByobOptions>("/api/catalogue/v1/byob", { bundleSkuId: sku.skuId }).catch(pageError)
      : null,
    sku.bundledSkuIds.length
      ? api
          .get<{ skus: Sku[] }>("/api/catalogue/v1/skuDetails", { skuIds: sku.bundledSkuIds.join(",") })
          .then((r) => r.skus)
          .catch(() => null)
      : null,
  ]);
  return { details, sku, reviews, crumbs: section.crumbs, extraBlocks: extra?.blocks ?? [], byob, parts };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  if (!loaderData) return errorMeta(error);
  const { siteOrigin } = rootDataFrom(matches);
  const { details, sku, crumbs } = loaderData;
  const { product } = details;
  return seoMeta({
    title: `${product.name}: ${product.tagline}`,
    description: product.description,
    siteOrigin,
    pathname: location.pathname,
    image: sku.images[0] ?? product.images[0],
    type: "product",
    keywords: [product.name, ...details.productTags, ...product.concerns, "Ojas"],
    jsonLd: [
      productJsonLd({ siteOrigin, pathname: location.pathname, product, sku }),
      breadcrumbJsonLd(
        siteOrigin,
        crumbsFor(location.pathname, [...crumbs, [product.name, stripMarketPrefix(location.pathname)]]),
      ),
    ],
  });
};

export default function ProductDetail() {
  const { details, sku, reviews, crumbs, extraBlocks, byob, parts } = useLoaderData<typeof loader>();
  const { product } = details;
  const href = useMarketPath();
  // Cash on delivery is India only, whatever a SKU's badges say.
  const market = useMarket();
  const images = sku.images.length ? sku.images : product.images;

  // One product view per SKU shown (a variant switch is a new view, a revalidation is not).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the SKU id on purpose
  useEffect(() => {
    void import("../lib/analytics.ts").then((analytics) =>
      analytics.trackProductView({
        skuId: sku.skuId,
        productId: product.productId,
        name: sku.name,
        category: product.category,
        price: sku.discountPrice,
        currency: sku.currency,
        stockStatus: sku.stockStatus,
      }),
    );
  }, [sku.skuId]);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:px-6 md:pb-16">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          {[["Home", "/"] as const, ...crumbs].map(([name, path]) => (
            <li key={path} className="after:ml-1.5 after:content-['/']">
              <Link to={href(path)} className="hover:text-ink">
                {name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="md:sticky md:top-24 md:self-start">
          <ProductGallery images={images} name={sku.name} />
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-title font-semibold text-ink sm:text-display">{product.name}</h1>
            <p className="mt-2 text-lg text-muted">{product.tagline}</p>
            {sku.volume ? (
              <p className="mt-1 text-sm text-muted">
                {sku.volume} {sku.volumeUnit}
              </p>
            ) : null}
            {product.reviewCount > 0 ? (
              <a href="#reviews" className="mt-3 inline-flex">
                <RatingStars rating={product.rating} count={product.reviewCount} />
              </a>
            ) : null}
          </div>

          <div className="flex flex-wrap items-center gap-3">
            {byob ? <span className="text-sm text-muted">From</span> : null}
            <Price amount={sku.discountPrice} basePrice={sku.basePrice} currency={sku.currency} size="lg" />
            <StockBadge status={sku.stockStatus} />
          </div>
          {sku.stockStatus === "IN_STOCK" ? <SameDayNudge className="self-start" /> : null}
          {details.emiOptions?.length ? (
            <EmiOptions options={details.emiOptions} currency={sku.currency} />
          ) : null}

          {details.purchaseFilters.map((filter) => (
            <fieldset key={filter.name}>
              <legend className="text-sm font-semibold text-ink">
                {filter.label}:{" "}
                <span className="font-normal text-muted">
                  {filter.values.find((v) => v.value === String(sku.attributes[filter.name] ?? ""))?.label}
                </span>
              </legend>
              <ul className="mt-2 flex flex-wrap gap-2">
                {filter.values.map((value) => {
                  const active = String(sku.attributes[filter.name] ?? "") === value.value;
                  return (
                    <li key={value.value}>
                      <Link
                        to={filterHref(details, sku, filter.name, value.value)}
                        replace
                        preventScrollReset
                        aria-current={active ? "true" : undefined}
                        className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm ${
                          active
                            ? "border-accent bg-accent-soft font-semibold text-accent"
                            : "border-line bg-surface text-ink"
                        } ${value.available ? "" : "text-muted line-through"}`}
                      >
                        {value.label}
                        {value.available ? null : <span className="sr-only"> (sold out)</span>}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}

          {details.purchaseFilters.length === 0 && details.skus.length > 1 ? (
            <fieldset>
              <legend className="text-sm font-semibold text-ink">Size</legend>
              <ul className="mt-2 flex flex-wrap gap-2">
                {details.skus.map((option) => {
                  const active = option.skuId === sku.skuId;
                  return (
                    <li key={option.skuId}>
                      <Link
                        to={`?sku=${encodeURIComponent(option.skuId)}`}
                        replace
                        preventScrollReset
                        aria-current={active ? "true" : undefined}
                        className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
                          active
                            ? "border-accent bg-accent-soft font-semibold text-accent"
                            : "border-line bg-surface text-ink"
                        }`}
                      >
                        {variantLabel(option, product.name)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ) : null}

          {byob ? (
            <ByobPicker options={byob} />
          ) : (
            <div className="hidden gap-3 md:flex md:items-start">
              <AddToCartButton sku={sku} className="flex-1" />
              <BuyNowButton sku={sku} category={product.category} className="flex-1" />
            </div>
          )}
          <BoughtNote productId={product.productId} />
          {parts?.length ? <BundleParts parts={parts} /> : null}

          {product.category === "ELECTRONICS" ? (
            <p className="text-sm text-ink">
              Want a Pro membership with it, or buying a gift?{" "}
              <Link
                to={href("/ring/preferences")}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                Choose step by step
              </Link>
            </p>
          ) : null}
          {details.sizingKitPrice ? (
            <p className="text-sm text-ink">
              Not sure of your size?{" "}
              <Link
                to={href("/accessories/ring-sizing-kit")}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                Get the sizing kit for{" "}
                {formatMoney(details.sizingKitPrice.discountPrice, details.sizingKitPrice.currency)}
              </Link>
            </p>
          ) : null}

          <TrustBadges
            badges={sku.badges.filter(
              (badge) => MARKET_WORDING[market].offersCod || badge !== BADGES.COD_AVAILABLE,
            )}
          />
          {product.category === "NUTRITION_PRODUCT" ? (
            <p className="rounded-card bg-accent-soft px-4 py-3 text-sm font-medium text-accent">
              {MARKETING_CLAIMS.SUPPLEMENTS}
            </p>
          ) : null}
          <ProductDetails product={product} />
        </div>
      </div>

      {details.bundles?.length ? (
        <section className="mt-12" aria-labelledby="bundles">
          <h2 id="bundles" className="text-title font-semibold text-ink">
            Save with a bundle
          </h2>
          <div className="mt-6">
            <BelowTheFold>
              <ProductGrid products={details.bundles} priorityCount={0} />
            </BelowTheFold>
          </div>
        </section>
      ) : null}

      <BelowTheFold>
        <Reviews skuId={details.skus[0]!.skuId} initial={reviews} />
      </BelowTheFold>

      {details.recommendedProducts.length ? (
        <section className="mt-12" aria-labelledby="recommended">
          <h2 id="recommended" className="text-title font-semibold text-ink">
            Goes well with
          </h2>
          <div className="mt-6">
            <BelowTheFold>
              <ProductGrid products={details.recommendedProducts.slice(0, 4)} priorityCount={0} />
            </BelowTheFold>
          </div>
        </section>
      ) : null}

      {extraBlocks.length ? (
        <div className="-mx-4 mt-12 sm:-mx-6" data-testid="category-blocks">
          <BelowTheFold>
            <LandingBlocks blocks={extraBlocks} />
          </BelowTheFold>
        </div>
      ) : null}

      {/* Mobile: price and add to cart stay one tap away (the picker keeps its own). */}
      {byob ? null : (
        <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-surface px-4 py-3 md:hidden">
          <Price amount={sku.discountPrice} currency={sku.currency} size="sm" className="shrink-0" />
          <AddToCartButton sku={sku} className="flex-1" compact />
          <BuyNowButton sku={sku} category={product.category} className="shrink-0" />
        </div>
      )}
    </div>
  );
}
