import { z } from "zod";
import { CURRENCIES, MARKETS } from "../markets.ts";
import { ORDER_STATUSES } from "../order-status.ts";

// The back office's dashboard (docs/api.md, "Back office: dashboard"; docs/decisions/0038-dashboard-aggregates.md):
// one market (or all of them) over a range of the market's own calendar days.

/** The longest range the dashboard sums over, in days (both ends counted). */
export const DASHBOARD_MAX_DAYS = 366;
/** How many products each top list names. */
export const DASHBOARD_TOP_PRODUCTS = 10;
/** One market, or ALL: every market, each day counted in its own market's time zone. */
export const DASHBOARD_MARKETS = [...MARKETS, "ALL"] as const;
export type DashboardMarket = (typeof DASHBOARD_MARKETS)[number];

/**
 * The funnel's steps, in order: each counts the distinct storefront sessions that sent that event
 * (apps/web/app/lib/analytics.ts) in the range.
 */
export const FUNNEL_STEPS = [
  { event: "page_view", label: "Visited" },
  { event: "product_view", label: "Viewed a product" },
  { event: "add_to_cart", label: "Added to cart" },
  { event: "begin_checkout", label: "Started checkout" },
  { event: "purchase", label: "Ordered" },
] as const;
export type FunnelEvent = (typeof FUNNEL_STEPS)[number]["event"];

const DAY_MS = 86_400_000;

/** Days from one YYYY-MM-DD to another, both counted (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The calendar day `days` after a YYYY-MM-DD (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD")
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, "Not a calendar date");

export const dashboardQuerySchema = z
  .object({
    market: z.enum(DASHBOARD_MARKETS).default("IN"),
    /** First day, in the market's time zone (YYYY-MM-DD). */
    from: calendarDate,
    /** Last day, counted in full. */
    to: calendarDate,
  })
  .refine((q) => q.from <= q.to, { message: "The range ends before it starts", path: ["to"] })
  .refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: `Choose at most ${DASHBOARD_MAX_DAYS} days`,
    path: ["to"],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const localDay = z.string();
const count = z.number().int().nonnegative();

export const dashboardResponseSchema = z.object({
  market: z.enum(DASHBOARD_MARKETS),
  from: localDay,
  to: localDay,
  /** Paid orders per day and currency: amounts in minor units, never added across currencies. */
  sales: z.array(
    z.object({ date: localDay, currency: z.enum(CURRENCIES), amount: z.number().int(), orders: count }),
  ),
  /** Orders placed in the range by the status the shopper is shown. */
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: count })),
  /** Shoppers whose first paid order in the market was on that day. */
  newCustomers: z.array(z.object({ date: localDay, customers: count })),
  funnel: z.array(
    z.object({
      event: z.enum(FUNNEL_STEPS.map((s) => s.event) as [FunnelEvent]),
      label: z.string(),
      sessions: count,
    }),
  ),
  /** Paid orders' lines, per product and currency: the best sellers by revenue, and by units. */
  topProducts: z.object({
    byRevenue: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        currency: z.enum(CURRENCIES),
        units: count,
        revenue: count,
      }),
    ),
    byUnits: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        currency: z.enum(CURRENCIES),
        units: count,
        revenue: count,
      }),
    ),
  }),
  /** Today's work, now; null where the person has no permission for that screen. */
  todo: z.object({
    ordersToShip: count.nullable(),
    returnsToCheck: count.nullable(),
    callbacksWaiting: count.nullable(),
    reviewsWaiting: count.nullable(),
    collectionsToday: count.nullable(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
export type DashboardTopProduct = DashboardResponse["topProducts"]["byRevenue"][number];
