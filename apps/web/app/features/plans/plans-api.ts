import type { CreateSubscriptionResponse, PaymentGatewayName, Plan, Subscription } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import { type PlanOffer, readPlanOffer } from "../../lib/plans.ts";

// The calls of buying a plan (docs/api.md, "Subscriptions" and pricing): price a coupon, create the
// subscription on the market's gateway, and settle and read it back on the confirmation page.

export const plansApi = {
  /** A coupon or offer code priced against the plan's first period. */
  async applyCoupon(
    api: Api,
    plan: Pick<Plan, "planId" | "discountPrice" | "currency">,
    code: string,
  ): Promise<{ offer: PlanOffer } | { invalid: string }> {
    const answer = await api.post<Record<string, unknown>>("/api/pricing/v1/apply-offer-codes/plan", {
      planId: plan.planId,
      couponCode: code,
    });
    return readPlanOffer(code, answer ?? {}, plan);
  },

  create: (
    api: Api,
    provider: PaymentGatewayName,
    body: { planId: string; couponCode?: string; returnUrl?: string },
  ) => api.post<CreateSubscriptionResponse>(`/api/subscription/v1/${provider}/create`, body),

  get: (api: Api, provider: PaymentGatewayName, subscriptionId: string) =>
    api
      .get<{ subscription: Subscription } | Subscription>(
        `/api/subscription/v1/${provider}/${encodeURIComponent(subscriptionId)}/getSubscription`,
      )
      .then((answer) => ("subscription" in answer ? answer.subscription : answer)),

  /** Back from the gateway with a payment: the server checks it with the gateway (safe to repeat). */
  markActive: (api: Api, subscriptionId: string) =>
    api.get<unknown>("/api/subscription/v1/markSubscriptionActive", { subscriptionId }),

  /** The shopper left the gateway's page: the pending subscription ends, nothing was charged. */
  markCancelled: (api: Api, subscriptionId: string) =>
    api.get<unknown>("/api/subscription/v1/markSubscriptionCancelled", { subscriptionId }),
};
