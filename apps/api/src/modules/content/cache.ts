import type { Deps } from "../../deps.ts";

const listeners = new WeakMap<Deps, Set<() => void>>();

/**
 * Calls `listener` whenever this instance changes content (contentChanged): the storefront's page cache and
 * its shared page data forget what they hold then (docs/decisions/0009-page-cache.md). Answers the way to
 * stop. Other instances catch up within their lifetimes (pageCacheTtlMs, 5 s by default).
 */
export function onContentChange(deps: Deps, listener: () => void): () => void {
  let set = listeners.get(deps);
  if (!set) {
    set = new Set();
    listeners.set(deps, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the back office creates, edits, publishes or unpublishes content in this instance. */
export function contentChanged(deps: Deps): void {
  for (const listener of listeners.get(deps) ?? []) listener();
}
