// The subscriptions module (docs/product.md, "Subscriptions"): what other modules and the flows may use.
import type { Subscription } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { planNames } from "../plans/service.ts";
import { toSubscription } from "./dto.ts";
import * as repo from "./repository.ts";

export {
  endOrderGrants,
  grantFromOrder,
  type OrderGrantLine,
  type PaidOrder,
  type UndoneOrder,
} from "./grants.ts";
export { mergeGuestSubscriptions } from "./guest-merge.ts";
export type { SubscriptionActor, Transition } from "./transitions.ts";

/** Plan ids the user has running (ACTIVE or PAST_DUE): the plans list marks them not buyable. */
export async function runningPlanIds(deps: Deps, userId: string): Promise<Set<string>> {
  const rows = await repo.runningSubscriptionsOf(deps.db, userId);
  return new Set(rows.map((r) => r.planId));
}

/** Whether any running subscription of the user is PRO (the Pro flag of the user). */
export async function isProUser(deps: Deps, userId: string): Promise<boolean> {
  const rows = await repo.runningSubscriptionsOf(deps.db, userId);
  return rows.some((r) => r.tier === "PRO");
}

/** GET /api/subscription/v1/getCurrentActive: the caller's ACTIVE and PAST_DUE subscriptions. */
export async function currentActiveSubscriptions(deps: Deps, userId: string): Promise<Subscription[]> {
  const rows = await repo.runningSubscriptionsOf(deps.db, userId);
  const names = await planNames(
    deps,
    rows.map((r) => r.planId),
  );
  return rows.map((r) => toSubscription(r, names.get(r.planId) ?? r.planId));
}

export { mySubscriptions as subscriptionsOfCustomer } from "./changes.ts";
export { methodChargeKey, parseChargeKey, upgradeChargeKey } from "./charge-keys.ts";
export { abandonStalePending } from "./checkout-status.ts";
export {
  NOTICE_EVENTS,
  type NoticeEvent,
  noticeFor,
  noticeKey,
  type SubscriptionNotice,
  sendSubscriptionNotice,
} from "./dunning.ts";
export {
  type Notify,
  RENEWAL_LEASE_MS,
  type RenewalRun,
  type RenewOptions,
  renewAllDue,
  renewDue,
} from "./renewals.ts";
export { subscriptionPaymentSettled } from "./settle.ts";
