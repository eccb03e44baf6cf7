import { OPEN_SUBSCRIPTION_STATUSES } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import * as repo from "./repository.ts";

const OPEN: readonly string[] = OPEN_SUBSCRIPTION_STATUSES;

/**
 * A guest signing in to an account brings its subscriptions (those a device order bought as a guest
 * gave), so the account is Pro and the order's cancel or return ends them. One open subscription per kind
 * still holds: a guest's open one of a kind the account already has open stays with the guest. Runs in the
 * merge transaction (deps.db).
 */
export async function mergeGuestSubscriptions(deps: Deps, guestUserId: string, userId: string) {
  const guests = await repo.subscriptionsOf(deps.db, guestUserId);
  if (guests.length === 0) return;
  const openKinds = new Set((await repo.openSubscriptionsOf(deps.db, userId)).map((s) => s.kind));
  for (const row of guests) {
    const open = OPEN.includes(row.status);
    if (open && openKinds.has(row.kind)) continue;
    const locked = await repo.lockSubscription(deps.db, row.subscriptionId);
    if (!locked || locked.userId !== guestUserId) continue;
    await repo.updateSubscription(deps.db, row.subscriptionId, { userId, updatedAt: new Date(deps.now()) });
    if (open) openKinds.add(row.kind);
  }
}
