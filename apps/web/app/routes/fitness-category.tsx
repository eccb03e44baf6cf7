import { FITNESS_SUB_CATEGORIES, type FitnessSubCategory, fitnessSubCategoryPageKey } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

/** /fitness/{category}: yoga, dance, mat-pilates, strength-and-functional; anything else is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const category = (params.category ?? "").toUpperCase().replaceAll("-", "_");
  if (!(FITNESS_SUB_CATEGORIES as readonly string[]).includes(category)) notFound();
  const pageKey = fitnessSubCategoryPageKey(category as FitnessSubCategory);
  const view = await loadLanding(apiFor(request, context), pageKey).catch(pageError);
  return { view };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.view.hero.title ?? "");

export default function FitnessCategory() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
