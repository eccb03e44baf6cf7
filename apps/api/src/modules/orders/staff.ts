import { axisOf, checkStaffMove, type StaffOrderDto, type StaffStatusBody } from "@ojas/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import * as payments from "../payments/repository.ts";
import { actorOf, type Caller, inTransaction, requireStaff } from "./access.ts";
import { cancelLocked, releaseOnce, SYSTEM_REFUNDS } from "./cancel.ts";
import { toStaffOrderDto } from "./dto.ts";
import { findOrder } from "./queries.ts";
import { type Actor, lockOrder, moveOrder, type OrderRow, stateOf } from "./state.ts";
import { orderItems } from "./tables.ts";

const STAFF_CANCEL_NOTE = "Cancelled by Ojas";

/** A refund of what was paid starts by itself once the goods are back or the order is cancelled. */
async function refundIfPaid(tx: Db, row: OrderRow, status: "REFUND_REQUESTED" | "RTO_REFUND", at: number) {
  return row.paymentStatus === "SUCCESS" ? moveOrder(tx, row, [status], SYSTEM_REFUNDS, at) : row;
}

/** One staff step and what follows from it, on a locked order. */
async function applyStaffStatus(
  tx: Db,
  row: OrderRow,
  status: StaffStatusBody["status"],
  actor: Actor,
  at: number,
  note: string | undefined,
): Promise<OrderRow> {
  switch (status) {
    case "CANCELLED":
    case "ORDER_CANCELLED":
      return cancelLocked(tx, row, actor, at, note ?? STAFF_CANCEL_NOTE);
    case "DUPLICATE_ORDER":
      return cancelLocked(tx, row, actor, at, note ?? "Duplicate order", "DUPLICATE_ORDER");
    case "DELIVERED": {
      // Cash on delivery is collected as the parcel is handed over.
      const steps = row.paymentStatus === "COD_INITIATED" ? ["SUCCESS", "DELIVERED"] : ["DELIVERED"];
      return moveOrder(tx, row, steps, actor, at, { deliveredAt: at }, note);
    }
    case "RTO_COMPLETE": {
      // The parcel came back unopened: its stock is sellable again.
      const moved = await moveOrder(tx, row, [status], actor, at, await releaseOnce(tx, row), note);
      return refundIfPaid(tx, moved, "RTO_REFUND", at);
    }
    case "RETURN_SUCCESSFUL":
      return refundIfPaid(
        tx,
        await moveOrder(tx, row, [status], actor, at, {}, note),
        "REFUND_REQUESTED",
        at,
      );
    default:
      return moveOrder(tx, row, [status], actor, at, {}, note);
  }
}

/** POST /staff/orders/{orderId}/status: moves an order one legal step; anything else is 4000. */
export async function moveByStaff(
  deps: Deps,
  caller: Caller,
  orderId: string,
  body: StaffStatusBody,
): Promise<StaffOrderDto> {
  requireStaff(caller);
  await inTransaction(deps, async (tx) => {
    // Attempts before the order: the order in which a payment capture takes them.
    await payments.lockOrderAttempts(tx, orderId);
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound("No such order");
    const check = checkStaffMove(stateOf(row), body.status);
    if (!check.ok) {
      throw invalid(
        { status: `Not allowed: ${check.reason}` },
        `This order cannot move to ${body.status}: ${check.reason}`,
      );
    }
    await applyStaffStatus(tx, row, body.status, actorOf(caller), deps.now(), body.note);
    if (axisOf(body.status) === "returns") {
      // The item the return or exchange was opened for follows it.
      await tx
        .update(orderItems)
        .set({ status: body.status })
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.status)));
    }
  });
  return toStaffOrderDto((await findOrder(deps.db, orderId))!, deps.now());
}
