import type { Recipe } from "@ojas/domain";
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { stripMarketPrefix, useMarketPath } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { GOAL_NAMES } from "../lib/plans.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { absoluteUrl, BRAND, breadcrumbJsonLd, errorMeta, seoMeta } from "../lib/seo.ts";

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return apiFor(request, context)
    .get<{ recipe: Recipe }>(`/api/fitness/recipes/${encodeURIComponent(params.slug ?? "")}`)
    .catch(pageError);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  if (!loaderData) return errorMeta(error);
  const { siteOrigin } = rootDataFrom(matches);
  const { recipe } = loaderData;
  const prepTime = `PT${recipe.prepMinutes}M`;
  return seoMeta({
    title: recipe.title,
    description: recipe.description,
    siteOrigin,
    pathname: location.pathname,
    image: recipe.image,
    keywords: [...recipe.tags, "recipe"],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: recipe.title,
        description: recipe.description,
        image: [absoluteUrl(siteOrigin, recipe.image)],
        author: { "@type": "Organization", name: BRAND },
        prepTime,
        totalTime: prepTime,
        keywords: recipe.tags.join(", "),
        recipeIngredient: recipe.ingredients,
        recipeInstructions: recipe.steps.map((text, i) => ({
          "@type": "HowToStep",
          position: i + 1,
          text,
        })),
        nutrition: {
          "@type": "NutritionInformation",
          calories: `${recipe.calories} calories`,
          proteinContent: `${recipe.proteinGrams} g`,
        },
      },
      breadcrumbJsonLd(
        siteOrigin,
        crumbsFor(location.pathname, [
          ["Recipes", "/recipes"],
          [recipe.title, stripMarketPrefix(location.pathname)],
        ]),
      ),
    ],
  });
};

export default function RecipePage() {
  const { recipe } = useLoaderData<typeof loader>();
  const href = useMarketPath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={href("/recipes")} className="text-sm font-semibold text-accent hover:underline">
        ← All recipes
      </Link>
      {recipe.goal ? (
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-accent">
          {GOAL_NAMES[recipe.goal]}
        </p>
      ) : null}
      <h1 className="mt-2 text-title font-semibold text-ink sm:text-display">{recipe.title}</h1>
      <p className="mt-3 text-lg text-muted">{recipe.description}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3 text-center tabular" data-testid="recipe-facts">
        {[
          ["Time", `${recipe.prepMinutes} min`],
          ["Energy", `${recipe.calories} kcal`],
          ["Protein", `${recipe.proteinGrams} g`],
        ].map(([term, value]) => (
          <div key={term} className="rounded-card border border-line bg-surface px-2 py-3">
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <img src={recipe.image} alt="" width={1200} height={600} className="mt-8 w-full rounded-card" />
      <section className="mt-10" aria-labelledby="ingredients">
        <h2 id="ingredients" className="text-xl font-semibold text-ink">
          Ingredients
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
          {recipe.ingredients.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="mt-10" aria-labelledby="method">
        <h2 id="method" className="text-xl font-semibold text-ink">
          Method
        </h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-ink">
          {recipe.steps.map((step) => (
            <li key={step} className="leading-relaxed">
              {step}
            </li>
          ))}
        </ol>
      </section>
      {recipe.tags.length ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-line px-3 py-1 text-sm text-muted">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
