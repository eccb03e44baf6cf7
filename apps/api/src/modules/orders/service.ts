// What other modules and the flows (apps/api/src/workflows) use of orders. The rest stays inside.
export type { OrderDraft } from "./create-draft.ts";
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
  orderPaid,
  orderPaymentFailed,
  sendClaimedConfirmation,
} from "./effects.ts";
export { mergeGuestOrders } from "./guest-merge.ts";
export { findAnswer, type IdempotencyRef } from "./idempotency.ts";
export { withOrderNumber } from "./order-number.ts";
export { hasBoughtProduct } from "./purchases.ts";
export { placedOrdersWithReferral } from "./referrals.ts";
export { followGatewayRefund } from "./refunds.ts";
export { type Actor, lockOrder, type OrderRow } from "./state.ts";
