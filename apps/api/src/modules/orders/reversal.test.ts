import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, signInByPhone } from "../../test/sign-in.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { getUser } from "../identity/service.ts";
import { addLifeBits, lifeBitsBalance } from "../users/service.ts";
import { itemsOf, lifeBitsOf, orderApi, orderRow, shopperWithCart } from "./create-testing.ts";
import { lockGranted, takeBackGranted } from "./reversal.ts";
import { ordersApi, PICKUP_TO_WAREHOUSE, signInStaff, staffWalk, UP_TO_DISPATCH } from "./test-orders.ts";

let ctx: TestContext;
let staff: ReturnType<typeof ordersApi>;
beforeAll(async () => {
  ctx = await testContext();
  staff = ordersApi(ctx, await signInStaff(ctx));
});

const balance = (userId: string) => lifeBitsBalance(ctx.deps, userId);
/** The deltas of a user's entries for an order, grants first. */
const entriesFor = async (userId: string, orderId: string) =>
  (await lifeBitsOf(ctx.deps.db, userId))
    .filter((e) => e.orderId === orderId)
    .map((e) => e.delta)
    .sort((a, b) => b - a);

/**
 * A referrer of its own: the demo shopper (DEMOREF's owner) is read by other test files sharing the
 * database, so its balance is left alone.
 */
async function newReferrer() {
  const referrer = await signInByPhone(ctx);
  const code = (await browse(ctx, referrer.jar, { method: "GET", url: "/api/referral/v1/my-code" })).json()
    .body.code as string;
  return { userId: referrer.user.id, code };
}

/** A new shopper's first order, cash on delivery, placed with a referral code. */
async function referredOrder(lines: { skuId: string }[], referralCode: string) {
  const shopper = await shopperWithCart(ctx, lines);
  const res = await orderApi(ctx, shopper.jar).create({
    paymentType: "COD",
    addressTimestamp: shopper.addressTimestamp,
    referralCode,
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().body.orderId as string;
  const { lifeBitsEarned } = (await orderRow(ctx.deps.db, orderId))!;
  expect(lifeBitsEarned).toBeGreaterThan(0);
  return { shopper, orderId, earned: lifeBitsEarned };
}

/** Delivers the order and returns its line of `skuId`, up to the refund. */
async function deliverAndReturn(jar: Parameters<typeof ordersApi>[1], orderId: string, skuId: string) {
  const { entityId } = (await itemsOf(ctx.deps.db, orderId)).find((i) => i.skuId === skuId)!;
  await staffWalk(staff, orderId, [...UP_TO_DISPATCH, "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"]);
  const opened = await ordersApi(ctx, jar).returnOrder({
    orderId,
    entityId,
    reason: "Size does not fit",
    type: "RETURN",
  });
  expect(opened.statusCode, opened.body).toBe(200);
  await staffWalk(staff, orderId, [
    ...PICKUP_TO_WAREHOUSE,
    "RETURN_ACCEPTED_IN_WAREHOUSE",
    "RETURN_SUCCESSFUL",
  ]);
}

describe("a referred shopper's first order undone", () => {
  it("takes the referrer's reward and the earned life bits back once, however often it is cancelled", async () => {
    const referrer = await newReferrer();
    const before = await balance(referrer.userId);
    const { shopper, orderId, earned } = await referredOrder(
      [{ skuId: await indianSku(ctx, 150_000, 5) }],
      referrer.code,
    );
    expect(await balance(referrer.userId)).toBe(before + 200);
    expect(await balance(shopper.userId)).toBe(earned);

    const api = ordersApi(ctx, shopper.jar);
    const cancel = () => api.cancel({ orderId, reason: "Ordered by mistake" });
    expect((await Promise.all([cancel(), cancel()])).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await cancel()).statusCode).toBe(200);
    expect((await staff.staffMove(orderId, { status: "ORDER_CANCELLED" })).json().error.code).toBe(4000);

    expect(await balance(referrer.userId)).toBe(before);
    expect(await entriesFor(referrer.userId, orderId)).toEqual([200, -200]);
    expect(await balance(shopper.userId)).toBe(0);
    // The first purchase stays made: the referral code was used up by it.
    expect((await getUser(ctx.deps, shopper.userId)).metaData.firstPurchaseCompleted).toBe(true);
  });

  it("takes them back once when the order is returned and refunded, even if the take-back is retried", async () => {
    const referrer = await newReferrer();
    const before = await balance(referrer.userId);
    const sku = await indianSku(ctx, 150_000, 5);
    const { shopper, orderId } = await referredOrder([{ skuId: sku }], referrer.code);
    await deliverAndReturn(shopper.jar, orderId, sku);
    expect(await balance(referrer.userId)).toBe(before);
    expect(await balance(shopper.userId)).toBe(0);
    const row = (await orderRow(ctx.deps.db, orderId))!;
    expect(row).toMatchObject({ returnsStatus: "RETURN_SUCCESSFUL", refundStatus: "REFUND_REQUESTED" });

    expect((await staff.staffMove(orderId, { status: "RETURN_SUCCESSFUL" })).json().error.code).toBe(4000);
    await takeBackGranted(ctx.deps, row, await lockGranted(ctx.deps, row), { why: "was returned" });
    expect(await entriesFor(referrer.userId, orderId)).toEqual([200, -200]);
    expect(await balance(referrer.userId)).toBe(before);
    expect(await balance(shopper.userId)).toBe(0);
  });

  it("keeps the referral and the bits the kept lines earn when only part of the order is returned", async () => {
    const referrer = await newReferrer();
    const before = await balance(referrer.userId);
    const [kept, sent] = [await indianSku(ctx, 100_000, 5), await indianSku(ctx, 300_000, 5)];
    const { shopper, orderId, earned } = await referredOrder(
      [{ skuId: kept }, { skuId: sent }],
      referrer.code,
    );
    await deliverAndReturn(shopper.jar, orderId, sent);
    expect(await balance(referrer.userId)).toBe(before + 200);
    // REFER15 takes 15% off each line: the 85,000 kept and the 4,900 COD charge earn 8 of the order's 34.
    const taken = await entriesFor(shopper.userId, orderId);
    expect(taken).toEqual([earned, -(earned - 8)]);
  });

  it("takes back from a referrer who spent the reward only what is left, and records the rest", async () => {
    const referrer = await newReferrer();
    const { shopper, orderId } = await referredOrder(
      [{ skuId: await indianSku(ctx, 150_000, 5) }],
      referrer.code,
    );
    await addLifeBits(ctx.deps, referrer.userId, { delta: -150, reason: "Spent on a coupon" });
    expect(await balance(referrer.userId)).toBe(50);

    await ordersApi(ctx, shopper.jar).cancel({ orderId, reason: "Ordered by mistake" });
    expect(await balance(referrer.userId)).toBe(0);
    const back = (await lifeBitsOf(ctx.deps.db, referrer.userId)).find(
      (e) => e.orderId === orderId && e.delta <= 0,
    );
    expect(back).toMatchObject({ delta: -50, reason: expect.stringContaining("(50 of 200: the rest") });

    // Bits earned later are not taken for what was spent, by a retry or otherwise.
    await addLifeBits(ctx.deps, referrer.userId, { delta: 100, reason: "Test top-up" });
    const row = (await orderRow(ctx.deps.db, orderId))!;
    await takeBackGranted(ctx.deps, row, await lockGranted(ctx.deps, row), { why: "was cancelled" });
    expect(await balance(referrer.userId)).toBe(100);
  });

  it("takes them back when the parcel comes back to origin undelivered", async () => {
    const referrer = await newReferrer();
    const before = await balance(referrer.userId);
    const { shopper, orderId } = await referredOrder(
      [{ skuId: await indianSku(ctx, 150_000, 5) }],
      referrer.code,
    );
    await staffWalk(staff, orderId, [...UP_TO_DISPATCH, "IN_TRANSIT", "RTO_INITIATED", "RTO_COMPLETE"]);
    expect(await balance(referrer.userId)).toBe(before);
    expect(await balance(shopper.userId)).toBe(0);
  });
});
