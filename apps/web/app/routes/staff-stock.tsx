import {
  MARKETS,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_NOTE_MAX,
  STOCK_REASON_NAMES,
  type StockListResponse,
  type StockRow,
} from "@ojas/domain";
import { useEffect, useId, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { Field, SelectField } from "../components/ui/Field.tsx";
import { StockBadge } from "../components/ui/StockBadge.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import {
  type AdjustField,
  adjustFormOf,
  REASON_HINTS,
  type StockFilters,
  signed,
  stockFiltersOf,
  stockQuery,
  stockSearch,
} from "../features/staff/stock-admin.ts";
import { ApiError, apiFor } from "../lib/api.ts";

// The back office's stock (docs/product.md, "Stock"): a market's skus, fewest free units first, found by
// sku or product name, only the low ones if asked; each with what is free and what unpaid orders hold, a
// form to record goods received, damaged or recounted, and a link to its history.

export const meta: MetaFunction = () => staffMeta("Stock");

export const headers = staffHeaders;

interface View {
  filters: StockFilters;
  items: StockRow[];
  threshold: number;
  nextToken: string | null;
  /** Whether this is a later page (so the screen offers the first again). */
  paged: boolean;
  failed: string | null;
  /** A fresh key per load: an adjustment sent twice repeats its Idempotency-Key, so it is made once. */
  changeKey: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = stockFiltersOf(params);
  const nextToken = params.get("nextToken");
  try {
    const answer = await apiFor(request, context).get<StockListResponse>(
      "/api/staff/stock",
      stockQuery(filters, nextToken),
    );
    return {
      filters,
      items: answer.items,
      threshold: answer.lowStockThreshold,
      nextToken: answer.paginationData.nextToken,
      paged: Boolean(nextToken),
      failed: null,
      changeKey: newChangeKey(),
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The stock could not be loaded.";
    return { filters, items: [], threshold: 0, nextToken: null, paged: false, failed, changeKey: "" };
  }
}

export interface AdjustResult {
  ok: boolean;
  message: string;
  errors?: Partial<Record<AdjustField, string>>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const skuId = String(form.get("skuId") ?? "");
  const parsed = adjustFormOf(form);
  if (!skuId) return data<AdjustResult>({ ok: false, message: "Choose a sku." }, { status: 400 });
  if (!parsed.body) {
    return data<AdjustResult>(
      { ok: false, message: "Check the highlighted fields.", errors: parsed.errors },
      { status: 400 },
    );
  }
  const { market, reason, quantity } = parsed.body;
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${market}.${skuId}.${reason}.${quantity}`;
  try {
    const answer = await apiFor(request, context).post<{ item: StockRow; adjustment: { change: number } }>(
      `/api/staff/stock/${encodeURIComponent(skuId)}/adjust`,
      parsed.body,
      { idempotencyKey: key },
    );
    return data<AdjustResult>({
      ok: true,
      message: `${STOCK_REASON_NAMES[reason]} saved: ${signed(answer.adjustment.change)} free, ${answer.item.available} free to sell now.`,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const here = new URL(request.url);
      throw redirect(`${here.pathname}${here.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<AdjustResult>(
        { ok: false, message: error.message, errors: error.fields as AdjustResult["errors"] },
        { status: error.status },
      );
    }
    throw error;
  }
}

function Filters({ filters }: { filters: StockFilters }) {
  return (
    <Form method="get" className="mt-8 grid gap-3 sm:flex sm:flex-wrap sm:items-end" aria-label="Find stock">
      <SelectField id="stock-market" name="market" label="Market" defaultValue={filters.market}>
        {MARKETS.map((market) => (
          <option key={market} value={market}>
            {market}
          </option>
        ))}
      </SelectField>
      <Field
        id="stock-q"
        name="q"
        type="search"
        label="Sku or product name"
        defaultValue={filters.q ?? ""}
        autoComplete="off"
        wrapperClassName="sm:w-64"
      />
      <label className="flex min-h-12 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="low" value="true" defaultChecked={filters.low} className="size-5" />
        Low stock only
      </label>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

export function AdjustForm({ item, changeKey }: { item: StockRow; changeKey: string }) {
  const fetcher = useFetcher<AdjustResult>();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // What the domain's schema finds wrong before sending; the API's field errors once it answered.
  const [checked, setChecked] = useState<AdjustResult["errors"] | null>(null);
  const errors = checked ?? result?.errors ?? {};
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  useEffect(() => {
    if (checked) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [checked]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/staff/stock"
      noValidate
      onSubmit={(event) => {
        const parsed = adjustFormOf(new FormData(event.currentTarget));
        setChecked(parsed.errors);
        if (parsed.errors) event.preventDefault();
      }}
      className="mt-3 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-start"
      aria-label={`Adjust ${item.skuName}`}
    >
      <input type="hidden" name="skuId" value={item.skuId} />
      <input type="hidden" name="market" value={item.market} />
      <input type="hidden" name="changeKey" value={changeKey} />
      <SelectField id={`${id}-reason`} name="reason" label="Reason" defaultValue="" error={errors.reason}>
        <option value="" disabled>
          Choose…
        </option>
        {STOCK_ADJUSTMENT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {STOCK_REASON_NAMES[reason]}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${id}-quantity`}
        name="quantity"
        label="Units"
        inputMode="numeric"
        autoComplete="off"
        error={errors.quantity}
        wrapperClassName="sm:w-28"
      />
      <Field
        id={`${id}-note`}
        name="note"
        label="Note (optional)"
        maxLength={STOCK_NOTE_MAX}
        autoComplete="off"
        error={errors.note}
      />
      <Button type="submit" pending={fetcher.state !== "idle"} className="sm:mt-6">
        Save<span className="sr-only">: {item.skuName}</span>
      </Button>
      <p className="text-sm text-muted sm:col-span-4">
        {STOCK_ADJUSTMENT_REASONS.map((r) => `${STOCK_REASON_NAMES[r]}: ${REASON_HINTS[r]}`).join(" ")}
      </p>
      <p
        role={result && !result.ok ? "alert" : "status"}
        className={`text-sm sm:col-span-4 ${result && !result.ok ? "text-error" : "text-ink"}`}
        data-testid="adjust-result"
      >
        {result ? result.message : ""}
      </p>
    </fetcher.Form>
  );
}

function StockItem({ item, changeKey }: { item: StockRow; changeKey: string }) {
  const headingId = useId();
  return (
    <li
      data-testid="staff-stock"
      data-sku-id={item.skuId}
      className="rounded-card border border-line bg-surface p-4"
    >
      <article aria-labelledby={headingId}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink [overflow-wrap:anywhere]">
              {item.productName}
            </h2>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {item.skuName} · <span className="tabular">{item.skuId}</span> · {item.market}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StockBadge status={item.stockStatus} />
            {item.low && item.stockStatus === "IN_STOCK" ? (
              <span className="inline-flex rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-on-accent">
                Low
              </span>
            ) : null}
          </div>
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted">Available</dt>
            <dd className="tabular font-semibold text-ink" data-testid="stock-available">
              {item.available}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Held by unpaid orders</dt>
            <dd className="tabular font-semibold text-ink" data-testid="stock-held">
              {item.held}
            </dd>
          </div>
        </dl>
        <details className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent">
            Adjust stock<span className="sr-only">: {item.skuName}</span>
          </summary>
          <AdjustForm item={item} changeKey={changeKey} />
        </details>
        <Link
          to={`/staff/stock/${encodeURIComponent(item.skuId)}?market=${item.market}`}
          className="mt-1 inline-flex min-h-11 items-center text-sm text-accent underline"
        >
          History<span className="sr-only">: {item.skuName}</span>
        </Link>
      </article>
    </li>
  );
}

export default function StaffStock() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/stock";
  const filtered = view.filters.q || view.filters.low;
  return (
    <div>
      <PageHeader title="Stock">
        What each sku has free to sell in a market and what unpaid orders hold, fewest free first. Low means{" "}
        {view.threshold || "a few"} or fewer free. A sold-out sku shows “Sold out” in the shop at once.
      </PageHeader>
      <Filters key={location.search} filters={view.filters} />
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading stock…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <ul className="mt-4 flex flex-col gap-3" aria-label="Stock">
            {view.items.length === 0 ? (
              <li className="text-muted">
                {filtered ? "No sku matches." : "No stock is kept in this market yet."}
              </li>
            ) : null}
            {view.items.map((item) => (
              <StockItem key={`${item.market}.${item.skuId}`} item={item} changeKey={view.changeKey} />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {view.paged ? (
              <Link
                className={buttonClasses("secondary", "md")}
                to={`/staff/stock${stockSearch(view.filters)}`}
              >
                First page
              </Link>
            ) : null}
            {view.nextToken ? (
              <Link
                className={buttonClasses("secondary", "md")}
                to={`/staff/stock${stockSearch(view.filters, view.nextToken)}`}
              >
                Next page
              </Link>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
