import { randomBytes } from "node:crypto";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import type { SavedPaymentMethod } from "../events.ts";
import type {
  GatewayOrder,
  GatewayOrderRequest,
  GatewayRefundRequest,
  PaymentGateway,
  PaymentProof,
  SavedMethodChargeRequest,
} from "./gateway.ts";
import { parseRazorpayWebhook } from "./razorpay-webhook.ts";
import { sandboxChargeSavedMethod } from "./sandbox-charges.ts";
import { sandboxRefund } from "./sandbox-refunds.ts";
import { paymentSignature, sameHexDigest, webhookSignature } from "./signature.ts";

export const SANDBOX_KEY_ID = "ojas_sandbox_key";
export const SANDBOX_CHECKOUT_PATH = "/api/payment/sandbox/checkout";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Ids shaped like Razorpay's: a prefix and 14 base62 characters (order_..., pay_..., evt_..., rfnd_...). */
export function sandboxId(prefix: "order" | "pay" | "evt" | "rfnd" | "token"): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

/** Where the sandbox keeps its refunds: the app's database, and its clock. */
export interface SandboxLedger {
  db: Db;
  now: () => number;
}

/**
 * The gateway built into this app: orders are made locally, the shopper pays on the app's own page
 * (sandbox-routes.ts), and results are signed exactly as Razorpay signs them, with the shop's secrets.
 * Refunds need its ledger (sandbox-refunds.ts).
 */
export function sandboxGateway(config: Config, ledger?: SandboxLedger): PaymentGateway {
  return {
    name: "sandbox",
    async createOrder(_request: GatewayOrderRequest): Promise<GatewayOrder> {
      const gatewayOrderId = sandboxId("order");
      return {
        gatewayOrderId,
        keyId: SANDBOX_KEY_ID,
        checkoutUrl: `${config.siteOrigin}${SANDBOX_CHECKOUT_PATH}/${gatewayOrderId}`,
      };
    },
    verifySignature(proof: PaymentProof): boolean {
      const expected = paymentSignature(
        config.secrets.paymentKey,
        proof.gatewayOrderId,
        proof.gatewayPaymentId,
      );
      return sameHexDigest(expected, proof.signature);
    },
    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
      return sameHexDigest(webhookSignature(config.secrets.webhook, rawBody), signatureHeader);
    },
    parseWebhook: parseRazorpayWebhook,
    async refund(request: GatewayRefundRequest) {
      if (!ledger) throw new Error("The sandbox gateway was built without its ledger: it cannot refund");
      return sandboxRefund(ledger.db, request, () => sandboxId("rfnd"), new Date(ledger.now()));
    },
    async chargeSavedMethod(request: SavedMethodChargeRequest) {
      if (!ledger) throw new Error("The sandbox gateway was built without its ledger: it cannot charge");
      return sandboxChargeSavedMethod(ledger.db, request, () => sandboxId("pay"), new Date(ledger.now()));
    },
  };
}

export interface SandboxPaymentOutcome {
  outcome: "captured" | "failed";
  /** The method the page saved with this payment, when the payment asked to save one. */
  savedMethod?: SavedPaymentMethod;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amount: number;
  currency: string;
  at: number;
}

const FAILURE = {
  code: "BAD_REQUEST_ERROR",
  reason: "payment_declined",
  description: "Payment declined by the Ojas Pay sandbox (test card)",
};

/** A saved method as Razorpay reports it on the payment entity (token_id, and the card or the VPA). */
function savedMethodFields(method: SavedPaymentMethod) {
  if (method.type === "UPI")
    return { token_id: method.token, vpa: method.label.replace(/^UPI autopay, /, "") };
  const [network, last4] = method.label.split(" •••• ");
  return { token_id: method.token, card: { network, last4 } };
}

/** The webhook the sandbox sends for a payment, in Razorpay's event format. */
export function sandboxWebhookBody(p: SandboxPaymentOutcome): string {
  const captured = p.outcome === "captured";
  const seconds = Math.floor(p.at / 1000);
  return JSON.stringify({
    entity: "event",
    account_id: "acc_ojas_sandbox",
    event: captured ? "payment.captured" : "payment.failed",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: p.gatewayPaymentId,
          entity: "payment",
          amount: p.amount,
          currency: p.currency,
          status: captured ? "captured" : "failed",
          order_id: p.gatewayOrderId,
          method: p.savedMethod?.type === "UPI" ? "upi" : "card",
          ...(p.savedMethod ? savedMethodFields(p.savedMethod) : {}),
          captured,
          error_code: captured ? null : FAILURE.code,
          error_reason: captured ? null : FAILURE.reason,
          error_description: captured ? null : FAILURE.description,
          created_at: seconds,
        },
      },
    },
    created_at: seconds,
  });
}
