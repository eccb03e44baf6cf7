import {
  countryForMarket,
  fromMinor,
  type Market,
  minorDigits,
  type Product,
  type Sku,
  type StockStatus,
} from "@ojas/domain";
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";

export const BRAND = "Ojas";
export const TAGLINE = "Health, measured.";
export const DEFAULT_OG_IMAGE = "/images/brand/og-default.svg";
const LOGO = "/images/brand/logo.svg";

export type JsonLd = Record<string, unknown>;

export interface SeoInput {
  title: string;
  description: string;
  siteOrigin: string;
  /** location.pathname: the canonical link drops any query string. */
  pathname: string;
  keywords?: readonly string[];
  image?: string;
  type?: "website" | "product" | "article";
  jsonLd?: readonly JsonLd[];
}

/** Site origin plus path, without query string or fragment. */
export function canonicalUrl(siteOrigin: string, pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/";
  return `${siteOrigin.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function absoluteUrl(siteOrigin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : canonicalUrl(siteOrigin, pathOrUrl);
}

export function pageTitle(title: string): string {
  return title.includes(BRAND) ? title : `${title} | ${BRAND}`;
}

/** Meta of a page whose data failed: the root error boundary shows a 404 or the error page. */
export function errorMeta(error?: unknown): MetaDescriptor[] {
  const missing = !error || (isRouteErrorResponse(error) && error.status === 404);
  return [
    { title: pageTitle(missing ? "Page not found" : "Something went wrong") },
    { name: "robots", content: "noindex" },
  ];
}

/** Title, description, keywords, Open Graph, Twitter, canonical link and JSON-LD of one page. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = canonicalUrl(input.siteOrigin, input.pathname);
  const image = absoluteUrl(input.siteOrigin, input.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

export function organizationJsonLd(siteOrigin: string, market: Market): JsonLd {
  const country = countryForMarket(market);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: BRAND,
    slogan: TAGLINE,
    url: canonicalUrl(siteOrigin, "/"),
    logo: absoluteUrl(siteOrigin, LOGO),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: country.carePhoneE164,
        email: country.careEmail,
        areaServed: country.code,
      },
    ],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteOrigin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteOrigin, crumb.path),
    })),
  };
}

const AVAILABILITY: Record<StockStatus, string> = {
  IN_STOCK: "https://schema.org/InStock",
  OUT_OF_STOCK: "https://schema.org/OutOfStock",
  COMING_SOON: "https://schema.org/PreOrder",
};

/** A decimal price string in major units, as schema.org wants it: 129900 INR -> "1299.00". */
export function schemaPrice(amountMinor: number, currency: string): string {
  return fromMinor(amountMinor, currency).toFixed(minorDigits(currency));
}

export function productJsonLd(input: {
  siteOrigin: string;
  pathname: string;
  product: Product;
  sku: Sku;
}): JsonLd {
  const { product, sku, siteOrigin } = input;
  const url = canonicalUrl(siteOrigin, input.pathname);
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: sku.skuId,
    brand: { "@type": "Brand", name: BRAND },
    image: (sku.images.length ? sku.images : product.images).map((image) => absoluteUrl(siteOrigin, image)),
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: sku.currency,
      price: schemaPrice(sku.discountPrice, sku.currency),
      availability: AVAILABILITY[sku.stockStatus],
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  if (product.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating.toFixed(1),
      reviewCount: product.reviewCount,
      bestRating: "5",
      worstRating: "1",
    };
  }
  return data;
}
