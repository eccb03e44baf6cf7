import type { PaymentGatewayName } from "@ojas/domain";
import type { SavedPaymentMethod } from "../events.ts";

export interface GatewayOrderRequest {
  /** Minor units. */
  amount: number;
  currency: string;
  /** The shop's reference for the gateway's dashboard (Razorpay: at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
  /** The payment saves the method for later charges (Razorpay: a recurring first payment of a customer). */
  saveMethod?: boolean;
  /** Who pays, for gateways that keep customers (Razorpay needs one to save a method). */
  customer?: { name?: string; email?: string; contact?: string };
}

export interface GatewayOrder {
  gatewayOrderId: string;
  /** Public key id a client-side checkout opens with. */
  keyId: string;
  /** A hosted page the shopper is sent to, when the gateway has one. */
  checkoutUrl?: string;
  /** The gateway's customer the saved method will belong to (Razorpay). */
  customerId?: string;
}

export interface PaymentProof {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  signature: string;
}

/** What a verified webhook reports, reduced to what the shop acts on. */
export type GatewayEvent =
  | {
      kind: "captured";
      eventId: string;
      type: string;
      gatewayOrderId: string;
      gatewayPaymentId: string;
      /** The method the gateway saved with this payment (a recurring first payment). */
      paymentMethod?: SavedPaymentMethod;
    }
  | {
      kind: "failed";
      eventId: string;
      type: string;
      gatewayOrderId: string;
      gatewayPaymentId?: string;
      reason: string;
    }
  | { kind: "ignored"; eventId: string; type: string };

export interface GatewayRefundRequest {
  /** The captured payment: the gateway order it paid and the gateway's payment id. */
  gatewayOrderId: string;
  gatewayPaymentId: string;
  /** Minor units: at most what was captured less what was refunded before. */
  amount: number;
  currency: string;
  /** The shop's id for this refund (at most 40 characters): the same key answers the same refund, never a second one. */
  key: string;
  notes: Record<string, string>;
}

export interface GatewayRefund {
  gatewayRefundId: string;
  /** Minor units. */
  amount: number;
  /** processed: the money is on its way back; pending: accepted, the gateway finishes it later. */
  status: "processed" | "pending";
}

/**
 * A refund the gateway refused for good (more than is left of the payment, a payment that was not
 * captured, a key used for another refund): trying again will not change the answer. Any other error of
 * `refund` is taken as passing (the call may be repeated with the same key).
 */
export class RefundRefusedError extends Error {
  override name = "RefundRefusedError";
}

/** A charge to a saved method, made by the shop without the shopper (a renewal, an upgrade). */
export interface SavedMethodChargeRequest {
  /**
   * The gateway order this charge pays, made by createOrder and stored before the call: the gateway
   * charges an order once, so a repeated call (after a crash or a timeout) answers the first result.
   */
  gatewayOrderId: string;
  token: string;
  /** Minor units. */
  amount: number;
  currency: string;
  notes: Record<string, string>;
  customer?: { email?: string; contact?: string };
}

export interface SavedMethodCharge {
  outcome: "captured" | "failed";
  gatewayPaymentId: string;
  reason?: string;
}

/** A payment provider: the sandbox built into this app, or a real one such as Razorpay. */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  /** The checkout's result signature, checked against the gateway order id the shop stored. */
  verifySignature(proof: PaymentProof): boolean;
  /** The webhook's signature header over the exact raw body. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean;
  /** Events of a verified webhook body; `eventIdHeader` is the provider's delivery id when it sends one. */
  parseWebhook(rawBody: Buffer, eventIdHeader?: string): GatewayEvent[];
  /** Refunds part or all of a captured payment, once per `key`: a repeated call answers the first refund. */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** Charges a saved method for a gateway order, once per order: a repeated call answers the first charge. */
  chargeSavedMethod(request: SavedMethodChargeRequest): Promise<SavedMethodCharge>;
}
