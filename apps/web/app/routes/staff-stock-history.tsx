import {
  MARKETS,
  STOCK_REASON_NAMES,
  type StockAdjustment,
  type StockHistoryResponse,
  type StockRow,
} from "@ojas/domain";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useFetcher,
  useLoaderData,
  useLocation,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { StockBadge } from "../components/ui/StockBadge.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { comingSoonFormOf, signed } from "../features/staff/stock-admin.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";
import { AdjustForm } from "./staff-stock.tsx";

// One sku's stock in a market and every adjustment staff made to it, newest first (docs/product.md,
// "Stock"), with the same adjust form as the list, and whether the sku is coming soon in the market.

export const meta: MetaFunction = () => staffMeta("Stock history");

export const headers = staffHeaders;

interface View {
  skuId: string;
  market: string;
  item: StockRow | null;
  adjustments: StockAdjustment[];
  nextToken: string | null;
  paged: boolean;
  failed: string | null;
  changeKey: string;
}

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<View> {
  const search = new URL(request.url).searchParams;
  const skuId = params.skuId ?? "";
  const market = MARKETS.find((m) => m === search.get("market")) ?? "IN";
  const nextToken = search.get("nextToken");
  try {
    const answer = await apiFor(request, context).get<StockHistoryResponse>(
      `/api/staff/stock/${encodeURIComponent(skuId)}/history`,
      { market, nextToken: nextToken ?? undefined },
    );
    return {
      skuId,
      market,
      item: answer.item,
      adjustments: answer.adjustments,
      nextToken: answer.paginationData.nextToken,
      paged: Boolean(nextToken),
      failed: null,
      changeKey: newChangeKey(),
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The history could not be loaded.";
    return {
      skuId,
      market,
      item: null,
      adjustments: [],
      nextToken: null,
      paged: false,
      failed,
      changeKey: "",
    };
  }
}

interface ComingSoonResult {
  ok: boolean;
  message: string;
}

/** Marks the sku coming soon in the market, or not (POST /api/staff/stock/{skuId}/coming-soon). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const skuId = params.skuId ?? "";
  const body = comingSoonFormOf(form);
  if (!body)
    return data<ComingSoonResult>({ ok: false, message: "Choose coming soon or not." }, { status: 400 });
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${body.market}.${skuId}.coming-soon.${body.comingSoon}`;
  try {
    const answer = await apiFor(request, context).post<{ item: StockRow }>(
      `/api/staff/stock/${encodeURIComponent(skuId)}/coming-soon`,
      body,
      { idempotencyKey: key },
    );
    return data<ComingSoonResult>({
      ok: true,
      message: answer.item.comingSoon
        ? `Marked coming soon in ${answer.item.market}.`
        : `No longer coming soon in ${answer.item.market}.`,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const here = new URL(request.url);
      throw redirect(`${here.pathname}${here.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<ComingSoonResult>({ ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

/**
 * Coming soon or not in this market: with no units free, the storefront shows "Coming soon" instead of
 * "Sold out". One button flips it; the page reads the sku again after.
 */
function ComingSoonForm({ item, changeKey }: { item: StockRow; changeKey: string }) {
  const fetcher = useFetcher<ComingSoonResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" className="mt-4 flex flex-wrap items-center gap-3" aria-label="Coming soon">
      <input type="hidden" name="market" value={item.market} />
      <input type="hidden" name="changeKey" value={changeKey} />
      <input type="hidden" name="comingSoon" value={item.comingSoon ? "false" : "true"} />
      <p className="text-sm text-ink" data-testid="stock-coming-soon">
        {item.comingSoon ? `Coming soon in ${item.market}` : `Not marked coming soon in ${item.market}`}
      </p>
      <Button type="submit" variant="secondary" pending={fetcher.state !== "idle"}>
        {item.comingSoon ? "Not coming soon" : "Mark coming soon"}
      </Button>
      <p
        role={result && !result.ok ? "alert" : "status"}
        className={`w-full text-sm ${result && !result.ok ? "text-error" : "text-muted"}`}
      >
        {result ? result.message : 'With no units free, the shop shows "Coming soon" instead of "Sold out".'}
      </p>
    </fetcher.Form>
  );
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);

export default function StaffStockHistory() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `/staff/stock/${encodeURIComponent(view.skuId)}`;
  const item = view.item;
  return (
    <div>
      <Link
        to={`/staff/stock?market=${view.market}`}
        className="inline-flex min-h-11 items-center text-accent underline"
      >
        Back to stock
      </Link>
      <PageHeader title={item ? `Stock of ${item.skuName}` : "Stock history"}>
        {item ? `${item.productName} · ${item.skuId} · ${item.market}` : `${view.skuId} · ${view.market}`}
      </PageHeader>
      {view.failed ? (
        <div role="alert" className="mt-6 text-error">
          <p>{view.failed}</p>
          <Link to={`${here}${location.search}`} className="mt-2 inline-block text-accent underline">
            Try again
          </Link>
        </div>
      ) : null}
      {item ? (
        <section aria-labelledby="stock-now" className="mt-6 rounded-card border border-line bg-surface p-4">
          <h2 id="stock-now" className="font-semibold text-ink">
            Now
          </h2>
          <dl className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted">Available</dt>
              <dd className="tabular font-semibold text-ink" data-testid="stock-available">
                {item.available}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">Held by unpaid orders</dt>
              <dd className="tabular font-semibold text-ink">{item.held}</dd>
            </div>
          </dl>
          <StockBadge status={item.stockStatus} className="mt-2" />
          <ComingSoonForm item={item} changeKey={view.changeKey} />
          <AdjustForm item={item} changeKey={view.changeKey} />
        </section>
      ) : null}
      {item ? (
        <section aria-labelledby="stock-history" className="mt-8">
          <h2 id="stock-history" className="text-lg font-semibold text-ink">
            Adjustments
          </h2>
          <ol className="mt-3 flex flex-col gap-3" aria-label="Adjustments, newest first">
            {view.adjustments.length === 0 ? <li className="text-muted">No adjustment yet.</li> : null}
            {view.adjustments.map((a) => (
              <li
                key={a.adjustmentId}
                data-testid="stock-adjustment"
                className="rounded-card border border-line bg-surface p-4 text-sm"
              >
                <p className="font-semibold text-ink">
                  {STOCK_REASON_NAMES[a.reason]} {a.reason === "RECOUNT" ? `to ${a.quantity}` : a.quantity} ·{" "}
                  <span className="tabular">{signed(a.change)}</span> free
                </p>
                <p className="text-muted">
                  Free <span className="tabular">{a.availableBefore}</span> →{" "}
                  <span className="tabular">{a.availableAfter}</span>, held{" "}
                  <span className="tabular">{a.held}</span> · <span className="tabular">{when(a.at)}</span> ·{" "}
                  {a.staffId}
                </p>
                {a.note ? <p className="mt-1 text-ink [overflow-wrap:anywhere]">{a.note}</p> : null}
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            {view.paged ? (
              <Link className={buttonClasses("secondary", "md")} to={`${here}?market=${view.market}`}>
                Newest
              </Link>
            ) : null}
            {view.nextToken ? (
              <Link
                className={buttonClasses("secondary", "md")}
                to={`${here}?market=${view.market}&nextToken=${encodeURIComponent(view.nextToken)}`}
              >
                Older
              </Link>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
