// Upgrading a plan now (docs/product.md, "Subscriptions"; decision 0030): the upgrade and what it costs
// are recorded (UPGRADE_REQUESTED, with the charge's key) before the charge is sent, and whoever reports
// the charge first (the charge's own answer, or the gateway's webhook) applies it in the transaction that
// records the payment. A crash between the charge and its record, or a webhook before or after the answer,
// still ends with one payment and the plan changed once.
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { claimRefund, type PaymentEvent, paymentRefundKey } from "../payments/service.ts";
import type { ChangeRequest, PlanChoice } from "./changes.ts";
import * as q from "./changes-queries.ts";
import { upgradeChargeKey } from "./charge-keys.ts";
import type * as repo from "./repository.ts";
import { applyTransition, type SubscriptionActor } from "./transitions.ts";

/** What UPGRADE_REQUESTED records: everything its settling needs, agreed when the shopper asked. */
interface UpgradeRequestDetail {
  chargeKey: string;
  fromPlanId: string;
  toPlanId: string;
  tier: string;
  periodAmount: number;
  periodMonths: number;
  charged: number;
  request?: ChangeRequest;
}

/**
 * Records the upgrade in the caller's transaction (the subscription locked) and answers the key to charge.
 * A repeat of the same request (its Idempotency-Key) answers the key it got the first time, so a retry
 * after a crash pays the same charge, never a second one.
 */
export async function requestUpgradeLocked(
  tx: Db,
  locked: repo.SubscriptionRow,
  input: {
    actor: SubscriptionActor;
    at: number;
    choice: PlanChoice;
    charged: number;
    request?: ChangeRequest;
  },
): Promise<{ chargeKey: string; row: repo.SubscriptionRow }> {
  if (input.request) {
    const earlier = await q.eventOfRequest(tx, locked.subscriptionId, input.actor, input.request.key);
    const key = earlier?.event === "UPGRADE_REQUESTED" ? earlier.detail?.chargeKey : undefined;
    if (typeof key === "string") return { chargeKey: key, row: locked };
  }
  const n = (await q.countEvents(tx, locked.subscriptionId, "UPGRADE_REQUESTED")) + 1;
  const chargeKey = upgradeChargeKey(locked.subscriptionId, n);
  const detail: UpgradeRequestDetail = {
    chargeKey,
    fromPlanId: locked.planId,
    toPlanId: input.choice.planId,
    tier: input.choice.tier,
    periodAmount: input.choice.price,
    periodMonths: input.choice.months,
    charged: input.charged,
    ...(input.request ? { request: input.request } : {}),
  };
  const row = await applyTransition(tx, locked, {
    event: "UPGRADE_REQUESTED",
    actor: input.actor,
    at: input.at,
    detail: { ...detail },
  });
  return { chargeKey, row };
}

function applyUpgrade(
  tx: Db,
  sub: repo.SubscriptionRow,
  asked: { detail: UpgradeRequestDetail; actor: SubscriptionActor; at: number },
  paid: { amount: number; attemptId: string | null },
): Promise<repo.SubscriptionRow> {
  const { detail } = asked;
  return applyTransition(tx, sub, {
    event: "UPGRADED",
    actor: asked.actor,
    at: asked.at,
    // The period running keeps its dates; renewals charge the new plan's price for its length.
    patch: {
      planId: detail.toPlanId,
      tier: detail.tier,
      periodAmount: detail.periodAmount,
      periodMonths: detail.periodMonths,
      pendingPlanId: null,
    },
    detail: {
      chargeKey: detail.chargeKey,
      fromPlanId: detail.fromPlanId,
      toPlanId: detail.toPlanId,
      charged: paid.amount,
      attemptId: paid.attemptId,
    },
  });
}

/** An upgrade with nothing to pay (the period ends now): applied in the request's own transaction. */
export async function upgradeWithoutCharge(
  deps: Deps,
  tx: Db,
  row: repo.SubscriptionRow,
  chargeKey: string,
  actor: SubscriptionActor,
): Promise<repo.SubscriptionRow> {
  if (await q.eventOfCharge(tx, row.subscriptionId, "UPGRADED", chargeKey)) return row;
  const asked = await q.eventOfCharge(tx, row.subscriptionId, "UPGRADE_REQUESTED", chargeKey);
  const detail = asked?.detail as unknown as UpgradeRequestDetail;
  return applyUpgrade(tx, row, { detail, actor, at: deps.now() }, { amount: 0, attemptId: null });
}

/**
 * An upgrade's charge settled (payments' settled flow, in its transaction, once per attempt). Captured: the
 * plan changes (UPGRADED) if the subscription is still ACTIVE on the plan the upgrade started from, else
 * the payment goes back. Failed: UPGRADE_DECLINED.
 */
export async function upgradeChargeSettled(
  deps: Deps,
  tx: Db,
  sub: repo.SubscriptionRow,
  event: PaymentEvent,
): Promise<void> {
  const { attempt } = event;
  const asked = await q.eventOfCharge(tx, sub.subscriptionId, "UPGRADE_REQUESTED", attempt.orderId);
  if (!asked) return;
  const detail = asked.detail as unknown as UpgradeRequestDetail;
  const actor = asked.actor as SubscriptionActor;
  const at = deps.now();
  const settled =
    (await q.eventOfCharge(tx, sub.subscriptionId, "UPGRADED", attempt.orderId)) ??
    (await q.eventOfCharge(tx, sub.subscriptionId, "UPGRADE_DECLINED", attempt.orderId));

  if (event.type !== "captured") {
    if (!settled && sub.status === "ACTIVE") {
      await applyTransition(tx, sub, {
        event: "UPGRADE_DECLINED",
        actor,
        at,
        detail: { chargeKey: detail.chargeKey, reason: attempt.failureReason ?? "The payment failed" },
      });
    }
    return;
  }
  if (!settled && sub.status === "ACTIVE" && sub.planId === detail.fromPlanId) {
    await applyUpgrade(
      tx,
      sub,
      { detail, actor, at },
      { amount: attempt.amount, attemptId: attempt.attemptId },
    );
    return;
  }
  // Paid twice, or paid after the subscription moved on (cancelled, another plan): this payment goes back.
  await claimRefund(tx, {
    orderId: attempt.orderId,
    key: paymentRefundKey(attempt.attemptId),
    attemptId: attempt.attemptId,
    reason: settled
      ? "This upgrade was already settled: this payment goes back"
      : "The subscription changed before this upgrade was paid: it goes back",
    at,
  });
}
