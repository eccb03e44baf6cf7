import type { MetaArgs, MetaDescriptor } from "react-router";
import { crumbsFor } from "../../lib/breadcrumbs.ts";
import { stripMarketPrefix } from "../../lib/market.ts";
import { rootDataFrom } from "../../lib/root-data.ts";
import { breadcrumbJsonLd, errorMeta, type JsonLd, seoMeta } from "../../lib/seo.ts";
import type { LandingView } from "./landing.ts";

function faqJsonLd(view: LandingView): JsonLd | null {
  const faqs = view.blocks.flatMap((block) =>
    block.type === "faqs"
      ? block.items
      : block.type === "faqGroups"
        ? block.groups.flatMap((g) => g.items)
        : [],
  );
  if (faqs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Meta of a landing page: its SEO copy, canonical link, breadcrumbs and, with FAQs, FAQPage data. */
export function landingMeta(
  args: Pick<MetaArgs, "location" | "matches" | "error">,
  view: LandingView | undefined,
  crumbName: string,
  extraJsonLd: JsonLd[] = [],
): MetaDescriptor[] {
  if (!view) return errorMeta(args.error);
  const { siteOrigin } = rootDataFrom(args.matches);
  const { pathname } = args.location;
  const faq = faqJsonLd(view);
  const crumbs = crumbsFor(pathname, crumbName ? [[crumbName, stripMarketPrefix(pathname)]] : []);
  return seoMeta({
    title: view.seo.title,
    description: view.seo.description,
    siteOrigin,
    pathname,
    image: view.hero.image,
    keywords: [...(crumbName ? [crumbName] : []), "Ojas", ...(view.hero.badges ?? [])],
    jsonLd: [...extraJsonLd, breadcrumbJsonLd(siteOrigin, crumbs), ...(faq ? [faq] : [])],
  });
}
