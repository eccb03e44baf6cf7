// Subscriptions that come with a device order (grants.ts, workflows/order-grants.ts): granted when the
// order is paid (a captured payment, cash collected on delivery), once however often the payment is told,
// added to a running subscription of the kind, and ended when the order is cancelled or the line returned.
import { addMonths, CANCELLATION_REASONS, MARKETS, ORDER_PLAN_GRANTS } from "@ojas/domain";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { guest } from "../cart/test-helpers.ts";
import { products, skus } from "../catalogue/tables.ts";
import { BENGALURU, orderApi, itemsOf as orderItemsOf, shopperWithCart } from "../orders/create-testing.ts";
import { lockOrder } from "../orders/service.ts";
import { ordersApi } from "../orders/test-orders.ts";
import { planInMarket } from "../plans/service.ts";
import { endOrderGrants, grantFromOrder, isProUser } from "./service.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";
import { seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const subsOf = (userId: string) =>
  ctx.deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
const eventsOf = async (subscriptionId: string) =>
  (
    await ctx.deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionEvents.id))
  ).map((e) => e.event);
const periodsOf = (subscriptionId: string) =>
  ctx.deps.db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, subscriptionId));

/** A signed-in shopper buys a ring with the 12-month Pro membership (buy-now RingPlan) and pays. */
async function buyRingWithPro() {
  const shopper = await shopperWithCart(ctx, []);
  const api = orderApi(ctx, shopper.jar);
  const res = await api.buyNow("RingPlan", {
    skuId: "RING-SV-9",
    planSkuId: "RING-PRO-12M",
    paymentType: "PREPAID",
    addressTimestamp: shopper.addressTimestamp,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, payment } = res.json().body;
  const paid = await api.verify(orderId, payment.gatewayOrderId);
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...shopper, api, orderId: orderId as string, gatewayOrderId: payment.gatewayOrderId as string };
}

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

/** A signed-in shopper orders CGM plan packs from the cart (`lines`, or the shopper's cart) and pays. */
async function buyCgmPack(lines: { skuId: string; qty?: number }[], shopper?: Shopper) {
  const buyer = shopper ?? (await shopperWithCart(ctx, lines));
  const api = orderApi(ctx, buyer.jar);
  const res = await api.create({ paymentType: "PREPAID", addressTimestamp: buyer.addressTimestamp });
  expect(res.statusCode, res.body).toBe(201);
  const { orderId, payment } = res.json().body;
  expect((await api.verify(orderId, payment.gatewayOrderId)).statusCode).toBe(200);
  return { ...buyer, api, orderId: orderId as string };
}

const cancel = (shopper: { jar: Parameters<typeof ordersApi>[1] }, orderId: string) =>
  ordersApi(ctx, shopper.jar).cancel({ orderId, reason: CANCELLATION_REASONS[0] });

describe("the sku to plan table (ORDER_PLAN_GRANTS)", () => {
  it("names seeded plans sold in every market, as long as the sku's months, and only plan skus", async () => {
    for (const [skuId, grant] of Object.entries(ORDER_PLAN_GRANTS)) {
      for (const market of MARKETS) {
        const plan = await planInMarket(ctx.deps, grant.planId, market);
        expect(plan, `${skuId} ${market}`).toMatchObject({ months: grant.months });
        expect(plan!.price, `${skuId} ${market}`).not.toBeNull();
      }
      const [row] = await ctx.deps.db
        .select({ category: products.category, attributes: skus.attributes })
        .from(skus)
        .innerJoin(products, eq(products.productId, skus.productId))
        .where(eq(skus.skuId, skuId));
      expect(["ELECTRONICS__PLAN", "CGM_PLAN"]).toContain(row!.category);
      const attributes = row!.attributes as Record<string, unknown>;
      expect(attributes.months ?? attributes.durationMonths).toBe(grant.months);
    }
  });
});

describe("a device order that comes with a plan", () => {
  it("ring + Pro: once paid, the shopper has an ACTIVE 12-month Pro subscription paid by the order", async () => {
    const before = ctx.deps.now();
    const { userId, orderId, jar } = await buyRingWithPro();
    const [sub, ...more] = await subsOf(userId);
    expect(more).toEqual([]);
    expect(sub).toMatchObject({
      planId: "PL-SF-PRO-FXN",
      tier: "PRO",
      kind: "FITNESSXNUTRITION",
      status: "ACTIVE",
      source: "ORDER",
      sourceOrderId: orderId,
      currentPeriodNumber: 1,
      periodMonths: 12,
      cancelAtPeriodEnd: false,
      paymentMethodToken: null,
    });
    const start = sub!.currentPeriodStart!.getTime();
    expect(start).toBeGreaterThanOrEqual(before);
    expect(sub!.currentPeriodEnd!.getTime()).toBe(addMonths(start, 12));
    expect(sub!.nextChargeAt).toEqual(sub!.currentPeriodEnd);
    expect(await eventsOf(sub!.subscriptionId)).toEqual(["CREATED", "FIRST_PAYMENT"]);
    // Period 1 is what the shopper paid for the membership line (₹3,999 less its share of AUTO5's 5%).
    const [period] = await periodsOf(sub!.subscriptionId);
    expect(period).toMatchObject({ number: 1, status: "PAID", sourceOrderId: orderId });
    expect(period!.amount).toBe(sub!.firstPeriodAmount);
    expect(period!.amount).toBeGreaterThan(350_000);
    expect(period!.amount).toBeLessThanOrEqual(399_900);
    expect(await isProUser(ctx.deps, userId)).toBe(true);
    const current = await browse(ctx, jar, { method: "GET", url: "/api/subscription/v1/getCurrentActive" });
    expect(current.json().body.subscriptions).toMatchObject([
      { subscriptionId: sub!.subscriptionId, tier: "PRO", status: "ACTIVE", paymentMethod: null },
    ]);
  });

  it("grants once however often the payment is told (a replayed verify, the flow run again)", async () => {
    const { userId, orderId, api, gatewayOrderId } = await buyRingWithPro();
    expect((await api.verify(orderId, gatewayOrderId)).statusCode).toBe(200);
    await ctx.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = (await lockOrder(tx, orderId))!;
      const again = await grantFromOrder(ctx.deps, tx, {
        orderId,
        userId,
        market: "IN",
        lines: [{ entityId: "E2", skuId: "RING-PRO-12M", qty: 1, amount: row.payableAmount }],
      });
      expect(again).toBe(0);
    });
    const subs = await subsOf(userId);
    expect(subs).toHaveLength(1);
    expect(await eventsOf(subs[0]!.subscriptionId)).toEqual(["CREATED", "FIRST_PAYMENT"]);
  });

  it("CGM packs: a Pro nutrition plan of the pack's months, per unit bought", async () => {
    const three = await buyCgmPack([{ skuId: "CGM-PLAN-3M" }]);
    const [sub3] = await subsOf(three.userId);
    expect(sub3).toMatchObject({ planId: "PL-WL-PRO-NUT", kind: "NUTRITION", tier: "PRO", status: "ACTIVE" });
    expect(sub3!.currentPeriodEnd!.getTime()).toBe(addMonths(sub3!.currentPeriodStart!.getTime(), 3));

    const two = await buyCgmPack([{ skuId: "CGM-PLAN-1M", qty: 2 }]);
    const [sub1] = await subsOf(two.userId);
    expect(sub1).toMatchObject({ planId: "PL-WL-PRO-NUT-1M", kind: "NUTRITION", periodMonths: 1 });
    expect(sub1!.currentPeriodEnd!.getTime()).toBe(addMonths(sub1!.currentPeriodStart!.getTime(), 2));
  });

  it("cancelled: the subscription it created is cancelled now, its period refunded, and Pro is gone", async () => {
    const shopper = await buyRingWithPro();
    expect((await cancel(shopper, shopper.orderId)).statusCode).toBe(200);
    const [sub] = await subsOf(shopper.userId);
    expect(sub).toMatchObject({ status: "CANCELLED", nextChargeAt: null });
    expect(sub!.cancelReason).toContain("was cancelled");
    expect(await eventsOf(sub!.subscriptionId)).toEqual(["CREATED", "FIRST_PAYMENT", "CANCELLED_NOW"]);
    const [period] = await periodsOf(sub!.subscriptionId);
    expect(period).toMatchObject({ status: "REFUNDED", refundedAmount: period!.amount });
    expect(await isProUser(ctx.deps, shopper.userId)).toBe(false);
    // A second cancel changes nothing.
    expect((await cancel(shopper, shopper.orderId)).statusCode).toBe(200);
    expect(await eventsOf(sub!.subscriptionId)).toEqual(["CREATED", "FIRST_PAYMENT", "CANCELLED_NOW"]);
  });

  it("a line undone ends only what that line granted", async () => {
    const { userId, orderId } = await buyRingWithPro();
    const items = await orderItemsOf(ctx.deps.db, orderId);
    const ring = items.find((i) => i.skuId === "RING-SV-9")!;
    const plan = items.find((i) => i.skuId === "RING-PRO-12M")!;
    const undo = (entityId: string) =>
      ctx.deps.db.transaction((tx) =>
        endOrderGrants(ctx.deps, tx as unknown as Db, { orderId, userId, entityId, why: "was returned" }),
      );
    expect(await undo(ring.entityId)).toBe(0);
    expect(await subsOf(userId)).toMatchObject([{ status: "ACTIVE" }]);
    expect(await undo(plan.entityId)).toBe(1);
    expect(await subsOf(userId)).toMatchObject([{ status: "CANCELLED" }]);
    expect(await undo(plan.entityId)).toBe(0);
  });

  it("renewed since with the shopper's own method: it keeps running, and only period 1 is marked refunded", async () => {
    const shopper = await buyRingWithPro();
    const [sub] = await subsOf(shopper.userId);
    // As if the shopper added a card and period 2 was charged to it.
    await ctx.deps.db
      .update(subscriptions)
      .set({ currentPeriodNumber: 2, paymentMethodToken: "tok_test_card" })
      .where(eq(subscriptions.subscriptionId, sub!.subscriptionId));
    expect((await cancel(shopper, shopper.orderId)).statusCode).toBe(200);
    const [after] = await subsOf(shopper.userId);
    expect(after).toMatchObject({ status: "ACTIVE", currentPeriodNumber: 2 });
    expect(await eventsOf(sub!.subscriptionId)).toEqual(["CREATED", "FIRST_PAYMENT", "PERIOD_REFUNDED"]);
    const [period] = await periodsOf(sub!.subscriptionId);
    expect(period).toMatchObject({ number: 1, status: "REFUNDED" });
    expect(await isProUser(ctx.deps, shopper.userId)).toBe(true);
  });

  it("already subscribed to the kind: the pack's months go on the running subscription, and come off again", async () => {
    const shopper = await shopperWithCart(ctx, [{ skuId: "CGM-PLAN-3M" }]);
    const running = await seedSubscription(ctx.deps.db, {
      userId: shopper.userId,
      status: "ACTIVE",
      kind: "NUTRITION",
      tier: "LITE",
      paymentMethodToken: "tok_test_card",
      now: ctx.deps.now(),
    });
    const [before] = await subsOf(shopper.userId);
    const end = before!.currentPeriodEnd!.getTime();
    const { orderId } = await buyCgmPack([], shopper);

    const [after, ...others] = await subsOf(shopper.userId);
    expect(others).toEqual([]);
    expect(after).toMatchObject({ subscriptionId: running.subscriptionId, status: "ACTIVE" });
    expect(after!.currentPeriodEnd!.getTime()).toBe(addMonths(end, 3));
    expect(after!.nextChargeAt!.getTime()).toBe(addMonths(end, 3));
    const [extended] = await ctx.deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, running.subscriptionId));
    expect(extended).toMatchObject({
      event: "EXTENDED",
      actor: `order:${orderId}`,
      detail: { orderId, months: 3, grant: "EXTENDED", from: end, to: addMonths(end, 3) },
    });

    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    const [shortened] = await subsOf(shopper.userId);
    expect(shortened).toMatchObject({ status: "ACTIVE" });
    expect(shortened!.currentPeriodEnd!.getTime()).toBe(end);
    expect(shortened!.nextChargeAt!.getTime()).toBe(end);
    expect(await eventsOf(running.subscriptionId)).toEqual(["EXTENDED", "EXTENDED"]);
  });

  it("is never paid on delivery, so its plan only ever follows a captured payment", async () => {
    const shopper = await shopperWithCart(ctx, [{ skuId: "CGM-PLAN-1M" }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
    });
    expect(res.json().error).toMatchObject({ code: 4000, fields: { paymentType: expect.any(String) } });
    expect(await subsOf(shopper.userId)).toEqual([]);
  });

  it("a guest's order grants to the guest, and the subscription follows the guest into the account", async () => {
    const phone = uniqueIndianMobile();
    const account = await signInByPhone(ctx, { phone });
    const shopper = await guest(ctx);
    const api = orderApi(ctx, shopper.jar);
    const res = await api.buyNow("RingPlan", {
      skuId: "RING-SV-9",
      planSkuId: "RING-PRO-12M",
      paymentType: "PREPAID",
      address: BENGALURU,
    });
    const { orderId, payment } = res.json().body;
    expect((await api.verify(orderId, payment.gatewayOrderId)).statusCode).toBe(200);
    expect(await subsOf(shopper.userId)).toMatchObject([{ status: "ACTIVE", tier: "PRO" }]);

    const merged = await signInByPhone(ctx, { phone, jar: shopper.jar });
    expect(merged.user.id).toBe(account.user.id);
    expect(await subsOf(shopper.userId)).toEqual([]);
    expect(await subsOf(account.user.id)).toMatchObject([{ status: "ACTIVE", sourceOrderId: orderId }]);
    expect(await isProUser(ctx.deps, account.user.id)).toBe(true);
    // The account cancels the order it now holds: the plan ends with it.
    expect((await cancel(merged, orderId)).statusCode).toBe(200);
    expect(await subsOf(account.user.id)).toMatchObject([{ status: "CANCELLED" }]);
    expect(await isProUser(ctx.deps, account.user.id)).toBe(false);
  });
});
