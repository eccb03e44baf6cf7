import { MARKET_INFO, type Market, ORDER_ITEM_TYPES, type OrderItemType } from "@ojas/domain";
import type { OrderDto, OrderItem } from "./order-types.ts";

// How orders read to a shopper: status names and tones, item details, and the list's filters.

const STATUS_LABELS: Record<string, string> = {
  PAYMENT_UNSUCCESSFUL: "Payment failed",
  PAYMENT_PENDING: "Awaiting payment",
  PAYMENT_SUCCESSFUL: "Payment received",
  COD_INITIATED: "Cash on delivery",
  CREATED: "Order created",
  OMS_ORDER_CREATED: "Order confirmed",
  ORDER_PLACED: "Order placed",
  ALLOCATED: "Being prepared",
  ORDER_ALLOCATED: "Being prepared",
  ORDER_PICKED: "Picked",
  PACK_WAYBILL: "Packed",
  READY_TO_DISPATCH: "Ready to ship",
  DISPATCH_COMPLETE: "Shipped",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  DELIVERY_FAILED: "Delivery attempt failed",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  ORDER_CANCELLED: "Cancelled",
  SHIPMENT_CANCEL_RESPONSE: "Shipment cancelled",
  DUPLICATE_ORDER: "Duplicate order",
  ORDER_CREATE_RESPONSE: "Order confirmed",
  RETURN_CREATED: "Return requested",
  OUT_FOR_PICKUP: "Out for pickup",
  RETURN_PICKED_UP: "Picked up",
  OUT_FOR_DELIVERY_TO_WAREHOUSE: "On the way to our warehouse",
  ITEM_ACCEPTED_IN_WAREHOUSE: "Received at our warehouse",
  RETURN_ACCEPTED_IN_WAREHOUSE: "Return accepted",
  EXCHANGE_CREATED: "Exchange requested",
  EXCHANGE_ACCEPTED_IN_WAREHOUSE: "Exchange accepted",
  EXCHANGED: "Exchanged",
  EXCHANGE_CANCELLED: "Exchange cancelled",
  RETURN_CANCELLED: "Return cancelled",
  RETURN_SUCCESSFUL: "Returned",
  QC_FAILED: "Quality check failed",
  REFUND_REQUESTED: "Refund requested",
  REFUND_INITIATED: "Refund started",
  REFUND_SUCCESSFUL: "Refunded",
  REFUND_FAILED: "Refund failed",
  RTO_INITIATED: "Returning to us",
  RTO_COMPLETE: "Returned to us",
  RTO_REFUND: "Refund for undelivered order",
};

/** "OUT_FOR_DELIVERY" -> "Out for delivery"; an unknown status is spelt out rather than hidden. */
export function statusLabel(status: string): string {
  const known = STATUS_LABELS[status];
  if (known) return known;
  const words = status.toLowerCase().replaceAll("_", " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Unknown";
}

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

export function formatOrderDate(at: number, market: Market, withTime = false): string {
  return new Intl.DateTimeFormat(MARKET_INFO[market].locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
    timeZone: MARKET_INFO[market].timeZone,
  }).format(at);
}

/** The order's timeline, oldest first, with repeated statuses kept (a retried delivery shows twice). */
export function timelineOf(order: Pick<OrderDto, "timeline">): OrderDto["timeline"] {
  return [...order.timeline].sort((a, b) => a.at - b.at);
}
