import { fitnessSubCategoryPageKey } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { SubCategoryNav, SubCategorySections } from "../features/fitness/SubCategorySections.tsx";
import { loadSubCategory, subCategoryFromSlug } from "../features/fitness/subcategory.ts";
import { LandingBlocks } from "../features/landing/LandingBlocks.tsx";
import { LandingHero } from "../features/landing/LandingHero.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { shareFor } from "../lib/shared-data.ts";

/**
 * /fitness/{category} (yoga, dance, mat-pilates, strength-and-functional; anything else is a 404): the
 * sub-category's layout, its classes, the exercises they teach, its trainers, then its landing blocks.
 */
// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const subCategory = subCategoryFromSlug(params.category ?? "");
  if (!subCategory) notFound();
  const api = apiFor(request, context);
  const share = shareFor(request, context);
  const [view, content] = await Promise.all([
    loadLanding(api, fitnessSubCategoryPageKey(subCategory), landingSharing(request, context)),
    share(`fitness-subcategory:${subCategory}`, () => loadSubCategory(api, subCategory)),
  ]).catch(pageError);
  return { view, content };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.view.hero.title ?? "");

export default function FitnessCategory() {
  const { view, content } = useLoaderData<typeof loader>();
  return (
    <div data-page-key={view.pageKey}>
      <LandingHero hero={view.hero} />
      <SubCategoryNav current={content.subCategory} />
      {view.description ? (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
          <p className="max-w-3xl text-lg text-ink">{view.description}</p>
        </div>
      ) : null}
      <SubCategorySections content={content} />
      <LandingBlocks blocks={view.blocks} />
    </div>
  );
}
