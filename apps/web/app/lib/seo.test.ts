import type { Product, Sku } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  canonicalUrl,
  organizationJsonLd,
  productJsonLd,
  schemaPrice,
  seoMeta,
} from "./seo.ts";

const sku = {
  skuId: "SE-AMBER-30",
  productId: "prd-serum",
  slug: "vitamin-c-serum",
  productSlug: "vitamin-c-serum",
  name: "Vitamin C Serum, 30 ml",
  category: "SKINCARE_PRODUCT",
  subCategory: "skin",
  productType: "serum",
  images: ["/images/products/serum-amber.svg"],
  basePrice: 89900,
  discountPrice: 74900,
  discountPercentage: 16,
  currency: "INR",
  stockStatus: "IN_STOCK",
  rating: 4.6,
  reviewCount: 212,
  attributes: {},
  isBundledSku: false,
  bundledSkuIds: [],
  badges: [],
} satisfies Sku;

const product = {
  productId: "prd-serum",
  slug: "vitamin-c-serum",
  name: "Vitamin C Serum",
  category: "SKINCARE_PRODUCT",
  subCategory: "skin",
  productType: "serum",
  tagline: "Brighter in 4 weeks",
  description: "15% ethyl ascorbic acid with ferulic acid.",
  details: {},
  images: ["/images/products/serum-amber.svg"],
  skinTypes: [],
  concerns: [],
  ingredients: [],
  rating: 4.6,
  reviewCount: 212,
} satisfies Product;

describe("seo", () => {
  it("builds the canonical link from the site origin and the path, never the query", () => {
    expect(canonicalUrl("https://ojas.example", "/shop?sort=TOP_RATED#top")).toBe(
      "https://ojas.example/shop",
    );
    expect(canonicalUrl("https://ojas.example/", "/ae")).toBe("https://ojas.example/ae");
  });

  it("sets title, description, social tags, canonical and JSON-LD", () => {
    const tags = seoMeta({
      title: "Shop all",
      description: "Everything Ojas makes.",
      siteOrigin: "https://ojas.example",
      pathname: "/us/shop",
      keywords: ["ring", "skin"],
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(tags).toContainEqual({ title: "Shop all | Ojas" });
    expect(tags).toContainEqual({ name: "description", content: "Everything Ojas makes." });
    expect(tags).toContainEqual({ property: "og:url", content: "https://ojas.example/us/shop" });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://ojas.example/images/brand/og-default.svg",
    });
    expect(tags).toContainEqual({ name: "twitter:title", content: "Shop all | Ojas" });
    expect(tags).toContainEqual({ name: "keywords", content: "ring, skin" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://ojas.example/us/shop" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });

  it("prices a Product offer in major units with its availability and rating", () => {
    const data = productJsonLd({
      siteOrigin: "https://ojas.example",
      pathname: "/skin/products/x",
      product,
      sku,
    });
    expect(data.offers).toMatchObject({
      price: "749.00",
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: "4.6", reviewCount: 212 });
    const soldOut = productJsonLd({
      siteOrigin: "https://ojas.example",
      pathname: "/x",
      product: { ...product, reviewCount: 0 },
      sku: { ...sku, stockStatus: "OUT_OF_STOCK" },
    });
    expect((soldOut.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
    expect(soldOut.aggregateRating).toBeUndefined();
  });

  it("formats schema prices by the currency's minor digits", () => {
    expect(schemaPrice(129900, "INR")).toBe("1299.00");
    expect(schemaPrice(4999, "USD")).toBe("49.99");
    expect(schemaPrice(1500, "KWD")).toBe("1.500");
  });

  it("lists breadcrumbs with absolute URLs and the organization with the market's care contacts", () => {
    const crumbs = breadcrumbJsonLd("https://ojas.example", [
      { name: "Home", path: "/ae" },
      { name: "Shop", path: "/ae/shop" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://ojas.example/ae" },
      { "@type": "ListItem", position: 2, name: "Shop", item: "https://ojas.example/ae/shop" },
    ]);
    const org = organizationJsonLd("https://ojas.example", "AE");
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ email: "care.ae@ojashealth.com", areaServed: "AE" }),
    ]);
  });
});
