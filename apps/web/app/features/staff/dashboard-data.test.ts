import type { DashboardResponse } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  dashboardFiltersOf,
  daysOf,
  funnelRows,
  newCustomerSeries,
  salesSeries,
  statusRows,
  todayIn,
  workLinks,
} from "./dashboard-data.ts";

// 2026-03-10 20:00 UTC: already the 11th in India (01:30), still the 10th in New York.
const NOW = Date.parse("2026-03-10T20:00:00Z");
const params = (query: string) => new URLSearchParams(query);

describe("the dashboard's filters", () => {
  it("are India's last 30 days by default, today taken in the market's time zone", () => {
    expect(todayIn("IN", NOW)).toBe("2026-03-11");
    expect(todayIn("US", NOW)).toBe("2026-03-10");
    expect(dashboardFiltersOf(params(""), NOW)).toEqual({
      ok: true,
      query: { market: "IN", from: "2026-02-10", to: "2026-03-11" },
    });
    expect(dashboardFiltersOf(params("market=US"), NOW)).toEqual({
      ok: true,
      query: { market: "US", from: "2026-02-09", to: "2026-03-10" },
    });
  });

  it("take the range given, and fall back to India for an unknown market", () => {
    expect(dashboardFiltersOf(params("market=XX&from=2026-01-01&to=2026-01-31"), NOW)).toEqual({
      ok: true,
      query: { market: "IN", from: "2026-01-01", to: "2026-01-31" },
    });
    expect(dashboardFiltersOf(params("market=ALL&to=2026-01-31"), NOW)).toMatchObject({
      ok: true,
      query: { market: "ALL", from: "2026-01-02", to: "2026-01-31" },
    });
  });

  it("name the field at fault for a range that ends before it starts or runs over 366 days", () => {
    const backwards = dashboardFiltersOf(params("from=2026-03-05&to=2026-03-01"), NOW);
    expect(backwards).toMatchObject({ ok: false, errors: { to: "The range ends before it starts" } });
    const long = dashboardFiltersOf(params("from=2025-01-01&to=2026-01-02"), NOW);
    expect(long).toMatchObject({ ok: false, errors: { to: "Choose at most 366 days" } });
    const bad = dashboardFiltersOf(params("from=2026-02-30&to=2026-03-01"), NOW);
    expect(bad).toMatchObject({ ok: false, errors: { from: "Not a calendar date" } });
  });
});

const data: DashboardResponse = {
  market: "ALL",
  from: "2026-02-27",
  to: "2026-03-02",
  sales: [
    { date: "2026-02-27", currency: "INR", amount: 180_000, orders: 1 },
    { date: "2026-02-27", currency: "AED", amount: 700, orders: 1 },
    { date: "2026-03-01", currency: "INR", amount: 50_000, orders: 2 },
  ],
  ordersByStatus: [
    { status: "ORDER_PLACED", orders: 4 },
    { status: "DELIVERED", orders: 1 },
  ],
  newCustomers: [{ date: "2026-03-02", customers: 3 }],
  funnel: [
    { event: "page_view", label: "Visited", sessions: 8 },
    { event: "product_view", label: "Viewed a product", sessions: 3 },
    { event: "add_to_cart", label: "Added to cart", sessions: 1 },
    { event: "begin_checkout", label: "Started checkout", sessions: 1 },
    { event: "purchase", label: "Ordered", sessions: 0 },
  ],
  topProducts: { byRevenue: [], byUnits: [] },
  todo: {
    ordersToShip: 4,
    returnsToCheck: 0,
    callbacksWaiting: null,
    reviewsWaiting: 2,
    collectionsToday: null,
  },
};

describe("the dashboard's figures", () => {
  it("lists every day of the range, across a month's end", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("give each currency its own full run of days, never adding one to another", () => {
    const series = salesSeries(data);
    expect(series.map((s) => [s.currency, s.total, s.orders])).toEqual([
      ["AED", 700, 1],
      ["INR", 230_000, 3],
    ]);
    expect(series[1]!.days).toEqual([
      { date: "2026-02-27", amount: 180_000, orders: 1 },
      { date: "2026-02-28", amount: 0, orders: 0 },
      { date: "2026-03-01", amount: 50_000, orders: 2 },
      { date: "2026-03-02", amount: 0, orders: 0 },
    ]);
  });

  it("fill the days without new customers with zero, name statuses and give each funnel step its share", () => {
    expect(newCustomerSeries(data).map((d) => d.customers)).toEqual([0, 0, 0, 3]);
    expect(statusRows(data).map((s) => s.label)).toEqual(["Order placed", "Delivered"]);
    expect(funnelRows(data).map((s) => s.percent)).toEqual([100, 38, 13, 13, 0]);
    expect(
      funnelRows({ funnel: data.funnel.map((s) => ({ ...s, sessions: 0 })) }).map((s) => s.percent),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it("link today's work only to the screens the person may open", () => {
    expect(workLinks(data.todo, ["orders", "reviews"], "IN")).toEqual([
      { key: "ordersToShip", count: 4, label: "Orders to ship", to: "/staff/orders?toShip=true" },
      {
        key: "returnsToCheck",
        count: 0,
        label: "Returns to check",
        to: "/staff/orders?status=ITEM_ACCEPTED_IN_WAREHOUSE",
      },
      { key: "reviewsWaiting", count: 2, label: "Reviews waiting", to: "/staff/reviews" },
    ]);
    expect(workLinks(data.todo, ["content"], "IN")).toEqual([]);
    expect(workLinks({ ...data.todo, collectionsToday: 5 }, ["bloodwork"], "AE").map((l) => l.to)).toEqual([
      "/staff/blood-work?market=AE",
    ]);
  });
});
