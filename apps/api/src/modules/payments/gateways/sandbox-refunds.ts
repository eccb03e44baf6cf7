import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { paymentAttempts, sandboxRefunds } from "../tables.ts";
import { type GatewayRefund, type GatewayRefundRequest, RefundRefusedError } from "./gateway.ts";

type LedgerRow = typeof sandboxRefunds.$inferSelect;

const answer = (row: LedgerRow): GatewayRefund => ({
  gatewayRefundId: row.gatewayRefundId,
  amount: row.amount,
  status: "processed",
});

/**
 * The sandbox gateway's refund: against a payment it captured (the sandbox's payments are the attempts
 * its hosted page completed), never more than was captured less what it refunded before, once per key.
 * The payment's row is locked while it decides, so two calls for one payment, or with one key, answer in
 * turn. A sandbox refund is processed at once.
 */
export async function sandboxRefund(
  ledger: Db,
  request: GatewayRefundRequest,
  newRefundId: () => string,
  at: Date,
): Promise<GatewayRefund> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw new RefundRefusedError("The refund amount must be a positive whole number of minor units");
  }
  return ledger.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [payment] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.gatewayOrderId, request.gatewayOrderId),
          eq(paymentAttempts.gateway, "sandbox"),
        ),
      )
      .for("update");
    if (payment?.status !== "SUCCESS" || payment.gatewayPaymentId !== request.gatewayPaymentId) {
      throw new RefundRefusedError("The payment has not been captured");
    }
    const [same] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundKey, request.key));
    if (same) {
      if (same.gatewayOrderId !== request.gatewayOrderId || same.amount !== request.amount) {
        throw new RefundRefusedError("This refund key was used for another refund");
      }
      return answer(same);
    }
    if (request.currency !== payment.currency) {
      throw new RefundRefusedError(`The payment was made in ${payment.currency}`);
    }
    const [{ refunded }] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)`.mapWith(Number) })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.gatewayOrderId, request.gatewayOrderId));
    const left = payment.amount - refunded;
    if (request.amount > left) {
      throw new RefundRefusedError(
        `The refund amount ${request.amount} is more than the ${left} left to refund on this payment`,
      );
    }
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        gatewayRefundId: newRefundId(),
        refundKey: request.key,
        gatewayOrderId: request.gatewayOrderId,
        gatewayPaymentId: request.gatewayPaymentId,
        amount: request.amount,
        currency: request.currency,
        notes: request.notes,
        createdAt: at,
      })
      .returning();
    return answer(row);
  });
}
