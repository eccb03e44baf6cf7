// How order, payment and return statuses read on the storefront and in the back office.
import type { OrderStatus } from "../order-status.ts";

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus | "COD_INITIATED", string>> = {
  PAYMENT_UNSUCCESSFUL: "Payment failed",
  PAYMENT_PENDING: "Awaiting payment",
  PAYMENT_SUCCESSFUL: "Payment received",
  COD_INITIATED: "Cash on delivery",
  CREATED: "Order created",
  OMS_ORDER_CREATED: "Sent to the warehouse",
  ORDER_PLACED: "Order placed",
  ALLOCATED: "Allocated",
  ORDER_ALLOCATED: "Allocated to a warehouse",
  ORDER_PICKED: "Picked",
  PACK_WAYBILL: "Packed",
  READY_TO_DISPATCH: "Ready to dispatch",
  DISPATCH_COMPLETE: "Dispatched",
  IN_TRANSIT: "In transit",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  DELIVERY_FAILED: "Delivery attempt failed",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  ORDER_CANCELLED: "Cancelled",
  SHIPMENT_CANCEL_RESPONSE: "Shipment cancelled",
  DUPLICATE_ORDER: "Duplicate order",
  ORDER_CREATE_RESPONSE: "Confirmed by the warehouse",
  RETURN_CREATED: "Return requested",
  OUT_FOR_PICKUP: "Out for pickup",
  RETURN_PICKED_UP: "Picked up",
  OUT_FOR_DELIVERY_TO_WAREHOUSE: "On its way to our warehouse",
  ITEM_ACCEPTED_IN_WAREHOUSE: "Received at our warehouse",
  RETURN_ACCEPTED_IN_WAREHOUSE: "Return accepted",
  EXCHANGE_CREATED: "Exchange requested",
  EXCHANGE_ACCEPTED_IN_WAREHOUSE: "Exchange accepted",
  EXCHANGED: "Exchanged",
  EXCHANGE_CANCELLED: "Exchange cancelled",
  RETURN_CANCELLED: "Return cancelled",
  RETURN_SUCCESSFUL: "Returned",
  QC_FAILED: "Failed our quality check",
  REFUND_REQUESTED: "Refund requested",
  REFUND_INITIATED: "Refund on its way",
  REFUND_SUCCESSFUL: "Refunded",
  REFUND_FAILED: "Refund failed",
  RTO_INITIATED: "Returning to us",
  RTO_COMPLETE: "Returned to us",
  RTO_REFUND: "Refund requested",
};

/** The status's label, or the status itself in sentence case when it is not a known one. */
export function orderStatusLabel(status: string): string {
  const known = (ORDER_STATUS_LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
