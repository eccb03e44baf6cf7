import { useState } from "react";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { showSnackbar } from "../components/ui/snackbar.ts";
import { OrdersShell } from "../features/account/OrdersShell.tsx";
import { OrderDetailView } from "../features/orders/OrderDetailView.tsx";
import { CancelDialog, ReturnDialog, RingEditDialog } from "../features/orders/OrderDialogs.tsx";
import {
  dialogFrom,
  dialogHydration,
  onlyDialogChanged,
  withDialog,
} from "../features/orders/order-dialogs.ts";
import { orderTitle } from "../features/orders/order-labels.ts";
import { ordersApi } from "../features/orders/orders-api.ts";
import { useRetryPayment } from "../features/orders/retry-payment.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { useApi } from "../lib/auth/auth-api.ts";
import { failureText } from "../lib/auth/login-form.ts";
import { useMarketPath } from "../lib/market.ts";
import type { OrderItem } from "../lib/order-types.ts";
import { notFound } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";
import {
  cancelModalOpened,
  detailLoaded,
  modalsClosed,
  type ReturnKind,
  returnModalOpened,
  returnReasonSelected,
  returnTypeSelected,
} from "../lib/state/orders-slice.ts";
import { type Hydration, useAppDispatch, useAppSelector } from "../lib/store.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: orderTitle((args.data as { orderNumber?: string } | undefined)?.orderNumber),
    description: "The status, items and delivery of your Ojas order.",
    crumb: "Order",
    noindex: true,
  });

/**
 * A detail load sets selectedOrderId and selectedOrderData, a failure the detail-failed
 * flag. An open dialog and its chosen reason come from the URL, so they survive a server render.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? "";
  if (!orderId) notFound();
  const search = new URL(request.url).searchParams;
  try {
    const { order } = await ordersApi.get(apiFor(request, context), orderId);
    const hydrate: Hydration = {
      orders: {
        selectedOrderId: order.orderId,
        selectedOrderData: order,
        isDetailFailed: false,
        ...dialogHydration(search),
      },
    };
    return { needsSession: false, orderId, orderNumber: order.orderNumber, hydrate };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound("No such order");
    if (error instanceof ApiError && error.status === 401) return { needsSession: true, orderId };
    const hydrate: Hydration = {
      orders: { selectedOrderId: orderId, selectedOrderData: null, isDetailFailed: true },
    };
    return { needsSession: false, orderId, hydrate };
  }
}

/** Opening or closing a dialog changes the URL, not the order: no need to load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (onlyDialogChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

function OrderDetail({ orderId }: { orderId: string }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const href = useMarketPath();
  const revalidator = useRevalidator();
  const [search, setSearch] = useSearchParams();
  const orders = useAppSelector((state) => state.orders);
  const [invoicePending, setInvoicePending] = useState(false);
  const retry = useRetryPayment();
  const order = orders.selectedOrderId === orderId ? orders.selectedOrderData : null;
  const dialog = dialogFrom(search);
  const entity = order?.items.find((item) => item.entityId === orders.selectedEntityId) ?? null;
  const ringItem = order?.items.find((item) => item.entityId === search.get("entity")) ?? null;

  const setDialog = (next: Parameters<typeof withDialog>[1]) =>
    setSearch(withDialog(search, next), { replace: true, preventScrollReset: true });

  const close = () => {
    dispatch(modalsClosed());
    setDialog(null);
  };

  /** After a change: the order as it is now, in the slice (the list shows it too). */
  const refresh = async (message: string) => {
    const { order: fresh } = await ordersApi.get(api, orderId);
    dispatch(detailLoaded(fresh));
    dispatch(modalsClosed());
    setDialog(null);
    showSnackbar(message);
  };

  const openReturn = (item: OrderItem, type: ReturnKind = "RETURN") => {
    dispatch(returnModalOpened({ entityId: item.entityId, type }));
    setDialog({ dialog: "return", entity: item.entityId, type });
  };

  const downloadInvoice = async () => {
    setInvoicePending(true);
    try {
      const { invoiceUrl } = await ordersApi.invoiceUrl(api, orderId);
      const link = document.createElement("a");
      link.href = invoiceUrl;
      link.download = `ojas-invoice-${order?.orderNumber ?? orderId}.pdf`;
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      showSnackbar(failureText(error), "error");
    } finally {
      setInvoicePending(false);
    }
  };

  if (orders.isDetailFailed && orders.selectedOrderId === orderId) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-card border border-line bg-surface p-6">
        <p role="alert" className="text-error">
          We could not load this order. Please try again.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void revalidator.revalidate()} pending={revalidator.state !== "idle"}>
            Try again
          </Button>
          <ButtonLink to={href("/orders")} variant="secondary">
            All orders
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!order) return null;

  return (
    <>
      <OrderDetailView
        order={order}
        actions={{
          onCancel: () => {
            dispatch(cancelModalOpened({ entityId: null }));
            setDialog({ dialog: "cancel" });
          },
          onReturn: (item) => openReturn(item),
          onEditRing: (item) => setDialog({ dialog: "ring", entity: item.entityId }),
          onInvoice: () => void downloadInvoice(),
          invoicePending,
          onRetryPayment: () => void retry.run(order),
          retryPending: retry.pending,
        }}
      />
      {orders.isCancelModalOpen && order.actions.cancel ? (
        <CancelDialog
          order={order}
          onClose={close}
          onCancel={async (reason, comment) => {
            await ordersApi.cancel(api, { orderId, reason, comment: comment || undefined });
            await refresh("Your order is cancelled.");
          }}
        />
      ) : null}
      {orders.isReturnModalOpen && entity && order.actions.returnOrExchange ? (
        <ReturnDialog
          item={entity}
          type={orders.selectedReturnType}
          reason={orders.selectedReturnReason}
          onClose={close}
          onType={(type) => {
            dispatch(returnTypeSelected(type));
            setDialog({
              dialog: "return",
              entity: entity.entityId,
              type,
              reason: orders.selectedReturnReason,
            });
          }}
          onReason={(reason) => {
            dispatch(returnReasonSelected(reason));
            setDialog({ dialog: "return", entity: entity.entityId, type: orders.selectedReturnType, reason });
          }}
          onSubmit={async (comment, replacementSkuId) => {
            const type = orders.selectedReturnType;
            await ordersApi.returnOrExchange(api, {
              orderId,
              entityId: entity.entityId,
              reason: orders.selectedReturnReason ?? "",
              type,
              replacementSkuId,
              comment: comment || undefined,
            });
            await refresh(
              type === "EXCHANGE"
                ? "Exchange requested. We will arrange a pickup."
                : "Return requested. We will arrange a pickup.",
            );
          }}
        />
      ) : null}
      {dialog === "ring" && ringItem && order.actions.editRing ? (
        <RingEditDialog
          item={ringItem}
          onClose={close}
          onSave={async (change) => {
            await ordersApi.editRing(api, { orderId, entityId: ringItem.entityId, ...change });
            await refresh("Your ring is updated.");
          }}
        />
      ) : null}
    </>
  );
}

export default function OrderDetailPage() {
  const { needsSession, orderId } = useLoaderData<typeof loader>();
  // Known once the order is loaded: on the server, or here after the session is found.
  const orderNumber = useAppSelector((state) =>
    state.orders.selectedOrderId === orderId ? state.orders.selectedOrderData?.orderNumber : undefined,
  );
  return (
    <OrdersShell title={orderTitle(orderNumber)} what="order" needsSession={needsSession}>
      <OrderDetail orderId={orderId} />
    </OrdersShell>
  );
}
