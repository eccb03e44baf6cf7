import type { MetaArgs, MetaDescriptor } from "react-router";
import { crumbsFor } from "./breadcrumbs.ts";
import { stripMarketPrefix } from "./market.ts";
import { rootDataFrom } from "./root-data.ts";
import { breadcrumbJsonLd, type JsonLd, seoMeta } from "./seo.ts";

/** Meta of a page with fixed copy: title, description, canonical link and a one-step breadcrumb. */
export function simpleMeta(
  args: Pick<MetaArgs, "location" | "matches">,
  page: { title: string; description: string; crumb: string; keywords?: string[]; noindex?: boolean },
  extraJsonLd: JsonLd[] = [],
): MetaDescriptor[] {
  const { siteOrigin } = rootDataFrom(args.matches);
  const { pathname } = args.location;
  const tags = seoMeta({
    title: page.title,
    description: page.description,
    siteOrigin,
    pathname,
    keywords: page.keywords,
    jsonLd: [
      ...extraJsonLd,
      breadcrumbJsonLd(siteOrigin, crumbsFor(pathname, [[page.crumb, stripMarketPrefix(pathname)]])),
    ],
  });
  return page.noindex ? [...tags, { name: "robots", content: "noindex" }] : tags;
}
