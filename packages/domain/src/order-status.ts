// Order, shipment and payment statuses (docs/product.md, orders).

export const ORDER_STATUSES = [
  "PAYMENT_UNSUCCESSFUL",
  "PAYMENT_PENDING",
  "PAYMENT_SUCCESSFUL",
  "CREATED",
  "OMS_ORDER_CREATED",
  "ORDER_PLACED",
  "ALLOCATED",
  "ORDER_ALLOCATED",
  "ORDER_PICKED",
  "PACK_WAYBILL",
  "READY_TO_DISPATCH",
  "DISPATCH_COMPLETE",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "DELIVERY_FAILED",
  "COMPLETED",
  "CANCELLED",
  "ORDER_CANCELLED",
  "SHIPMENT_CANCEL_RESPONSE",
  "DUPLICATE_ORDER",
  "ORDER_CREATE_RESPONSE",
  "RETURN_CREATED",
  "OUT_FOR_PICKUP",
  "RETURN_PICKED_UP",
  "OUT_FOR_DELIVERY_TO_WAREHOUSE",
  "ITEM_ACCEPTED_IN_WAREHOUSE",
  "RETURN_ACCEPTED_IN_WAREHOUSE",
  "EXCHANGE_CREATED",
  "EXCHANGE_ACCEPTED_IN_WAREHOUSE",
  "EXCHANGED",
  "EXCHANGE_CANCELLED",
  "RETURN_CANCELLED",
  "RETURN_SUCCESSFUL",
  "QC_FAILED",
  "REFUND_REQUESTED",
  "REFUND_INITIATED",
  "REFUND_SUCCESSFUL",
  "REFUND_FAILED",
  "RTO_INITIATED",
  "RTO_COMPLETE",
  "RTO_REFUND",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const PAYMENT_STATUSES = ["pending", "failed", "success", "cod_initiated"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment status shown for an order-creation status: SUCCESS and COD_INITIATED count as success, PENDING
 * stays pending, anything else (including unknown values) is failed. Case-insensitive.
 */
export function paymentStatusFromOrderStatus(status: string | null | undefined): PaymentStatus {
  const upper = typeof status === "string" ? status.trim().toUpperCase() : "";
  if (upper === "SUCCESS" || upper === "COD_INITIATED") return "success";
  if (upper === "PENDING") return "pending";
  return "failed";
}
