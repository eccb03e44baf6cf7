import {
  formatMoney,
  ORDER_STATUSES,
  orderStatusLabel,
  type StaffOrderDto,
  type StaffOrderListResponse,
  type StaffStatus,
} from "@ojas/domain";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { forbidden, signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey, statusChangeKey } from "../features/staff/change-key.ts";
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
  status: string | null;
  q: string | null;
  /** Fresh with every load, so each change after a reload gets its own Idempotency-Key. */
  changeKey: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<StaffOrdersView> {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") || null;
  const q = url.searchParams.get("q")?.trim() || null;
  const nextToken = url.searchParams.get("nextToken") || undefined;
  try {
    const list = await apiFor(request, context).get<StaffOrderListResponse>("/api/staff/orders", {
      status: status ?? undefined,
      q: q ?? undefined,
      nextToken,
      limit: 25,
    });
    return { status, q, changeKey: newChangeKey(), ...list };
  } catch (error) {
    // Signed out: the layout asks to sign in and shows no page.
    signedOutOr(error);
    return { status, q, changeKey: "", orders: [], paginationData: { nextToken: null } };
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
            {order.orderNumber}
          </h2>
          <p className="font-mono text-xs text-muted [overflow-wrap:anywhere]">{order.orderId}</p>
          <p className="mt-1 text-sm text-muted">
            {when(order.createdAt)} · {order.market} · {order.address.name}, {order.address.city}{" "}
            {order.address.pincode}
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

export default function StaffOrders() {
  const { status, q, orders, paginationData, changeKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();

  return (
    <div>
      <PageHeader title="Orders">
        Newest first. Each order offers only the moves its status allows.
      </PageHeader>

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="order-search" className="block text-sm font-medium text-ink">
            Order number or id
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={q ?? ""}
            autoComplete="off"
            spellCheck={false}
            className="mt-1.5 min-h-11 w-48 rounded-xl border border-line bg-surface px-4 font-mono uppercase text-ink"
          />
        </div>
        <div className="min-w-0 max-w-full">
          <label htmlFor="status-filter" className="block text-sm font-medium text-ink">
            Status
          </label>
          <select
            id="status-filter"
            name="status"
            defaultValue={status ?? ""}
            className="mt-1.5 min-h-11 w-full max-w-full rounded-xl border border-line bg-surface px-4 text-ink"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabel(s)} ({s})
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <div className="mt-6 flex flex-col gap-4">
        {orders.length === 0 ? (
          <p className="text-muted">{q ? "No order has that number or id." : "No orders here yet."}</p>
        ) : null}
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} result={result} changeKey={changeKey} />
        ))}
      </div>
      {paginationData.nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={`?${new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}), nextToken: paginationData.nextToken })}`}
        >
          Older orders
        </Link>
      ) : null}
    </div>
  );
}
