import { randomUUID } from "node:crypto";
import type { Market } from "@ojas/domain";
import { MARKET_INFO } from "@ojas/domain";
import type { TestContext } from "../../test/harness.ts";
import { paymentSignature } from "./gateways/signature.ts";
import { onPaymentEvent, type PaymentEvent, startPayment } from "./service.ts";

/** An order id no other test uses (payments only need the id; orders come later). */
export const newOrderId = () => `ORD-T-${randomUUID().slice(0, 13).toUpperCase()}`;

export async function startFor(
  ctx: TestContext,
  userId: string,
  {
    market = "IN",
    amount = 129_900,
    returnUrl,
  }: { market?: Market; amount?: number; returnUrl?: string } = {},
) {
  const orderId = newOrderId();
  const payment = await startPayment(ctx.deps, {
    orderId,
    userId,
    amount,
    currency: MARKET_INFO[market].currency,
    market,
    receipt: orderId,
    returnUrl,
  });
  return { orderId, payment };
}

/** What the sandbox (or Razorpay Checkout) hands the browser after a successful payment. */
export function signedProof(
  ctx: TestContext,
  orderId: string,
  gatewayOrderId: string,
  gatewayPaymentId = "pay_TestPayment0001",
) {
  return {
    orderId,
    gatewayOrderId,
    gatewayPaymentId,
    signature: paymentSignature(ctx.deps.config.secrets.paymentKey, gatewayOrderId, gatewayPaymentId),
  };
}

/** Records the payment events of the given orders only (other test files share the process). */
export function recordEvents() {
  const watched = new Set<string>();
  const events: PaymentEvent[] = [];
  const stop = onPaymentEvent(async (_deps, _tx, event) => {
    if (watched.has(event.orderId)) events.push(event);
  });
  return {
    watch: (orderId: string) => watched.add(orderId),
    of: (orderId: string) => events.filter((e) => e.orderId === orderId),
    stop,
  };
}
