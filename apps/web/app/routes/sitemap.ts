import {
  type ArticleSummary,
  CATEGORY_SLUGS,
  FITNESS_SUB_CATEGORIES,
  MARKETS,
  type Market,
  PROGRAM_SLUGS,
  type RecipeSummary,
  type Sku,
  withMarketPrefix,
} from "@ojas/domain";
import type { LoaderFunctionArgs } from "react-router";
import { subCategorySlug } from "../features/fitness/subcategory.ts";
import { type Api, createApi } from "../lib/api.ts";
import { productPath } from "../lib/catalogue/product-path.ts";
import { loadPlans, planPath } from "../lib/plans.ts";
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

/** Pages with fixed paths whose slugs the shop defines: plan kinds, programmes and fitness categories. */
const SLUG_PATHS = [
  ...CATEGORY_SLUGS.map((slug) => `/plans/${slug}`),
  ...PROGRAM_SLUGS.map((slug) => `/programs/${slug}`),
  ...FITNESS_SUB_CATEGORIES.map((sub) => `/fitness/${subCategorySlug(sub)}`),
];

/** Safety stop for a list whose next token never runs out. */
const MAX_PAGES = 100;

/** Every item of a paged list (`nextToken`), page by page. */
async function everyPage<T>(
  fetchPage: (nextToken: string | null) => Promise<{ items: T[]; nextToken: string | null }>,
) {
  const all: T[] = [];
  let token: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items, nextToken } = await fetchPage(token);
    all.push(...items);
    if (!nextToken) break;
    token = nextToken;
  }
  return all;
}

/** The market's pages that come from the API: every product, plan, blog post and recipe sold or shown there. */
async function contentPaths(api: Api): Promise<string[]> {
  const products = everyPage(async (nextToken) => {
    const page = await api.get<{ products: Sku[]; nextToken: string | null }>("/api/catalogue/v1/products", {
      limit: 60,
      nextToken,
    });
    return { items: page.products, nextToken: page.nextToken };
  });
  const articles = everyPage(async (nextToken) => {
    const page = await api.get<{ articles: ArticleSummary[]; nextToken: string | null }>(
      "/api/marketing/articles",
      { limit: 50, nextToken },
    );
    return { items: page.articles, nextToken: page.nextToken };
  });
  const recipes = api.get<{ recipes: RecipeSummary[] }>("/api/fitness/recipes").then((r) => r.recipes);
  // Every programme's plans, of every kind: each has its page.
  const plans = loadPlans(api, { includeAllPlans: true });
  const settle = <T>(list: Promise<T[]>) => list.catch(() => [] as T[]);
  const [skus, posts, dishes, plansSold] = await Promise.all([
    settle(products),
    settle(articles),
    settle(recipes),
    settle(plans),
  ]);
  return [
    ...skus.map(productPath),
    ...plansSold.map(planPath),
    ...posts.map((a) => `/blog/${a.slug}`),
    ...dishes.map((r) => `/recipes/${r.slug}`),
  ];
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const perMarket = await Promise.all(
    MARKETS.map(async (market: Market) => {
      const api = createApi({
        market,
        fetch: context.apiFetch,
        baseUrl: context.apiFetch ? "http://storefront.internal" : new URL(request.url).origin,
        signal: request.signal,
      });
      const paths = [...STATIC_PATHS, ...SLUG_PATHS, ...(await contentPaths(api))];
      return paths.map((path) => withMarketPrefix(market, path));
    }),
  );
  const paths = new Set(perMarket.flat());
  const urls = [...paths]
    .map((path) => `  <url><loc>${escapeXml(canonicalUrl(context.siteOrigin, path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
