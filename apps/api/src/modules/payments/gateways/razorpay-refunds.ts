import { type GatewayRefund, type GatewayRefundRequest, RefundRefusedError } from "./gateway.ts";

/** The request body of Razorpay's refund (the SDK's `payments.refund(paymentId, params)`). */
export interface RazorpayRefundParams {
  amount: number;
  speed: "normal" | "optimum";
  receipt: string;
  notes: Record<string, string>;
}

/** A refund entity as Razorpay answers it (the fields the shop reads). */
export interface RazorpayRefundEntity {
  id: string;
  amount?: number;
  receipt?: string | null;
  status: "pending" | "processed" | "failed";
}

/** What the adapter uses of the Razorpay SDK: an instance of `razorpay` is one. */
export interface RazorpayRefundsApi {
  payments: {
    refund(paymentId: string, params: RazorpayRefundParams): Promise<RazorpayRefundEntity>;
    fetchMultipleRefund(
      paymentId: string,
      params: { count: number },
    ): Promise<{ items: RazorpayRefundEntity[] }>;
  };
}

/** The SDK call of a refund: the payment, the amount in minor units, and the shop's key as its receipt. */
export function razorpayRefundCall(request: GatewayRefundRequest): [string, RazorpayRefundParams] {
  return [
    request.gatewayPaymentId,
    { amount: request.amount, speed: "normal", receipt: request.key, notes: request.notes },
  ];
}

/** Razorpay's answer as the shop's; a refund Razorpay reports failed is refused. */
export function fromRazorpayRefund(
  entity: RazorpayRefundEntity,
  request: GatewayRefundRequest,
): GatewayRefund {
  if (entity.status === "failed") throw new RefundRefusedError(`Razorpay refund ${entity.id} failed`);
  return {
    gatewayRefundId: entity.id,
    amount: entity.amount ?? request.amount,
    status: entity.status === "processed" ? "processed" : "pending",
  };
}

/**
 * The SDK rejects with `{ statusCode, error: { code, description } }` when Razorpay answers: a 400
 * (BAD_REQUEST_ERROR: more than is left, a payment not captured or fully refunded) is a refusal; anything
 * else, a 5xx or no answer at all, may pass and is tried again with the same key.
 */
export function razorpayRefundError(error: unknown): Error {
  if (error instanceof RefundRefusedError) return error;
  const answer = error as { statusCode?: unknown; error?: { description?: unknown } } | null;
  const status = typeof answer?.statusCode === "number" ? answer.statusCode : undefined;
  const description =
    typeof answer?.error?.description === "string"
      ? answer.error.description
      : error instanceof Error
        ? error.message
        : "no answer";
  if (status === 400) return new RefundRefusedError(`Razorpay refused the refund: ${description}`);
  return new Error(`Razorpay refund failed (${status ?? "no answer"}): ${description}`);
}

/**
 * Refunds through the SDK, once per key: a call whose answer was lost (a timeout, a crash) may have made
 * the refund, so the payment's refunds are searched for the key (sent as the receipt) first.
 */
export async function razorpayRefund(
  api: RazorpayRefundsApi,
  request: GatewayRefundRequest,
): Promise<GatewayRefund> {
  try {
    const [paymentId, params] = razorpayRefundCall(request);
    const { items } = await api.payments.fetchMultipleRefund(paymentId, { count: 100 });
    const earlier = items.find((refund) => refund.receipt === request.key);
    return fromRazorpayRefund(earlier ?? (await api.payments.refund(paymentId, params)), request);
  } catch (error) {
    throw razorpayRefundError(error);
  }
}
