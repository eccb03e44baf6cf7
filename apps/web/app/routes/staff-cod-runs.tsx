import { type CodRun, type CodRunsResponse, formatMoney } from "@ojas/domain";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { Field } from "../components/ui/Field.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { codRunsRangeOf, codRunTotals } from "../features/staff/cod-runs.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's cash on delivery runs (docs/product.md, "Back office: orders"): the cash each courier
// handed over on a run (courier and day), counted and summed by the API, between two chosen days.

export const meta: MetaFunction = () => staffMeta("Cash on delivery runs");

export const headers = staffHeaders;

interface View {
  from: string;
  to: string;
  runs: CodRun[] | null;
  errors: Partial<Record<"from" | "to", string>>;
  failed: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const range = codRunsRangeOf(new URL(request.url).searchParams, Date.now());
  const view = { from: range.from, to: range.to, runs: null, errors: range.errors, failed: null };
  // Days that are not a range: the fields say why, and the API is not asked.
  if (!range.query) return view;
  try {
    const answer = await apiFor(request, context).get<CodRunsResponse>(
      "/api/staff/orders/cod-runs",
      range.query,
    );
    return { ...view, runs: answer.runs };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { ...view, errors: (error.fields ?? {}) as View["errors"], failed: error.message };
    }
    if (!(error instanceof ApiError) || error.status === 401 || error.status === 403) signedOutOr(error);
    return { ...view, failed: "The runs could not be loaded." };
  }
}

// Staff work in India: a run's day as a date.
const day = (runDate: string) => formatFor("IN").date(Date.parse(`${runDate}T00:00:00Z`));

function DayField(props: { id: string; name: "from" | "to"; label: string; value: string; error?: string }) {
  return (
    <Field
      id={props.id}
      name={props.name}
      label={props.label}
      type="date"
      defaultValue={props.value}
      error={props.error}
      wrapperClassName="min-w-0"
    />
  );
}

export function RunsTable({ runs, from, to }: { runs: CodRun[]; from: string; to: string }) {
  if (runs.length === 0)
    return <p className="mt-6 text-muted">No cash on delivery was collected on these days.</p>;
  const totals = codRunTotals(runs);
  return (
    <>
      <table className="mt-6 w-full table-fixed text-left text-sm" data-testid="cod-runs">
        <caption className="sr-only">
          Cash on delivery runs from {from} to {to}: courier, day, orders and cash, newest first
        </caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-2 pr-2">
              Courier
            </th>
            <th scope="col" className="py-2 pr-2">
              Day
            </th>
            <th scope="col" className="w-16 py-2 pr-2 text-right">
              Orders
            </th>
            <th scope="col" className="py-2 text-right">
              Cash
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={`${run.runId}-${run.currency}`} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-2 font-medium text-ink [overflow-wrap:anywhere]">
                {run.courier}
              </th>
              <td className="py-2 pr-2 tabular">{day(run.runDate)}</td>
              <td className="py-2 pr-2 text-right tabular">{run.orders}</td>
              <td className="py-2 text-right tabular">{formatMoney(run.amount, run.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 flex flex-col gap-1 text-sm" aria-label="Totals" data-testid="cod-run-totals">
        {totals.map((t) => (
          <li key={t.currency} className="font-semibold text-ink">
            {t.currency}: {formatMoney(t.amount, t.currency)} from {t.orders} order{t.orders === 1 ? "" : "s"}{" "}
            on {t.runs} run{t.runs === 1 ? "" : "s"}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function StaffCodRuns() {
  const view = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="min-w-0">
      <Link to="/staff/orders" className="inline-flex min-h-11 items-center text-accent underline">
        Back to orders
      </Link>
      <PageHeader title="Cash on delivery runs">
        The cash each courier handed over per run (a courier's day), with its orders, newest first.
      </PageHeader>
      <Form
        method="get"
        noValidate
        className="mt-8 grid min-w-0 grid-cols-2 gap-3 sm:flex sm:items-end"
        aria-label="Runs between two days"
      >
        <DayField id="cod-from" name="from" label="From" value={view.from} error={view.errors.from} />
        <DayField id="cod-to" name="to" label="To" value={view.to} error={view.errors.to} />
        <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
          Show
        </Button>
      </Form>
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading…" : ""}
      </p>
      {view.failed ? <ListFailed message={view.failed} /> : null}
      {view.runs ? (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <RunsTable runs={view.runs} from={view.from} to={view.to} />
        </div>
      ) : null}
    </div>
  );
}
