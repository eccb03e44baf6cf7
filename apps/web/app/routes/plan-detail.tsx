import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { PlanDetail } from "../features/plans/PlanDetail.tsx";
import { planJsonLd } from "../features/plans/plan-seo.ts";
import { apiFor } from "../lib/api.ts";
import { crumbsFor } from "../lib/breadcrumbs.ts";
import { stripMarketPrefix } from "../lib/market.ts";
import {
  durationOptions,
  findPlanBySlug,
  GOAL_NAMES,
  KIND_NAMES,
  KIND_SLUGS,
  kindFromSlug,
  loadPlans,
  planSummary,
} from "../lib/plans.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { breadcrumbJsonLd, errorMeta, seoMeta } from "../lib/seo.ts";

/**
 * /plans/{kind}/{planSlug}: one plan of the market (found among its kind's plans of every programme), with
 * its other lengths; an unknown kind or slug is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const kind = kindFromSlug(params.kind);
  if (!kind) notFound();
  const plans = await loadPlans(apiFor(request, context), { kind, includeAllPlans: true }).catch(pageError);
  const plan = findPlanBySlug(plans, params.planSlug ?? "");
  if (!plan) notFound();
  const { description: _description, ...card } = plan;
  return {
    plan,
    durations: durationOptions(plans, card).map(({ description: _d, features: _f, ...other }) => other),
  };
}

/** The trail above a plan: Plans, its kind, the plan. */
function trail(pathname: string, plan: { kind: keyof typeof KIND_SLUGS; name: string }) {
  return crumbsFor(pathname, [
    ["Plans", "/plans"],
    [`${KIND_NAMES[plan.kind]} plans`, `/plans/${KIND_SLUGS[plan.kind]}`],
    [plan.name, stripMarketPrefix(pathname)],
  ]);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  if (!loaderData) return errorMeta(error);
  const { siteOrigin } = rootDataFrom(matches);
  const { plan } = loaderData;
  return seoMeta({
    title: `${plan.name}: ${KIND_NAMES[plan.kind]} coaching for ${GOAL_NAMES[plan.goal].toLowerCase()}`,
    description: `${planSummary(plan)} ${plan.description}`.slice(0, 300),
    siteOrigin,
    pathname: location.pathname,
    type: "product",
    keywords: [plan.name, GOAL_NAMES[plan.goal], `${KIND_NAMES[plan.kind]} plan`, "coaching", "Ojas"],
    jsonLd: [
      planJsonLd({ siteOrigin, pathname: location.pathname, plan }),
      breadcrumbJsonLd(siteOrigin, trail(location.pathname, plan)),
    ],
  });
};

export default function PlanDetailPage() {
  const { plan, durations } = useLoaderData<typeof loader>();
  return <PlanDetail plan={plan} durations={durations} />;
}
