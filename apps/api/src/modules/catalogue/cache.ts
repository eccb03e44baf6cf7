import type { Deps } from "../../deps.ts";
import { ResponseCache } from "../../http/response-cache.ts";
import { handleInvalidation, invalidate } from "../../infra/invalidation.ts";
import { stockChanged } from "./cart-skus.ts";

const caches = new WeakMap<Deps, ResponseCache>();
const listeners = new WeakMap<Deps, Set<() => void>>();

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

/**
 * Calls `listener` whenever the catalogue changes (invalidateCatalogue), on this instance or another one
 * (docs/decisions/0039-cross-instance-invalidation.md): the storefront's page cache forgets its pages then
 * (docs/decisions/0009-page-cache.md). Answers the way to stop.
 */
export function onCatalogueChange(deps: Deps, listener: () => void): () => void {
  let set = listeners.get(deps);
  if (!set) {
    set = new Set();
    listeners.set(deps, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

// Listings, product pages, pages and the cart's reads of skus, on every instance.
handleInvalidation("catalogue", (deps) => {
  caches.get(deps)?.clear();
  stockChanged();
  for (const listener of listeners.get(deps) ?? []) listener();
});

/**
 * Call after changing prices, stock, products or their ratings: this instance forgets what it kept of the
 * catalogue at once, the others as soon as the message reaches them.
 */
export function invalidateCatalogue(deps: Deps): void {
  invalidate(deps, "catalogue");
}
