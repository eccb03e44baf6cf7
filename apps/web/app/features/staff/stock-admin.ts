import {
  MARKETS,
  type Market,
  type StockAdjustBody,
  type StockComingSoonBody,
  stockAdjustBodySchema,
  stockComingSoonBodySchema,
} from "@ojas/domain";

// The back office's stock screen (docs/product.md, "Stock"): the list's filters as the page's query string
// carries them, and the adjust form checked with the domain's schema before it is sent (the API checks the
// same schema again and answers field errors).

export interface StockFilters {
  market: Market;
  q: string | null;
  low: boolean;
}

/** The filters of the page's URL: India unless another known market; anything unknown is dropped. */
export function stockFiltersOf(params: URLSearchParams): StockFilters {
  return {
    market: MARKETS.find((m) => m === params.get("market")) ?? "IN",
    q: params.get("q")?.trim().slice(0, 80) || null,
    low: params.get("low") === "true",
  };
}

/** The API's query for the filters (and a page token). */
export function stockQuery(filters: StockFilters, nextToken?: string | null) {
  return {
    market: filters.market,
    q: filters.q ?? undefined,
    low: filters.low ? "true" : undefined,
    nextToken: nextToken ?? undefined,
  };
}

/** The page's own query string for the filters (and a page token), for links. */
export function stockSearch(filters: StockFilters, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (filters.market !== "IN") params.set("market", filters.market);
  if (filters.q) params.set("q", filters.q);
  if (filters.low) params.set("low", "true");
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export type AdjustField = "reason" | "quantity" | "note" | "market";

export type AdjustForm =
  | { body: StockAdjustBody; errors: null }
  | { body: null; errors: Partial<Record<AdjustField, string>> };

/** The adjust form's fields as the API's body, or what is wrong with each field. */
export function adjustFormOf(form: FormData): AdjustForm {
  const quantity = String(form.get("quantity") ?? "").trim();
  const parsed = stockAdjustBodySchema.safeParse({
    market: String(form.get("market") ?? ""),
    reason: String(form.get("reason") ?? ""),
    // An empty field is no number (never 0: a recount to 0 must be typed).
    quantity: quantity === "" ? Number.NaN : Number(quantity),
    note: String(form.get("note") ?? ""),
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Partial<Record<AdjustField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AdjustField;
    if (!errors[field]) errors[field] = field === "reason" ? "Choose a reason" : issue.message;
  }
  return { body: null, errors };
}

/** The coming-soon form's fields (`comingSoon` "true" or "false") as the API's body, or null when bad. */
export function comingSoonFormOf(form: FormData): StockComingSoonBody | null {
  const flag = String(form.get("comingSoon") ?? "");
  const parsed = stockComingSoonBodySchema.safeParse({
    market: String(form.get("market") ?? ""),
    comingSoon: flag === "true" ? true : flag === "false" ? false : flag,
  });
  return parsed.success ? parsed.data : null;
}

/** What a reason does, for the form's hint. */
export const REASON_HINTS = {
  RECEIVED: "Adds the units to what is free to sell.",
  DAMAGED: "Removes the units from what is free to sell.",
  RECOUNT: "Sets the count on hand: free plus what unpaid orders hold.",
} as const;

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
