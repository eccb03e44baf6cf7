import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ProductListing } from "../components/catalogue/ProductListing.tsx";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { apiQuery, fetchProducts, readSelection, SHOP_LISTING } from "../lib/catalogue/listing.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { breadcrumbJsonLd, seoMeta } from "../lib/seo.ts";

const TITLE = "Shop all Ojas";
const INTRO =
  "The Ojas Ring, CGM and Smart Scale, clinically minded skin care, tested supplements, fitness gear and at-home blood work, in one place.";

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const selection = readSelection(SHOP_LISTING, new URL(request.url).searchParams);
  const page = await fetchProducts(apiFor(request, context), apiQuery(SHOP_LISTING, selection)).catch(
    pageError,
  );
  return { selection, ...page };
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const { siteOrigin } = rootDataFrom(matches);
  return seoMeta({
    title: TITLE,
    description: INTRO,
    siteOrigin,
    pathname: location.pathname,
    keywords: ["smart ring", "CGM", "smart scale", "skin care", "supplements", "blood test", "Ojas"],
    jsonLd: [breadcrumbJsonLd(siteOrigin, crumbsFor(location.pathname, [["Shop", "/shop"]]))],
  });
};

export default function Shop() {
  const { selection, products, nextToken } = useLoaderData<typeof loader>();
  return (
    <ProductListing
      title={TITLE}
      intro={INTRO}
      config={SHOP_LISTING}
      selection={selection}
      products={products}
      nextToken={nextToken}
    />
  );
}
