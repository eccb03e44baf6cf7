// The actions several slices react to (docs/architecture.md, Boundaries). This module imports nothing, so
// the store and every slice import these creators from here: no slice matches another module's type string,
// and no import cycle can pass through it. Each creator has the `type` Redux Toolkit's builder.addCase needs.

/** A page-level reset (a session that ended, a sign-out): every slice but app returns to its initial state. */
export const resetPage = Object.assign(() => ({ type: "page/reset" as const }), {
  type: "page/reset" as const,
});

/**
 * Server state a page's loader hands the store (its `hydrate` field), keyed by slice; each slice merges its
 * own key. The keys' types are named in store.ts (`Hydration`).
 */
export type HydrationPayload = { readonly [slice: string]: object | undefined };

export const hydrate = Object.assign(
  (payload: HydrationPayload) => ({ type: "store/hydrate" as const, payload }),
  { type: "store/hydrate" as const },
);
