import type { Article, ArticleSummary } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ArticleView } from "../features/landing/ArticleView.tsx";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { stripMarketPrefix } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { absoluteUrl, BRAND, breadcrumbJsonLd, canonicalUrl, errorMeta, seoMeta } from "../lib/seo.ts";

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const result = await apiFor(request, context)
    .get<{ article: Article; related: ArticleSummary[] }>(
      `/api/marketing/articles/${encodeURIComponent(params.slug ?? "")}`,
    )
    .catch(pageError);
  return result;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  if (!loaderData) return errorMeta(error);
  const { siteOrigin } = rootDataFrom(matches);
  const { article } = loaderData;
  const published = new Date(article.publishedAt).toISOString();
  return seoMeta({
    title: article.title,
    description: article.excerpt,
    siteOrigin,
    pathname: location.pathname,
    image: article.image,
    type: "article",
    keywords: [...article.tags, article.category],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(siteOrigin, article.image)],
        datePublished: published,
        author: { "@type": "Person", name: article.author },
        publisher: {
          "@type": "Organization",
          name: BRAND,
          logo: absoluteUrl(siteOrigin, "/images/brand/logo.svg"),
        },
        mainEntityOfPage: canonicalUrl(siteOrigin, location.pathname),
      },
      breadcrumbJsonLd(
        siteOrigin,
        crumbsFor(location.pathname, [
          ["Blog", "/blog"],
          [article.title, stripMarketPrefix(location.pathname)],
        ]),
      ),
    ],
  });
};

export default function BlogPost() {
  const { article, related } = useLoaderData<typeof loader>();
  return <ArticleView article={article} related={related} />;
}
