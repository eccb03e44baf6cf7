import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "./tables.ts";

/**
 * Placed orders (their rewards granted) that used this referral code, newest first: each is a friend's
 * first purchase, since a referral code only applies before one. The owner's own orders never count.
 */
export async function placedOrdersWithReferral(db: Db, code: string, ownerUserId: string) {
  return db
    .select({ orderId: orders.orderId, userId: orders.userId, placedAt: orders.effectsAppliedAt })
    .from(orders)
    .where(
      and(eq(orders.referralCode, code), isNotNull(orders.effectsAppliedAt), ne(orders.userId, ownerUserId)),
    )
    .orderBy(desc(orders.effectsAppliedAt));
}
