// A placed order that is undone (cancelled, returned, back to origin) takes back the life bits it granted
// (grantPlacedEffects): the shopper's earned bits and the referrer's reward, and the plans of its device
// packs (the order-undone flow). Once per order and user: the take-back entry's id is derived from both.
// Decision 0014 says what happens to bits already spent.
import { lifeBitsEarnedFor, type Market } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { referrerOf } from "../referral/service.ts";
import { lifeBitsOfOrder, lockLifeBitsOf, takeBackLifeBits } from "../users/service.ts";
import type { ItemRow } from "./dto.ts";
import type { OrderRow } from "./state.ts";

/** What a placed order granted: the shopper's earned life bits, and the referrer's reward if there was one. */
export interface Granted {
  earned: number;
  referral: { userId: string; amount: number } | null;
}

/** How an order is undone: `keptAmount` is what the shopper keeps paying for, when it is not all undone. */
export interface Undoing {
  why: string;
  keptAmount?: number;
  /** The line undone (a return); the whole order when absent. */
  entityId?: string;
}

export const takeBackEntryId = (orderId: string, userId: string) => `taken-back:${orderId}:${userId}`;

/**
 * Finds what the order granted and locks the life bits of those it went to, in the caller's transaction.
 * Call it before touching stock: order creation locks life bits before stock, so the two never deadlock.
 * The referrer is the owner of the order's referral code; their reward is what the ledger holds for the
 * order, whatever the code gives today.
 */
export async function lockGranted(deps: Deps, row: OrderRow): Promise<Granted> {
  if (row.effectsAppliedAt === null) return { earned: 0, referral: null };
  const referrer = row.referralCode ? await referrerOf(deps, row.referralCode) : null;
  const referrerId = referrer && referrer.ownerUserId !== row.userId ? referrer.ownerUserId : null;
  await lockLifeBitsOf(deps, referrerId ? [row.userId, referrerId] : [row.userId]);
  if (!referrerId) return { earned: row.lifeBitsEarned, referral: null };
  const entries = await lifeBitsOfOrder(deps, referrerId, row.orderId);
  const amount = entries.reduce((sum, e) => sum + Math.max(0, e.delta), 0);
  return { earned: row.lifeBitsEarned, referral: amount > 0 ? { userId: referrerId, amount } : null };
}

/**
 * Takes back what `lockGranted` found, in the transaction of the state change that undoes the order. The
 * whole order undone takes back everything; a part kept keeps the life bits it earns, and the referral.
 */
export async function takeBackGranted(deps: Deps, row: OrderRow, granted: Granted, undoing: Undoing) {
  const { orderId } = row;
  const kept = undoing.keptAmount ?? 0;
  const earned = granted.earned - lifeBitsEarnedFor(row.market as Market, kept);
  if (earned > 0) {
    await takeBackLifeBits(deps, row.userId, {
      entryId: takeBackEntryId(orderId, row.userId),
      amount: earned,
      reason: `Taken back: order ${orderId} ${undoing.why}`,
      orderId,
    });
  }
  if (granted.referral && undoing.keptAmount === undefined) {
    await takeBackLifeBits(deps, granted.referral.userId, {
      entryId: takeBackEntryId(orderId, granted.referral.userId),
      amount: granted.referral.amount,
      reason: `Referral reward taken back: your friend's order ${orderId} ${undoing.why}`,
      orderId,
    });
  }
  // The plans its device packs granted end (workflows/order-grants.ts).
  const { why, entityId } = undoing;
  await deps.flows.orderUndone(deps, deps.db, { orderId, userId: row.userId, entityId, why });
}

/**
 * A return of one line: the whole order when no other paid-for line is left (gifts do not count), else
 * the shopper keeps paying for the order less the returned line's refund.
 */
export function undoingOfReturn(
  row: Pick<OrderRow, "payableAmount">,
  items: readonly Pick<ItemRow, "entityId" | "isFreebie">[],
  returnedEntityId: string,
  refundAmount: number,
): Undoing {
  const why = "was returned";
  const othersKept = items.some((i) => i.isFreebie === 0 && i.entityId !== returnedEntityId);
  const entityId = returnedEntityId;
  return othersKept
    ? { why, keptAmount: Math.max(0, row.payableAmount - refundAmount), entityId }
    : { why, entityId };
}
