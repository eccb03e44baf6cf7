import { createHash } from "node:crypto";
import { z } from "zod";
import { invalid } from "../../../http/app-error.ts";
import type { SavedPaymentMethod } from "../events.ts";
import type { GatewayEvent } from "./gateway.ts";

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullable().optional(),
  /** Set when the payment saved a reusable method (a recurring first payment). */
  token_id: z.string().min(1).nullable().optional(),
  customer_id: z.string().min(1).nullable().optional(),
  method: z.string().nullable().optional(),
  vpa: z.string().nullable().optional(),
  card: z
    .object({ last4: z.string().nullable().optional(), network: z.string().nullable().optional() })
    .nullable()
    .optional(),
  error_description: z.string().nullable().optional(),
  error_reason: z.string().nullable().optional(),
});

const webhookBody = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string().min(1) }) }).optional(),
    })
    .default({}),
});

type PaymentEntity = z.infer<typeof paymentEntity>;

/**
 * The saved method of a payment: its token (with the customer, which Razorpay's recurring charges need, as
 * `customer_id/token_id`) and a label such as "Visa •••• 4242" or "UPI autopay, name@bank".
 */
function savedMethodOf(payment: PaymentEntity): SavedPaymentMethod {
  const tokenId = payment.token_id!;
  const token = payment.customer_id ? `${payment.customer_id}/${tokenId}` : tokenId;
  if (payment.method === "upi") {
    return { token, type: "UPI", label: payment.vpa ? `UPI autopay, ${payment.vpa}` : "UPI autopay" };
  }
  const network = payment.card?.network ?? "Card";
  const last4 = payment.card?.last4;
  return { token, type: "CARD", label: last4 ? `${network} •••• ${last4}` : network };
}

/** Razorpay's webhook payload (the sandbox sends the same shape); a body without an id header is keyed by its hash. */
export function parseRazorpayWebhook(rawBody: Buffer, eventIdHeader?: string): GatewayEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw invalid({ body: "Webhook body is not JSON" });
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) throw invalid({ body: "Webhook body is not a payment event" });
  const { event: type, payload } = parsed.data;
  const eventId = eventIdHeader?.trim() || `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
  const payment = payload.payment?.entity;
  const gatewayOrderId = payment?.order_id ?? payload.order?.entity.id;
  if (!gatewayOrderId) return [{ kind: "ignored", eventId, type }];
  switch (type) {
    // Authorised payments are captured automatically on orders the shop creates.
    case "payment.authorized":
    case "payment.captured":
    case "order.paid":
      if (!payment) return [{ kind: "ignored", eventId, type }];
      return [
        {
          kind: "captured",
          eventId,
          type,
          gatewayOrderId,
          gatewayPaymentId: payment.id,
          ...(payment.token_id ? { paymentMethod: savedMethodOf(payment) } : {}),
        },
      ];
    case "payment.failed":
      return [
        {
          kind: "failed",
          eventId,
          type,
          gatewayOrderId,
          gatewayPaymentId: payment?.id,
          reason: payment?.error_description ?? payment?.error_reason ?? "Payment failed at the gateway",
        },
      ];
    default:
      return [{ kind: "ignored", eventId, type }];
  }
}
