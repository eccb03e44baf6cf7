import { DASHBOARD_MARKETS, type DashboardResponse } from "@ojas/domain";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import type { DashboardChartProps } from "../features/staff/DashboardChart.tsx";
import {
  DASHBOARD_MARKET_NAMES,
  type DashboardFilters,
  dashboardFiltersOf,
  funnelRows,
  money,
  newCustomerSeries,
  salesSeries,
  shortDay,
  statusRows,
  workLinks,
} from "../features/staff/dashboard-data.ts";
import { AREA_LABELS, areasWithoutScreen, screensFor } from "../features/staff/nav.ts";
import { useStaff } from "../features/staff/use-staff.ts";
import { ApiError, apiFor } from "../lib/api.ts";

// The back office's home: the dashboard (docs/product.md, "Back office dashboard": a market's sales,
// orders, new customers, funnel and best sellers over a range of days, and today's work) and, below it,
// what this person can do here, from their permissions. The charts (recharts) load lazily in the browser;
// each has a name and a table of its figures, which is also what the server renders.

export const meta: MetaFunction = () => staffMeta("Back office");

export const headers = staffHeaders;

interface View {
  filters: DashboardFilters;
  dashboard: DashboardResponse | null;
  failed: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const filters = dashboardFiltersOf(new URL(request.url).searchParams, Date.now());
  if (!filters.ok) return { filters, dashboard: null, failed: null };
  try {
    const dashboard = await apiFor(request, context).get<DashboardResponse>(
      "/api/staff/dashboard",
      filters.query,
    );
    return { filters, dashboard, failed: null };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The dashboard could not be loaded.";
    return { filters, dashboard: null, failed };
  }
}

const Chart = lazy(() => import("../features/staff/DashboardChart.tsx"));

/** The chart once in the browser (recharts measures the page); a quiet box of the same height before. */
function LazyChart(props: DashboardChartProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const placeholder = <div className="h-[220px] w-full rounded-xl bg-accent-soft/40" aria-hidden="true" />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <Chart {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}

const card = "min-w-0 rounded-card border border-line bg-surface p-4 sm:p-5";
const th = "py-1.5 pr-3 text-left font-semibold text-ink";
const td = "py-1.5 pr-3 text-ink tabular";

/** A chart with its name, a one-line summary, and its figures as a table for screen readers and the curious. */
function ChartCard({
  id,
  title,
  summary,
  chart,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className={card} aria-labelledby={`${id}-title`} data-testid={id}>
      <figcaption>
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {title}
        </h3>
        <p className="mt-1 text-sm text-muted">{summary}</p>
      </figcaption>
      <div className="mt-3">{chart}</div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-accent">Show the figures</summary>
        <div className="mt-2 max-h-80 overflow-auto">{table}</div>
      </details>
    </figure>
  );
}

function Filters({ filters, busy }: { filters: DashboardFilters; busy: boolean }) {
  const values = filters.ok ? filters.query : filters.values;
  const errors = filters.ok ? {} : filters.errors;
  const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink";
  const errorOf = (name: "market" | "from" | "to") =>
    errors[name] ? (
      <p id={`dash-${name}-error`} className="mt-1 text-sm text-error">
        {errors[name]}
      </p>
    ) : null;
  return (
    <Form
      method="get"
      className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-start"
      aria-label="Dashboard range"
    >
      <div className="col-span-2 sm:w-56">
        <label htmlFor="dash-market" className="block text-sm font-medium text-ink">
          Market
        </label>
        <select id="dash-market" name="market" defaultValue={values.market} className={field}>
          {DASHBOARD_MARKETS.map((m) => (
            <option key={m} value={m}>
              {DASHBOARD_MARKET_NAMES[m]}
            </option>
          ))}
        </select>
        {errorOf("market")}
      </div>
      {(["from", "to"] as const).map((name) => (
        <div key={name} className="min-w-0 sm:w-44">
          <label htmlFor={`dash-${name}`} className="block text-sm font-medium text-ink">
            {name === "from" ? "From" : "To"}
          </label>
          <input
            id={`dash-${name}`}
            name={name}
            type="date"
            required
            defaultValue={values[name]}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `dash-${name}-error` : undefined}
            className={field}
          />
          {errorOf(name)}
        </div>
      ))}
      <div className="col-span-2 sm:self-end">
        <Button type="submit" variant="secondary" pending={busy}>
          Show
        </Button>
      </div>
    </Form>
  );
}

function Todo({ dashboard }: { dashboard: DashboardResponse }) {
  const staff = useStaff();
  const links = workLinks(dashboard.todo, staff?.permissions ?? [], dashboard.market);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="dash-todo" className="mt-6">
      <h2 id="dash-todo" className="text-lg font-semibold text-ink">
        Today
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="dashboard-todo">
        {links.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              data-todo={item.key}
              className="block h-full rounded-card border border-line bg-surface p-4 hover:border-accent focus-visible:border-accent"
            >
              <span className="block text-title font-semibold text-ink tabular">{item.count}</span>
              <span className="block text-sm text-muted">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figures({ dashboard }: { dashboard: DashboardResponse }) {
  const sales = salesSeries(dashboard);
  const customers = newCustomerSeries(dashboard);
  const statuses = statusRows(dashboard);
  const funnel = funnelRows(dashboard);
  const totalCustomers = customers.reduce((sum, d) => sum + d.customers, 0);
  const totalOrders = statuses.reduce((sum, s) => sum + s.orders, 0);
  const range = `${shortDay(dashboard.from)} to ${shortDay(dashboard.to)}`;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2" data-testid="dashboard-figures">
      {sales.length === 0 ? (
        <div className={card} data-testid="dash-sales">
          <h3 className="font-semibold text-ink">Sales</h3>
          <p className="mt-1 text-sm text-muted">No paid orders from {range}.</p>
        </div>
      ) : (
        sales.map((series) => (
          <ChartCard
            key={series.currency}
            id={`dash-sales-${series.currency}`}
            title={`Sales in ${series.currency}`}
            summary={`${money(series.total, series.currency)} from ${series.orders} paid ${series.orders === 1 ? "order" : "orders"}, ${range}.`}
            chart={
              <LazyChart
                kind="sales"
                label={`Paid sales per day in ${series.currency}, ${range}: ${money(series.total, series.currency)} in all`}
                currency={series.currency}
                days={series.days}
              />
            }
            table={
              <table className="w-full">
                <thead>
                  <tr>
                    <th className={th}>Day</th>
                    <th className={th}>Sales</th>
                    <th className={th}>Orders</th>
                  </tr>
                </thead>
                <tbody>
                  {series.days.map((d) => (
                    <tr key={d.date}>
                      <td className={td}>{shortDay(d.date)}</td>
                      <td className={td}>{money(d.amount, series.currency)}</td>
                      <td className={td}>{d.orders}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        ))
      )}
      <ChartCard
        id="dash-statuses"
        title="Orders by status"
        summary={`${totalOrders} ${totalOrders === 1 ? "order" : "orders"} placed, ${range}.`}
        chart={
          statuses.length > 0 ? (
            <LazyChart
              kind="bars"
              label={`Orders by status: ${statuses.map((s) => `${s.label} ${s.orders}`).join(", ")}`}
              rows={statuses.map((s) => ({ label: s.label, value: s.orders }))}
            />
          ) : null
        }
        table={
          <table className="w-full">
            <thead>
              <tr>
                <th className={th}>Status</th>
                <th className={th}>Orders</th>
              </tr>
            </thead>
            <tbody>
              {statuses.map((s) => (
                <tr key={s.status}>
                  <td className={td}>{s.label}</td>
                  <td className={td}>{s.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartCard
        id="dash-customers"
        title="New customers"
        summary={`${totalCustomers} shoppers paid for their first order in ${dashboard.market === "ALL" ? "a" : "this"} market, ${range}.`}
        chart={
          <LazyChart
            kind="customers"
            label={`New customers per day, ${range}: ${totalCustomers} in all`}
            days={customers}
          />
        }
        table={
          <table className="w-full">
            <thead>
              <tr>
                <th className={th}>Day</th>
                <th className={th}>New customers</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((d) => (
                <tr key={d.date}>
                  <td className={td}>{shortDay(d.date)}</td>
                  <td className={td}>{d.customers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartCard
        id="dash-funnel"
        title="Storefront funnel"
        summary={`Sessions that reached each step, ${range}.`}
        chart={
          <LazyChart
            kind="bars"
            label={`Funnel, sessions per step: ${funnel.map((s) => `${s.label} ${s.sessions}`).join(", ")}`}
            rows={funnel.map((s) => ({ label: s.label, value: s.sessions }))}
          />
        }
        table={
          <table className="w-full">
            <thead>
              <tr>
                <th className={th}>Step</th>
                <th className={th}>Sessions</th>
                <th className={th}>Of visits</th>
              </tr>
            </thead>
            <tbody>
              {funnel.map((s) => (
                <tr key={s.event}>
                  <td className={td}>{s.label}</td>
                  <td className={td}>{s.sessions}</td>
                  <td className={td}>{s.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <TopProducts dashboard={dashboard} />
    </div>
  );
}

function TopProducts({ dashboard }: { dashboard: DashboardResponse }) {
  const lists = [
    { id: "revenue", title: "Best sellers by revenue", rows: dashboard.topProducts.byRevenue },
    { id: "units", title: "Best sellers by units", rows: dashboard.topProducts.byUnits },
  ];
  return (
    <section className={`${card} lg:col-span-2`} aria-labelledby="dash-top" data-testid="dash-top">
      <h3 id="dash-top" className="font-semibold text-ink">
        Top products
      </h3>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.id} className="min-w-0">
            <h4 className="text-sm font-semibold text-muted">{list.title}</h4>
            {list.rows.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No paid orders in this range.</p>
            ) : (
              <table className="mt-2 w-full table-fixed text-sm">
                <thead>
                  <tr>
                    <th className={`${th} w-1/2`}>Product</th>
                    <th className={th}>Units</th>
                    <th className={th}>Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {list.rows.map((p) => (
                    <tr key={`${p.productId}-${p.currency}`} className="border-t border-line">
                      <td className="py-1.5 pr-3 text-ink [overflow-wrap:anywhere]">{p.name}</td>
                      <td className={td}>{p.units}</td>
                      <td className={td}>{money(p.revenue, p.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function Dashboard({ view }: { view: View }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/staff";
  return (
    <section aria-labelledby="dash-title" aria-busy={busy} className="mt-6">
      <h2 id="dash-title" className="text-lg font-semibold text-ink">
        Dashboard
      </h2>
      <Filters filters={view.filters} busy={busy} />
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {busy ? "Updating the figures…" : ""}
      </p>
      {view.failed ? (
        <p role="alert" className="mt-2 text-error">
          {view.failed}
        </p>
      ) : null}
      {view.dashboard ? (
        <div className={busy ? "opacity-60 transition-opacity" : undefined}>
          <Todo dashboard={view.dashboard} />
          <Figures dashboard={view.dashboard} />
        </div>
      ) : null}
    </section>
  );
}

export default function StaffHome() {
  const staff = useStaff();
  const view = useLoaderData<typeof loader>();
  if (!staff) return null;
  const screens = screensFor(staff.permissions);
  const others = areasWithoutScreen(staff.permissions);
  return (
    <div>
      <h1 className="text-title font-semibold text-ink">Hello, {staff.name.split(" ")[0]}</h1>
      <Dashboard view={view} />
      <section aria-labelledby="staff-screens" className="mt-10">
        <h2 id="staff-screens" className="text-lg font-semibold text-ink">
          Your screens
        </h2>
        <p className="mt-1 text-muted">
          {screens.length > 0
            ? "Here is what you can do in the back office."
            : "None of the back office's screens is in your areas yet."}
        </p>
        {screens.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Your screens">
            {screens.map((screen) => (
              <li key={screen.path}>
                <Link
                  to={screen.path}
                  className="block h-full rounded-card border border-line bg-surface p-5 transition-colors hover:border-accent focus-visible:border-accent"
                >
                  <h3 className="text-lg font-semibold text-ink">{screen.label}</h3>
                  <p className="mt-1 text-sm text-muted">{screen.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="staff-areas" className="mt-8">
          <h2 id="staff-areas" className="text-lg font-semibold text-ink">
            {screens.length > 0 ? "Your other areas" : "Your areas"}
          </h2>
          <p className="mt-1 text-sm text-muted">
            Your roles {screens.length > 0 ? "also " : ""}cover these; their screens are not in the back
            office yet.
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="staff-areas">
            {others.map((area) => (
              <li
                key={area}
                className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent"
              >
                {AREA_LABELS[area]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
