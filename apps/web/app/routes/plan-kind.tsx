import { CATEGORY_SLUGS } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

const KIND_NAMES: Record<(typeof CATEGORY_SLUGS)[number], string> = {
  fitness: "Fitness plans",
  nutrition: "Nutrition plans",
  "fitness-nutrition": "Fitness and nutrition plans",
};

/** /plans/{slug}: the plans of one kind (SPEC.md's category slugs); any other slug is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!(CATEGORY_SLUGS as readonly string[]).includes(slug)) notFound();
  const view = await loadLanding(apiFor(request, context), "plans").catch(pageError);
  return { view, crumb: KIND_NAMES[slug as keyof typeof KIND_NAMES] };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.crumb ?? "");

export default function PlanKind() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
