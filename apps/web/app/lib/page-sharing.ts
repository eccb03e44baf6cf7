// Pages whose HTML is the same for every shopper of a market (docs/decisions/0042): home, landings,
// listings, product pages and content. The server renders them without the session cookies, so a
// signed-in shopper gets the page cache's copy too; who they are arrives after hydration from one call
// (GET /api/user/v1/personal). Account, orders, cart and checkout stay per shopper.

export interface PageHandle {
  /** Rendered as for an anonymous visitor whoever asks: nothing on it depends on the session. */
  sharedForEveryone?: true;
}

/** `export const handle = SHARED_PAGE` in a route module marks it shared. */
export const SHARED_PAGE: PageHandle = { sharedForEveryone: true };
