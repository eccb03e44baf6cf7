import { useLayoutEffect, useRef } from "react";
import { type UIMatch, useMatches } from "react-router";
import { hydrate } from "./state/shared-actions.ts";
import type { AppStore, Hydration } from "./store.ts";

// A page's loader may answer `{hydrate: {orders: ...}}`: the server state its slices start from. The store
// takes it before the first render (server and browser alike, so both render the same), and again
// whenever a navigation or revalidation brings new loader data.

function hydrationsOf(matches: readonly UIMatch[]): Hydration[] {
  return matches.flatMap((match) => {
    const data = match.loaderData as { hydrate?: Hydration } | null | undefined;
    return data && typeof data === "object" && data.hydrate ? [data.hydrate] : [];
  });
}

/** Applies the matched pages' server state once per loader answer; `seen` remembers which were applied. */
export function applyHydrations(store: AppStore, matches: readonly UIMatch[], seen: WeakSet<object>): void {
  for (const hydration of hydrationsOf(matches)) {
    if (seen.has(hydration)) continue;
    seen.add(hydration);
    store.dispatch(hydrate(hydration));
  }
}

/** For the store's first render: the current pages' server state. */
export function useInitialHydration(): (store: AppStore) => WeakSet<object> {
  const matches = useMatches();
  return (store) => {
    const seen = new WeakSet<object>();
    applyHydrations(store, matches, seen);
    return seen;
  };
}

/** Later loader answers, applied before the browser paints the page that reads them. */
export function RouteHydration({ store, seen }: { store: AppStore; seen: WeakSet<object> }) {
  const matches = useMatches();
  const applied = useRef(seen);
  useLayoutEffect(() => {
    applyHydrations(store, matches, applied.current);
  }, [store, matches]);
  return null;
}
