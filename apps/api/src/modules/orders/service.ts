// What other modules and the flows (apps/api/src/workflows) use of orders. The rest stays inside.
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { CANCELLED_ORDER_STATUSES } from "./cancel.ts";
import { listOrders } from "./queries.ts";
import * as repo from "./repository.ts";

export { cancelLocked } from "./cancel.ts";
export { newOrderId, type OrderDraft } from "./create-draft.ts";
export {
  answerOf,
  CREATED_STATUS,
  type CreateAnswer,
  insertOrder,
  newOrder,
  openPayment,
  replay,
} from "./create-place.ts";
export {
  grantPlacedEffects,
  holdUses,
  notifyAfterCommit,
  notifyPlacedOrder,
  orderPaid,
  orderPaymentFailed,
  ordersDueConfirmation,
} from "./effects.ts";
export { releaseExpiredHolds } from "./holds.ts";
export { findAnswer, type IdempotencyRef, requestHash } from "./idempotency.ts";
export { withOrderNumber } from "./order-number.ts";
export { paidLinesOf } from "./paid-lines.ts";
export { followGatewayRefund } from "./refunds.ts";
export { type Actor, lockOrder, type OrderRow } from "./state.ts";

/** Whether the shopper has a paid or delivered order holding this product (catalogue's review check). */
export function hasBoughtProduct(
  deps: Pick<Deps, "db">,
  userId: string,
  productId: string,
): Promise<boolean> {
  return repo.hasBoughtProduct(deps.db, userId, productId);
}

/** The products the shopper bought, newest first, at most `limit` (the personal call's `bought`). */
export function boughtProducts(deps: Pick<Deps, "db">, userId: string, limit: number) {
  return repo.boughtProducts(deps.db, userId, limit);
}

/** Placed orders that used this referral code, not the owner's own, newest first (referral's earnings). */
export function placedOrdersWithReferral(deps: Pick<Deps, "db">, code: string, ownerUserId: string) {
  return repo.placedOrdersWithReferral(deps.db, code, ownerUserId);
}

/** What each affiliate code sold in a market over [from, until) (referral's affiliate report). */
export function affiliateSales(
  deps: Pick<Deps, "db">,
  range: { market: string; from: number; until: number },
) {
  return repo.affiliateSales(deps.db, {
    ...range,
    cancelled: CANCELLED_ORDER_STATUSES.filter((s): s is string => s !== null),
  });
}

/**
 * A guest who signs in to an existing account brings its orders along (their payments move with them, in
 * the guest-merge flow), so an order placed as a guest can be tracked, cancelled or returned from the account.
 */
export async function mergeGuestOrders(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  await repo.moveOrdersOfUser(deps.db, guestUserId, userId);
}

// The back office's dashboard (docs/decisions/0038-dashboard-aggregates.md).
export {
  type DayRange,
  newCustomersPerDay,
  ordersByStatus,
  ordersToShip,
  RETURN_TO_CHECK,
  returnsToCheck,
  salesPerDay,
  topProducts,
} from "./dashboard-queries.ts";
/**
 * A shopper's latest orders, newest first, for the back office's customer profile: `more` when there are
 * older ones.
 */
export async function ordersOfCustomer(deps: Deps, userId: string, limit: number) {
  const answer = await listOrders(deps, { userId, isStaff: false }, { limit });
  return { orders: answer.orders, more: answer.paginationData.nextToken !== null };
}

// Subscriptions invoice their periods with the same document and sellers as orders.
export { type InvoiceInput, renderInvoicePdf } from "./invoice-pdf.ts";
export { SELLERS } from "./seller.ts";

/** The ids of a market's orders holding stock until their payment comes (the stock screen's "held"). */
export function ordersHoldingStock(db: Db, market: string): Promise<string[]> {
  return repo.ordersHoldingStock(db, market);
}
