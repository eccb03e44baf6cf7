// One transition table for an order's statuses (the project's own table).
// An order moves on five axes at once; the status values are what the shopper is shown.
import type { OrderStatus } from "../order-status.ts";

export const ORDER_AXES = ["order", "payment", "fulfilment", "returns", "refund"] as const;
export type OrderAxis = (typeof ORDER_AXES)[number];

/** Payment axis values, as the API's paymentStatus. */
export const ORDER_PAYMENT_STATUSES = ["PENDING", "SUCCESS", "FAILED", "COD_INITIATED"] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export interface OrderState {
  order: OrderStatus | null;
  payment: OrderPaymentStatus | null;
  fulfilment: OrderStatus | null;
  returns: OrderStatus | null;
  refund: OrderStatus | null;
  /** Set when a return or exchange is opened: the two share their pickup steps. */
  returnsKind: "RETURN" | "EXCHANGE" | null;
  /** The status shown to the shopper: the last one reached on any axis. */
  shown: OrderStatus | null;
}

export const NEW_ORDER_STATE: OrderState = {
  order: null,
  payment: null,
  fulfilment: null,
  returns: null,
  refund: null,
  returnsKind: null,
  shown: null,
};

type Table<S extends string> = Partial<Record<S | "START", readonly S[]>>;

const ORDER: Table<OrderStatus> = {
  START: ["CREATED"],
  CREATED: ["ORDER_PLACED", "CANCELLED", "DUPLICATE_ORDER"],
  ORDER_PLACED: ["OMS_ORDER_CREATED", "ORDER_CANCELLED", "COMPLETED"],
  OMS_ORDER_CREATED: ["ORDER_CREATE_RESPONSE", "ORDER_CANCELLED", "COMPLETED"],
  ORDER_CREATE_RESPONSE: ["ORDER_CANCELLED", "COMPLETED"],
  ORDER_CANCELLED: ["SHIPMENT_CANCEL_RESPONSE"],
};

const PAYMENT: Table<OrderPaymentStatus> = {
  START: ["PENDING", "COD_INITIATED"],
  PENDING: ["SUCCESS", "FAILED"],
  // A failed payment may be retried; cash is collected on delivery.
  FAILED: ["PENDING"],
  COD_INITIATED: ["SUCCESS"],
};

const FULFILMENT: Table<OrderStatus> = {
  START: ["ORDER_ALLOCATED", "ALLOCATED"],
  ALLOCATED: ["ORDER_PICKED"],
  ORDER_ALLOCATED: ["ORDER_PICKED"],
  ORDER_PICKED: ["PACK_WAYBILL"],
  PACK_WAYBILL: ["READY_TO_DISPATCH"],
  READY_TO_DISPATCH: ["DISPATCH_COMPLETE"],
  DISPATCH_COMPLETE: ["IN_TRANSIT"],
  IN_TRANSIT: ["OUT_FOR_DELIVERY", "RTO_INITIATED"],
  OUT_FOR_DELIVERY: ["DELIVERED", "DELIVERY_FAILED"],
  DELIVERY_FAILED: ["OUT_FOR_DELIVERY", "RTO_INITIATED"],
  RTO_INITIATED: ["RTO_COMPLETE"],
};

const RETURNS: Table<OrderStatus> = {
  START: ["RETURN_CREATED", "EXCHANGE_CREATED"],
  RETURN_CREATED: ["OUT_FOR_PICKUP", "RETURN_CANCELLED"],
  EXCHANGE_CREATED: ["OUT_FOR_PICKUP", "EXCHANGE_CANCELLED"],
  OUT_FOR_PICKUP: ["RETURN_PICKED_UP", "RETURN_CANCELLED", "EXCHANGE_CANCELLED"],
  RETURN_PICKED_UP: ["OUT_FOR_DELIVERY_TO_WAREHOUSE"],
  OUT_FOR_DELIVERY_TO_WAREHOUSE: ["ITEM_ACCEPTED_IN_WAREHOUSE"],
  ITEM_ACCEPTED_IN_WAREHOUSE: ["RETURN_ACCEPTED_IN_WAREHOUSE", "EXCHANGE_ACCEPTED_IN_WAREHOUSE", "QC_FAILED"],
  RETURN_ACCEPTED_IN_WAREHOUSE: ["RETURN_SUCCESSFUL"],
  EXCHANGE_ACCEPTED_IN_WAREHOUSE: ["EXCHANGED"],
};

const REFUND: Table<OrderStatus> = {
  START: ["REFUND_REQUESTED", "RTO_REFUND"],
  REFUND_REQUESTED: ["REFUND_INITIATED"],
  RTO_REFUND: ["REFUND_INITIATED"],
  REFUND_INITIATED: ["REFUND_SUCCESSFUL", "REFUND_FAILED"],
  REFUND_FAILED: ["REFUND_INITIATED"],
};

const FULFILMENT_STATUSES: ReadonlySet<string> = new Set(Object.values(FULFILMENT).flat());

const TABLES: Record<OrderAxis, Table<string>> = {
  order: ORDER,
  payment: PAYMENT,
  fulfilment: FULFILMENT,
  returns: RETURNS,
  refund: REFUND,
};

/** The axis a status belongs to (payment values are CONTRACT's paymentStatus). */
export function axisOf(status: string): OrderAxis | undefined {
  for (const axis of ORDER_AXES) {
    const table = TABLES[axis];
    if (Object.values(table).some((next) => next?.includes(status))) return axis;
  }
  return undefined;
}

const PLACED: readonly (OrderStatus | null)[] = [
  "ORDER_PLACED",
  "OMS_ORDER_CREATED",
  "ORDER_CREATE_RESPONSE",
];
const PAID_OR_COD: readonly (OrderPaymentStatus | null)[] = ["SUCCESS", "COD_INITIATED"];
/** Steps after which an order can no longer be cancelled: it has left the warehouse. */
const DISPATCHED: readonly (OrderStatus | null)[] = [
  "DISPATCH_COMPLETE",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "DELIVERY_FAILED",
  "RTO_INITIATED",
  "RTO_COMPLETE",
];

/** Order statuses after which nothing more is shipped. */
const CLOSED: readonly (OrderStatus | null)[] = [
  "CANCELLED",
  "ORDER_CANCELLED",
  "SHIPMENT_CANCEL_RESPONSE",
  "DUPLICATE_ORDER",
];

/** Why a move across axes is refused, or undefined when the other axes allow it. */
function crossAxisRule(state: OrderState, to: string): string | undefined {
  if (CLOSED.includes(state.order) && FULFILMENT_STATUSES.has(to)) return "order is cancelled";
  switch (to) {
    case "ORDER_PLACED":
      return PAID_OR_COD.includes(state.payment) ? undefined : "payment has not succeeded";
    case "ORDER_ALLOCATED":
    case "ALLOCATED":
      return PLACED.includes(state.order) ? undefined : "order is not placed";
    case "ORDER_CANCELLED":
      return DISPATCHED.includes(state.fulfilment) ? "order has been dispatched" : undefined;
    case "COMPLETED":
      return state.fulfilment === "DELIVERED" ? undefined : "order is not delivered";
    case "RETURN_CREATED":
    case "EXCHANGE_CREATED":
      return state.fulfilment === "DELIVERED" ? undefined : "order is not delivered";
    case "RETURN_ACCEPTED_IN_WAREHOUSE":
    case "RETURN_CANCELLED":
      return state.returnsKind === "EXCHANGE" ? "this is an exchange" : undefined;
    case "EXCHANGE_ACCEPTED_IN_WAREHOUSE":
    case "EXCHANGE_CANCELLED":
      return state.returnsKind === "EXCHANGE" ? undefined : "this is a return";
    case "REFUND_REQUESTED":
      if (state.payment !== "SUCCESS") return "nothing was paid";
      return state.order === "ORDER_CANCELLED" ||
        state.order === "CANCELLED" ||
        state.returns === "RETURN_SUCCESSFUL"
        ? undefined
        : "order is neither cancelled nor returned";
    case "RTO_REFUND":
      if (state.payment !== "SUCCESS") return "nothing was paid";
      return state.fulfilment === "RTO_COMPLETE" ? undefined : "order has not returned to origin";
    default:
      return undefined;
  }
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: string | null,
    readonly to: string,
    readonly reason: string,
  ) {
    super(`Cannot move from ${from ?? "nothing"} to ${to}: ${reason}`);
  }
}

/** Whether `to` may follow the current state; the reason when it may not. */
export function checkTransition(
  state: OrderState,
  to: string,
): { ok: true; axis: OrderAxis } | { ok: false; reason: string } {
  const axis = axisOf(to);
  if (!axis) return { ok: false, reason: `unknown status ${to}` };
  const current = state[axis];
  const allowed = TABLES[axis][current ?? "START"] ?? [];
  if (!allowed.includes(to)) return { ok: false, reason: `not allowed after ${current ?? "nothing"}` };
  const crossed = crossAxisRule(state, to);
  return crossed ? { ok: false, reason: crossed } : { ok: true, axis };
}

/** The next state, or IllegalTransitionError. Payment values never become the shown status. */
export function applyTransition<S extends OrderState>(state: S, to: string): S {
  const check = checkTransition(state, to);
  if (!check.ok) throw new IllegalTransitionError(state.shown, to, check.reason);
  const next: S = { ...state, [check.axis]: to };
  if (to === "RETURN_CREATED") next.returnsKind = "RETURN";
  if (to === "EXCHANGE_CREATED") next.returnsKind = "EXCHANGE";
  if (check.axis !== "payment") next.shown = to as OrderStatus;
  else next.shown = PAYMENT_SHOWN[to as OrderPaymentStatus] ?? next.shown;
  return next;
}

const PAYMENT_SHOWN: Partial<Record<OrderPaymentStatus, OrderStatus>> = {
  PENDING: "PAYMENT_PENDING",
  SUCCESS: "PAYMENT_SUCCESSFUL",
  FAILED: "PAYMENT_UNSUCCESSFUL",
};

export const RETURN_WINDOW_DAYS = 7;

export interface OrderActions {
  cancel: boolean;
  returnOrExchange: boolean;
  editRing: boolean;
  retryPayment: boolean;
}

/** What the shopper may do now. deliveredAt is when DELIVERED was reached (epoch ms). */
export function allowedActions(state: OrderState, opts: { deliveredAt?: number; now: number }): OrderActions {
  const beforeDispatch = !DISPATCHED.includes(state.fulfilment);
  const live = state.order === "CREATED" || PLACED.includes(state.order);
  const withinWindow =
    opts.deliveredAt !== undefined && opts.now - opts.deliveredAt <= RETURN_WINDOW_DAYS * 86_400_000;
  return {
    cancel: live && beforeDispatch && state.payment !== "FAILED",
    returnOrExchange: state.fulfilment === "DELIVERED" && state.returns === null && withinWindow,
    editRing: PLACED.includes(state.order) && beforeDispatch,
    retryPayment: state.order === "CREATED" && state.payment === "FAILED",
  };
}
