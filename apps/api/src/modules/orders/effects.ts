// What happens to an order when its payment succeeds or fails, or when it is placed as cash on delivery:
// the resources it holds (stock, coupon uses, life bits spent) and the rewards of a placed order (first
// purchase, life bits earned, the referrer's reward, the cart emptied), each applied once, in the
// transaction of the status change that causes it. The confirmation message and the purchase event go
// out after the commit, from a job queued in that transaction (workflows/order-jobs.ts).
import {
  addressPlace,
  formatMoney,
  MARKET_INFO,
  type Market,
  normaliseCouponCode,
  ROUTES,
  withMarketPrefix,
} from "@ojas/domain";
import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { removeOrderedLines } from "../cart/service.ts";
import { releaseStock, type StockNeed, takeStock } from "../catalogue/service.ts";
import { completeFirstPurchase, deliver, getUser } from "../identity/service.ts";
import { PAYMENT_WINDOW_MS } from "../payments/service.ts";
import { redeemCoupons, releaseCouponRedemptions } from "../pricing/service.ts";
import { referrerOf } from "../referral/service.ts";
import { recordEngagement } from "../support/service.ts";
import { addLifeBits, spendLifeBits } from "../users/service.ts";
import { claimOrderRefund } from "./refunds.ts";
import { type Actor, moveOrder, type OrderRow } from "./state.ts";
import { orderItems, orders } from "./tables.ts";

export type OrderItemRow = typeof orderItems.$inferSelect;

/** A PREPAID order holds its stock this long for its payment (the payment window of decision 0010). */
export const STOCK_HOLD_MS = PAYMENT_WINDOW_MS;

/** Source of an order made from the shopper's server cart: its lines leave the cart once placed. */
export const CART_SOURCE = "CART";

/** Order lines that are not goods: a webinar seat takes no stock and is never shipped. */
export const DIGITAL_ITEM_TYPES: readonly string[] = ["WEBINAR"];

/**
 * Stock an order takes: per unit of an item, each part of a bundle or pick of a build-your-own, else its
 * sku; digital lines (a webinar seat) take none.
 */
export function stockNeedsOf(
  items: readonly (Pick<OrderItemRow, "skuId" | "qty" | "bundledSkuIds"> & { itemType?: string })[],
) {
  return items.flatMap((item): StockNeed[] =>
    DIGITAL_ITEM_TYPES.includes(item.itemType ?? "")
      ? []
      : (item.bundledSkuIds.length > 0 ? item.bundledSkuIds : [item.skuId]).map((skuId) => ({
          skuId,
          qty: item.qty,
        })),
  );
}

/** What an order holds while it waits for payment, and keeps once placed. */
export interface Hold {
  orderId: string;
  userId: string;
  market: Market;
  couponCodes: readonly string[];
  lifeBitsSpent: number;
  lifeBitsCouponCode: string | null;
  stock: readonly StockNeed[];
}

/**
 * Takes an order's coupon uses (within their limits) and the life bits its coupon costs, in the caller's
 * transaction: 4002 (a limit reached, too few life bits) refuses, and the transaction must roll back.
 * Coupons are locked before stock in every path, so two orders never wait on each other.
 */
export async function holdUses(deps: Deps, hold: Hold): Promise<void> {
  await redeemCoupons(deps, {
    couponCodes: hold.couponCodes,
    userId: hold.userId,
    orderId: hold.orderId,
    market: hold.market,
  });
  if (hold.lifeBitsSpent > 0) {
    const spent = await spendLifeBits(deps, hold.userId, {
      amount: hold.lifeBitsSpent,
      reason: `Redeemed for ${hold.lifeBitsCouponCode ? `coupon ${hold.lifeBitsCouponCode}` : "a coupon"} on order ${hold.orderId}`,
      orderId: hold.orderId,
    });
    if (!spent) throw new AppError(4002, "You do not have enough life bits for this coupon");
  }
}

/** holdUses, then the order's stock (4010 when short). */
export async function holdResources(deps: Deps, hold: Hold): Promise<void> {
  await holdUses(deps, hold);
  await takeStock(deps.db, hold.orderId, hold.market, hold.stock);
}

/**
 * Gives back what an order holds: its stock, its coupon uses and the life bits it spent. The caller holds
 * the order's row lock and moves stock_state to RELEASED in the same transaction (so this runs once);
 * cancellation uses it too.
 */
export async function releaseResources(deps: Deps, row: OrderRow, why: string): Promise<void> {
  await releaseStock(deps.db, row.orderId);
  await releaseCouponRedemptions(deps, row.orderId);
  if (row.lifeBitsSpent > 0) {
    await addLifeBits(deps, row.userId, {
      delta: row.lifeBitsSpent,
      reason: `Returned: ${why}`,
      orderId: row.orderId,
    });
  }
}

// Every placed order's confirmation reads its lines: built once (building the query cost more Node CPU
// than sending it; decision 0046), bound to each transaction that runs it.
const orderItemsQuery = preparedQuery(
  (db) =>
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, sql.placeholder("orderId")))
      .orderBy(asc(orderItems.entityId))
      .prepare("orders_items"),
  "orders_items",
);

export async function itemsOf(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return orderItemsQuery(db).execute({ orderId });
}

export function holdOf(row: OrderRow, items: OrderItemRow[]): Hold {
  return {
    orderId: row.orderId,
    userId: row.userId,
    market: row.market as Market,
    couponCodes: row.couponCodes,
    lifeBitsSpent: row.lifeBitsSpent,
    lifeBitsCouponCode: row.lifeBitsCouponCode,
    stock: stockNeedsOf(items),
  };
}

/**
 * Takes a released order's resources again (a new payment, or a payment that arrived after the hold ran
 * out), inside a savepoint: false, with nothing taken, when stock or a coupon use is no longer there.
 */
export async function reholdResources(deps: Deps, row: OrderRow): Promise<boolean> {
  try {
    await deps.db.transaction(async (savepoint) => {
      const db = savepoint as unknown as Db;
      await holdResources({ ...deps, db }, holdOf(row, await itemsOf(db, row.orderId)));
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.code === 4010 || error.code === 4002)) return false;
    throw error;
  }
}

/**
 * The rewards of a placed order, once (the caller moves the order and sets effects_applied_at in the same
 * transaction): the shopper's first purchase, the life bits the order earns, the referrer's life bits when
 * this is the shopper's first purchase, and the ordered lines out of the server cart.
 */
export async function grantPlacedEffects(deps: Deps, row: OrderRow, items?: OrderItemRow[]): Promise<void> {
  const cartLines = async () => {
    if (row.source !== CART_SOURCE) return;
    const lines = (items ?? (await itemsOf(deps.db, row.orderId)))
      .filter((i) => i.isFreebie === 0)
      .map((i) => ({
        skuId: i.skuId,
        qty: i.qty,
        byobBundledSkuIds: i.attributes.byob ? i.bundledSkuIds : [],
      }));
    await removeOrderedLines(deps, row.userId, row.market as Market, lines);
  };
  // Independent writes: sent together.
  const [first] = await Promise.all([
    completeFirstPurchase(deps, row.userId),
    row.lifeBitsEarned > 0
      ? addLifeBits(deps, row.userId, {
          delta: row.lifeBitsEarned,
          reason: `Earned on order ${row.orderId}`,
          orderId: row.orderId,
        })
      : undefined,
    cartLines(),
  ]);
  if (first && row.referralCode) {
    const referrer = await referrerOf(deps, row.referralCode);
    if (referrer && referrer.ownerUserId !== row.userId && referrer.rewardLifeBits > 0) {
      await addLifeBits(deps, referrer.ownerUserId, {
        delta: referrer.rewardLifeBits,
        reason: "Referred a friend: their first order is placed",
        orderId: row.orderId,
      });
    }
  }
}

/**
 * A captured payment of a locked PREPAID order: payment SUCCESS and the order placed, with its rewards.
 * When its hold had run out, its resources are taken again; if they are gone (or the order was cancelled
 * meanwhile) the order is cancelled with a refund requested rather than sold twice, and the refund is
 * claimed for the order jobs to send once the capture commits. Applies once.
 */
export async function orderPaid(deps: Deps, row: OrderRow, actor: Actor): Promise<OrderRow> {
  if (row.paymentStatus === "SUCCESS" || row.effectsAppliedAt !== null) return row;
  const now = deps.now();
  const paid = row.paymentStatus === "FAILED" ? ["PENDING", "SUCCESS"] : ["SUCCESS"];
  const open = row.orderStatus === "CREATED";
  const held = open && (row.stockState !== "RELEASED" || (await reholdResources(deps, row)));
  if (!held) {
    const refunded = await moveOrder(
      deps.db,
      row,
      [...paid, ...(open ? ["CANCELLED"] : []), "REFUND_REQUESTED"],
      actor,
      now,
      { holdExpiresAt: null },
      open ? "Paid after the stock hold ran out and the items sold out: refund requested" : undefined,
    );
    await claimOrderRefund(deps.db, refunded, now, "Paid after the order was closed");
    return refunded;
  }
  const placed = await moveOrder(deps.db, row, [...paid, "ORDER_PLACED"], actor, now, {
    stockState: "TAKEN",
    holdExpiresAt: null,
    effectsAppliedAt: now,
  });
  await grantPlacedEffects(deps, placed);
  return placed;
}

/** A failed or abandoned payment of a locked order: payment FAILED, and what it held given back. Once. */
export async function orderPaymentFailed(
  deps: Deps,
  row: OrderRow,
  actor: Actor,
  note?: string,
): Promise<OrderRow> {
  if (row.paymentStatus !== "PENDING") return row;
  const extra: Partial<OrderRow> = {};
  if (row.stockState === "HELD") {
    await releaseResources(deps, row, `order ${row.orderId} was not paid`);
    extra.stockState = "RELEASED";
    extra.holdExpiresAt = null;
  }
  return moveOrder(deps.db, row, ["FAILED"], actor, deps.now(), extra, note);
}

// Notifications

/** A placed order's confirmation is sent within this long; older ones are not worth sending any more. */
export const NOTIFY_WITHIN_MS = 24 * 60 * 60_000;

async function confirmationRecipient(deps: Deps, row: OrderRow) {
  const user = await getUser(deps, row.userId).catch(() => null);
  if (user?.email) return { kind: "email" as const, value: user.email };
  if (row.address.emailId) return { kind: "email" as const, value: row.address.emailId };
  return { kind: "phone" as const, value: user?.phoneNumber ?? row.address.phoneNumber };
}

function confirmationText(deps: Deps, row: OrderRow, items: OrderItemRow[]) {
  const lines = items.map((i) => `${i.qty} x ${i.name}${i.isFreebie ? " (gift)" : ""}`);
  const amount = formatMoney(row.payableAmount, row.currency, MARKET_INFO[row.market as Market].locale);
  const paid = row.paymentType === "COD" ? `${amount} to pay on delivery` : `${amount} paid`;
  const link = `${deps.config.siteOrigin}${withMarketPrefix(row.market as Market, `/orders/${row.orderId}`)}`;
  return [
    `Thank you! Your Ojas order ${row.orderNumber} is placed.`,
    ...lines,
    `Amount: ${paid}.`,
    // A digital order (a webinar seat) has no delivery address: only the attendee's contact.
    ...(row.address.pincode ? [`Delivering to ${row.address.name}, ${addressPlace(row.address)}.`] : []),
    `Track your order: ${link}`,
  ].join("\n");
}

async function recordPurchase(deps: Deps, row: OrderRow, items: OrderItemRow[]) {
  const market = row.market as Market;
  const code = (row.couponCodes[0] ?? row.couponCode ?? "") as string;
  await recordEngagement(deps, {
    sessionId: `server-${row.userId}`.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 64),
    market,
    events: [
      {
        eventId: `purchase-${row.orderId}`,
        name: "purchase",
        occurredAt: row.effectsAppliedAt ?? deps.now(),
        path: `${withMarketPrefix(market, ROUTES.ORDER_CONFIRMATION)}?orderId=${encodeURIComponent(row.orderId)}`,
        props: {
          orderId: row.orderId,
          value: row.payableAmount,
          currency: row.currency,
          paymentType: row.paymentType,
          source: row.source,
          items: items.reduce((n, i) => n + i.qty, 0),
          coupon: code ? normaliseCouponCode(code) : null,
        },
      },
    ],
  });
}

const dueConfirmationQuery = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderId, sql.placeholder("orderId")),
        isNotNull(orders.effectsAppliedAt),
        isNull(orders.notifiedAt),
      ),
    )
    .prepare("orders_due_confirmation"),
);

/** The order's row, read once the transaction holding its row lock (the one placing it) has ended. */
const orderAfterCommitQuery = preparedQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.orderId, sql.placeholder("orderId")))
    .for("update")
    .prepare("orders_after_commit"),
);

/** Claims the confirmation as sent: the order's row when this call set notified_at, none otherwise. */
const markNotifiedQuery = preparedQuery((db) =>
  db
    .update(orders)
    .set({ notifiedAt: sql.placeholder("at") as unknown as number })
    .where(and(eq(orders.orderId, sql.placeholder("orderId")), isNull(orders.notifiedAt)))
    .returning({ orderId: orders.orderId })
    .prepare("orders_mark_notified"),
);

/**
 * Sends a placed order's confirmation (email, else SMS) and then records it sent (notified_at), with its
 * purchase event: at least once. The message goes out outside any transaction, so a slow mail server holds
 * no database connection (on PGlite, the only one) and no lock; then one statement records it, unless
 * another run recorded it meanwhile. One confirmation job per order runs at a time (its queue is
 * exclusive per order), so two sends of one order overlap only if a crash or a failed record makes the job
 * run again: the message may then go out twice, but is never lost (docs/architecture.md, "Background
 * jobs"). A send that throws records nothing and throws (the job is retried). False when there was nothing
 * to send (not placed yet, or already sent).
 */
export async function notifyPlacedOrder(deps: Deps, orderId: string): Promise<boolean> {
  const [row] = await dueConfirmationQuery(deps.db).execute({ orderId });
  return row ? sendConfirmation(deps, row) : false;
}

async function sendConfirmation(deps: Deps, row: OrderRow): Promise<boolean> {
  const { orderId } = row;
  const [items, to] = await Promise.all([itemsOf(deps.db, orderId), confirmationRecipient(deps, row)]);
  // No transport for this channel (SMS without the dev outbox): nothing to retry, recorded as done.
  const { devOutbox, mail } = deps.config;
  if (devOutbox || (to.kind === "email" && mail.smtpUrl !== undefined)) {
    await deliver(deps, {
      to,
      subject: `Your Ojas order ${row.orderNumber} is confirmed`,
      text: confirmationText(deps, row, items),
    });
  }
  // The claim and the purchase event go out together (docs/decisions/0043-cart-and-checkout-work.md): the
  // event is stored once per order whoever sends it (its id is the order's), and one that cannot be
  // stored is dropped rather than holding anything up.
  const [claimed] = await Promise.all([
    markNotifiedQuery(deps.db).execute({ orderId, at: deps.now() }),
    recordPurchase(deps, row, items).catch(() => undefined),
  ]);
  return claimed.length > 0;
}

/**
 * Sends the confirmation once the transaction placing the order has ended, in this process: the path
 * when no job queue is configured (deps.jobs unset; workflows/order-jobs.ts), which a crash can lose. The
 * read waits for the order's row lock, which that transaction holds until it ends (PGlite runs it after
 * the transaction anyway), and reads the row as it committed; a rollback leaves nothing to send.
 */
export function notifyAfterCommit(deps: Deps, orderId: string): void {
  setImmediate(() => {
    void (async () => {
      const [row] = await orderAfterCommitQuery(deps.db).execute({ orderId });
      if (row && row.effectsAppliedAt !== null && row.notifiedAt === null) await sendConfirmation(deps, row);
    })().catch(() => undefined);
  });
}

/** Placed orders of the last day whose confirmation has not gone out, oldest first. */
export async function ordersDueConfirmation(deps: Deps, { limit = 50 } = {}): Promise<string[]> {
  const due = await deps.db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        isNotNull(orders.effectsAppliedAt),
        isNull(orders.notifiedAt),
        gt(orders.effectsAppliedAt, deps.now() - NOTIFY_WITHIN_MS),
      ),
    )
    .orderBy(asc(orders.effectsAppliedAt))
    .limit(limit);
  return due.map((row) => row.orderId);
}
