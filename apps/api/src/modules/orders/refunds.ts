// An order's refund: the refund axis (REFUND_REQUESTED or RTO_REFUND, started by the system) and, for an
// order paid online, the refund through its gateway (payments/refunds.ts), claimed in the same
// transaction, sent after the commit, and followed on the axis when the gateway answers.
import { checkTransition, type OrderStatus } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { claimRefund, orderRefundKey, type RefundEvent, sendDueRefunds } from "../payments/service.ts";
import type { ItemRow } from "./dto.ts";
import { type Actor, lockOrder, moveOrder, type OrderRow, stateOf } from "./state.ts";

/** The actor that starts refunds and other follow-ups the system makes by itself. */
export const SYSTEM_REFUNDS: Actor = "system:refunds";

/**
 * Claims the order's refund through its gateway, in the caller's transaction (the order's attempts and
 * then the order locked): `amount` or everything captured that is not refunded yet. Cash on delivery
 * goes back by hand (staff move the refund axis), and an order nothing was captured for (nothing to pay)
 * has no gateway refund either. Claimed once per order, however often it is asked.
 */
export async function claimOrderRefund(tx: Db, row: OrderRow, at: number, reason: string, amount?: number) {
  if (row.paymentType !== "PREPAID") return undefined;
  return claimRefund(tx, { orderId: row.orderId, key: orderRefundKey(row.orderId), reason, amount, at });
}

/** Starts a paid order's refund: the axis moved by the system, and the gateway refund claimed. */
export async function startOrderRefund(
  tx: Db,
  row: OrderRow,
  status: "REFUND_REQUESTED" | "RTO_REFUND",
  at: number,
  { reason, amount }: { reason: string; amount?: number },
): Promise<OrderRow> {
  const moved = await moveOrder(tx, row, [status], SYSTEM_REFUNDS, at);
  await claimOrderRefund(tx, moved, at, reason, amount);
  return moved;
}

/**
 * After the commit of an action that may have claimed the order's refund: sends it now, so the answer
 * shows the gateway's result. A call that fails leaves the refund to the order jobs (holds.ts).
 */
export async function sendOrderRefunds(deps: Deps, orderId: string): Promise<void> {
  await sendDueRefunds(deps, { orderId }).catch(() => undefined);
}

/**
 * What a returned line gives back: its price less its share of the order-level discounts (cart offers,
 * coupons, life bits), in proportion to its price. Shipping and cash-on-delivery charges are not
 * refunded on a return.
 */
export function returnRefundAmount(
  row: Pick<OrderRow, "payableAmount" | "shippingCharges" | "codCharges">,
  items: readonly Pick<ItemRow, "entityId" | "qty" | "unitPrice">[],
  entityId: string,
): number {
  const charged = (item: Pick<ItemRow, "qty" | "unitPrice">) => item.qty * item.unitPrice;
  const total = items.reduce((sum, item) => sum + charged(item), 0);
  const returned = items.find((item) => item.entityId === entityId);
  if (!returned || total <= 0) return 0;
  const orderDiscount = Math.max(0, total + row.shippingCharges + row.codCharges - row.payableAmount);
  const share = Math.round((orderDiscount * charged(returned)) / total);
  return Math.max(0, charged(returned) - share);
}

/** How the refund axis follows the gateway's answer, from wherever the order stands on it. */
const FOLLOWS: Record<"initiated" | "processed" | "failed", readonly OrderStatus[]> = {
  initiated: ["REFUND_INITIATED"],
  processed: ["REFUND_INITIATED", "REFUND_SUCCESSFUL"],
  failed: ["REFUND_INITIATED", "REFUND_FAILED"],
};

/**
 * The gateway answered the order's own refund: the refund axis follows, in the transaction that records
 * the answer (the refund-settled flow). An axis staff have already moved past (a refund finished by hand)
 * is left as it is; a refund of a payment made twice is not on the axis at all.
 */
export async function followGatewayRefund(deps: Deps, tx: Db, event: RefundEvent): Promise<void> {
  const { refund } = event;
  if (refund.refundKey !== orderRefundKey(refund.orderId)) return;
  const row = await lockOrder(tx, refund.orderId);
  if (!row) return;
  const path = FOLLOWS[event.outcome];
  const steps = path.slice(path.indexOf(row.refundStatus as OrderStatus) + 1);
  if (steps.length === 0 || !checkTransition(stateOf(row), steps[0]!).ok) return;
  await moveOrder(tx, row, steps, `gateway:${refund.gateway}`, deps.now(), {}, event.detail);
}
