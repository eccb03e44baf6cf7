import type { SupportRequest } from "@ojas/domain";
import { formatPhone } from "@ojas/domain";
import {
  SUPPORT_REQUEST_KIND_NAMES,
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUS_NAMES,
  SUPPORT_REQUEST_STATUSES,
  type SupportRequestKind,
} from "@ojas/domain/support";
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
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import {
  filtersOf,
  type InboxFilters,
  inboxQuery,
  inboxSearch,
  requestSummary,
  SUPPORT_STATUS_BADGE,
} from "../features/staff/support-inbox.ts";
import { useStaff } from "../features/staff/use-staff.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's support inbox (docs/product.md, "Support inbox"): shoppers' call-back, business and
// trial requests, newest first, filtered by kind, status and "mine"; "Load more" adds the next page below.

export const meta: MetaFunction = () => staffMeta("Support inbox");

export const headers = staffHeaders;

interface View {
  filters: InboxFilters;
  requests: SupportRequest[];
  nextToken: string | null;
  failed: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  try {
    const answer = await apiFor(request, context).get<{
      requests: SupportRequest[];
      paginationData: { nextToken: string | null };
    }>("/api/staff/support/requests", inboxQuery(filters, params.get("nextToken")));
    return { filters, requests: answer.requests, nextToken: answer.paginationData.nextToken, failed: null };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The support inbox could not be loaded.";
    return { filters, requests: [], nextToken: null, failed };
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink sm:w-auto";

function Filters({ filters }: { filters: InboxFilters }) {
  return (
    <Form
      method="get"
      className="mt-8 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label="Filter requests"
    >
      <div>
        <label htmlFor="support-q" className="block text-sm font-medium text-ink">
          Name, phone, email or reference
        </label>
        <input
          id="support-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          autoComplete="off"
          spellCheck={false}
          className={`${field} sm:w-56`}
        />
      </div>
      <div>
        <label htmlFor="support-kind" className="block text-sm font-medium text-ink">
          Kind
        </label>
        <select id="support-kind" name="kind" defaultValue={filters.kind ?? ""} className={field}>
          <option value="">All kinds</option>
          {SUPPORT_REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SUPPORT_REQUEST_KIND_NAMES[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="support-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select id="support-status" name="status" defaultValue={filters.status ?? ""} className={field}>
          <option value="">All statuses</option>
          {SUPPORT_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SUPPORT_REQUEST_STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="mine" value="1" defaultChecked={filters.mine} className="size-5" />
        Only mine
      </label>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

function RequestRow({ request, myId }: { request: SupportRequest; myId: string | undefined }) {
  const owner =
    request.ownerId === null
      ? "Nobody yet"
      : request.ownerId === myId
        ? "You"
        : (request.ownerName ?? request.ownerId);
  return (
    <li data-testid="support-request" data-request-id={request.requestId}>
      <Link
        to={`/staff/support/${encodeURIComponent(request.requestId)}`}
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 hover:border-ink/40 sm:flex-row sm:items-start sm:justify-between"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{request.name}</span>
          <span className="block text-sm text-ink/90 [overflow-wrap:anywhere]">
            {requestSummary(request)}
          </span>
          <span className="block text-xs text-muted">
            {SUPPORT_REQUEST_KIND_NAMES[request.kind as SupportRequestKind] ?? request.kind} ·{" "}
            {request.market} · <span className="tabular">{formatPhone(request.phoneNumber)}</span>
          </span>
        </span>
        <span className="shrink-0 text-sm sm:text-right">
          <span
            className={`inline-block rounded-full px-3 py-1 font-semibold ${SUPPORT_STATUS_BADGE[request.status] ?? ""}`}
            data-testid="support-status"
          >
            {SUPPORT_REQUEST_STATUS_NAMES[request.status]}
          </span>
          <span className="mt-1 block text-muted">Owner: {owner}</span>
          <span className="block text-muted tabular">{when(request.createdAt)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The first page from the loader, then each "Load more" page appended below it. */
function InboxList({ first }: { first: View }) {
  const staff = useStaff();
  const list = usePagedList(
    first,
    (page: View) => page.requests,
    (row) => row.requestId,
  );
  const requests = list.items;
  const filtered = first.filters.kind || first.filters.status || first.filters.mine || first.filters.q;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Support requests">
        {requests.length === 0 ? (
          <li className="text-muted">{filtered ? "No request matches." : "No requests yet."}</li>
        ) : null}
        {requests.map((request) => (
          <RequestRow key={request.requestId} request={request} myId={staff?.id} />
        ))}
      </ul>
      <LoadMore list={list} path="/staff/support" search={(token) => inboxSearch(first.filters, token)} />
    </>
  );
}

export default function StaffSupport() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/support";
  return (
    <div>
      <PageHeader title="Support inbox">
        Shoppers who asked us to call them, newest first. Take one to make it yours.
      </PageHeader>
      <Filters key={location.search} filters={view.filters} />
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading requests…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <InboxList key={location.key} first={view} />
        </div>
      )}
    </div>
  );
}
