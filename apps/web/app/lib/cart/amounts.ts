import type { CartItem, Market } from "@ojas/domain";
import { formatFor } from "../market-format/index.ts";
import type { CartState } from "../state/cart-slice.ts";

// What the cart page and the checkout summary show of a priced cart, from the server's figures only, so
// both show the same amounts as the product page (a line at its selling price) and as the order charges
// (the breakdown ends at payableAmount). Offers and coupons are named rows, never folded into line prices.

/**
 * A line's price as the product page shows it (selling price × the units not made free by a FREE coupon,
 * which the line names), and its price before any of that.
 */
export function linePrice(item: Pick<CartItem, "basePrice" | "discountPrice" | "qty" | "freeItemCount">) {
  const now = item.discountPrice * Math.max(0, item.qty - item.freeItemCount);
  const was = item.basePrice * item.qty;
  return { now, was: was > now ? was : null };
}

export type PriceRowTone = "ink" | "success";

export interface PriceRow {
  key: string;
  label: string;
  value: string;
  tone: PriceRowTone;
}

export type PricedAmounts = Pick<
  CartState,
  | "currency"
  | "totalBasePrice"
  | "totalDiscountPrice"
  | "cartDiscount"
  | "appliedAutomaticCoupon"
  | "appliedCoupon"
  | "appliedLifeBitsCouponData"
  | "shippingCharges"
  | "codCharges"
  | "paymentType"
  | "payableAmount"
>;

/**
 * The price breakdown, each discount named: the catalogue discount, the automatic offer (e.g. "AUTO5
 * (automatic offer) −$2.55"), the coupon, the life-bits coupon; then shipping and cash-on-delivery charges.
 * Its rows add up to the amount to pay, the last row.
 */
export function priceRows(cart: PricedAmounts, market: Market): PriceRow[] {
  const format = formatFor(market);
  const money = (amount: number) => format.money(amount, cart.currency);
  const off = (amount: number) => `−${money(amount)}`;
  const rows: PriceRow[] = [
    { key: "mrp", label: format.totalBaseLabel, value: money(cart.totalBasePrice), tone: "ink" },
  ];
  const catalogue = cart.totalBasePrice - cart.totalDiscountPrice;
  if (catalogue > 0)
    rows.push({ key: "discount", label: "Discount", value: off(catalogue), tone: "success" });
  if (cart.cartDiscount > 0) {
    const code = cart.appliedAutomaticCoupon?.code;
    rows.push({
      key: "automatic",
      label: code ? `${code} (automatic offer)` : "Automatic offer",
      value: off(cart.cartDiscount),
      tone: "success",
    });
  }
  for (const [key, label, coupon] of [
    ["coupon", "Coupon", cart.appliedCoupon],
    ["life-bits", "Life bits", cart.appliedLifeBitsCouponData],
  ] as const) {
    if (coupon && coupon.discount > 0) {
      rows.push({ key, label: `${label} (${coupon.code})`, value: off(coupon.discount), tone: "success" });
    }
  }
  rows.push({
    key: "shipping",
    label: "Shipping",
    value: cart.shippingCharges > 0 ? money(cart.shippingCharges) : "Free",
    tone: cart.shippingCharges > 0 ? "ink" : "success",
  });
  if (cart.paymentType === "COD" && cart.codCharges > 0) {
    rows.push({ key: "cod", label: "Cash on delivery charges", value: money(cart.codCharges), tone: "ink" });
  }
  rows.push({ key: "total", label: "Amount to pay", value: money(cart.payableAmount), tone: "ink" });
  return rows;
}

/** "Delivery by Tue, 1 Dec" (or "Tue, Dec 1" in the US) in the market's time zone. */
export function deliveryByText(estimatedDeliveryDate: number, market: Market): string {
  return `Delivery by ${formatFor(market).dayMonth(estimatedDeliveryDate)}`;
}
