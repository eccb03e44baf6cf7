import { Link } from "react-router";
import { useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import type { OrderDto } from "../../lib/order-types.ts";
import { orderTitle } from "./order-labels.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** One order in the list: when, what, how much and where it stands; the whole card opens it. */
export function OrderCard({ order }: { order: OrderDto }) {
  const href = useMarketPath();
  const format = useMarketFormat(order.market);
  const shown = order.items.filter((item) => !item.isFreebie);
  const first = shown[0] ?? order.items[0];
  const more = shown.length - 1;
  return (
    <article
      className="relative flex flex-col gap-4 rounded-card border border-line bg-surface p-4 transition-shadow hover:shadow-raised sm:flex-row sm:items-center"
      data-testid="order-card"
    >
      <div className="flex -space-x-3">
        {shown.slice(0, 3).map((item) => (
          <img
            key={item.entityId}
            src={item.imgURL ?? "/images/brand/og-default.svg"}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-lg border-2 border-surface bg-bg object-contain"
          />
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-ink">
          <Link
            to={href(`/orders/${encodeURIComponent(order.orderId)}`)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {first ? first.name : orderTitle(order.orderNumber)}
            {more > 0 ? ` and ${more} more` : ""}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <span data-testid="order-number">{orderTitle(order.orderNumber)}</span> ·{" "}
          {format.date(order.createdAt)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <StatusBadge status={order.status} />
        <p className="font-semibold text-ink tabular">
          {format.money(order.amounts.payableAmount, order.amounts.currency)}
        </p>
      </div>
    </article>
  );
}
