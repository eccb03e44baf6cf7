// The events payments hand to the flows it is given (deps.ts Flows): types only, importing nothing of the
// app, so deps.ts can name them without an import cycle.
import type { Market, PaymentAttemptStatus, PaymentGatewayName } from "@ojas/domain";
import type { paymentRefunds } from "./tables.ts";

/**
 * ORDER: an order's payment; SUBSCRIPTION: a subscription period's; PAYMENT_METHOD: saving a method only;
 * BLOOD_WORK: a blood-work booking's (its id in orderId).
 */
export type PaymentPurpose = "ORDER" | "SUBSCRIPTION" | "PAYMENT_METHOD" | "BLOOD_WORK";

/** A reusable payment method a gateway saved (a card mandate, UPI autopay): its token and what people see. */
export interface SavedPaymentMethod {
  token: string;
  type: "CARD" | "UPI";
  label: string;
}

/** A payment attempt as workflows see it (times in epoch ms). */
export interface PaymentAttempt {
  attemptId: string;
  /** What is paid: an order id, or a subscription's charge key (purpose). */
  orderId: string;
  purpose: PaymentPurpose;
  /** The gateway page saves the method used, for later charges. */
  saveMethod: boolean;
  /** The method the gateway saved with this payment, once captured. */
  paymentMethod: SavedPaymentMethod | null;
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
