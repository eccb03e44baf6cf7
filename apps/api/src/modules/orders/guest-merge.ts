import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { onGuestMerge } from "../identity/service.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { orders } from "./tables.ts";

/**
 * A guest who signs in to an existing account brings its orders along, with their payment attempts, so
 * an order placed as a guest can still be paid, tracked, cancelled or returned from the account.
 */
export async function mergeGuestOrders(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  await deps.db.update(orders).set({ userId }).where(eq(orders.userId, guestUserId));
  await deps.db.update(paymentAttempts).set({ userId }).where(eq(paymentAttempts.userId, guestUserId));
}

onGuestMerge("orders", mergeGuestOrders);
