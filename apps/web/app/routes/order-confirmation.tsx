import { addressPlace, marketFromPath, paymentStatusFromOrderStatus } from "@ojas/domain";
import { useEffect, useRef } from "react";
import {
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from "react-router";
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { SignInPrompt } from "../features/account/SignInPrompt.tsx";
import { ordersApi } from "../features/orders/orders-api.ts";
import { useRetryPayment } from "../features/orders/retry-payment.ts";
import { SubscriptionConfirmation } from "../features/plans/SubscriptionConfirmation.tsx";
import { loadSubscriptionResult } from "../features/plans/subscription-result.ts";
import { track } from "../lib/analytics.ts";
import { type Api, ApiError, apiFor } from "../lib/api.ts";
import { loadCart } from "../lib/cart/cart-api.ts";
import { useCartEnv } from "../lib/cart/use-cart.ts";
import { stripMarketPrefix, useMarketPath } from "../lib/market.ts";
import { useMarketFormat } from "../lib/market-format/index.ts";
import { subscriptionIdFromReturn } from "../lib/plans.ts";
import { gatewayOf } from "../lib/root-data.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";
import { useAppSelector } from "../lib/store.ts";

const COPY = {
  success: {
    title: "Thank you, your order is confirmed",
    text: "We'll send updates by SMS and email as it ships.",
  },
  cod_initiated: {
    title: "Thank you, your order is placed",
    text: "Keep the amount ready for cash on delivery.",
  },
  pending: {
    title: "We're confirming your payment",
    text: "This usually takes a minute. We'll update the order as soon as your bank confirms.",
  },
  failed: {
    title: "Your payment didn't go through",
    text: "No money was taken, or any amount taken is refunded within 5 to 7 working days.",
  },
} as const;

/** The query the hosted payment page returns with: a signed result, or a failure. */
const GATEWAY_PARAMS = ["gateway_order_id", "gateway_payment_id", "signature", "paymentStatus", "reason"];

/**
 * Back from the payment page: a signed result is verified (a bad signature changes nothing: 4014), and a
 * payment the shopper left is reported, which releases its stock. Either is safe to repeat.
 */
async function settleReturn(api: Api, orderId: string, query: URLSearchParams): Promise<void> {
  const gatewayOrderId = query.get("gateway_order_id");
  const gatewayPaymentId = query.get("gateway_payment_id");
  const signature = query.get("signature");
  if (gatewayOrderId && gatewayPaymentId && signature) {
    await api
      .post("/api/payment/v1/payment/verify", { orderId, gatewayOrderId, gatewayPaymentId, signature })
      .catch(() => undefined);
  } else if (query.get("paymentStatus") === "failed") {
    const reason = query.get("reason") === "cancelled" ? "The shopper left the payment page" : undefined;
    await api
      .post(
        `/api/payment/v2/payment/unsuccessful?orderId=${encodeURIComponent(orderId)}`,
        reason ? { reason } : {},
      )
      .catch(() => undefined);
  }
}

/**
 * /order/confirmation and /plans/order/confirmation?orderId=: the result of a checkout; on
 * /plans/order/confirmation?subscriptionId= (or the gateway's return with a period charge as orderId) the
 * first payment of a subscription.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const isPlan = stripMarketPrefix(url.pathname).startsWith("/plans");
  const api = apiFor(request, context);
  const subscriptionId = isPlan ? subscriptionIdFromReturn(url.searchParams) : null;
  if (subscriptionId) {
    const provider = gatewayOf(context, marketFromPath(url.pathname));
    try {
      const subscription = await loadSubscriptionResult(api, provider, subscriptionId, url.searchParams);
      return { needsSession: false as const, kind: "subscription" as const, isPlan, subscription };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { needsSession: true as const, isPlan };
      return pageError(error);
    }
  }
  const orderId = url.searchParams.get("orderId");
  if (!orderId) notFound();
  await settleReturn(api, orderId, url.searchParams);
  let order: Awaited<ReturnType<typeof ordersApi.get>>["order"];
  try {
    ({ order } = await ordersApi.get(api, orderId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { needsSession: true as const, isPlan };
    return pageError(error);
  }
  // SUCCESS and COD_INITIATED are success, PENDING pending, the rest failed.
  const outcome = paymentStatusFromOrderStatus(order.paymentStatus);
  const details = outcome === "success" ? await ordersApi.confirmation(api, orderId).catch(() => null) : null;
  return { needsSession: false as const, kind: "order" as const, isPlan, order, outcome, details };
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Order confirmation",
    description: "The status of your Ojas order.",
    crumb: "Order confirmation",
    noindex: true,
  });

const POLL_MS = 4000;
const POLLS = 8;

type Loaded = Extract<Awaited<ReturnType<typeof loader>>, { kind: "order" }>;

function Confirmation({ data }: { data: Loaded }) {
  const { order, outcome, details, isPlan } = data;
  const href = useMarketPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const retry = useRetryPayment();
  const cartEnv = useCartEnv();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const polls = useRef(0);
  // A webinar seat paid for: the attendee is registered (docs/product.md, "Webinars").
  const seat = order.items.find((item) => item.itemType === "WEBINAR");
  const copy =
    outcome === "success" && seat && order.status !== "ORDER_CANCELLED"
      ? {
          title: "You are registered",
          text: `Your seat in "${seat.name}" is booked. We have sent the join link, and we remind you an hour before the start.`,
        }
      : COPY[outcome === "success" && order.paymentStatus === "COD_INITIATED" ? "cod_initiated" : outcome];
  const format = useMarketFormat(order.market);
  const money = (amount: number) => format.money(amount, order.amounts.currency);

  // The gateway's result is settled: a reload or a shared link should not carry it again.
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!GATEWAY_PARAMS.some((name) => query.has(name))) return;
    for (const name of GATEWAY_PARAMS) query.delete(name);
    navigate(`${pathname}?${query.toString()}`, { replace: true, preventScrollReset: true });
  }, [pathname, search, navigate]);

  // A pending payment is asked about again for a little while.
  useEffect(() => {
    if (outcome !== "pending" || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [outcome, revalidator]);

  // A placed order is a purchase, once per order; the server emptied the cart.
  useEffect(() => {
    if (outcome !== "success") return;
    const key = `purchase_tracked:${order.orderId}`;
    if (!window.sessionStorage.getItem(key)) {
      window.sessionStorage.setItem(key, "1");
      track("purchase", {
        orderId: order.orderId,
        value: order.amounts.payableAmount,
        currency: order.amounts.currency,
        paymentType: order.paymentType,
        items: order.items.reduce((sum, item) => sum + item.qty, 0),
      });
    }
    if (isLoggedIn) void loadCart(cartEnv());
  }, [outcome, order, isLoggedIn, cartEnv]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6" data-outcome={outcome}>
      <h1 className="text-title font-semibold text-ink">{copy.title}</h1>
      <p className="mt-3 text-muted">{copy.text}</p>
      <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-3 rounded-card border border-line bg-surface p-5 text-left text-sm">
        <dt className="text-muted">Order number</dt>
        <dd
          className="text-right font-semibold text-ink tabular [overflow-wrap:anywhere]"
          data-testid="confirmation-order-number"
        >
          {order.orderNumber}
        </dd>
        <dt className="text-muted">{order.paymentType === "COD" ? "To pay on delivery" : "Amount"}</dt>
        <dd className="text-right font-semibold text-ink tabular" data-testid="confirmation-amount">
          {money(order.amounts.payableAmount)}
        </dd>
        {details ? (
          <>
            <dt className="text-muted">Items</dt>
            <dd className="text-right text-ink">{details.itemCount}</dd>
            <dt className="text-muted">Placed</dt>
            <dd className="text-right text-ink">{format.dateTime(details.createdAt)}</dd>
          </>
        ) : null}
      </dl>
      {details ? (
        <section
          aria-labelledby="confirmation-details"
          className="mx-auto mt-6 max-w-sm rounded-card border border-line bg-surface p-5 text-left text-sm"
          data-testid="confirmation-details"
        >
          <h2 id="confirmation-details" className="font-semibold text-ink">
            Delivering to {details.address.name}
          </h2>
          <p className="mt-1 text-muted">
            {details.address.line1}, {addressPlace(details.address)}
          </p>
          <ul className="mt-3 space-y-1">
            {details.items.map((item) => (
              <li key={item.name} className="flex justify-between gap-3 text-ink">
                <span>{item.name}</span>
                <span className="text-muted tabular">× {item.qty}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome === "failed" && order.actions.retryPayment ? (
          <Button
            onClick={() => void retry.run(order)}
            pending={retry.pending}
            pendingLabel="Opening payment…"
          >
            Retry payment
          </Button>
        ) : null}
        {outcome === "pending" ? (
          <Button
            onClick={() => void revalidator.revalidate()}
            pending={revalidator.state !== "idle"}
            pendingLabel="Checking…"
          >
            Refresh status
          </Button>
        ) : null}
        <ButtonLink
          to={href(`/orders/${encodeURIComponent(order.orderId)}`)}
          variant={outcome === "success" ? "primary" : "secondary"}
        >
          View order
        </ButtonLink>
        <ButtonLink
          to={href(isPlan ? "/plans" : outcome === "failed" ? "/cart" : "/shop")}
          variant="secondary"
        >
          {isPlan ? "Explore plans" : outcome === "failed" ? "Back to cart" : "Continue shopping"}
        </ButtonLink>
      </div>
    </div>
  );
}

export default function OrderConfirmation() {
  const data = useLoaderData<typeof loader>();
  if (data.needsSession) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
        <SignInPrompt what={data.isPlan ? "plan" : "order"} />
      </div>
    );
  }
  if (data.kind === "subscription") return <SubscriptionConfirmation result={data.subscription} />;
  return <Confirmation data={data} />;
}
