import {
  addDays,
  type Currency,
  DASHBOARD_MARKETS,
  type DashboardMarket,
  type DashboardQuery,
  type DashboardResponse,
  dashboardQuerySchema,
  formatMoney,
  MARKET_INFO,
  orderStatusLabel,
  type Permission,
} from "@ojas/domain";

// The back office's dashboard (docs/product.md, "Back office dashboard"): its filters as the page's query
// string carries them, and the API's sparse rows shaped into what the charts and their tables show.

/** Days the dashboard shows when the page names none: the last 30, today included. */
export const DEFAULT_DAYS = 30;
export const DEFAULT_DASHBOARD_MARKET: DashboardMarket = "IN";

export const DASHBOARD_MARKET_NAMES: Record<DashboardMarket, string> = {
  IN: "India",
  AE: "United Arab Emirates",
  US: "United States",
  ALL: "All markets",
};

/** Today in the market's time zone (India's for all markets), as YYYY-MM-DD. */
export function todayIn(market: DashboardMarket, now: number): string {
  const zone = MARKET_INFO[market === "ALL" ? "IN" : market].timeZone;
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
}

export type DashboardFilters =
  | { ok: true; query: DashboardQuery }
  | { ok: false; values: { market: string; from: string; to: string }; errors: Record<string, string> };

/**
 * The filters of the page's URL: India's last 30 days by default (a missing end is today, a missing start
 * 30 days before the end); a bad range is the schema's field errors, and nothing is asked of the API.
 */
export function dashboardFiltersOf(params: URLSearchParams, now: number): DashboardFilters {
  const rawMarket = params.get("market") ?? "";
  const market = (DASHBOARD_MARKETS as readonly string[]).includes(rawMarket)
    ? (rawMarket as DashboardMarket)
    : DEFAULT_DASHBOARD_MARKET;
  const to = params.get("to") || todayIn(market, now);
  const from = params.get("from") || (/^\d{4}-\d{2}-\d{2}$/.test(to) ? addDays(to, 1 - DEFAULT_DAYS) : "");
  const values = { market, from, to };
  const parsed = dashboardQuerySchema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "to");
    errors[field] ??= issue.message;
  }
  return { ok: false, values, errors };
}

/** Every day from..to, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface CurrencySeries {
  currency: Currency;
  /** Every day of the range, zero where nothing was sold. */
  days: { date: string; amount: number; orders: number }[];
  total: number;
  orders: number;
}

/** Sales per currency, each a full run of days: currencies are never added together. */
export function salesSeries(data: Pick<DashboardResponse, "sales" | "from" | "to">): CurrencySeries[] {
  const currencies = [...new Set(data.sales.map((row) => row.currency))].sort();
  const days = daysOf(data.from, data.to);
  return currencies.map((currency) => {
    const byDay = new Map(data.sales.filter((r) => r.currency === currency).map((r) => [r.date, r]));
    const series = days.map((date) => ({
      date,
      amount: byDay.get(date)?.amount ?? 0,
      orders: byDay.get(date)?.orders ?? 0,
    }));
    return {
      currency,
      days: series,
      total: series.reduce((sum, d) => sum + d.amount, 0),
      orders: series.reduce((sum, d) => sum + d.orders, 0),
    };
  });
}

/** New customers on every day of the range. */
export function newCustomerSeries(data: Pick<DashboardResponse, "newCustomers" | "from" | "to">) {
  const byDay = new Map(data.newCustomers.map((r) => [r.date, r.customers]));
  return daysOf(data.from, data.to).map((date) => ({ date, customers: byDay.get(date) ?? 0 }));
}

/** Orders by status, most first, with the status's name. */
export function statusRows(data: Pick<DashboardResponse, "ordersByStatus">) {
  return data.ordersByStatus.map((row) => ({ ...row, label: orderStatusLabel(row.status) }));
}

/** The funnel's steps with each step's share of the first (whole percent; 0 when nobody visited). */
export function funnelRows(data: Pick<DashboardResponse, "funnel">) {
  const first = data.funnel[0]?.sessions ?? 0;
  return data.funnel.map((step) => ({
    ...step,
    percent: first === 0 ? 0 : Math.round((step.sessions / first) * 100),
  }));
}

/** 12 Mar, for an axis; the day is a calendar day, shown as such in any zone. */
export function shortDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

export const money = (amountMinor: number, currency: Currency) => formatMoney(amountMinor, currency);

export interface WorkLink {
  key: keyof DashboardResponse["todo"];
  count: number;
  label: string;
  to: string;
}

const TODAYS_WORK: {
  key: keyof DashboardResponse["todo"];
  label: string;
  permission: Permission;
  to: string;
}[] = [
  { key: "ordersToShip", label: "Orders to ship", permission: "orders", to: "/staff/orders?toShip=true" },
  {
    key: "returnsToCheck",
    label: "Returns to check",
    permission: "orders",
    to: "/staff/orders?status=ITEM_ACCEPTED_IN_WAREHOUSE",
  },
  {
    key: "callbacksWaiting",
    label: "Call-backs waiting",
    permission: "support",
    to: "/staff/support?status=NEW",
  },
  { key: "reviewsWaiting", label: "Reviews waiting", permission: "reviews", to: "/staff/reviews" },
  {
    key: "collectionsToday",
    label: "Blood-work collections today",
    permission: "bloodwork",
    to: "/staff/blood-work",
  },
];

/** Today's work as links, only to the screens this person may open (the API leaves the others null). */
export function workLinks(
  todo: DashboardResponse["todo"],
  permissions: readonly Permission[],
  market: DashboardMarket,
): WorkLink[] {
  const held = new Set(permissions);
  return TODAYS_WORK.flatMap((item) => {
    const count = todo[item.key];
    if (count === null || !held.has(item.permission)) return [];
    const to = item.key === "collectionsToday" && market !== "ALL" ? `${item.to}?market=${market}` : item.to;
    return [{ key: item.key, count, label: item.label, to }];
  });
}
