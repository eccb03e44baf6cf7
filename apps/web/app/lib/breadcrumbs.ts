import { marketFromPath, withMarketPrefix } from "@ojas/domain";
import type { Crumb } from "./seo.ts";

/** Breadcrumbs in the page's market, always starting at Home. */
export function crumbsFor(
  pathname: string,
  trail: ReadonlyArray<readonly [name: string, path: string]>,
): Crumb[] {
  const market = marketFromPath(pathname);
  return [["Home", "/"] as const, ...trail].map(([name, path]) => ({
    name,
    path: withMarketPrefix(market, path),
  }));
}
