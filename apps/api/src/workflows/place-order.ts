// Placing an order (docs/architecture.md, "Flows"; docs/decisions/0012-order-checkout.md): exactly once per
// Idempotency-Key, one transaction holds what the order takes and writes it, and what follows the commit
// (the payment, or the confirmation) never holds up the answer's correctness.
import type { OrderCreated } from "@ojas/domain";
import { type SendLast, transactionSendingLast } from "../db/transaction.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../http/app-error.ts";
import { sendTakeStock } from "../modules/catalogue/service.ts";
import {
  type Actor,
  answerOf,
  CREATED_STATUS,
  type CreateAnswer,
  findAnswer,
  grantPlacedEffects,
  holdUses,
  type IdempotencyRef,
  insertOrder,
  newOrder,
  notifyAfterCommit,
  type OrderDraft,
  type OrderRow,
  openPayment,
  replay,
  withOrderNumber,
} from "../modules/orders/service.ts";
import { queueConfirmation } from "./order-jobs.ts";
import { grantWebinarSeats } from "./webinar-grants.ts";

/**
 * Creates the draft's order once per key: a key seen before answers its first answer (4090 for another
 * body), two requests with one key at once create one order, and any refusal leaves nothing behind.
 * `draft` prices and checks the order without writing (orders' draftOrder: the priced cart from cart and
 * pricing, the address from users, the skus from catalogue).
 */
export async function placeOrder(
  deps: Deps,
  ref: IdempotencyRef,
  draft: () => Promise<OrderDraft>,
): Promise<CreateAnswer> {
  // 1. orders: the draft. The key is not looked up first: a repeat is rare, and finds the first answer
  //    when its order cannot be drafted or written (the key's unique index refuses a second one).
  let order: OrderDraft;
  try {
    order = await draft();
  } catch (error) {
    return answerAgain(deps, ref, error);
  }

  // 2. one transaction, with the order's number: writeOrder below.
  let row: OrderRow;
  try {
    row = await withOrderNumber((orderNumber) =>
      transactionSendingLast(deps.db, (tx, sendLast) =>
        writeOrder({ ...deps, db: tx }, order, orderNumber, ref, sendLast),
      ),
    );
  } catch (error) {
    // Another request with this key created its order, before or meanwhile: this one's work rolled back.
    return answerAgain(deps, ref, error);
  }

  // 3. after the commit. Placed at once (COD, free): its confirmation job, committed with it, sends it.
  // Without a job queue, orders sends it from here after the answer (it never holds up or fails the order).
  if (row.effectsAppliedAt !== null) {
    if (!deps.jobs) notifyAfterCommit(deps, row.orderId);
    return { statusCode: CREATED_STATUS, response: answerOf(row) };
  }
  // Waiting for payment: payments opens it (its first attempt: the order was created just now), and
  // orders adds it to the key's answer.
  const payment = await openPayment(deps, row, ref, order.returnUrl, { justCreated: true });
  return { statusCode: CREATED_STATUS, response: { ...answerOf(row), payment } };
}

/**
 * A request whose order could not be drafted or written: a key seen before answers its first answer again
 * (4090 for another body), whatever refused this one; a new key gets the refusal.
 */
async function answerAgain(deps: Deps, ref: IdempotencyRef, error: unknown): Promise<CreateAnswer> {
  let first: CreateAnswer | undefined;
  try {
    first = await findAnswer<OrderCreated>(deps.db, ref);
  } catch (lookup) {
    // 4090: the key's first request asked for another order. A lookup that failed otherwise (the
    // database gone) says less than the error that brought it here.
    if (lookup instanceof AppError) throw lookup;
    throw error;
  }
  if (!first) throw error;
  // As when the key was looked up before the draft: a payment opened here takes no return URL.
  return replay(deps, ref, first, undefined);
}

/**
 * The order's transaction. Its statements go out together (one round trip on PostgreSQL), and the stock
 * is taken last, sent with the COMMIT, so the rows every checkout of a popular sku waits for stay locked
 * only for the database's own time.
 */
async function writeOrder(
  deps: Deps,
  draft: OrderDraft,
  orderNumber: string,
  ref: IdempotencyRef,
  sendLast: SendLast,
): Promise<OrderRow> {
  const actor: Actor = `user:${draft.userId}`;
  const order = newOrder(draft, orderNumber, actor, deps.now());
  await Promise.all([
    // a. pricing: the coupon uses, within their limits; users: the life bits the coupon costs (4002).
    holdUses(deps, draft.hold),
    // b. orders: the order, its lines and timeline, and the key's answer.
    insertOrder(deps, order, ref),
    // c. placed at once: its rewards (identity: first purchase; users: life bits earned; referral: the
    //    referrer's reward; cart: the ordered lines out of the server cart).
    order.placed ? grantPlacedEffects(deps, order.row, order.items) : undefined,
    // d. placed at once: the job that sends its confirmation (order-jobs.ts), kept only if this commits.
    order.placed && deps.jobs ? queueConfirmation(deps.jobs, draft.orderId, deps.db) : undefined,
  ]);
  // d'. placed at once (a coupon left nothing to pay): a webinar order's seats (webinar-grants.ts); a
  //    phone that holds one already refuses the order (4008: all rolls back).
  if (order.placed) await grantWebinarSeats(deps, deps.db, order.row, "refuse");
  // e. catalogue: the stock, one statement per sku, sent with the COMMIT (4010 when short: all rolls back).
  sendLast(sendTakeStock(deps.db, draft.orderId, draft.market, draft.hold.stock));
  return order.row;
}
