import { type CodRun, type CodRunsQuery, type Currency, codRunsQuerySchema } from "@ojas/domain";

// The back office's cash on delivery runs (docs/product.md, "Back office: orders"): the days the page
// shows (the last week unless chosen), checked with the API's own schema before it is asked, and the
// runs' totals per currency (a run's cash is never added across currencies).

export const COD_RUN_DAYS = 7;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface CodRunsRange {
  /** What the form shows: as typed, or the default week. */
  from: string;
  to: string;
  /** The API's query, or null with the field errors when the days are not a range. */
  query: CodRunsQuery | null;
  errors: Partial<Record<"from" | "to", string>>;
}

/** The days of the page's URL; a blank or missing field is the last COD_RUN_DAYS days up to today (UTC). */
export function codRunsRangeOf(params: URLSearchParams, now: number): CodRunsRange {
  const from = params.get("from")?.trim() || dayOf(now - (COD_RUN_DAYS - 1) * DAY_MS);
  const to = params.get("to")?.trim() || dayOf(now);
  const parsed = codRunsQuerySchema.safeParse({ from, to });
  if (parsed.success) return { from, to, query: parsed.data, errors: {} };
  const errors: CodRunsRange["errors"] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "from" || field === "to") && !errors[field]) errors[field] = issue.message;
  }
  return { from, to, query: null, errors };
}

export interface CodRunTotal {
  currency: Currency;
  runs: number;
  orders: number;
  amount: number;
}

/** The runs' orders and cash per currency, in the order the currencies first appear. */
export function codRunTotals(runs: readonly CodRun[]): CodRunTotal[] {
  const totals = new Map<Currency, CodRunTotal>();
  for (const run of runs) {
    const total = totals.get(run.currency) ?? { currency: run.currency, runs: 0, orders: 0, amount: 0 };
    total.runs += 1;
    total.orders += run.orders;
    total.amount += run.amount;
    totals.set(run.currency, total);
  }
  return [...totals.values()];
}
