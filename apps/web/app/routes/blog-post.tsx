import type { Article, ArticleSummary } from "@ojas/domain";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ArticleCard } from "../features/landing/ContentCards.tsx";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { stripMarketPrefix, useMarket, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { absoluteUrl, BRAND, breadcrumbJsonLd, canonicalUrl, errorMeta, seoMeta } from "../lib/seo.ts";

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
  const market = useMarket();
  const href = useMarketPath();
  const date = useMarketFormat(market).date(article.publishedAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={href("/blog")} className="text-sm font-semibold text-accent hover:underline">
        ← All articles
      </Link>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent">{article.category}</p>
      <h1 className="mt-2 text-title font-semibold text-ink sm:text-display">{article.title}</h1>
      <p className="mt-3 text-sm text-muted">
        By {article.author} · <time dateTime={new Date(article.publishedAt).toISOString()}>{date}</time> ·{" "}
        {article.readMinutes} min read
      </p>
      <img src={article.image} alt="" width={1200} height={600} className="mt-8 w-full rounded-card" />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink">
        {article.body.map((block, i) => {
          const key = `${block.type}-${i}`;
          if (block.type === "h2") {
            return (
              <h2 key={key} className="pt-4 text-xl font-semibold">
                {block.text}
              </h2>
            );
          }
          if (block.type === "ul") {
            return (
              <ul key={key} className="list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          }
          return <p key={key}>{block.text}</p>;
        })}
      </div>
      {related.length ? (
        <aside className="mt-16" aria-labelledby="related">
          <h2 id="related" className="text-title font-semibold text-ink">
            Keep reading
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {related.slice(0, 4).map((item) => (
              <li key={item.slug}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
