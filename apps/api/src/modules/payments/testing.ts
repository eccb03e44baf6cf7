import { randomUUID } from "node:crypto";
import type { Market } from "@ojas/domain";
import { MARKET_INFO } from "@ojas/domain";
import type { Flows } from "../../deps.ts";
import type { TestContext } from "../../test/harness.ts";
import { paymentSignature } from "./gateways/signature.ts";
import { type PaymentEvent, startPayment } from "./service.ts";

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

type PaymentWatcher = Flows["paymentSettled"];
const watchers = new WeakMap<Flows, Set<PaymentWatcher>>();

/**
 * Runs `watcher` after the context's own payment-settled flow, in the same transaction (a watcher that
 * throws rolls the change back); answers a function that removes it. The context's flows are its own
 * copy (test/harness.ts), so the app's routes see the watcher too.
 */
export function watchPayments(ctx: TestContext, watcher: PaymentWatcher): () => void {
  const { flows } = ctx.deps;
  let set = watchers.get(flows);
  if (!set) {
    const added = new Set<PaymentWatcher>();
    const given = flows.paymentSettled;
    flows.paymentSettled = async (deps, tx, event) => {
      await given(deps, tx, event);
      for (const watch of [...added]) await watch(deps, tx, event);
    };
    watchers.set(flows, added);
    set = added;
  }
  set.add(watcher);
  return () => set.delete(watcher);
}

/** Records the payment events of the given orders only (other test files share the process). */
export function recordEvents() {
  const watched = new Set<string>();
  const events: PaymentEvent[] = [];
  let stop: () => void = () => undefined;
  return {
    /** Starts recording what the context's payments settle. */
    start: (ctx: TestContext) => {
      stop = watchPayments(ctx, async (_deps, _tx, event) => {
        if (watched.has(event.orderId)) events.push(event);
      });
    },
    watch: (orderId: string) => watched.add(orderId),
    of: (orderId: string) => events.filter((e) => e.orderId === orderId),
    stop: () => stop(),
  };
}
