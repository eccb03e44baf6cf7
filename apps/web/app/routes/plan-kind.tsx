import { CATEGORY_SLUGS, type PlanKind } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

const KINDS: Record<(typeof CATEGORY_SLUGS)[number], { name: string; kind: PlanKind }> = {
  fitness: { name: "Fitness plans", kind: "FITNESS" },
  nutrition: { name: "Nutrition plans", kind: "NUTRITION" },
  "fitness-nutrition": { name: "Fitness and nutrition plans", kind: "FITNESSXNUTRITION" },
};

/** /plans/{slug}: the plans of one kind (the plan-kind slugs); any other slug is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!(CATEGORY_SLUGS as readonly string[]).includes(slug)) notFound();
  const { name, kind } = KINDS[slug as keyof typeof KINDS];
  const view = await loadLanding(apiFor(request, context), "plans", {
    planKind: kind,
    ...landingSharing(request, context),
  }).catch(pageError);
  return { view: { ...view, hero: { ...view.hero, title: name } }, crumb: name };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.crumb ?? "");

export default function PlansOfKind() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
