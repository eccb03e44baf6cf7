import type { PaymentGatewayName, Subscription } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import { type SubscriptionPaymentStatus, subscriptionReturnOutcome } from "../../lib/plans.ts";
import { plansApi } from "./plans-api.ts";

/** The gateway's query on its way back: a signed payment, or a failure (left: reason=cancelled). */
export const SUBSCRIPTION_GATEWAY_PARAMS = [
  "orderId",
  "gateway_order_id",
  "gateway_payment_id",
  "signature",
  "reason",
];

export interface SubscriptionResult {
  subscription: Subscription;
  outcome: SubscriptionPaymentStatus;
  failedReturn: boolean;
}

/**
 * Back from the gateway's page with a subscription's first payment: a signed payment is checked (the
 * payment, then markSubscriptionActive), a page the shopper left ends the pending subscription
 * (markSubscriptionCancelled); each is safe to repeat. Then the subscription as it now stands.
 */
export async function loadSubscriptionResult(
  api: Api,
  provider: PaymentGatewayName,
  subscriptionId: string,
  query: URLSearchParams,
): Promise<SubscriptionResult> {
  const failedReturn = query.get("paymentStatus") === "failed";
  const orderId = query.get("orderId");
  const gatewayOrderId = query.get("gateway_order_id");
  const gatewayPaymentId = query.get("gateway_payment_id");
  const signature = query.get("signature");
  if (failedReturn && query.get("reason") === "cancelled") {
    await plansApi.markCancelled(api, subscriptionId).catch(() => undefined);
  } else if (!failedReturn) {
    if (orderId && gatewayOrderId && gatewayPaymentId && signature) {
      await api
        .post("/api/payment/v1/payment/verify", { orderId, gatewayOrderId, gatewayPaymentId, signature })
        .catch(() => undefined);
    }
    // Also on a reload or a poll: the server asks the gateway when the webhook has not come yet.
    await plansApi.markActive(api, subscriptionId).catch(() => undefined);
  }
  const subscription = await plansApi.get(api, provider, subscriptionId);
  return {
    subscription,
    failedReturn,
    outcome: subscriptionReturnOutcome(subscription.status, failedReturn),
  };
}
