import Razorpay from "razorpay";
import type { Config } from "../../../config.ts";
import type {
  GatewayOrder,
  GatewayOrderRequest,
  GatewayRefundRequest,
  PaymentGateway,
  PaymentProof,
  SavedMethodChargeRequest,
} from "./gateway.ts";
import { razorpayChargeSavedMethod, razorpayCustomer } from "./razorpay-recurring.ts";
import { type RazorpayRefundsApi, razorpayRefund } from "./razorpay-refunds.ts";
import { parseRazorpayWebhook } from "./razorpay-webhook.ts";
import { paymentSignature, sameHexDigest, webhookSignature } from "./signature.ts";

export const RAZORPAY_ORDERS_URL = "https://api.razorpay.com/v1/orders";
const TIMEOUT_MS = 10_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** The webhook secret set on Razorpay's dashboard (WEBHOOK_SECRET). */
  webhookSecret: string;
  fetch?: typeof globalThis.fetch;
  /** Razorpay's SDK for refunds; by default an instance made with the keys when the first refund is made. */
  sdk?: RazorpayRefundsApi;
}

/**
 * Razorpay through its REST API (Orders API with Basic auth) and, for refunds, its SDK's
 * `payments.refund`; the shopper pays in Razorpay Checkout opened with `keyId`, so there is no hosted
 * page of ours. Signatures are Razorpay's documented HMACs.
 */
export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const doFetch = options.fetch ?? globalThis.fetch;
  let sdk = options.sdk;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const http = { fetch: doFetch, auth };
  return {
    name: "razorpay",
    async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
      // A payment that saves its method is a recurring first payment of a customer (Checkout opens with
      // recurring: 1 and this customer_id).
      const customerId = request.saveMethod
        ? await razorpayCustomer(http, request.customer ?? {})
        : undefined;
      const res = await doFetch(RAZORPAY_ORDERS_URL, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/json" },
        body: JSON.stringify({
          amount: request.amount,
          currency: request.currency,
          receipt: request.receipt,
          notes: request.notes,
          ...(customerId ? { customer_id: customerId } : {}),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        error?: { description?: string };
      };
      if (!res.ok || typeof body.id !== "string") {
        throw new Error(
          `Razorpay order creation failed (${res.status}): ${body.error?.description ?? "no id"}`,
        );
      }
      return { gatewayOrderId: body.id, keyId: options.keyId, ...(customerId ? { customerId } : {}) };
    },
    verifySignature(proof: PaymentProof): boolean {
      const expected = paymentSignature(options.keySecret, proof.gatewayOrderId, proof.gatewayPaymentId);
      return sameHexDigest(expected, proof.signature);
    },
    verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
      return sameHexDigest(webhookSignature(options.webhookSecret, rawBody), signatureHeader);
    },
    parseWebhook: parseRazorpayWebhook,
    refund(request: GatewayRefundRequest) {
      sdk ??= new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
      return razorpayRefund(sdk, request);
    },
    chargeSavedMethod(request: SavedMethodChargeRequest) {
      return razorpayChargeSavedMethod(http, request);
    },
  };
}

/** Razorpay from the configuration; undefined when its keys are not set. */
export function razorpayFromConfig(config: Config): PaymentGateway | undefined {
  const keys = config.payments.razorpay;
  if (!keys) return undefined;
  return razorpayGateway({ ...keys, webhookSecret: config.secrets.webhook });
}
