// The back office's dashboard (docs/api.md, "Back office: dashboard"; docs/decisions/0038-dashboard-aggregates.md):
// a market's (or every market's) figures over a range of its local days, and today's work. This module has no
// tables: every figure is summed in SQL by the module that owns the rows, through its service.ts.
import type { DashboardQuery, DashboardResponse, OrderStatus, Permission } from "@ojas/domain";
import { marketsOf } from "../../db/local-days.ts";
import type { Deps } from "../../deps.ts";
import { collectionsToday } from "../bloodwork/service.ts";
import { reviewsWaiting } from "../catalogue/service.ts";
import {
  newCustomersPerDay,
  ordersByStatus,
  ordersToShip,
  returnsToCheck,
  salesPerDay,
  topProducts,
} from "../orders/service.ts";
import type { StaffCaller } from "../staff/service.ts";
import { dashboardFunnel, requestsWaiting } from "../support/service.ts";

type Currency = DashboardResponse["sales"][number]["currency"];

/** A count the person may act on, else null: to-do counts follow the screens they may open. */
async function ifAllowed(caller: StaffCaller, permission: Permission, count: () => Promise<number>) {
  return caller.permissions.includes(permission) ? count() : null;
}

export async function dashboard(
  deps: Deps,
  caller: StaffCaller,
  query: DashboardQuery,
): Promise<DashboardResponse> {
  const markets = marketsOf(query.market);
  const range = { from: query.from, to: query.to };
  const db = deps.db;
  const [sales, statuses, newCustomers, funnel, byRevenue, byUnits] = await Promise.all([
    salesPerDay(db, markets, range),
    ordersByStatus(db, markets, range),
    newCustomersPerDay(db, markets, range),
    dashboardFunnel(deps, markets, range),
    topProducts(db, markets, range, "revenue"),
    topProducts(db, markets, range, "units"),
  ]);
  const [ship, returns, callbacks, reviews, collections] = await Promise.all([
    ifAllowed(caller, "orders", () => ordersToShip(db, markets)),
    ifAllowed(caller, "orders", () => returnsToCheck(db, markets)),
    ifAllowed(caller, "support", () => requestsWaiting(deps, markets)),
    ifAllowed(caller, "reviews", () => reviewsWaiting(deps)),
    ifAllowed(caller, "bloodwork", () => collectionsToday(deps, markets)),
  ]);
  const product = (p: (typeof byRevenue)[number]) => ({ ...p, currency: p.currency as Currency });
  return {
    market: query.market,
    from: query.from,
    to: query.to,
    sales: sales.map((s) => ({ ...s, currency: s.currency as Currency })),
    ordersByStatus: statuses.map((s) => ({ status: s.status as OrderStatus, orders: s.orders })),
    newCustomers,
    funnel: funnel.map((step) => ({ event: step.event, label: step.label, sessions: step.sessions })),
    topProducts: { byRevenue: byRevenue.map(product), byUnits: byUnits.map(product) },
    todo: {
      ordersToShip: ship,
      returnsToCheck: returns,
      callbacksWaiting: callbacks,
      reviewsWaiting: reviews,
      collectionsToday: collections,
    },
  };
}
