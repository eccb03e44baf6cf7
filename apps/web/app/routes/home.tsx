import { marketFromPath } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import { pageError } from "../lib/route-errors.ts";
import { organizationJsonLd } from "../lib/seo.ts";

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await loadLanding(apiFor(request, context), "home", {
    ...landingSharing(request, context),
  }).catch(pageError);
  return { view };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) => {
  const { siteOrigin } = rootDataFrom(matches);
  return landingMeta({ location, matches, error }, loaderData?.view, "", [
    organizationJsonLd(siteOrigin, marketFromPath(location.pathname)),
  ]);
};

export default function Home() {
  const { view } = useLoaderData<typeof loader>();
  return <LandingPage view={view} />;
}
