import { formatMoney, paymentStatusFromOrderStatus } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { apiFor } from "../lib/api.ts";
import { stripMarketPrefix, useMarketPath } from "../lib/market.ts";
import { notFound, pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

interface OrderSummary {
  orderId: string;
  status: string;
  paymentStatus: string;
  amounts: { payableAmount: number; currency: string };
}

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

/** /order/confirmation and /plans/order/confirmation?orderId=: the result of a checkout. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("orderId");
  if (!orderId) notFound();
  const { order } = await apiFor(request, context)
    .get<{ order: OrderSummary }>("/api/oms/getOrder", { orderId })
    .catch(pageError);
  return { order, isPlan: stripMarketPrefix(url.pathname).startsWith("/plans") };
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Order confirmation",
    description: "The status of your Ojas order.",
    crumb: "Order confirmation",
    noindex: true,
  });

export default function OrderConfirmation() {
  const { order, isPlan } = useLoaderData<typeof loader>();
  const href = useMarketPath();
  const state =
    order.paymentStatus === "COD_INITIATED"
      ? "cod_initiated"
      : paymentStatusFromOrderStatus(order.paymentStatus);
  const copy = COPY[state];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6">
      <h1 className="text-title font-semibold text-ink">{copy.title}</h1>
      <p className="mt-3 text-muted">{copy.text}</p>
      <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-3 rounded-card border border-line bg-surface p-5 text-left text-sm">
        <dt className="text-muted">Order</dt>
        <dd className="text-right font-semibold text-ink">{order.orderId}</dd>
        <dt className="text-muted">Amount</dt>
        <dd className="text-right font-semibold text-ink tabular">
          {formatMoney(order.amounts.payableAmount, order.amounts.currency)}
        </dd>
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={href(`/orders/${encodeURIComponent(order.orderId)}`)}>View order</ButtonLink>
        <ButtonLink to={href(isPlan ? "/plans" : "/shop")} variant="secondary">
          {isPlan ? "Explore plans" : "Continue shopping"}
        </ButtonLink>
      </div>
    </div>
  );
}
