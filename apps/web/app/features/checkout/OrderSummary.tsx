import type { Market } from "@ojas/domain";
import type { ReactNode } from "react";
import { PriceBreakdown } from "../../components/cart/PriceBreakdown.tsx";
import { linePrice, type PricedAmounts, priceRows } from "../../lib/cart/amounts.ts";
import { partLabels } from "../../lib/cart/bundle-parts.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import type { CartState } from "../../lib/state/cart-slice.ts";

export type PricedSummary = PricedAmounts &
  Pick<CartState, "items" | "freebieItemList" | "appliedLifeBitsCouponCode" | "shippingChargesTextInfo">;

/** The lines and the price breakdown the server computed, as the order will be charged. */
export function OrderSummary({
  summary,
  market,
  busy,
  children,
}: {
  summary: PricedSummary;
  market: Market;
  /** Being priced again (a new address or payment type). */
  busy: boolean;
  /** The place-order action, under the total. */
  children?: ReactNode;
}) {
  const format = useMarketFormat(market);
  const money = (amount: number) => format.money(amount, summary.currency);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      aria-busy={busy}
      data-testid="checkout-summary"
      className="rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="checkout-summary-title" className="font-semibold text-ink">
        Order summary
      </h2>
      <ul className="mt-3 divide-y divide-line" aria-label="Items in this order">
        {summary.items.map((item) => (
          <li key={item.itemID} className="flex items-center gap-3 py-3" data-testid="checkout-line">
            <img
              src={item.imgURL}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg bg-bg object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{item.itemName}</p>
              {item.bundledSkuData.length > 0 ? (
                <p className="text-xs text-muted">
                  {partLabels(item.bundledSkuData)
                    .map((part) => part.label)
                    .join(", ")}
                </p>
              ) : null}
              <p className="text-xs text-muted">Qty {item.qty}</p>
            </div>
            <p className="text-sm font-semibold text-ink tabular">
              {linePrice(item).now === 0 ? "Free" : money(linePrice(item).now)}
            </p>
          </li>
        ))}
        {summary.freebieItemList.map((item) => (
          <li key={`free-${item.itemID}`} className="flex items-center gap-3 py-3">
            <img
              src={item.imgURL}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg bg-bg object-contain"
            />
            <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{item.itemName}</p>
            <p className="text-sm font-semibold text-success">Free</p>
          </li>
        ))}
      </ul>
      <PriceBreakdown
        rows={priceRows(summary, market)}
        className="mt-3 space-y-2 border-t border-line pt-3 text-sm"
        testId="checkout-breakdown"
        totalTestId="checkout-amount"
      />
      {summary.shippingChargesTextInfo || summary.appliedLifeBitsCouponCode ? (
        <div className="mt-2 space-y-1 text-xs text-muted">
          {summary.shippingChargesTextInfo ? <p>{summary.shippingChargesTextInfo}</p> : null}
          {summary.appliedLifeBitsCouponCode ? (
            <p>Life bits reward {summary.appliedLifeBitsCouponCode} applied</p>
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
