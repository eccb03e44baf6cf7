import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentStatus,
  type ContentSummary,
} from "@ojas/domain";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { CONTENT_STATUS_BADGE, CONTENT_STATUS_NAMES } from "../features/staff/content-form.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's content list (docs/product.md, "Content"): one kind at a time (tabs), filtered by
// status and title, newest change first; "Load more" adds the next page below.

export const meta: MetaFunction = () => staffMeta("Content");

export const headers = staffHeaders;

interface Filters {
  kind: ContentKind;
  status?: ContentStatus;
  q?: string;
}

interface View {
  filters: Filters;
  items: ContentSummary[];
  nextToken: string | null;
  failed: string | null;
}

function filtersOf(params: URLSearchParams): Filters {
  const kind = params.get("kind") as ContentKind;
  const status = params.get("status") as ContentStatus;
  const q = params.get("q")?.trim().slice(0, 80);
  return {
    kind: CONTENT_KINDS.includes(kind) ? kind : "article",
    ...(CONTENT_STATUSES.includes(status) ? { status } : {}),
    ...(q ? { q } : {}),
  };
}

function search(filters: Filters, nextToken?: string | null): string {
  const params = new URLSearchParams({ kind: filters.kind });
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (nextToken) params.set("nextToken", nextToken);
  return `?${params}`;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  try {
    const query: Record<string, string> = { kind: filters.kind };
    if (filters.status) query.status = filters.status;
    if (filters.q) query.q = filters.q;
    const token = params.get("nextToken");
    if (token) query.nextToken = token;
    const answer = await apiFor(request, context).get<{
      items: ContentSummary[];
      paginationData: { nextToken: string | null };
    }>("/api/staff/content", query);
    return { filters, items: answer.items, nextToken: answer.paginationData.nextToken, failed: null };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The content could not be loaded.";
    return { filters, items: [], nextToken: null, failed };
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink sm:w-auto";

function Tabs({ filters }: { filters: Filters }) {
  return (
    <nav aria-label="Kinds of content" className="mt-6 -mx-1 flex flex-wrap gap-2">
      {CONTENT_KINDS.map((kind) => (
        <Link
          key={kind}
          to={search({ ...filters, kind })}
          aria-current={kind === filters.kind ? "page" : undefined}
          className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
            kind === filters.kind
              ? "border-accent bg-accent text-on-accent"
              : "border-line text-ink hover:bg-line/40"
          }`}
        >
          {CONTENT_KIND_NAMES[kind]}
        </Link>
      ))}
    </nav>
  );
}

function FilterForm({ filters }: { filters: Filters }) {
  return (
    <Form
      method="get"
      className="mt-6 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label="Filter content"
    >
      <input type="hidden" name="kind" value={filters.kind} />
      <div>
        <label htmlFor="content-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select id="content-status" name="status" defaultValue={filters.status ?? ""} className={field}>
          <option value="">Any</option>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONTENT_STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="content-q" className="block text-sm font-medium text-ink">
          Title
        </label>
        <input
          id="content-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          autoComplete="off"
          className={`${field} sm:w-56`}
        />
      </div>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

function Row({ item }: { item: ContentSummary }) {
  const href = `/staff/content/${item.kind}/${encodeURIComponent(item.id)}`;
  return (
    <li data-testid="staff-content-item" className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">
            <Link to={href} className="hover:underline">
              {item.title}
            </Link>
          </h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            <span className="tabular">{item.id}</span> · changed{" "}
            <span className="tabular">{when(item.updatedAt)}</span>
            {item.status === "SCHEDULED" && item.publishAt ? (
              <>
                {" "}
                · shows from <span className="tabular">{when(item.publishAt)}</span>
              </>
            ) : null}
          </p>
        </div>
        <span
          className={`inline-block shrink-0 self-start rounded-full px-3 py-1 text-sm font-semibold ${CONTENT_STATUS_BADGE[item.status]}`}
        >
          {CONTENT_STATUS_NAMES[item.status]}
        </span>
      </div>
    </li>
  );
}

function ContentList({ first }: { first: View }) {
  const list = usePagedList(
    first,
    (page: View) => page.items,
    (row) => row.id,
  );
  const items = list.items;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label={CONTENT_KIND_NAMES[first.filters.kind]}>
        {items.length === 0 ? (
          <li className="text-muted">
            {first.filters.q || first.filters.status ? "Nothing matches." : "Nothing here yet."}
          </li>
        ) : null}
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ul>
      <LoadMore list={list} path="/staff/content" search={(token) => search(first.filters, token)} />
    </>
  );
}

export default function StaffContent() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/content";
  const kind = view.filters.kind;
  return (
    <div>
      <PageHeader title="Content">
        What the storefront shows besides the catalogue. New items start as drafts; publish them now or at a
        time, and unpublish them when they should go.
      </PageHeader>
      <Tabs filters={view.filters} />
      <div className="mt-4">
        <ButtonLink to={`/staff/content/${kind}/new`}>
          New: {CONTENT_KIND_NAMES[kind].toLowerCase()}
        </ButtonLink>
      </div>
      <FilterForm key={location.search} filters={view.filters} />
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <ContentList key={location.key} first={view} />
        </div>
      )}
    </div>
  );
}
