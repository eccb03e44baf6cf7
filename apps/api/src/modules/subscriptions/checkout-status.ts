// The checkout's return: the subscription as the shopper sees it after the gateway's page, and the sweep
// of first payments never made.
import { FIRST_PAYMENT_WINDOW_MS, type Subscription } from "@ojas/domain";
import { and, eq, lt } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { planNames } from "../plans/service.ts";
import { ownSubscription } from "./changes.ts";
import { abandonPending } from "./create.ts";
import { toSubscription } from "./dto.ts";
import { subscriptions } from "./tables.ts";

/** The caller's subscription as answered; anyone else's, or an unknown id, is 4040. */
export async function ownSubscriptionView(
  deps: Deps,
  userId: string,
  subscriptionId: string,
): Promise<Subscription> {
  const row = await ownSubscription(deps.db, userId, subscriptionId);
  const names = await planNames(deps, [row.planId]);
  return toSubscription(row, names.get(row.planId) ?? row.planId);
}

/**
 * GET markSubscriptionActive: the subscription after its first payment. It is ACTIVE only once the payment
 * was captured (the gateway's webhook or the page's result did that); this call never activates anything.
 */
export function markSubscriptionActive(deps: Deps, userId: string, subscriptionId: string) {
  return ownSubscriptionView(deps, userId, subscriptionId);
}

/** GET markSubscriptionCancelled: the shopper left the gateway's page; a PENDING subscription is abandoned. */
export async function markSubscriptionCancelled(deps: Deps, userId: string, subscriptionId: string) {
  await ownSubscriptionView(deps, userId, subscriptionId);
  await abandonPending(deps, subscriptionId, `user:${userId}`, "The shopper left the payment page");
  return ownSubscriptionView(deps, userId, subscriptionId);
}

/**
 * The minute sweep's step: PENDING subscriptions whose first payment window (and a minute's margin for a
 * payment being confirmed) has passed are abandoned. Answers how many.
 */
export async function abandonStalePending(deps: Deps, { limit = 100 } = {}): Promise<number> {
  const cutoff = new Date(deps.now() - FIRST_PAYMENT_WINDOW_MS - 60_000);
  const stale = await deps.db
    .select({ subscriptionId: subscriptions.subscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "PENDING"), lt(subscriptions.createdAt, cutoff)))
    .limit(limit);
  let abandoned = 0;
  for (const { subscriptionId } of stale) {
    if (await abandonPending(deps, subscriptionId, "job:sweep", "The first payment was not made in time")) {
      abandoned += 1;
    }
  }
  return abandoned;
}
