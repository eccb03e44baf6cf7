// The back office's orders screens (routes/staff-orders.tsx, staff-order.tsx): the search's filters as a
// query string, shared by the list, its "Load more" and the CSV export link; amounts typed in major units.

/** The search fields the list form sends, in the order the API's query takes them. */
export const ORDER_FILTERS = [
  "q",
  "phone",
  "email",
  "status",
  "market",
  "paymentType",
  "from",
  "to",
  "toShip",
] as const;
export type OrderFilters = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;

/** The filters set in a URL's query (blank ones left out). */
export function filtersOf(params: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const name of ORDER_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** `?filters` (and the page token when given), or "" with nothing set. */
export function orderSearch(filters: OrderFilters, nextToken?: string | null): string {
  const params = new URLSearchParams();
  for (const name of ORDER_FILTERS) if (filters[name]) params.set(name, filters[name]!);
  if (nextToken) params.set("nextToken", nextToken);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * An amount as staff type it ("250", "250.5", "1,250.00") in minor units, or undefined when it is not
 * one: at most two decimals, above zero.
 */
export function minorUnitsOf(typed: string): number | undefined {
  const text = typed.replace(/[,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ""] = text.split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return minor > 0 ? minor : undefined;
}
