import { PLAN_KINDS, PROGRAM_TYPES, type SkuDetails } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { DevicePurchase } from "../features/catalogue/DevicePurchase.tsx";
import { BuyNowButton } from "../features/checkout/BuyNowButton.tsx";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { type RingWebinar, RingWebinars } from "../features/webinars/RingWebinars.tsx";
import { apiFor } from "../lib/api.ts";
import { stripMarketPrefix } from "../lib/market.ts";
import { SHARED_PAGE } from "../lib/page-sharing.ts";
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
  "/plans": { pageKey: "plans", crumb: "Plans" },
  "/plans/lite": { pageKey: "plans", crumb: "Lite plans" },
  "/diabetes-reversal-program": { pageKey: "diabetes-reversal", crumb: "Diabetes reversal programme" },
  "/young-at-heart": { pageKey: "young-at-heart", crumb: "Young at heart" },
  "/fitness": { pageKey: "fitness", crumb: "Fitness" },
  "/about-us": { pageKey: "about-us", crumb: "About us" },
  "/faqs": { pageKey: "faqs", crumb: "FAQs" },
};

/** Device landings with a buy box: the page key, the catalogue product and the box's title. */
const DEVICE_PURCHASE: Record<string, { slug: string; title: string }> = {
  cgm: { slug: "cgm", title: "Choose your sensors" },
  "smart-scale": { slug: "smart-scale", title: "Ojas Smart Scale" },
};

// The same page for every shopper (docs/decisions/0042).
export const handle = SHARED_PAGE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = stripMarketPrefix(url.pathname).replace(/(.)\/$/, "$1");
  const route = LANDING_ROUTES[path];
  if (!route) notFound();
  // Links such as /plans?programType=YOUNG_AT_HEART ask the plan blocks for one programme.
  const programType = PROGRAM_TYPES.find((p) => p === url.searchParams.get("programType"));
  const preferredPlanKind = PLAN_KINDS.find((k) => k === url.searchParams.get("kind")?.toUpperCase());
  const api = apiFor(request, context);
  const device = DEVICE_PURCHASE[route.pageKey];
  const ringWebinars =
    path === "/ring/webinar"
      ? api
          .get<{ webinars: RingWebinar[] }>("/api/subscription/v1/webinars", { topic: "RING" })
          .then((answer) => answer.webinars)
          // A list that cannot load leaves the rest of the landing in place.
          .catch(() => [] as RingWebinar[])
      : null;
  const [view, purchase, webinars] = await Promise.all([
    loadLanding(api, route.pageKey, {
      programType,
      preferredPlanKind,
      ...landingSharing(request, context),
    }),
    // A buy box that cannot load leaves the rest of the landing in place.
    device
      ? api.get<SkuDetails>("/api/catalogue/v2/skuDetails", { slug: device.slug }).catch(() => null)
      : null,
    ringWebinars,
  ]).catch(pageError);
  return {
    view,
    crumb: route.crumb,
    webinars,
    purchase: purchase && device ? { details: purchase, title: device.title } : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, loaderData?.crumb ?? "");

export default function Landing() {
  const { view, purchase, webinars } = useLoaderData<typeof loader>();
  return (
    <LandingPage
      view={view}
      afterHero={
        webinars ? (
          <RingWebinars webinars={webinars} />
        ) : purchase ? (
          <DevicePurchase
            details={purchase.details}
            title={purchase.title}
            buyNow={(sku) => (
              <BuyNowButton sku={sku} category={purchase.details.product.category} className="flex-1" />
            )}
          />
        ) : null
      }
    />
  );
}
