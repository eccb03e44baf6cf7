import type { PlanTier, SUBSCRIPTION_STATUSES } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { activeSubscriptions } from "./repository.ts";

type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription/v1/getCurrentActive: the user's running subscriptions (a PRO one makes a pro user). */
export async function currentActiveSubscriptions(deps: Deps, userId: string) {
  const rows = await activeSubscriptions(deps.db, userId, new Date(deps.now()));
  return rows.map((r) => ({
    subscriptionId: r.subscriptionId,
    planId: r.planId,
    tier: r.tier as PlanTier,
    status: r.status as SubscriptionStatus,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
  }));
}
