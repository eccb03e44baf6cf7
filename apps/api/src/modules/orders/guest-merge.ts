import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { orders } from "./tables.ts";

/**
 * A guest who signs in to an existing account brings its orders along (their payments move with them, in
 * the guest-merge flow), so an order placed as a guest can be tracked, cancelled or returned from the account.
 */
export async function mergeGuestOrders(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  await deps.db.update(orders).set({ userId }).where(eq(orders.userId, guestUserId));
}
