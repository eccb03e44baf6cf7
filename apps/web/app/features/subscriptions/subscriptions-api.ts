import type { Plan, PlanKind, SubscriptionWithPeriods } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import { loadPlans } from "../../lib/plans.ts";

// The shopper's subscription calls (docs/api.md, "Subscriptions"). Every change sends a fresh Idempotency-Key
// per click, so a retried request is answered once.

const BASE = "/api/subscription/v1";
const path = (id: string, action: string) => `${BASE}/${encodeURIComponent(id)}/${action}`;
const once = () => ({ idempotencyKey: crypto.randomUUID() });

export const subscriptionsApi = {
  mine: (api: Api) => api.get<{ subscriptions: SubscriptionWithPeriods[] }>(`${BASE}/mine`),
  cancel: (api: Api, id: string, body: { atPeriodEnd: boolean; reason: string }) =>
    api.post<unknown>(path(id, "cancel"), body, once()),
  resume: (api: Api, id: string) => api.post<unknown>(path(id, "resume"), {}, once()),
  changePlan: (api: Api, id: string, planId: string) =>
    api.post<unknown>(path(id, "change-plan"), { planId }, once()),
  updatePaymentMethod: (api: Api, id: string) =>
    api.post<{ checkoutUrl: string | null }>(path(id, "update-payment-method"), {}, once()),
  /** Every plan of a kind (all programmes), to choose another one from. */
  plansOfKind: (api: Api, kind: PlanKind): Promise<Plan[]> => loadPlans(api, { kind, includeAllPlans: true }),
};
