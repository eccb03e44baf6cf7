import { addressPlace, formatPhone } from "@ojas/domain";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import type { OrderDto, OrderItem } from "../../lib/order-types.ts";
import { isReturnable, itemDetails, replacementLabel, statusLabel, timelineOf } from "./order-labels.ts";
import { StatusBadge } from "./StatusBadge.tsx";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, value, tone = "ink" }: { label: string; value: string; tone?: "ink" | "success" }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular ${tone === "success" ? "text-success" : "text-ink"}`}>{value}</dd>
    </div>
  );
}

export interface OrderDetailActions {
  onCancel: () => void;
  onReturn: (item: OrderItem) => void;
  onEditRing: (item: OrderItem) => void;
  onInvoice: () => void;
  invoicePending: boolean;
  onRetryPayment: () => void;
  retryPending: boolean;
}

/** One order: items, amounts, address, status timeline and what the API says the shopper may do now. */
/** How a refund of the order's payment stands, in the shopper's words. */
const REFUND_STATUS: Record<OrderDto["refunds"][number]["status"], string> = {
  PENDING: "on its way",
  INITIATED: "on its way",
  PROCESSED: "sent back to your payment method",
  FAILED: "could not be sent, our team will contact you",
};

export function OrderDetailView({ order, actions }: { order: OrderDto; actions: OrderDetailActions }) {
  const { market, amounts } = order;
  const format = useMarketFormat(market);
  const money = (amount: number) => format.money(amount, amounts.currency);
  const allowed = order.actions;
  const paymentOpen = order.paymentStatus === "FAILED" || order.paymentStatus === "PENDING";
  const returnWindow =
    allowed.returnOrExchange && order.returnWindowEndsAt
      ? `You can return or exchange items until ${format.date(order.returnWindowEndsAt)}.`
      : null;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <p className="text-sm text-muted">Placed on {format.dateTime(order.createdAt)}</p>
      </div>

      {paymentOpen && allowed.retryPayment ? (
        <div className="flex flex-wrap items-center gap-3 rounded-card bg-offer-bg px-4 py-3 text-sm text-offer">
          <p className="flex-1">
            {order.paymentStatus === "FAILED"
              ? "Your payment for this order didn't go through."
              : "We are still waiting for your payment."}
          </p>
          <Button
            onClick={actions.onRetryPayment}
            pending={actions.retryPending}
            pendingLabel="Opening payment…"
          >
            Retry payment
          </Button>
        </div>
      ) : null}

      <Card id="order-items-title" title="Items">
        <ul className="divide-y divide-line">
          {order.items.map((item) => {
            const details = itemDetails(item);
            const canReturn = allowed.returnOrExchange && isReturnable(item);
            const canEditRing =
              allowed.editRing && item.itemType === "RING" && item.bundledSkuIds.length === 0;
            return (
              <li key={item.entityId} className="flex gap-4 py-3" data-testid="order-item">
                <img
                  src={item.imgURL ?? "/images/brand/og-default.svg"}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-lg bg-bg object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{item.name}</p>
                  {item.bundledSkuNames.length > 0 ? (
                    <p className="text-sm text-muted" data-testid="order-item-parts">
                      {item.bundledSkuNames.join(", ")}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted">
                    Qty {item.qty}
                    {details ? ` · ${details}` : ""}
                  </p>
                  {item.status ? <StatusBadge status={item.status} className="mt-2" /> : null}
                  {item.replacement ? (
                    <p className="mt-2 text-sm text-ink" data-testid="exchange-replacement">
                      Replacement: {item.replacement.name} ·{" "}
                      <span className="font-medium">{replacementLabel(item.replacement.status)}</span>
                    </p>
                  ) : null}
                  {canReturn || canEditRing ? (
                    <div className="mt-2 flex flex-wrap gap-x-5">
                      {canReturn ? (
                        <Button
                          variant="link"
                          onClick={() => actions.onReturn(item)}
                          aria-label={`Return or exchange ${item.name}`}
                        >
                          Return or exchange
                        </Button>
                      ) : null}
                      {canEditRing ? (
                        <Button
                          variant="link"
                          onClick={() => actions.onEditRing(item)}
                          aria-label={`Change the size or finish of ${item.name}`}
                        >
                          Change size or finish
                        </Button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
                <p className="shrink-0 text-sm font-semibold text-ink tabular">
                  {item.isFreebie ? "Free" : money(item.price * item.qty)}
                </p>
              </li>
            );
          })}
        </ul>
        {returnWindow ? <p className="mt-3 text-sm text-muted">{returnWindow}</p> : null}
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card id="order-amounts-title" title="Payment">
          <dl className="space-y-2 text-sm">
            <Row label={format.totalBaseLabel} value={money(amounts.totalBasePrice)} />
            {amounts.totalDiscount > 0 ? (
              <Row label="Discount" value={`−${money(amounts.totalDiscount)}`} tone="success" />
            ) : null}
            {amounts.couponDiscount > 0 ? (
              <Row
                label={order.couponCode ? `Coupon (${order.couponCode})` : "Coupon"}
                value={`−${money(amounts.couponDiscount)}`}
                tone="success"
              />
            ) : null}
            <Row
              label="Shipping"
              value={amounts.shippingCharges > 0 ? money(amounts.shippingCharges) : "Free"}
            />
            {amounts.codCharges > 0 ? (
              <Row label="Cash on delivery charges" value={money(amounts.codCharges)} />
            ) : null}
            <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
              <dt className="text-ink">
                {order.paymentType === "COD" && order.paymentStatus === "COD_INITIATED"
                  ? "To pay on delivery"
                  : "Total"}
              </dt>
              <dd className="text-ink tabular" data-testid="order-total">
                {money(amounts.payableAmount)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-muted">{paymentLine(order)}</p>
          {order.refundStatus ? (
            <p className="mt-1 text-sm text-ink" data-testid="refund-status">
              Refund: {statusLabel(order.refundStatus)}
            </p>
          ) : null}
          {(order.refunds ?? []).length > 0 ? (
            <ul className="mt-2 text-sm text-ink" aria-label="Refunds" data-testid="order-refunds">
              {order.refunds.map((refund) => (
                <li key={`${refund.at}-${refund.amount}`} className="tabular">
                  Refunded {money(refund.amount)} · {REFUND_STATUS[refund.status]} ·{" "}
                  {format.dateTime(refund.at)}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>

        <Card id="order-address-title" title="Delivery address">
          <address className="text-sm not-italic leading-relaxed text-muted">
            <span className="font-medium text-ink">{order.address.name}</span>
            <br />
            {order.address.line1}
            {order.address.line2 ? `, ${order.address.line2}` : ""}
            {order.address.landmark ? `, ${order.address.landmark}` : ""}
            <br />
            {addressPlace(order.address)}
            <br />
            {order.address.country}
            <br />
            <span className="tabular">{formatPhone(order.address.phoneNumber)}</span>
          </address>
          {order.gifting?.type === "GIFTING" && order.gifting.recipient ? (
            <p className="mt-3 text-sm text-muted">
              A gift for {order.gifting.recipient.name}
              {order.gifting.recipient.message ? `: “${order.gifting.recipient.message}”` : ""}
            </p>
          ) : null}
        </Card>
      </div>

      <Card id="order-timeline-title" title="Order status">
        <ol className="relative ml-2 border-l border-line" data-testid="order-timeline">
          {timelineOf(order).map((step) => (
            <li key={`${step.axis}-${step.status}-${step.at}`} className="mb-4 ml-5 last:mb-0">
              <span
                aria-hidden="true"
                className="absolute -left-[5px] mt-1.5 size-2.5 rounded-full bg-accent ring-4 ring-surface"
              />
              <p className="text-sm font-medium text-ink">{statusLabel(step.status)}</p>
              <p className="text-xs text-muted">{format.dateTime(step.at)}</p>
            </li>
          ))}
        </ol>
        {order.cancellationReason ? (
          <p className="mt-3 text-sm text-muted">Cancelled: {order.cancellationReason}</p>
        ) : null}
        {order.returnReason ? (
          <p className="mt-3 text-sm text-muted">
            {order.returnType === "EXCHANGE" ? "Exchange" : "Return"} reason: {order.returnReason}
          </p>
        ) : null}
      </Card>

      {allowed.cancel || allowed.downloadInvoice ? (
        <div className="flex flex-wrap gap-3">
          {allowed.downloadInvoice ? (
            <Button
              variant="secondary"
              onClick={actions.onInvoice}
              pending={actions.invoicePending}
              pendingLabel="Preparing invoice…"
            >
              Download invoice
            </Button>
          ) : null}
          {allowed.cancel ? (
            <Button variant="secondary" onClick={actions.onCancel}>
              Cancel order
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** How the order is paid, in a line. */
function paymentLine(order: OrderDto): string {
  if (order.paymentType === "COD") {
    return order.paymentStatus === "SUCCESS"
      ? "Cash on delivery: paid"
      : "Cash on delivery: pay when it arrives";
  }
  switch (order.paymentStatus) {
    case "SUCCESS":
      return "Paid online";
    case "PENDING":
      return "Online payment pending";
    default:
      return "Online payment not completed";
  }
}
