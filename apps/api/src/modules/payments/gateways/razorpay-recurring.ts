import type { SavedMethodCharge, SavedMethodChargeRequest } from "./gateway.ts";

// Razorpay's recurring payments (https://razorpay.com/docs/api/payments/recurring-payments/): the first
// payment is made in Checkout by a customer with `recurring: 1` and saves a token; later payments are
// created by the shop with that token against an order of their own.

export const RAZORPAY_API = "https://api.razorpay.com/v1";
const TIMEOUT_MS = 10_000;

export interface RazorpayHttp {
  fetch: typeof globalThis.fetch;
  auth: string;
}

async function call<T>(http: RazorpayHttp, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const res = await http.fetch(`${RAZORPAY_API}${path}`, {
    method,
    headers: { authorization: http.auth, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => ({}))) as T & { error?: { description?: string } };
  if (!res.ok) {
    throw new RazorpayCallError(res.status, json.error?.description ?? `${method} ${path} failed`);
  }
  return json;
}

export class RazorpayCallError extends Error {
  override name = "RazorpayCallError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Razorpay ${status}: ${message}`);
  }
}

/** The customer a saved method belongs to: Razorpay answers the existing one for the same contact. */
export async function razorpayCustomer(
  http: RazorpayHttp,
  customer: { name?: string; email?: string; contact?: string },
): Promise<string> {
  const body = await call<{ id?: string }>(http, "POST", "/customers", { ...customer, fail_existing: "0" });
  if (typeof body.id !== "string") throw new Error("Razorpay customer creation answered no id");
  return body.id;
}

interface RazorpayPayment {
  id: string;
  status: string;
  error_description?: string | null;
}

/**
 * Charges the saved token for the order. Razorpay takes at most one successful payment per order, and the
 * order's payments are read first: a repeated call after a crash or a timeout answers the payment made,
 * never a second one.
 */
export async function razorpayChargeSavedMethod(
  http: RazorpayHttp,
  request: SavedMethodChargeRequest,
): Promise<SavedMethodCharge> {
  const earlier = await call<{ items?: RazorpayPayment[] }>(
    http,
    "GET",
    `/orders/${encodeURIComponent(request.gatewayOrderId)}/payments`,
  );
  const paid = earlier.items?.find((p) => p.status === "captured" || p.status === "authorized");
  if (paid) return { outcome: "captured", gatewayPaymentId: paid.id };
  const [customerId, tokenId] = request.token.includes("/")
    ? request.token.split("/", 2)
    : [undefined, request.token];
  try {
    const payment = await call<{ razorpay_payment_id?: string }>(http, "POST", "/payments/create/recurring", {
      email: request.customer?.email,
      contact: request.customer?.contact,
      amount: request.amount,
      currency: request.currency,
      order_id: request.gatewayOrderId,
      customer_id: customerId,
      token: tokenId,
      recurring: "1",
      notes: request.notes,
    });
    if (typeof payment.razorpay_payment_id !== "string") throw new Error("Razorpay answered no payment id");
    return { outcome: "captured", gatewayPaymentId: payment.razorpay_payment_id };
  } catch (error) {
    // A refused charge (4xx: card declined, mandate cancelled) is a failed payment; anything else is thrown,
    // so the caller tries again later with the same order.
    if (error instanceof RazorpayCallError && error.status >= 400 && error.status < 500) {
      return {
        outcome: "failed",
        gatewayPaymentId: `failed:${request.gatewayOrderId}`,
        reason: error.message,
      };
    }
    throw error;
  }
}
