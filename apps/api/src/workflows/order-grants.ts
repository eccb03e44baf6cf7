// The plans a device order comes with (docs/product.md, "Subscriptions"; ORDER_PLAN_GRANTS in
// packages/domain): granted when the order is paid, ended when it is undone, each in the transaction of
// the order's change. payment-settled.ts calls grantOrderPlans for a captured payment (plans are never
// paid on delivery: COD_EXCLUDED_CATEGORIES); orders calls orderUndone through deps.flows.
import type { Market } from "@ojas/domain";
import type { Db } from "../db/client.ts";
import type { Deps, Flows } from "../deps.ts";
import { type OrderRow, paidLinesOf } from "../modules/orders/service.ts";
import { endOrderGrants, grantFromOrder } from "../modules/subscriptions/service.ts";
import { releaseWebinarSeats } from "./webinar-grants.ts";

/** A paid, placed order (payment SUCCESS, effects applied): its lines' plans start, once. */
export async function grantOrderPlans(deps: Deps, tx: Db, row: OrderRow): Promise<void> {
  if (row.paymentStatus !== "SUCCESS" || row.effectsAppliedAt === null) return;
  // 1. orders: each line with what the shopper paid for it.
  const lines = await paidLinesOf(tx, row);
  // 2. subscriptions: a subscription per line that comes with a plan, or months added to the one running.
  await grantFromOrder(deps, tx, {
    orderId: row.orderId,
    userId: row.userId,
    market: row.market as Market,
    lines,
  });
}

/** A placed order cancelled, back to origin, or a line returned: the plans and webinar seats it granted end. */
export const orderUndone: Flows["orderUndone"] = async (deps, tx, undone) => {
  // 1. subscriptions: the subscription it created cancelled now, the months it added taken off.
  await endOrderGrants(deps, tx, undone);
  // 2. webinars: the seats a webinar order held given up (webinar-grants.ts).
  await releaseWebinarSeats(tx, undone);
};
