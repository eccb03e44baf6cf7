// Orders' steps of placing an order (the flow is workflows/place-order.ts): the new order's rows, written
// once per Idempotency-Key with the answer stored under the key, a repeat's answer, and a PREPAID order's
// payment opened after the commit and added to the stored answer (docs/decisions/0012-order-checkout.md).
import {
  applyTransition,
  axisOf,
  NEW_ORDER_STATE,
  type OrderCreated,
  type OrderPaymentStatus,
  type OrderState,
  type OrderStatus,
  type PaymentStart,
} from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRowsTogether } from "../../db/prepared.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { startPayment } from "../payments/service.ts";
import type { OrderDraft } from "./create-draft.ts";
import { holdOf, holdResources, itemsOf, type OrderItemRow, STOCK_HOLD_MS } from "./effects.ts";
import {
  answerRow,
  completeAnswer,
  findAnswer,
  type IdempotencyRef,
  type StoredAnswer,
} from "./idempotency.ts";
import { type Actor, lockOrder, moveOrder, type OrderRow } from "./state.ts";
import { idempotencyKeys, orderItems, orders, orderTimeline } from "./tables.ts";

export type CreateAnswer = StoredAnswer<OrderCreated>;

export const CREATED_STATUS = 201;

function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

/** The state and timeline of a new order after `steps`, through the one transition table. */
function initialState(orderId: string, steps: readonly string[], actor: Actor, at: number) {
  let state = NEW_ORDER_STATE;
  for (const step of steps) state = applyTransition(state, step);
  const timeline = steps.map((status) => ({
    orderId,
    axis: axisOf(status) ?? "order",
    status,
    actor,
    note: null,
    at,
  }));
  return { state, timeline };
}

export function answerOf(
  row: Pick<OrderRow, "orderId" | "orderNumber" | "shownStatus" | "paymentStatus">,
): OrderCreated {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: row.shownStatus as OrderStatus,
    paymentStatus: row.paymentStatus as OrderPaymentStatus,
  };
}

/** The order's row as a draft makes it, with its state after `steps`. */
function rowOf(
  draft: OrderDraft,
  orderNumber: string,
  state: OrderState,
  settled: boolean,
  now: number,
): OrderRow {
  const { cart } = draft.priced;
  return {
    orderId: draft.orderId,
    orderNumber,
    userId: draft.userId,
    market: draft.market,
    currency: cart.currency,
    source: draft.source,
    paymentType: draft.paymentType,
    orderStatus: state.order,
    paymentStatus: state.payment,
    fulfilmentStatus: state.fulfilment,
    returnsStatus: state.returns,
    returnsKind: state.returnsKind,
    refundStatus: state.refund,
    shownStatus: state.shown,
    stockState: settled ? "TAKEN" : "HELD",
    holdExpiresAt: settled ? null : now + STOCK_HOLD_MS,
    totalBasePrice: cart.totalBasePrice,
    totalDiscount: cart.totalDiscount,
    couponDiscount: cart.couponDiscount,
    lifeBitsDiscount: draft.lifeBitsDiscount,
    shippingCharges: cart.shippingCharges,
    codCharges: cart.codCharges,
    payableAmount: cart.payableAmount,
    couponCode: cart.appliedCoupon?.code ?? null,
    couponCodes: [...draft.hold.couponCodes],
    lifeBitsCouponCode: cart.lifeBitsAppliedCoupon?.code ?? null,
    lifeBitsSpent: draft.hold.lifeBitsSpent,
    lifeBitsEarned: draft.lifeBitsEarned,
    referralCode: draft.referralCode,
    utm: draft.utm,
    affiliateCode: draft.affiliateCode,
    address: draft.address,
    gifting: draft.gifting,
    effectsAppliedAt: settled ? now : null,
    // Set once the confirmation has gone out (orders' notifyPlacedOrder, run by the job placing queues).
    notifiedAt: null,
    deliveredAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** An order about to be written: its row as the draft makes it, lines and first timeline entries. */
export interface NewOrder {
  row: OrderRow;
  items: OrderItemRow[];
  timeline: ReturnType<typeof initialState>["timeline"];
  /** Nothing left to pay (COD, or a free order): placed at once, with its rewards. */
  placed: boolean;
}

/** The order a draft makes, not written yet: placed at once when nothing is left to pay. */
export function newOrder(draft: OrderDraft, orderNumber: string, actor: Actor, now: number): NewOrder {
  const placed = draft.paymentType === "COD" || draft.priced.cart.payableAmount === 0;
  const steps =
    draft.paymentType === "COD"
      ? ["CREATED", "COD_INITIATED", "ORDER_PLACED"]
      : placed
        ? ["CREATED", "PENDING", "SUCCESS", "ORDER_PLACED"]
        : ["CREATED", "PENDING"];
  const { state, timeline } = initialState(draft.orderId, steps, actor, now);
  const row = rowOf(draft, orderNumber, state, placed, now);
  return { row, items: draft.items as OrderItemRow[], timeline, placed };
}

/**
 * Writes the order with its lines and timeline, and stores the key's answer, in the caller's transaction,
 * in one statement (decision 0043). A second order under the key fails on the key's unique index, and its
 * transaction rolls back.
 */
export async function insertOrder(deps: Deps, order: NewOrder, ref: IdempotencyRef): Promise<void> {
  const answer = { statusCode: CREATED_STATUS, response: answerOf(order.row) };
  await insertRowsTogether(
    deps.db,
    [
      { table: orders, rows: [order.row] },
      { table: orderItems, rows: order.items },
      { table: orderTimeline, rows: order.timeline },
      { table: idempotencyKeys, rows: [answerRow(ref, answer, order.row.createdAt)] },
    ],
    "orders_insert",
  );
}

/**
 * Opens the payment of a PREPAID order waiting for it, and stores it in the key's answer. When another
 * request for the same key opened it first (4009), its stored answer is awaited for a moment instead.
 */
export async function openPayment(
  deps: Deps,
  row: OrderRow,
  ref: IdempotencyRef | undefined,
  returnUrl: string | undefined,
  { justCreated = false }: { justCreated?: boolean } = {},
): Promise<PaymentStart> {
  try {
    const payment = await startPayment(deps, {
      firstAttempt: justCreated,
      orderId: row.orderId,
      userId: row.userId,
      amount: row.payableAmount,
      currency: row.currency,
      market: row.market as OrderDraft["market"],
      receipt: row.orderId,
      ...(returnUrl !== undefined ? { returnUrl } : {}),
    });
    if (ref) await completeAnswer(deps.db, ref, { ...answerOf(row), payment });
    return payment;
  } catch (error) {
    if (!(ref && error instanceof AppError && error.code === 4009)) throw error;
    for (let waited = 0; waited < 5000; waited += 50) {
      const stored = await findAnswer<OrderCreated>(deps.db, ref);
      if (stored?.response.payment) return stored.response.payment;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw error;
  }
}

async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return row;
}

/** An answer stored before orders had numbers, with its order's number. */
async function numbered(deps: Deps, stored: CreateAnswer): Promise<CreateAnswer> {
  const row = await findOrder(deps.db, stored.response.orderId);
  return { ...stored, response: { ...stored.response, orderNumber: row?.orderNumber ?? "" } };
}

/** The first answer again; a PREPAID order still waiting for a payment that was never opened gets one. */
export async function replay(
  deps: Deps,
  ref: IdempotencyRef,
  first: CreateAnswer,
  returnUrl: string | undefined,
): Promise<CreateAnswer> {
  const stored = first.response.orderNumber ? first : await numbered(deps, first);
  const answer = stored.response;
  if (answer.paymentStatus !== "PENDING" || answer.payment) return stored;
  const row = await findOrder(deps.db, answer.orderId);
  if (row?.paymentStatus !== "PENDING") return stored;
  const payment = await openPayment(deps, row, ref, returnUrl);
  return { statusCode: stored.statusCode, response: { ...answer, payment } };
}

/**
 * A new payment for the caller's PREPAID order that is not paid: a failed one takes its stock, coupon uses
 * and life bits again (4010 or 4002 when they are gone, changing nothing) and waits for payment for
 * another 15 minutes; one still waiting gets a payment if it has none open (4009 while one is).
 */
export async function retryPayment(
  deps: Deps,
  userId: string,
  orderId: string,
  returnUrl?: string,
): Promise<OrderCreated> {
  const row = await inTransaction(deps, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked || locked.userId !== userId) throw notFound("No such order");
    if (locked.paymentType !== "PREPAID") throw invalid({ orderId: "This order is paid on delivery" });
    if (locked.paymentStatus === "SUCCESS") throw invalid({ orderId: "This order is already paid" });
    if (locked.orderStatus !== "CREATED") throw invalid({ orderId: "This order can no longer be paid" });
    if (locked.paymentStatus !== "FAILED") return locked;
    await holdResources({ ...deps, db: tx }, holdOf(locked, await itemsOf(tx, orderId)));
    const now = deps.now();
    return moveOrder(tx, locked, ["PENDING"], `user:${userId}`, now, {
      stockState: "HELD",
      holdExpiresAt: now + STOCK_HOLD_MS,
    });
  });
  const payment = await openPayment(deps, row, undefined, returnUrl);
  if (row.paymentStatus === "PENDING" && row.stockState === "HELD") {
    // A new attempt for an order still waiting: its stock waits as long as the new payment window.
    await deps.db
      .update(orders)
      .set({ holdExpiresAt: deps.now() + STOCK_HOLD_MS })
      .where(
        and(eq(orders.orderId, orderId), eq(orders.stockState, "HELD"), eq(orders.paymentStatus, "PENDING")),
      );
  }
  return { ...answerOf(row), payment };
}
