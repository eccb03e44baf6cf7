import type { Article, ArticleSummary } from "@ojas/domain";
import { Link } from "react-router";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { ArticleCard } from "./ContentCards.tsx";

/**
 * An article as the blog shows it; the back office's preview renders the same. Staff-written bodies are
 * HTML the API sanitised against its allow-list before storing (docs/decisions/0037-content-sanitising.md),
 * so they are set as they are; older articles have blocks.
 */
export function ArticleView({ article, related }: { article: Article; related: ArticleSummary[] }) {
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
      {article.bodyHtml ? (
        <div
          data-testid="article-body"
          className="article-body mt-8 space-y-5 text-lg leading-relaxed text-ink [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-card [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API before it was stored (decision 0037).
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      ) : (
        <div data-testid="article-body" className="mt-8 space-y-5 text-lg leading-relaxed text-ink">
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
      )}
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
