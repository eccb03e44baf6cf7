import { ORDER_ITEM_TYPES, type OrderItemType, orderStatusLabel } from "@ojas/domain";
import type { OrderDto, OrderItem } from "../../lib/order-types.ts";

// How orders read to a shopper: status names and tones, item details, and the list's filters.

/** The shopper's words for a status (the domain's one table, shared with the back office). */
export const statusLabel = orderStatusLabel;

export type StatusTone = "success" | "error" | "pending" | "neutral";

const SUCCESS = new Set([
  "PAYMENT_SUCCESSFUL",
  "DELIVERED",
  "COMPLETED",
  "RETURN_SUCCESSFUL",
  "EXCHANGED",
  "REFUND_SUCCESSFUL",
]);
const ERROR = new Set([
  "PAYMENT_UNSUCCESSFUL",
  "CANCELLED",
  "ORDER_CANCELLED",
  "SHIPMENT_CANCEL_RESPONSE",
  "DUPLICATE_ORDER",
  "DELIVERY_FAILED",
  "QC_FAILED",
  "REFUND_FAILED",
  "RTO_INITIATED",
  "RTO_COMPLETE",
  "RETURN_CANCELLED",
  "EXCHANGE_CANCELLED",
]);

export function statusTone(status: string): StatusTone {
  if (SUCCESS.has(status)) return "success";
  if (ERROR.has(status)) return "error";
  if (status === "PAYMENT_PENDING") return "pending";
  return "neutral";
}

/** Filters of the order list (listOrders' skuType), with the shopper's words for them. */
export const ORDER_FILTERS: ReadonlyArray<{ skuType: OrderItemType | null; label: string }> = [
  { skuType: null, label: "All orders" },
  { skuType: "RING", label: "Ring" },
  { skuType: "SKINCARE_PRODUCTS", label: "Skin care" },
  { skuType: "SUPPLEMENTS", label: "Supplements" },
  { skuType: "CGM", label: "CGM" },
  { skuType: "SMART_SCALE", label: "Smart scale" },
  { skuType: "FITNESS_ACCS", label: "Fitness gear" },
];

/** The skuType filter of a list URL; anything not an order item type means every order. */
export function skuTypeFrom(search: URLSearchParams): OrderItemType | null {
  const value = search.get("skuType");
  return value && (ORDER_ITEM_TYPES as readonly string[]).includes(value) ? (value as OrderItemType) : null;
}

const ATTRIBUTE_LABELS: Record<string, string> = { size: "Size", finish: "Finish", months: "Months" };

/** "Size 8 · Finish Rose gold": the choices made when buying, for a line. */
export function itemDetails(item: Pick<OrderItem, "attributes">): string {
  return Object.entries(item.attributes)
    .filter(([key, value]) => ATTRIBUTE_LABELS[key] && value !== "" && value !== false)
    .map(([key, value]) => {
      const text = String(value).replaceAll("-", " ");
      return `${ATTRIBUTE_LABELS[key]} ${text[0]!.toUpperCase()}${text.slice(1)}`;
    })
    .join(" · ");
}

/** Items a shopper may send back: shipped goods, not services, memberships or freebies, once each. */
export function isReturnable(item: OrderItem): boolean {
  return !item.isFreebie && item.itemType !== "PLAN" && item.itemType !== "BLOOD_WORK" && !item.status;
}

/** The order's timeline, oldest first, with repeated statuses kept (a retried delivery shows twice). */
export function timelineOf(order: Pick<OrderDto, "timeline">): OrderDto["timeline"] {
  return [...order.timeline].sort((a, b) => a.at - b.at);
}

/** How an order is named to the shopper: by its short order number, the one customer care asks for. */
export function orderTitle(orderNumber?: string | null): string {
  return orderNumber ? `Order ${orderNumber}` : "Your order";
}

/** Where an exchange's replacement is, in words. */
export function replacementLabel(status: "HELD" | "SHIPPED" | "DELIVERED" | "RELEASED"): string {
  switch (status) {
    case "HELD":
      return "kept for you, ships once we receive your item";
    case "SHIPPED":
      return "on its way";
    case "DELIVERED":
      return "delivered";
    case "RELEASED":
      return "not sent (exchange cancelled)";
  }
}
