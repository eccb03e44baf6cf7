import { ARTICLE_CATEGORIES, type ArticleSummary } from "@ojas/domain";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData, useLocation } from "react-router";
import { buttonClasses } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { ArticleCard } from "../features/landing/ContentCards.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { apiFor } from "../lib/api.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

type Category = (typeof ARTICLE_CATEGORIES)[number];

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("category") ?? "";
  const category = (ARTICLE_CATEGORIES as readonly string[]).includes(raw) ? (raw as Category) : null;
  const page = await apiFor(request, context)
    .get<{ articles: ArticleSummary[]; nextToken: string | null }>("/api/marketing/articles", {
      category,
      nextToken: params.get("page"),
      limit: 12,
    })
    .catch(pageError);
  return { category, ...page };
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "The Ojas blog: sleep, glucose, skin and strength",
    description:
      "Evidence-led guides from our coaches, nutritionists and dermatologists on sleep, metabolic health, skin and training.",
    crumb: "Blog",
    keywords: ["health blog", "sleep", "glucose", "skin care", "nutrition", "strength training"],
  });

export default function Blog() {
  const { category, articles, nextToken } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm capitalize ${
      active ? "border-accent bg-accent-soft font-semibold text-accent" : "border-line bg-surface text-ink"
    }`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="The Ojas blog">
        Evidence-led guides on sleep, glucose, skin, food and training, written with our coaches and doctors.
      </PageHeader>
      <nav aria-label="Categories" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={pathname}
              className={chip(category === null)}
              aria-current={category === null ? "page" : undefined}
            >
              All
            </Link>
          </li>
          {ARTICLE_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={`?category=${c}`}
                className={chip(category === c)}
                aria-current={category === c ? "page" : undefined}
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        {articles.length === 0 ? (
          <EmptyState
            title="No articles here yet"
            text="Our writers are on it. Meanwhile, read across every topic."
            action={{ label: "All articles", to: pathname }}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {nextToken ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={`?${new URLSearchParams({ ...(category ? { category } : {}), page: nextToken }).toString()}`}
            className={buttonClasses("secondary")}
          >
            Older articles
          </Link>
        </div>
      ) : null}
    </div>
  );
}
