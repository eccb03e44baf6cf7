import type { LandingData } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductListing } from "../components/catalogue/ProductListing.tsx";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import {
  apiQuery,
  fetchProducts,
  type ListingConfig,
  nutritionListing,
  readSelection,
  SKIN_LISTING,
} from "../lib/catalogue/listing.ts";
import { stripMarketPrefix } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { breadcrumbJsonLd, errorMeta, seoMeta } from "../lib/seo.ts";

const COPY = {
  skin: {
    crumbs: [
      ["Skin", "/skin"],
      ["All skin care", "/skin/products"],
    ],
    title: "Ojas Skin: all products",
    intro:
      "Face washes, serums, moisturisers and sunscreens made with dermatologists, with the percentage of every active on the label.",
    keywords: ["skin care", "serum", "sunscreen", "moisturiser", "face wash", "Ojas Skin"],
  },
  nutrition: {
    crumbs: [
      ["Nutrition", "/nutrition"],
      ["All supplements", "/nutrition/products"],
    ],
    title: "Ojas Nutrition: all supplements",
    intro:
      "Protein, omega-3, magnesium, probiotics and more, each batch tested for 285+ banned substances and heavy metals.",
    keywords: ["supplements", "whey protein", "omega-3", "magnesium", "probiotic", "Ojas Nutrition"],
  },
} as const;

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const area = stripMarketPrefix(url.pathname).startsWith("/skin") ? "skin" : "nutrition";
  const api = apiFor(request, context);
  try {
    let config: ListingConfig = SKIN_LISTING;
    let seo: { title: string; intro: string } = COPY[area];
    if (area === "skin") {
      // The skin all-products landing, when there is one, words the page; the listing never depends on it.
      const landing = await api
        .get<{ data: LandingData }>("/api/dynamic-pages/v1/landing/skin-all-products")
        .catch(() => null);
      if (landing) seo = { title: landing.data.hero.title, intro: landing.data.hero.subtitle };
    } else {
      const all = await fetchProducts(api, { category: "NUTRITION_PRODUCT", limit: 60 });
      const types = [...new Set(all.products.map((p) => p.subCategory).filter((s): s is string => !!s))];
      config = nutritionListing(types);
    }
    const selection = readSelection(config, url.searchParams);
    const page = await fetchProducts(api, apiQuery(config, selection));
    return { area, config, selection, ...page, ...seo };
  } catch (error) {
    return pageError(error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  if (!loaderData) return errorMeta(error);
  const { siteOrigin } = rootDataFrom(matches);
  const copy = COPY[loaderData.area as keyof typeof COPY];
  return seoMeta({
    title: loaderData.title,
    description: loaderData.intro,
    siteOrigin,
    pathname: location.pathname,
    keywords: copy.keywords,
    jsonLd: [breadcrumbJsonLd(siteOrigin, crumbsFor(location.pathname, copy.crumbs))],
  });
};

export default function ProductListingPage() {
  const { config, selection, products, nextToken, title, intro } = useLoaderData<typeof loader>();
  return (
    <ProductListing
      title={title}
      intro={intro}
      config={config}
      selection={selection}
      products={products}
      nextToken={nextToken}
    />
  );
}
