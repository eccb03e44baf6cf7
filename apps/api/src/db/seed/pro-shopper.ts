import { hash } from "@node-rs/argon2";
import { addMonths, periodChargeKey } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  paymentAttempts,
  planPrices,
  plans,
  sandboxPaymentMethods,
  subscriptionEvents,
  subscriptionPeriods,
  subscriptions,
  users,
} from "../schema.ts";

export const DEMO_PRO_SHOPPER_ID = "9a3e7c21-5d4b-4f8a-b1c6-7e2d9f0a4b22";
export const DEMO_PRO_SHOPPER_PHONE = "+919876543211";
export const DEMO_PRO_SUBSCRIPTION_ID = "SUB-DEMOPRO000000001";
const DEMO_PRO_PLAN_ID = "PL-SF-PRO-FXN";
const DAY = 86_400_000;

/**
 * The second demo shopper (+919876543211): an ACTIVE PRO subscription (fitness and nutrition, Stay Fit),
 * its first period paid on the sandbox 10 days ago with a saved test card, so Pro shows and it renews.
 */
export async function seedProShopper(db: Db, now: number): Promise<void> {
  const [plan] = await db
    .select({ months: plans.months, tier: plans.tier, kind: plans.kind, price: planPrices.discountPrice })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.planId), eq(planPrices.market, "IN")))
    .where(eq(plans.planId, DEMO_PRO_PLAN_ID));
  if (!plan) throw new Error(`The demo Pro plan ${DEMO_PRO_PLAN_ID} is not seeded`);
  const start = now - 10 * DAY;
  const end = addMonths(start, plan.months);
  const at = new Date(start);
  const chargeKey = periodChargeKey(DEMO_PRO_SUBSCRIPTION_ID, 1);
  const token = "token_DemoProShopper01";

  await db.insert(users).values({
    userId: DEMO_PRO_SHOPPER_ID,
    phoneNumber: DEMO_PRO_SHOPPER_PHONE,
    email: "arjun@example.com",
    emailVerified: true,
    firstName: "Arjun",
    lastName: "Mehta",
    healthGoal: "STAY_FIT",
    passwordHash: await hash("ojas-demo-2026"),
    createdAt: new Date(now - 40 * DAY),
    updatedAt: at,
  });
  await db.insert(sandboxPaymentMethods).values({
    token,
    type: "CARD",
    label: "Visa •••• 4242",
    behaviour: "APPROVE",
    createdAt: at,
  });
  await db.insert(paymentAttempts).values({
    attemptId: "pa_demo_pro_shopper_period_1",
    orderId: chargeKey,
    userId: DEMO_PRO_SHOPPER_ID,
    market: "IN",
    gateway: "sandbox",
    gatewayOrderId: "order_DemoProPeriod01",
    gatewayPaymentId: "pay_DemoProPeriod001",
    amount: plan.price,
    currency: "INR",
    status: "SUCCESS",
    purpose: "SUBSCRIPTION",
    saveMethod: true,
    paymentMethodToken: token,
    paymentMethodType: "CARD",
    paymentMethodLabel: "Visa •••• 4242",
    returnUrl: "/plans/order/confirmation",
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(subscriptions).values({
    subscriptionId: DEMO_PRO_SUBSCRIPTION_ID,
    userId: DEMO_PRO_SHOPPER_ID,
    planId: DEMO_PRO_PLAN_ID,
    tier: plan.tier,
    kind: plan.kind,
    market: "IN",
    currency: "INR",
    status: "ACTIVE",
    provider: "sandbox",
    periodAmount: plan.price,
    firstPeriodAmount: plan.price,
    periodMonths: plan.months,
    currentPeriodNumber: 1,
    currentPeriodStart: at,
    currentPeriodEnd: new Date(end),
    nextChargeAt: new Date(end),
    paymentMethodToken: token,
    paymentMethodType: "CARD",
    paymentMethodLabel: "Visa •••• 4242",
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(subscriptionPeriods).values({
    subscriptionId: DEMO_PRO_SUBSCRIPTION_ID,
    number: 1,
    start: at,
    end: new Date(end),
    amount: plan.price,
    currency: "INR",
    planId: DEMO_PRO_PLAN_ID,
    status: "PAID",
    chargeKey,
    attemptId: "pa_demo_pro_shopper_period_1",
    gatewayPaymentId: "pay_DemoProPeriod001",
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(subscriptionEvents).values([
    {
      subscriptionId: DEMO_PRO_SUBSCRIPTION_ID,
      event: "CREATED",
      fromStatus: null,
      toStatus: "PENDING",
      actor: `user:${DEMO_PRO_SHOPPER_ID}`,
      at,
    },
    {
      subscriptionId: DEMO_PRO_SUBSCRIPTION_ID,
      event: "FIRST_PAYMENT",
      fromStatus: "PENDING",
      toStatus: "ACTIVE",
      actor: "gateway:sandbox",
      at,
    },
  ]);
}
