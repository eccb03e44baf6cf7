import { MARKETS, type Sku, withMarketPrefix } from "@ojas/domain";
import type { LoaderFunctionArgs } from "react-router";
import { productPath } from "../features/catalogue/product-path.ts";
import { createApi } from "../lib/api.ts";
import { canonicalUrl } from "../lib/seo.ts";

/** Indexable pages with fixed paths, in every market. */
const STATIC_PATHS = [
  "/",
  "/shop",
  "/skin",
  "/skin/products",
  "/skin/assessment",
  "/marketplace/skin",
  "/nutrition",
  "/nutrition/products",
  "/fitness",
  "/fitness/fitbot",
  "/ring",
  "/ring/buy",
  "/ring/preferences",
  "/cgm",
  "/smart-scale",
  "/blood-work",
  "/plans",
  "/young-at-heart",
  "/diabetes-reversal-program",
  "/webinars",
  "/blog",
  "/recipes",
  "/about-us",
  "/faqs",
  "/contact-us",
  "/terms-and-conditions",
  "/community-guidelines",
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const productPaths = await Promise.all(
    MARKETS.map(async (market) => {
      const api = createApi({
        market,
        fetch: context.apiFetch,
        baseUrl: context.apiFetch ? "http://storefront.internal" : new URL(request.url).origin,
        signal: request.signal,
      });
      const { products } = await api
        .get<{ products: Sku[] }>("/api/catalogue/v1/products", { limit: 60 })
        .catch(() => ({ products: [] as Sku[] }));
      return products.map((sku) => withMarketPrefix(market, productPath(sku)));
    }),
  );
  const paths = new Set([
    ...MARKETS.flatMap((market) => STATIC_PATHS.map((path) => withMarketPrefix(market, path))),
    ...productPaths.flat(),
  ]);
  const urls = [...paths]
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(context.siteOrigin, path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
