import type { Customer, CustomerSearchResponse } from "@ojas/domain";
import { formatPhone } from "@ojas/domain";
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
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { customerName, customerSearch, searchTextOf } from "../features/staff/customers.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's customers (docs/product.md, "Customers"): find a shopper by phone, email or name,
// newest first; "Load more" adds the next page below.

export const meta: MetaFunction = () => staffMeta("Customers");

export const headers = staffHeaders;

interface View {
  q: string | null;
  customers: Customer[];
  nextToken: string | null;
  failed: string | null;
  /** The search box's own complaint (too short), shown beside it. */
  qError: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const q = searchTextOf(params);
  const empty = { q, customers: [], nextToken: null };
  if (q && q.length < 3) return { ...empty, failed: null, qError: "Type at least 3 characters" };
  try {
    const answer = await apiFor(request, context).get<CustomerSearchResponse>("/api/staff/customers", {
      q: q ?? undefined,
      nextToken: params.get("nextToken") ?? undefined,
    });
    return {
      q,
      customers: answer.customers,
      nextToken: answer.paginationData.nextToken,
      failed: null,
      qError: null,
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The customers could not be loaded.";
    return { ...empty, failed, qError: null };
  }
}

const joined = (ms: number) => formatFor("IN").date(ms);

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <li data-testid="customer" data-user-id={customer.userId}>
      <Link
        to={`/staff/customers/${encodeURIComponent(customer.userId)}`}
        className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 hover:border-ink/40 sm:flex-row sm:items-center sm:justify-between"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-ink [overflow-wrap:anywhere]">
            {customerName(customer)}
          </span>
          <span className="block text-sm text-muted [overflow-wrap:anywhere]">
            <span className="tabular">
              {customer.phoneNumber ? formatPhone(customer.phoneNumber) : "No phone"}
            </span>{" "}
            · {customer.email ?? "No email"}
          </span>
        </span>
        <span className="shrink-0 text-sm text-muted">Joined {joined(customer.createdAt)}</span>
      </Link>
    </li>
  );
}

function Results({ first }: { first: View }) {
  const list = usePagedList(
    first,
    (page: View) => page.customers,
    (row) => row.userId,
  );
  const customers = list.items;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Customers">
        {customers.length === 0 ? (
          <li className="text-muted">{first.q ? "No shopper matches." : "No shoppers yet."}</li>
        ) : null}
        {customers.map((customer) => (
          <CustomerRow key={customer.userId} customer={customer} />
        ))}
      </ul>
      <LoadMore list={list} path="/staff/customers" search={(token) => customerSearch(first.q, token)} />
    </>
  );
}

export default function StaffCustomers() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/customers";
  return (
    <div>
      <PageHeader title="Customers">
        Find a shopper by phone number, email or name. Without a search, the newest shoppers come first.
      </PageHeader>
      <Form
        method="get"
        key={location.search}
        className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
        aria-label="Find a customer"
      >
        <div className="sm:w-80">
          <label htmlFor="customers-q" className="block text-sm font-medium text-ink">
            Phone, email or name
          </label>
          <input
            id="customers-q"
            name="q"
            type="search"
            defaultValue={view.q ?? ""}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={view.qError ? true : undefined}
            aria-describedby={view.qError ? "customers-q-error" : undefined}
            className="mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink aria-[invalid=true]:border-error"
          />
          {view.qError ? (
            <p id="customers-q-error" className="mt-1.5 text-sm text-error">
              {view.qError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" className="self-start sm:self-auto">
          Search
        </Button>
      </Form>
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Searching…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <Results key={location.key} first={view} />
        </div>
      )}
    </div>
  );
}
