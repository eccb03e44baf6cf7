import type { RecipeSummary } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { RecipeCard } from "../features/landing/ContentCards.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { apiFor } from "../lib/api.ts";
import { useMarketPath } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return apiFor(request, context).get<{ recipes: RecipeSummary[] }>("/api/fitness/recipes").catch(pageError);
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "High-protein, glucose-friendly recipes",
    description:
      "Quick recipes from Ojas nutritionists, with prep time, calories and protein for every serving.",
    crumb: "Recipes",
    keywords: ["healthy recipes", "high protein", "low glycaemic", "meal prep"],
  });

export default function Recipes() {
  const { recipes } = useLoaderData<typeof loader>();
  const href = useMarketPath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Recipes">
        Everyday meals from our nutritionists: high in protein, gentle on glucose, and quick to make.
      </PageHeader>
      <div className="mt-8">
        {recipes.length === 0 ? (
          <EmptyState
            title="Recipes are on their way"
            text="Our nutritionists are testing the next batch. Meanwhile, see how Ojas Nutrition plans work."
            action={{ label: "Nutrition plans", to: href("/nutrition") }}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {recipes.map((recipe) => (
              <li key={recipe.slug}>
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
