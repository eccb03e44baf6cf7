import { PROGRAM_TYPES } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { stripMarketPrefix } from "../lib/market.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

/** Path (without market prefix) to its landing page key and breadcrumb name. */
export const LANDING_ROUTES: Record<string, { pageKey: string; crumb: string }> = {
  "/skin": { pageKey: "skin", crumb: "Skin" },
  "/marketplace/skin": { pageKey: "marketplace-skin", crumb: "Skin marketplace" },
  "/nutrition": { pageKey: "nutrition", crumb: "Nutrition" },
  "/ring": { pageKey: "ring", crumb: "Ojas Ring" },
  "/ring/webinar": { pageKey: "ring", crumb: "Ring webinar" },
  "/cgm": { pageKey: "cgm", crumb: "Ojas CGM" },
  "/smart-scale": { pageKey: "smart-scale", crumb: "Ojas Smart Scale" },
  "/blood-work": { pageKey: "blood-work", crumb: "Blood work" },
  "/blood-work/book": { pageKey: "blood-work", crumb: "Book a blood test" },
  "/plans": { pageKey: "plans", crumb: "Plans" },
  "/plans/lite": { pageKey: "plans", crumb: "Lite plans" },
  "/diabetes-reversal-program": { pageKey: "diabetes-reversal", crumb: "Diabetes reversal programme" },
  "/young-at-heart": { pageKey: "young-at-heart", crumb: "Young at heart" },
  "/fitness": { pageKey: "fitness", crumb: "Fitness" },
  "/fitness/fitbot": { pageKey: "fitbot", crumb: "Fitbot" },
  "/about-us": { pageKey: "about-us", crumb: "About us" },
  "/faqs": { pageKey: "faqs", crumb: "FAQs" },
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = stripMarketPrefix(url.pathname).replace(/(.)\/$/, "$1");
  const route = LANDING_ROUTES[path];
  if (!route) notFound();
  // Links such as /plans?programType=YOUNG_AT_HEART ask the plan blocks for one programme.
  const programType = PROGRAM_TYPES.find((p) => p === url.searchParams.get("programType"));
  const view = await loadLanding(apiFor(request, context), route.pageKey, { programType }).catch(pageError);
  return { view, crumb: route.crumb };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.crumb ?? "");

export default function Landing() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
