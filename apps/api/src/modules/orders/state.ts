import {
  applyTransition,
  axisOf,
  IllegalTransitionError,
  type OrderPaymentStatus,
  type OrderState,
  type OrderStatus,
} from "@ojas/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { orders, orderTimeline } from "./tables.ts";

/** An order's row; the search keys PostgreSQL derives from the address (tables.ts) are never written. */
export type OrderRow = Omit<typeof orders.$inferSelect, "contactPhone" | "contactEmail">;

/** Who or what moved an order: user:{id}, staff:{id}, gateway:{name} or system:{job}. */
export type Actor = `user:${string}` | `staff:${string}` | `gateway:${string}` | `system:${string}`;

export function stateOf(row: OrderRow): OrderState {
  return {
    order: row.orderStatus as OrderStatus | null,
    payment: row.paymentStatus as OrderPaymentStatus | null,
    fulfilment: row.fulfilmentStatus as OrderStatus | null,
    returns: row.returnsStatus as OrderStatus | null,
    refund: row.refundStatus as OrderStatus | null,
    returnsKind: row.returnsKind as OrderState["returnsKind"],
    shown: row.shownStatus as OrderStatus | null,
  };
}

function columnsOf(state: OrderState) {
  return {
    orderStatus: state.order,
    paymentStatus: state.payment,
    fulfilmentStatus: state.fulfilment,
    returnsStatus: state.returns,
    returnsKind: state.returnsKind,
    refundStatus: state.refund,
    shownStatus: state.shown,
  };
}

/** The order's row, locked until the transaction ends; undefined when there is no such order. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for("update")
    .prepare("orders_lock")
    .execute();
  return row;
}

/**
 * Moves a locked order through statuses in the transition table's order, appending each step to its
 * timeline with the actor. An illegal step is 4000 with the table's reason and, since the caller's
 * transaction rolls back, changes nothing. Answers the updated row.
 */
export async function moveOrder(
  tx: Db,
  row: OrderRow,
  to: readonly string[],
  actor: Actor,
  at: number,
  extra: Partial<Omit<OrderRow, "orderId">> = {},
  note?: string,
): Promise<OrderRow> {
  let state = stateOf(row);
  const steps: (typeof orderTimeline.$inferInsert)[] = [];
  for (const status of to) {
    try {
      state = applyTransition(state, status);
    } catch (error) {
      if (error instanceof IllegalTransitionError) {
        throw new AppError(4000, `This order cannot move to ${status}: ${error.reason}`, {
          status: `Not allowed: ${error.reason}`,
        });
      }
      throw error;
    }
    steps.push({
      orderId: row.orderId,
      axis: axisOf(status) ?? "order",
      status,
      actor,
      note: note ?? null,
      at,
    });
  }
  const patch = { ...columnsOf(state), ...extra, updatedAt: Math.max(at, row.updatedAt + 1) };
  // Sent together: the row and its timeline.
  const [[updated]] = await Promise.all([
    tx
      .update(orders)
      .set(patch)
      .where(eq(orders.orderId, row.orderId))
      .returning()
      .prepare("orders_move")
      .execute(),
    steps.length > 0
      ? tx.insert(orderTimeline).values(steps).prepare("orders_move_timeline").execute()
      : undefined,
  ]);
  return updated!;
}
