import type { Deps } from "../../deps.ts";
import { ResponseCache } from "../../http/response-cache.ts";

const caches = new WeakMap<Deps, ResponseCache>();

/**
 * Listings and product pages are read far more than the catalogue changes: they are served from
 * memory for config.catalogueCacheTtlMs (see docs/decisions/0006-catalogue-response-cache.md).
 * Stock shown there may lag by that long; carts and checkout always read the database.
 */
export function catalogueCache(deps: Deps): ResponseCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ResponseCache(deps.config.catalogueCacheTtlMs, 5000, deps.now);
    caches.set(deps, cache);
  }
  return cache;
}

/** Call after changing prices, stock or products in this instance. */
export function invalidateCatalogue(deps: Deps): void {
  caches.get(deps)?.clear();
}
