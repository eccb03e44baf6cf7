import { type SubscriptionEvent, type SubscriptionStatus, subscriptionTransition } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import * as repo from "./repository.ts";

/** Who made a change: user:{id}, staff:{id}, job:renewals, gateway:{name} or order:{orderId}. */
export type SubscriptionActor = `${"user" | "staff" | "job" | "gateway" | "order"}:${string}`;

export interface Transition {
  event: SubscriptionEvent;
  actor: SubscriptionActor;
  at: number;
  /** The columns the event changes besides the status (and updatedAt). */
  patch?: repo.SubscriptionPatch;
  /** What the event row keeps beside from and to (amounts, reasons, the period). */
  detail?: Record<string, unknown>;
}

/**
 * Applies one event of the status machine (packages/domain, subscriptions/status-machine.ts) to a
 * subscription the caller has locked in `tx`: checks that its status takes the event, writes the new
 * status with the patch, and records the event, all in the caller's transaction. A status that does not
 * take the event is 4000 with a message for people (nothing changes).
 */
export async function applyTransition(
  tx: Db,
  locked: repo.SubscriptionRow,
  transition: Transition,
): Promise<repo.SubscriptionRow> {
  const from = locked.status as SubscriptionStatus;
  let to: SubscriptionStatus;
  try {
    to = subscriptionTransition(from, transition.event);
  } catch {
    throw new AppError(
      4000,
      `This subscription is ${from.toLowerCase().replace("_", " ")}: it cannot take that change`,
      { status: from },
    );
  }
  const at = new Date(transition.at);
  const row = await repo.updateSubscription(tx, locked.subscriptionId, {
    ...transition.patch,
    status: to,
    updatedAt: at,
  });
  await repo.insertEvent(tx, {
    subscriptionId: locked.subscriptionId,
    event: transition.event,
    fromStatus: from,
    toStatus: to,
    actor: transition.actor,
    detail: transition.detail ?? null,
    at,
  });
  return row;
}
