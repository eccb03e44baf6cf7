// Limits of the back office's customers screens, shared by their schemas (customers.ts) and the storefront.
// Kept apart from the zod schemas: a page that imports a constant from a schema module takes zod (and the
// schemas it imports) into the scripts every page loads.

export const CUSTOMER_SEARCH_PAGE_SIZE = 20;
/** The profile shows this many of the shopper's latest orders. */
export const CUSTOMER_PROFILE_ORDERS = 20;
/** Largest single life bits adjustment, either way. */
export const LIFE_BITS_ADJUSTMENT_MAX = 100_000;
export const LIFE_BITS_REASON_MAX_LENGTH = 200;
