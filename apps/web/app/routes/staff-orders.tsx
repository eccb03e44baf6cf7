import {
  formatMoney,
  ORDER_STATUSES,
  orderStatusLabel,
  type StaffOrderDto,
  type StaffOrderListResponse,
  type StaffStatus,
} from "@ojas/domain";
import { useEffect } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { SignInPrompt } from "../features/account/SignInPrompt.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { useAppSelector } from "../lib/store.ts";

// The back office's order desk: recent orders of every shopper, each with a button per status it may move
// to next (the API's transition table decides). Staff only: a shopper gets the 404 page, a signed-out
// visitor the sign-in prompt. The forms work without JavaScript; React Router refuses an action posted
// from another origin.

export const meta: MetaFunction = () => [
  { title: "Orders | Ojas back office" },
  { name: "robots", content: "noindex" },
];

export const headers = () => ({ "Cache-Control": "private, no-store" });

interface StaffOrdersView extends StaffOrderListResponse {
  signedIn: boolean;
  status: string | null;
  q: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<StaffOrdersView> {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") || null;
  const q = url.searchParams.get("q")?.trim() || null;
  const nextToken = url.searchParams.get("nextToken") || undefined;
  try {
    const list = await apiFor(request, context).get<StaffOrderListResponse>("/api/oms/staff/orders", {
      status: status ?? undefined,
      q: q ?? undefined,
      nextToken,
      limit: 25,
    });
    return { signedIn: true, status, q, ...list };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { signedIn: false, status, q, orders: [], paginationData: { nextToken: null } };
    }
    // Not staff: the page does not exist for them.
    if (error instanceof ApiError && error.status === 403) notFound();
    pageError(error);
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
  try {
    const { order } = await apiFor(request, context).post<{ order: StaffOrderDto }>(
      `/api/oms/staff/orders/${encodeURIComponent(orderId)}/status`,
      { status, ...(note ? { note } : {}) },
    );
    return data<MoveResult>({ ok: true, orderId, message: `${orderId}: ${orderStatusLabel(order.status)}` });
  } catch (error) {
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

function OrderCard({ order, result }: { order: StaffOrderDto; result: MoveResult | undefined }) {
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
        <div className="text-right">
          <p
            className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent"
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
  const { signedIn, status, q, orders, paginationData } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const { isLoggedIn, isRenewing } = useAppSelector((state) => state.user);
  // The server cannot renew an expired session; once the browser has, ask again.
  useEffect(() => {
    if (!signedIn && isLoggedIn && !isRenewing && revalidator.state === "idle") revalidator.revalidate();
  }, [signedIn, isLoggedIn, isRenewing, revalidator]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Back office" title="Orders">
        Newest first. Each order offers only the moves its status allows.
      </PageHeader>
      {signedIn ? (
        <>
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
            <div>
              <label htmlFor="status-filter" className="block text-sm font-medium text-ink">
                Status
              </label>
              <select
                id="status-filter"
                name="status"
                defaultValue={status ?? ""}
                className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
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
              <OrderCard key={order.orderId} order={order} result={result} />
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
        </>
      ) : (
        <div className="mt-8">
          <SignInPrompt what="staff order desk" />
        </div>
      )}
    </div>
  );
}
