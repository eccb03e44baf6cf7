import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderItems, orders } from "./tables.ts";

/** Whether the shopper has a paid or delivered order holding this product: what lets them review it. */
export async function hasBoughtProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        or(eq(orders.paymentStatus, "SUCCESS"), eq(orders.fulfilmentStatus, "DELIVERED")),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
