// What back-office staff may move an order to. Payment follows the gateway or the courier's cash, and
// placing, opening a return and starting a refund follow the shopper's and the system's actions, so those
// statuses are not staff's to set.
import type { OrderStatus } from "../order-status.ts";
import { checkTransition, type OrderState } from "./status-machine.ts";

export const STAFF_STATUSES = [
  // Order
  "OMS_ORDER_CREATED",
  "ORDER_CREATE_RESPONSE",
  "CANCELLED",
  "ORDER_CANCELLED",
  "SHIPMENT_CANCEL_RESPONSE",
  "DUPLICATE_ORDER",
  "COMPLETED",
  // Fulfilment
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
  "RTO_INITIATED",
  "RTO_COMPLETE",
  // Returns and exchanges, once opened
  "OUT_FOR_PICKUP",
  "RETURN_PICKED_UP",
  "OUT_FOR_DELIVERY_TO_WAREHOUSE",
  "ITEM_ACCEPTED_IN_WAREHOUSE",
  "RETURN_ACCEPTED_IN_WAREHOUSE",
  "EXCHANGE_ACCEPTED_IN_WAREHOUSE",
  "QC_FAILED",
  "RETURN_SUCCESSFUL",
  "EXCHANGED",
  "RETURN_CANCELLED",
  "EXCHANGE_CANCELLED",
  // Refunds, once started
  "REFUND_INITIATED",
  "REFUND_SUCCESSFUL",
  "REFUND_FAILED",
] as const satisfies readonly OrderStatus[];
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export function isStaffStatus(value: string): value is StaffStatus {
  return (STAFF_STATUSES as readonly string[]).includes(value);
}

const OMS_ACKNOWLEDGEMENTS: readonly string[] = ["OMS_ORDER_CREATED", "ORDER_CREATE_RESPONSE"];

/**
 * Whether staff may move the order to `status` now: the transition table's answer, except that the
 * warehouse's acknowledgements of a new order make sense only before fulfilment starts (the table allows
 * them later, where they would hide the shipment's progress from the shopper), and a shipment is
 * cancelled only if one was started.
 */
export function checkStaffMove(
  state: OrderState,
  status: string,
): { ok: true } | { ok: false; reason: string } {
  if (!isStaffStatus(status)) return { ok: false, reason: `${status} is not a status staff can set` };
  if (OMS_ACKNOWLEDGEMENTS.includes(status) && state.fulfilment !== null) {
    return { ok: false, reason: "fulfilment has started" };
  }
  if (status === "SHIPMENT_CANCEL_RESPONSE" && state.fulfilment === null) {
    return { ok: false, reason: "no shipment was started" };
  }
  const check = checkTransition(state, status);
  return check.ok ? { ok: true } : check;
}

/** The statuses staff may move this order to now, in the order of STAFF_STATUSES. */
export function nextStaffStatuses(state: OrderState): StaffStatus[] {
  return STAFF_STATUSES.filter((status) => checkStaffMove(state, status).ok);
}
