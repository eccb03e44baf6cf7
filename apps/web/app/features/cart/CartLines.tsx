import { Button } from "../../components/ui/Button.tsx";
import { StockBadge } from "../../components/ui/StockBadge.tsx";
import { deliveryByText, linePrice } from "../../lib/cart/amounts.ts";
import { partLabels } from "../../lib/cart/bundle-parts.ts";
import type { CartLine } from "../../lib/cart/cart-api.ts";
import { useMarket } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";

interface CartLinesProps {
  onChange: (line: CartLine, delta: number) => void;
}

const stepClass =
  "flex size-9 items-center justify-center rounded-full border border-line text-lg text-ink hover:border-accent disabled:opacity-40";

/**
 * The priced lines with their steppers, and the freebies the offers add. A line shows its selling price, as
 * the product page does; offers and coupons are named in the price breakdown (amounts.ts).
 */
export function CartLines({ onChange }: CartLinesProps) {
  const market = useMarket();
  const format = useMarketFormat();
  const money = (amount: number) => format.money(amount, currency);
  const {
    items,
    freebieItemList,
    currency,
    appliedCoupon,
    appliedLifeBitsCouponData,
    isIncreasingOrDecreasingCartItemQuantity: busy,
  } = useAppSelector((state) => state.cart);
  // The coupon that makes units of a line free (a FREE coupon), named on the line.
  const freeCode = [appliedCoupon, appliedLifeBitsCouponData].find((c) => c?.discountType === "FREE")?.code;
  return (
    <div className="space-y-6">
      <ul
        className="divide-y divide-line rounded-card border border-line bg-surface"
        aria-label="Items in your cart"
      >
        {items.map((item) => {
          const line = { skuId: item.skuId, byobBundledSkuIds: item.byobBundledSkuIds };
          const price = linePrice(item);
          return (
            <li key={item.itemID} className="flex gap-4 p-4" data-testid="cart-line">
              <img
                src={item.imgURL}
                alt=""
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-lg bg-bg object-contain"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2 break-words">
                <p className="font-semibold text-ink">{item.itemName}</p>
                {item.bundledSkuData.length > 0 ? (
                  <ul
                    className="text-sm text-muted"
                    aria-label={`In ${item.itemName}`}
                    data-testid="line-parts"
                  >
                    {partLabels(item.bundledSkuData).map((part) => (
                      <li key={part.skuId}>{part.label}</li>
                    ))}
                  </ul>
                ) : null}
                {item.freeItemCount > 0 ? (
                  <p
                    className="self-start rounded-full bg-bg px-2.5 py-0.5 text-sm font-semibold text-success"
                    data-testid="line-free"
                  >
                    {item.freeItemCount === item.qty ? "Free" : `${item.freeItemCount} free`}
                    {freeCode ? ` with ${freeCode}` : ""}
                  </p>
                ) : null}
                {item.isOutOfStock ? <StockBadge status={item.stockStatus} className="self-start" /> : null}
                {item.estimatedDeliveryDate && !item.isOutOfStock ? (
                  <p className="text-sm text-muted" data-testid="line-delivery">
                    {deliveryByText(item.estimatedDeliveryDate, market)}
                  </p>
                ) : null}
                <div className="flex items-center gap-3">
                  <button
                    type="button"
                    className={stepClass}
                    disabled={busy}
                    aria-label={`Decrease quantity of ${item.itemName}`}
                    onClick={() => onChange(line, -1)}
                  >
                    −
                  </button>
                  <span className="min-w-6 text-center font-semibold tabular">
                    <span className="sr-only">Quantity </span>
                    <span data-testid="line-qty">{item.qty}</span>
                  </span>
                  <button
                    type="button"
                    className={stepClass}
                    disabled={busy || item.qty >= item.maxQty}
                    aria-label={`Increase quantity of ${item.itemName}`}
                    onClick={() => onChange(line, 1)}
                  >
                    +
                  </button>
                </div>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2">
                <p className="font-semibold text-ink tabular" data-testid="line-price">
                  {price.now === 0 ? "Free" : money(price.now)}
                </p>
                {price.was !== null ? (
                  <p className="text-sm text-muted line-through tabular">
                    <span className="sr-only">Was </span>
                    {money(price.was)}
                  </p>
                ) : null}
                <Button
                  variant="link"
                  disabled={busy}
                  onClick={() => onChange(line, -item.qty)}
                  aria-label={`Remove ${item.itemName}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {freebieItemList.length > 0 ? (
        <section aria-labelledby="freebies-title" className="rounded-card border border-line bg-surface p-4">
          <h2 id="freebies-title" className="font-semibold text-ink">
            Free with this order
          </h2>
          <ul className="mt-3 space-y-3">
            {freebieItemList.map((free) => (
              <li key={free.itemID} className="flex items-center gap-3" data-testid="freebie-item">
                <img src={free.imgURL} alt="" width={48} height={48} className="size-12 rounded-lg bg-bg" />
                <span className="flex-1 text-ink">
                  {free.itemName} × {free.qty}
                  <span className="block text-sm text-muted">With {free.couponCode}</span>
                </span>
                <span className="text-sm text-muted line-through tabular">
                  {money(free.basePrice * free.qty)}
                </span>
                <span className="font-semibold text-success">Free</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
