// Subscriptions that come with a device order (docs/product.md, "Subscriptions"): the skus of
// ORDER_PLAN_GRANTS (packages/domain) grant a plan when their order is paid, and what they granted ends
// when the order is cancelled or the line comes back. Both run in the transaction of the order's change
// (the order-grants flow), on the order's locked row, so they happen with it or not at all.
//
// Every change is a transition written by the order (actor order:{orderId}) whose detail names the order
// line: those events are the record of what the order granted, which makes both sides once-only.
import {
  addMonths,
  MARKET_INFO,
  type Market,
  type OrderPlanGrant,
  orderPlanGrant,
  periodChargeKey,
  subscriptionTransition,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { type PlanInMarket, planInMarket } from "../plans/service.ts";
import { newSubscriptionId } from "./ids.ts";
import * as repo from "./repository.ts";
import { applyTransition, type SubscriptionActor } from "./transitions.ts";

export interface OrderGrantLine {
  /** The order line (order_items.entity_id). */
  entityId: string;
  skuId: string;
  qty: number;
  /** What the shopper paid for the line, minor units (its share of the order's payable amount). */
  amount: number;
}

export interface PaidOrder {
  orderId: string;
  userId: string;
  market: Market;
  lines: readonly OrderGrantLine[];
}

export interface UndoneOrder {
  orderId: string;
  userId: string;
  /** The one line undone (a return); the whole order when absent (a cancel, back to origin). */
  entityId?: string;
  /** How the order was undone, in words: "was cancelled", "was returned". */
  why: string;
}

/** What a granting event keeps (CREATED of a new subscription, or EXTENDED of a running one). */
interface GrantDetail {
  orderId: string;
  entityId: string;
  skuId: string;
  months: number;
  grant: "CREATED" | "EXTENDED";
  amount?: number;
  /** EXTENDED: the period lengthened, and its end before and after (epoch ms). */
  period?: number;
  from?: number;
  to?: number;
}

const actorOf = (orderId: string): SubscriptionActor => `order:${orderId}`;
const RUNNING = new Set(["ACTIVE", "PAST_DUE"]);

function grantOf(detail: Record<string, unknown> | null): GrantDetail | undefined {
  return detail && (detail.grant === "CREATED" || detail.grant === "EXTENDED")
    ? (detail as unknown as GrantDetail)
    : undefined;
}

/**
 * A paid order's plans: each line whose sku comes with a plan starts a subscription of that plan (source
 * ORDER, ACTIVE, period 1 paid by the order) or, when the shopper already has one of the plan's kind open,
 * adds the line's months to it. Once per order: an order that already wrote on the shopper's subscriptions
 * (a replayed webhook, a second call) grants nothing more. Answers how many lines granted something.
 */
export async function grantFromOrder(deps: Deps, tx: Db, order: PaidOrder): Promise<number> {
  const lines = order.lines.flatMap((line) => {
    const grant = orderPlanGrant(line.skuId);
    return grant && line.qty > 0 ? [{ line, grant }] : [];
  });
  if (lines.length === 0) return 0;
  if ((await repo.eventsOfActor(tx, order.userId, actorOf(order.orderId))).length > 0) return 0;
  const txDeps: Deps = { ...deps, db: tx };
  for (const { line, grant } of lines) await grantLine(txDeps, order, line, grant);
  return lines.length;
}

async function grantLine(deps: Deps, order: PaidOrder, line: OrderGrantLine, grant: OrderPlanGrant) {
  const tx = deps.db;
  const plan = await planInMarket(deps, grant.planId, order.market);
  if (!plan)
    throw new Error(`The plan ${grant.planId} that sku ${line.skuId} grants is not in the plans table`);
  const at = deps.now();
  const actor = actorOf(order.orderId);
  const detail = { orderId: order.orderId, entityId: line.entityId, skuId: line.skuId };
  const months = grant.months * line.qty;
  // Twice at most: a subscription of the kind opened by someone else meanwhile makes the insert fail on
  // subscriptions_one_open_per_kind (inside a savepoint), and the second round extends it.
  for (let round = 0; ; round++) {
    const open = (await repo.openSubscriptionsOf(tx, order.userId)).find((s) => s.kind === plan.kind);
    const locked = open ? await repo.lockSubscription(tx, open.subscriptionId) : undefined;
    if (locked && RUNNING.has(locked.status)) return extend(tx, locked, { actor, at, months, detail });
    if (locked?.status === "PENDING") {
      // A plan bought on the plan page and not paid yet: the order's plan replaces it (its checkout ends).
      await applyTransition(tx, locked, {
        event: "ABANDONED",
        actor,
        at,
        patch: { nextChargeAt: null },
        detail: { orderId: order.orderId, reason: "A device order's plan of the same kind started" },
      });
    }
    try {
      return await tx.transaction((savepoint) =>
        create(savepoint as unknown as Db, deps, order, plan, { line, actor, at, months, detail }),
      );
    } catch (error) {
      if (round > 0 || !isUniqueViolation(error)) throw error;
    }
  }
}

interface Granting {
  actor: SubscriptionActor;
  at: number;
  months: number;
  detail: { orderId: string; entityId: string; skuId: string };
}

async function create(
  tx: Db,
  deps: Deps,
  order: PaidOrder,
  plan: PlanInMarket,
  { line, actor, at, months, detail }: Granting & { line: OrderGrantLine },
) {
  const subscriptionId = newSubscriptionId();
  const start = new Date(at);
  const end = new Date(addMonths(at, months));
  const currency = plan.price?.currency ?? MARKET_INFO[order.market].currency;
  await repo.insertSubscription(tx, {
    subscriptionId,
    userId: order.userId,
    planId: plan.planId,
    tier: plan.tier,
    kind: plan.kind,
    market: order.market,
    currency,
    status: "PENDING",
    provider: deps.config.payments.gateways[order.market],
    // Renewals (once the shopper adds a payment method) cost the plan's price; the order paid the first.
    periodAmount: plan.price?.discountPrice ?? line.amount,
    firstPeriodAmount: line.amount,
    periodMonths: plan.months,
    source: "ORDER",
    sourceOrderId: order.orderId,
    createdAt: start,
    updatedAt: start,
  });
  const grant: GrantDetail = { ...detail, months, grant: "CREATED", amount: line.amount };
  await repo.insertEvent(tx, {
    subscriptionId,
    event: "CREATED",
    fromStatus: null,
    toStatus: subscriptionTransition(null, "CREATED"),
    actor,
    detail: { ...grant },
    at: start,
  });
  await repo.insertPeriod(tx, {
    subscriptionId,
    number: 1,
    start,
    end,
    amount: line.amount,
    currency,
    planId: plan.planId,
    status: "PAID",
    chargeKey: periodChargeKey(subscriptionId, 1),
    sourceOrderId: order.orderId,
    paidAt: start,
    createdAt: start,
    updatedAt: start,
  });
  const created = await repo.lockSubscription(tx, subscriptionId);
  // No payment method: the renewal job ends it at the period's end unless the shopper adds one.
  await applyTransition(tx, created!, {
    event: "FIRST_PAYMENT",
    actor,
    at,
    patch: {
      currentPeriodNumber: 1,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextChargeAt: end,
      cancelAtPeriodEnd: false,
    },
    detail: { orderId: order.orderId, period: 1, amount: line.amount },
  });
}

/** The line's months added to the running subscription's current period (and its next charge). */
async function extend(tx: Db, locked: repo.SubscriptionRow, { actor, at, months, detail }: Granting) {
  const from = locked.currentPeriodEnd?.getTime() ?? at;
  const to = addMonths(from, months);
  const pastDue = locked.status === "PAST_DUE";
  const grant: GrantDetail = {
    ...detail,
    months,
    grant: "EXTENDED",
    period: locked.currentPeriodNumber,
    from,
    to,
  };
  await applyTransition(tx, locked, {
    event: "EXTENDED",
    actor,
    at,
    patch: {
      currentPeriodEnd: new Date(to),
      // Charged at the new end; a cancel at period end stays one (no charge).
      nextChargeAt: locked.nextChargeAt === null && !pastDue ? null : new Date(to),
      // A failing renewal is paid for by the order: its retries and grace start over at the new end.
      ...(pastDue ? { failedCharges: 0, graceEndsAt: null } : {}),
    },
    detail: { ...grant },
  });
}

/**
 * An order (or one line of it) undone: what it granted ends. A subscription it created is cancelled now
 * (CANCELLED_NOW; its period 1 REFUNDED, the order's refund being that money) while still in that period;
 * after the shopper renewed it themselves, or once it ended, only period 1 is marked refunded
 * (PERIOD_REFUNDED). Months it added are taken off again (EXTENDED back to the end before), while the
 * period it lengthened runs. Once per line: the undoing events name the line. Answers how many grants ended.
 */
export async function endOrderGrants(deps: Deps, tx: Db, undone: UndoneOrder): Promise<number> {
  const actor = actorOf(undone.orderId);
  const events = await repo.eventsOfActor(tx, undone.userId, actor);
  const done = new Set(
    events.flatMap((e) => (e.detail?.undone ? [`${e.subscriptionId} ${String(e.detail.entityId)}`] : [])),
  );
  let ended = 0;
  for (const event of events) {
    const grant = grantOf(event.detail);
    if (!grant || (undone.entityId !== undefined && grant.entityId !== undone.entityId)) continue;
    if (done.has(`${event.subscriptionId} ${grant.entityId}`)) continue;
    const locked = await repo.lockSubscription(tx, event.subscriptionId);
    if (!locked) continue;
    const at = deps.now();
    const why = `The order ${undone.orderId} ${undone.why}`;
    const changed =
      grant.grant === "CREATED"
        ? await endCreated(tx, locked, grant, actor, at, why)
        : await shortenExtension(tx, locked, grant, actor, at, why);
    if (changed) ended++;
  }
  return ended;
}

async function endCreated(
  tx: Db,
  locked: repo.SubscriptionRow,
  grant: GrantDetail,
  actor: SubscriptionActor,
  at: number,
  why: string,
): Promise<boolean> {
  const period = await repo.lockPeriod(tx, locked.subscriptionId, 1);
  if (period?.status === "PAID") {
    await repo.updatePeriod(tx, period, {
      status: "REFUNDED",
      refundedAmount: period.amount,
      updatedAt: new Date(at),
    });
  }
  const detail = {
    orderId: grant.orderId,
    entityId: grant.entityId,
    undone: "CREATED",
    period: 1,
    amount: period?.amount ?? grant.amount ?? 0,
    reason: why,
  };
  if (RUNNING.has(locked.status) && locked.currentPeriodNumber === 1) {
    await applyTransition(tx, locked, {
      event: "CANCELLED_NOW",
      actor,
      at,
      patch: {
        currentPeriodEnd: new Date(at),
        nextChargeAt: null,
        graceEndsAt: null,
        cancelAtPeriodEnd: false,
        cancelReason: why,
      },
      detail,
    });
    return true;
  }
  if (locked.status === "PENDING") return false;
  await applyTransition(tx, locked, { event: "PERIOD_REFUNDED", actor, at, detail });
  return true;
}

async function shortenExtension(
  tx: Db,
  locked: repo.SubscriptionRow,
  grant: GrantDetail,
  actor: SubscriptionActor,
  at: number,
  why: string,
): Promise<boolean> {
  const end = locked.currentPeriodEnd?.getTime();
  if (!RUNNING.has(locked.status) || end === undefined || locked.currentPeriodNumber !== grant.period) {
    return false;
  }
  // Back to the end before, exactly, unless something else moved it since (then the months come off).
  const to = end === grant.to && grant.from !== undefined ? grant.from : addMonths(end, -grant.months);
  await applyTransition(tx, locked, {
    event: "EXTENDED",
    actor,
    at,
    patch: {
      currentPeriodEnd: new Date(to),
      nextChargeAt: locked.nextChargeAt === null ? null : new Date(to),
    },
    detail: {
      orderId: grant.orderId,
      entityId: grant.entityId,
      undone: "EXTENDED",
      months: -grant.months,
      from: end,
      to,
      reason: why,
    },
  });
  return true;
}
