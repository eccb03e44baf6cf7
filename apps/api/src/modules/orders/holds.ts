// PREPAID orders whose payment did not come within 15 minutes give back their stock, coupon uses and life
// bits. Rows in the database say what is due, so any instance may run it at any time and a crash loses
// nothing: each held order is claimed with FOR UPDATE SKIP LOCKED in its own transaction. The order jobs
// run it (apps/api/src/workflows/order-jobs.ts).
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { orderPaymentFailed, releaseResources } from "./effects.ts";
import type { Actor, OrderRow } from "./state.ts";
import { orders } from "./tables.ts";

const ACTOR: Actor = "system:hold-expiry";

async function expire(deps: Deps, row: OrderRow): Promise<void> {
  if (row.paymentStatus === "PENDING") {
    await orderPaymentFailed(deps, row, ACTOR, "No payment within 15 minutes: stock released");
    return;
  }
  await releaseResources(deps, row, `order ${row.orderId} was not paid in time`);
  await deps.db
    .update(orders)
    .set({ stockState: "RELEASED", holdExpiresAt: null, updatedAt: Math.max(deps.now(), row.updatedAt + 1) })
    .where(eq(orders.orderId, row.orderId));
}

/**
 * Releases orders whose stock hold has run out, one order per transaction (so its stock rows are updated
 * in sku order, like every other path, and never deadlock), skipping orders another transaction holds (a
 * capture, another instance's run). Answers how many this run released.
 */
export async function releaseExpiredHolds(deps: Deps, { limit = 200 } = {}): Promise<number> {
  let released = 0;
  while (released < limit) {
    const done = await deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.stockState, "HELD"), lte(orders.holdExpiresAt, deps.now())))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      await expire({ ...deps, db: tx }, row);
      return true;
    });
    if (!done) break;
    released += 1;
  }
  return released;
}
