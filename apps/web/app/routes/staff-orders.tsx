import {
  addressPlace,
  formatMoney,
  MARKETS,
  ORDER_STATUSES,
  orderStatusLabel,
  type StaffOrderDto,
  type StaffOrderListResponse,
  type StaffStatus,
} from "@ojas/domain";
import { useEffect, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { Field } from "../components/ui/Field.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { forbidden, signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey, statusChangeKey } from "../features/staff/change-key.ts";
import { filtersOf, type OrderFilters, orderSearch } from "../features/staff/order-desk.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's order desk, inside the /staff layout: recent orders of every shopper, each with a
// button per status it may move to next (the API's transition table decides). The layout turns away
// anyone without a staff session; a member of staff without `orders` gets the area's 403. The forms work
// without JavaScript; React Router refuses an action posted from another origin. Each change carries an
// Idempotency-Key (features/staff/change-key.ts).

export const meta: MetaFunction = () => staffMeta("Orders");

export const headers = staffHeaders;

interface StaffOrdersView extends StaffOrderListResponse {
  filters: OrderFilters;
  /** The API's field errors of a search it refused (a half-typed phone, a bad date). */
  fields: Record<string, string> | null;
  /** Fresh with every load, so each change after a reload gets its own Idempotency-Key. */
  changeKey: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<StaffOrdersView> {
  const url = new URL(request.url);
  const filters = filtersOf(url.searchParams);
  const nextToken = url.searchParams.get("nextToken") || undefined;
  try {
    const list = await apiFor(request, context).get<StaffOrderListResponse>("/api/staff/orders", {
      ...filters,
      nextToken,
      limit: 25,
    });
    return { filters, fields: null, changeKey: newChangeKey(), ...list };
  } catch (error) {
    // Signed out: the layout asks to sign in and shows no page.
    signedOutOr(error);
    const fields = error instanceof ApiError && error.status === 400 ? (error.fields ?? {}) : null;
    return { filters, fields, changeKey: "", orders: [], paginationData: { nextToken: null } };
  }
}

interface MoveResult {
  ok: boolean;
  orderId: string;
  message: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const orderId = String(form.get("orderId") ?? "");
  const status = String(form.get("status") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const changeKey = String(form.get("changeKey") ?? "") || newChangeKey();
  try {
    const { order } = await apiFor(request, context).post<{ order: StaffOrderDto }>(
      `/api/staff/orders/${encodeURIComponent(orderId)}/status`,
      { status, ...(note ? { note } : {}) },
      { idempotencyKey: statusChangeKey(changeKey, orderId, status) },
    );
    return data<MoveResult>({ ok: true, orderId, message: `${orderId}: ${orderStatusLabel(order.status)}` });
  } catch (error) {
    // The session ended (12 hours, a role taken away): the page again, which asks to sign in.
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status === 403) forbidden(error.message);
    if (error instanceof ApiError && error.status < 500) {
      return data<MoveResult>({ ok: false, orderId, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

/** Moves that stop or undo an order: shown quieter than the next step forward. */
const STOPS: ReadonlySet<StaffStatus> = new Set([
  "CANCELLED",
  "ORDER_CANCELLED",
  "DUPLICATE_ORDER",
  "DELIVERY_FAILED",
  "RTO_INITIATED",
  "QC_FAILED",
  "RETURN_CANCELLED",
  "EXCHANGE_CANCELLED",
  "REFUND_FAILED",
]);

// Staff work in India: every order's time in IST.
const when = (ms: number) => formatFor("IN").dayDateTime(ms);

function OrderCard({
  order,
  result,
  changeKey,
}: {
  order: StaffOrderDto;
  result: MoveResult | undefined;
  changeKey: string;
}) {
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" && navigation.formData?.get("orderId") === order.orderId;
  const forward = order.nextStatuses.find((s) => !STOPS.has(s));
  const noteId = `note-${order.orderId}`;
  return (
    <article
      aria-labelledby={`order-${order.orderId}`}
      data-testid="staff-order"
      data-order-id={order.orderId}
      className="rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`order-${order.orderId}`} className="font-mono text-base font-semibold text-ink">
            <Link className="text-accent underline" to={`/staff/orders/${encodeURIComponent(order.orderId)}`}>
              {order.orderNumber}
            </Link>
          </h2>
          <p className="font-mono text-xs text-muted [overflow-wrap:anywhere]">{order.orderId}</p>
          <p className="mt-1 text-sm text-muted">
            {when(order.createdAt)} · {order.market} · {order.address.name}, {addressPlace(order.address)}
          </p>
        </div>
        <div className="sm:text-right">
          <p
            className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent"
            data-testid="status"
          >
            {orderStatusLabel(order.status)}
          </p>
          <p className="mt-1 text-sm text-muted tabular">
            {formatMoney(order.amounts.payableAmount, order.amounts.currency)} ·{" "}
            {order.paymentType === "COD" ? "Cash on delivery" : "Prepaid"} ·{" "}
            {orderStatusLabel(order.paymentStatus === "SUCCESS" ? "PAYMENT_SUCCESSFUL" : order.paymentStatus)}
          </p>
        </div>
      </div>
      <ul className="mt-3 text-sm text-ink">
        {order.items.map((item) => (
          <li key={item.entityId}>
            {item.name} × {item.qty}
            {item.status ? <span className="text-muted"> ({orderStatusLabel(item.status)})</span> : null}
          </li>
        ))}
      </ul>
      {order.cancellationReason || order.returnReason ? (
        <p className="mt-2 text-sm text-muted">Reason: {order.cancellationReason ?? order.returnReason}</p>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <Form method="post" className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
          <input type="hidden" name="orderId" value={order.orderId} />
          <input type="hidden" name="changeKey" value={changeKey} />
          <label htmlFor={noteId} className="text-sm font-medium text-ink">
            Note <span className="font-normal text-muted">(optional, kept in the timeline)</span>
          </label>
          <input
            id={noteId}
            name="note"
            maxLength={500}
            className="min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink"
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Move {order.orderId} to</legend>
            {order.nextStatuses.map((status) => (
              <Button
                key={status}
                type="submit"
                name="status"
                value={status}
                variant={status === forward ? "primary" : "secondary"}
                disabled={moving}
              >
                {orderStatusLabel(status)}
              </Button>
            ))}
          </fieldset>
        </Form>
      ) : (
        <p className="mt-4 border-t border-line pt-4 text-sm text-muted">
          Nothing left to do for this order.
        </p>
      )}
      {result && result.orderId === order.orderId ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-3 text-sm ${result.ok ? "text-accent" : "text-error"}`}
        >
          {result.message}
        </p>
      ) : null}
    </article>
  );
}

function FilterField(props: {
  id: string;
  name: keyof OrderFilters;
  label: string;
  value?: string;
  error?: string;
  type?: string;
  inputMode?: "tel" | "email";
}) {
  return (
    <Field
      id={props.id}
      name={props.name}
      label={props.label}
      type={props.type ?? "search"}
      inputMode={props.inputMode}
      defaultValue={props.value ?? ""}
      autoComplete="off"
      spellCheck={false}
      error={props.error}
      wrapperClassName="min-w-0"
    />
  );
}

const selectClass =
  "mt-1.5 min-h-11 w-full max-w-full rounded-xl border border-line bg-surface px-4 text-ink";

export default function StaffOrders() {
  const first = useLoaderData<typeof loader>();
  const { filters, fields, changeKey } = first;
  const result = useActionData<typeof action>();
  // The first page from the loader, then each "Load more" page appended below it.
  const [orders, setOrders] = useState(first.orders);
  const [nextToken, setNextToken] = useState(first.paginationData.nextToken);
  const fetcher = useFetcher<StaffOrdersView>();
  useEffect(() => {
    setOrders(first.orders);
    setNextToken(first.paginationData.nextToken);
  }, [first]);
  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== "idle" || !page) return;
    setOrders((shown) => [
      ...shown,
      ...page.orders.filter((o) => !shown.some((s) => s.orderId === o.orderId)),
    ]);
    setNextToken(page.paginationData.nextToken);
  }, [fetcher.state, fetcher.data]);
  const loadingMore = fetcher.state !== "idle";
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="min-w-0">
      <PageHeader title="Orders">
        Newest first. Find an order by its number, the shopper's phone or email, or narrow by status, market,
        payment and dates. Each order offers only the moves its status allows.
      </PageHeader>
      <p className="mt-2 text-sm">
        <Link to="/staff/orders/cod-runs" className="inline-flex min-h-11 items-center text-accent underline">
          Cash on delivery runs
        </Link>
      </p>

      <Form
        method="get"
        className="mt-8 grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Search orders"
      >
        <FilterField
          id="order-search"
          name="q"
          label="Order number or id"
          value={filters.q}
          error={fields?.q}
        />
        <FilterField
          id="order-phone"
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          value={filters.phone}
          error={fields?.phone}
        />
        <FilterField
          id="order-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          value={filters.email}
          error={fields?.email}
        />
        <div className="min-w-0">
          <label htmlFor="status-filter" className="block text-sm font-medium text-ink">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={filters.status ?? ""}
            className={selectClass}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)} ({s})
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="market-filter" className="block text-sm font-medium text-ink">
            Market
          </label>
          <select
            id="market-filter"
            name="market"
            defaultValue={filters.market ?? ""}
            className={selectClass}
          >
            <option value="">All markets</option>
            {MARKETS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="payment-filter" className="block text-sm font-medium text-ink">
            Payment
          </label>
          <select
            id="payment-filter"
            name="paymentType"
            defaultValue={filters.paymentType ?? ""}
            className={selectClass}
          >
            <option value="">Any payment</option>
            <option value="PREPAID">Prepaid</option>
            <option value="COD">Cash on delivery</option>
          </select>
        </div>
        <FilterField
          id="order-from"
          name="from"
          label="Placed from"
          type="date"
          value={filters.from}
          error={fields?.from}
        />
        <FilterField
          id="order-to"
          name="to"
          label="Placed to"
          type="date"
          value={filters.to}
          error={fields?.to}
        />
        <label className="flex min-h-11 min-w-0 items-center gap-2 self-end text-sm font-medium text-ink">
          <input
            type="checkbox"
            name="toShip"
            value="true"
            defaultChecked={filters.toShip === "true"}
            className="size-5"
          />
          Only orders to ship
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="primary">
            Search
          </Button>
          {filtered ? (
            <Link className={buttonClasses("secondary", "md")} to="/staff/orders">
              Clear
            </Link>
          ) : null}
          <a
            className={buttonClasses("secondary", "md")}
            href={`/api/staff/orders/export.csv${orderSearch(filters)}`}
            download
          >
            Export CSV
          </a>
        </div>
      </Form>
      {fields ? (
        <p role="alert" className="mt-4 text-sm text-error">
          Check the search: {Object.values(fields).join(" ")}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-4" aria-live="polite">
        {orders.length === 0 && !fields ? (
          <p className="text-muted">{filtered ? "No order matches this search." : "No orders here yet."}</p>
        ) : null}
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} result={result} changeKey={changeKey} />
        ))}
      </div>
      {nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={orderSearch(filters, nextToken)}
          onClick={(event) => {
            event.preventDefault();
            if (!loadingMore) fetcher.load(`/staff/orders${orderSearch(filters, nextToken)}`);
          }}
          aria-disabled={loadingMore}
        >
          {loadingMore ? "Loading…" : "Load more"}
        </Link>
      ) : null}
    </div>
  );
}
