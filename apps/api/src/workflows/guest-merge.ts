// A guest's things moving to the account they sign in to. Identity calls this inside the merge
// transaction (deps.db is that transaction), then marks the guest merged and ends its sessions.
import type { Deps } from "../deps.ts";
import { mergeGuestCarts } from "../modules/cart/service.ts";
import { mergeGuestOrders } from "../modules/orders/service.ts";
import { moveGuestPayments } from "../modules/payments/service.ts";
import { mergeGuestSubscriptions } from "../modules/subscriptions/service.ts";
import { mergeGuestData } from "../modules/users/service.ts";

export async function guestMerge(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  // 1. cart: each guest cart joins the account's cart of its market, once (the guest's cart is deleted).
  await mergeGuestCarts(deps, guestUserId, userId);
  // 2. users: addresses (the account's default stays the default), newer quiz answers, life bits.
  await mergeGuestData(deps, guestUserId, userId);
  // 3. orders: the guest's orders, so they can be tracked, cancelled or returned from the account.
  await mergeGuestOrders(deps, guestUserId, userId);
  // 4. payments: the attempts of those orders, so they can still be paid or refunded.
  await moveGuestPayments(deps, guestUserId, userId);
  // 5. subscriptions: those the guest's device orders gave (one open per kind still holds).
  await mergeGuestSubscriptions(deps, guestUserId, userId);
}
