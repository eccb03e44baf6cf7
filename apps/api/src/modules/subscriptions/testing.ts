// Test helpers: subscriptions written straight to the tables, for tests of what reads them.
import { periodChargeKey, type SubscriptionStatus } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planPrices, plans } from "../plans/tables.ts";
import { newSubscriptionId } from "./ids.ts";
import { subscriptionPeriods, subscriptions } from "./tables.ts";

export interface SeededSubscription {
  userId: string;
  status: SubscriptionStatus;
  /** The current period; default: started a day ago, ends in 29 days. */
  periodStart?: number;
  periodEnd?: number;
  planId?: string;
  tier?: "PRO" | "LITE";
  kind?: "FITNESS" | "NUTRITION" | "FITNESSXNUTRITION";
  paymentMethodToken?: string | null;
  nextChargeAt?: number | null;
  now?: number;
}

/** An IN subscription of a seeded plan with its current period paid (none while PENDING). */
export async function seedSubscription(db: Db, input: SeededSubscription) {
  const now = input.now ?? Date.now();
  const where = [eq(plans.tier, input.tier ?? "PRO"), eq(planPrices.market, "IN")];
  if (input.kind) where.push(eq(plans.kind, input.kind));
  if (input.planId) where.push(eq(plans.planId, input.planId));
  const [plan] = await db
    .select({
      planId: plans.planId,
      tier: plans.tier,
      kind: plans.kind,
      months: plans.months,
      price: planPrices.discountPrice,
    })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planId, plans.planId))
    .where(and(...where))
    .limit(1);
  if (!plan) throw new Error("No seeded plan matches");
  const subscriptionId = newSubscriptionId();
  const start = input.periodStart ?? now - 86_400_000;
  const end = input.periodEnd ?? start + 30 * 86_400_000;
  const started = input.status !== "PENDING";
  await db.insert(subscriptions).values({
    subscriptionId,
    userId: input.userId,
    planId: plan.planId,
    tier: plan.tier,
    kind: plan.kind,
    market: "IN",
    currency: "INR",
    status: input.status,
    provider: "sandbox",
    periodAmount: plan.price,
    firstPeriodAmount: plan.price,
    periodMonths: plan.months,
    currentPeriodNumber: started ? 1 : 0,
    currentPeriodStart: started ? new Date(start) : null,
    currentPeriodEnd: started ? new Date(end) : null,
    nextChargeAt:
      input.nextChargeAt === undefined
        ? input.status === "ACTIVE" || input.status === "PAST_DUE"
          ? new Date(end)
          : null
        : input.nextChargeAt === null
          ? null
          : new Date(input.nextChargeAt),
    paymentMethodToken: input.paymentMethodToken ?? null,
    paymentMethodType: input.paymentMethodToken ? "CARD" : null,
    paymentMethodLabel: input.paymentMethodToken ? "Visa •••• 4242" : null,
    createdAt: new Date(start),
    updatedAt: new Date(start),
  });
  if (!started) {
    // The first period, waiting for its first payment (as create writes it).
    await db.insert(subscriptionPeriods).values({
      subscriptionId,
      number: 1,
      start: new Date(start),
      end: new Date(end),
      amount: plan.price,
      currency: "INR",
      planId: plan.planId,
      status: "CHARGING",
      chargeKey: periodChargeKey(subscriptionId, 1),
      createdAt: new Date(start),
      updatedAt: new Date(start),
    });
  } else {
    await db.insert(subscriptionPeriods).values({
      subscriptionId,
      number: 1,
      start: new Date(start),
      end: new Date(end),
      amount: plan.price,
      currency: "INR",
      planId: plan.planId,
      status: "PAID",
      chargeKey: periodChargeKey(subscriptionId, 1),
      paidAt: new Date(start),
      createdAt: new Date(start),
      updatedAt: new Date(start),
    });
  }
  return { subscriptionId, planId: plan.planId, kind: plan.kind, amount: plan.price, start, end };
}

/** The next period's row, claimed for charging (as the renewal job writes it before it charges). */
export async function claimNextPeriod(
  db: Db,
  subscriptionId: string,
  number: number,
  start: number,
  end: number,
) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  if (!sub) throw new Error(`No subscription ${subscriptionId}`);
  await db.insert(subscriptionPeriods).values({
    subscriptionId,
    number,
    start: new Date(start),
    end: new Date(end),
    amount: sub.periodAmount,
    currency: sub.currency,
    planId: sub.pendingPlanId ?? sub.planId,
    status: "CHARGING",
    chargeKey: periodChargeKey(subscriptionId, number),
    createdAt: new Date(start),
    updatedAt: new Date(start),
  });
  return { chargeKey: periodChargeKey(subscriptionId, number), amount: sub.periodAmount };
}
