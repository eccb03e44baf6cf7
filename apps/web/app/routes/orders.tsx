import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { showSnackbar } from "../components/ui/snackbar.ts";
import { OrdersShell } from "../features/account/OrdersShell.tsx";
import { OrderCard } from "../features/orders/OrderCard.tsx";
import { ORDER_FILTERS, skuTypeFrom } from "../features/orders/order-labels.ts";
import { ordersApi } from "../features/orders/orders-api.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { useApi } from "../lib/auth/auth-api.ts";
import { failureText } from "../lib/auth/login-form.ts";
import { useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";
import { moreFailed, moreLoaded, moreRequested } from "../lib/state/orders-slice.ts";
import type { Hydration } from "../lib/store.ts";
import { useAppDispatch, useAppSelector } from "../lib/store.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your orders",
    description: "Your Ojas orders, returns and refunds.",
    crumb: "Orders",
    noindex: true,
  });

/** The first page of the shopper's orders (a list load sets list and fetched, or failed). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const skuType = skuTypeFrom(new URL(request.url).searchParams);
  try {
    const { orders, paginationData } = await ordersApi.list(apiFor(request, context), { skuType });
    const hydrate: Hydration = {
      orders: {
        list: orders,
        listSkuType: skuType,
        paginationData,
        isListFetched: true,
        isListFailed: false,
        isFetchingMore: false,
      },
    };
    return { needsSession: false, hydrate };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { needsSession: true };
    const hydrate: Hydration = {
      orders: { list: [], listSkuType: skuType, isListFetched: false, isListFailed: true },
    };
    return { needsSession: false, hydrate };
  }
}

function Filters() {
  const [search] = useSearchParams();
  const current = skuTypeFrom(search);
  return (
    <nav aria-label="Filter orders" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {ORDER_FILTERS.map((filter) => {
          const active = filter.skuType === current;
          return (
            <li key={filter.label} className="shrink-0">
              <Link
                to={filter.skuType ? `?skuType=${filter.skuType}` : "?"}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  active ? "border-accent bg-accent-soft text-accent" : "border-line bg-surface text-ink"
                }`}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function OrderList() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const href = useMarketPath();
  const revalidator = useRevalidator();
  const orders = useAppSelector((state) => state.orders);
  const [search] = useSearchParams();
  const filtered = skuTypeFrom(search) !== null;

  const loadMore = async () => {
    const nextToken = orders.paginationData.nextToken;
    if (!nextToken || orders.isFetchingMore) return;
    dispatch(moreRequested());
    try {
      const page = await ordersApi.list(api, { skuType: orders.listSkuType, nextToken });
      dispatch(moreLoaded({ orders: page.orders, nextToken: page.paginationData.nextToken }));
    } catch (error) {
      dispatch(moreFailed());
      showSnackbar(failureText(error), "error");
    }
  };

  if (orders.isListFailed) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6">
        <p role="alert" className="text-error">
          We could not load your orders. Please try again.
        </p>
        <Button onClick={() => void revalidator.revalidate()} pending={revalidator.state !== "idle"}>
          Try again
        </Button>
      </div>
    );
  }
  if (orders.list.length === 0) {
    return (
      <EmptyState
        title={filtered ? "No orders of this kind yet" : "No orders yet"}
        text={
          filtered
            ? "Try another filter to see your other orders."
            : "When you order from Ojas, your orders and their deliveries show up here."
        }
        action={
          filtered
            ? { label: "See all orders", to: href("/orders") }
            : { label: "Shop now", to: href("/shop") }
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-label="Your orders">
        {orders.list.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {orders.paginationData.nextToken ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void loadMore()}
          pending={orders.isFetchingMore}
          pendingLabel="Loading…"
        >
          Load more orders
        </Button>
      ) : null}
    </div>
  );
}

export default function Orders() {
  const { needsSession } = useLoaderData<typeof loader>();
  return (
    <OrdersShell title="Your orders" what="orders and returns" needsSession={needsSession}>
      <div className="flex flex-col gap-6">
        <Filters />
        <OrderList />
      </div>
    </OrdersShell>
  );
}
