// The events payments hand to the flows it is given (deps.ts Flows): types only, importing nothing of the
// app, so deps.ts can name them without an import cycle.
import type { Market, PaymentAttemptStatus, PaymentGatewayName } from "@ojas/domain";
import type { paymentRefunds } from "./tables.ts";

/** A payment attempt as workflows see it (times in epoch ms). */
export interface PaymentAttempt {
  attemptId: string;
  orderId: string;
  userId: string;
  market: Market;
  gateway: PaymentGatewayName;
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  amount: number;
  currency: string;
  status: PaymentAttemptStatus;
  returnUrl: string;
  failureReason: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface PaymentEvent {
  type: "captured" | "failed";
  orderId: string;
  attempt: PaymentAttempt;
  previousStatus: PaymentAttemptStatus;
  /**
   * captured only: another attempt of this order had already been captured, so the shopper paid twice.
   * The flow must not apply the order's effects again (refund this attempt instead).
   */
  orderAlreadyPaid: boolean;
}

export type RefundRow = typeof paymentRefunds.$inferSelect;

export interface RefundEvent {
  outcome: "initiated" | "processed" | "failed";
  refund: RefundRow;
  /** What the gateway answered, for the order's timeline. */
  detail: string;
}
