// The seats a webinar order holds (docs/product.md, "Webinars"): granted when the order is paid, with the
// confirmation and reminder a free registration gets, and given up when the order is undone, each in the
// transaction of the order's change. payment-settled.ts (a captured payment) and place-order.ts (an order
// nothing is left to pay for) call grantWebinarSeats; order-grants.ts's orderUndone calls releaseWebinarSeats.
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";
import { type Actor, cancelLocked, type OrderRow, paidLinesOf } from "../modules/orders/service.ts";
import {
  findWebinar,
  grantSeat,
  REMINDER_BEFORE_MS,
  RING_WEBINAR_SOURCE,
  releaseSeats,
  seatRegistrationId,
} from "../modules/webinars/service.ts";
import { queueWebinarNotice } from "./webinar-jobs.ts";

/** What happens when the attendee's phone holds a seat already: an order paid is refunded, a free one refused. */
export type SeatTaken = { refund: Actor } | "refuse";

/**
 * A paid, placed webinar order (payment SUCCESS, effects applied): each line's seat, once, with its
 * notices queued in `tx`. When the phone holds another seat in the webinar (two orders for one phone paid
 * at once), a paid order is cancelled with its refund claimed (sent by the order jobs after the commit);
 * an order placed without payment is refused (4008) and rolls back. Answers the order as it now is.
 */
export async function grantWebinarSeats(
  deps: Deps,
  tx: Db,
  row: OrderRow,
  onTaken: SeatTaken,
): Promise<OrderRow> {
  if (row.source !== RING_WEBINAR_SOURCE) return row;
  if (row.paymentStatus !== "SUCCESS" || row.effectsAppliedAt === null) return row;
  // 1. orders: the order's lines (the webinar is the line's sku).
  const lines = await paidLinesOf(tx, row);
  const now = deps.now();
  for (const line of lines) {
    // 2. webinars: the line's seat, one per phone and webinar.
    const webinar = await findWebinar(tx, line.skuId);
    if (!webinar) continue;
    const outcome = await grantSeat(tx, {
      entityId: line.entityId,
      webinarId: webinar.webinarId,
      name: row.address.name,
      phoneNumber: row.address.phoneNumber,
      email: row.address.emailId ?? null,
      userId: row.userId,
      at: now,
    });
    if (outcome === "taken") {
      if (onTaken === "refuse") throw new AppError(4008);
      // 3. orders: cancelled, its refund claimed (the shopper paid for a seat their phone already has).
      const note = "The attendee's phone already has a seat in this webinar: the payment is refunded";
      return cancelLocked({ ...deps, db: tx }, row, onTaken.refund, now, note);
    }
    if (outcome === "held") continue;
    // 3. the confirmation now and the reminder an hour before the start (webinar-jobs.ts), kept only if
    // this transaction commits.
    const registrationId = seatRegistrationId(line.entityId);
    await queueWebinarNotice(deps, tx, { registrationId, kind: "CONFIRMATION" });
    const remindAt = webinar.startTime - REMINDER_BEFORE_MS;
    if (remindAt > now) await queueWebinarNotice(deps, tx, { registrationId, kind: "REMINDER" }, remindAt);
  }
  return row;
}

/** A webinar order cancelled or refunded (or its line returned): the seats it held are given up. */
export async function releaseWebinarSeats(
  tx: Db,
  undone: { orderId: string; entityId?: string },
): Promise<void> {
  // 1. webinars: the registrations of the order's lines deleted (the phone may then register or buy again).
  await releaseSeats(tx, undone.orderId, undone.entityId);
}
