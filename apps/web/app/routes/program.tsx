import { goalPageKey, PROGRAM_SLUG_TO_GOAL, type ProgramSlug } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

/** /programs/{program-slug}: the goal page of a known programme slug; any other slug is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.programSlug ?? "";
  if (!Object.hasOwn(PROGRAM_SLUG_TO_GOAL, slug)) notFound();
  const goal = PROGRAM_SLUG_TO_GOAL[slug as ProgramSlug];
  const view = await loadLanding(apiFor(request, context), goalPageKey(goal), {
    ...landingSharing(request, context),
  }).catch(pageError);
  return { view };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.view.seo.title ?? "");

export default function Program() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
