import type { Deps } from "../../deps.ts";
import { handleInvalidation, invalidate } from "../../infra/invalidation.ts";

const listeners = new WeakMap<Deps, Set<() => void>>();

/**
 * Calls `listener` whenever content changes (contentChanged), on this instance or another one
 * (docs/decisions/0039-cross-instance-invalidation.md): the storefront's page cache forgets what it holds
 * then (docs/decisions/0009-page-cache.md). Answers the way to stop.
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

handleInvalidation("content", (deps) => {
  for (const listener of listeners.get(deps) ?? []) listener();
});

/** Call after the back office creates, edits, publishes or unpublishes content: every instance forgets it. */
export function contentChanged(deps: Deps): void {
  invalidate(deps, "content");
}
