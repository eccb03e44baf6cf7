import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { postSandboxWebhook } from "../../test/sandbox-page.ts";
import { browse, signInByPhone } from "../../test/sign-in.ts";
import { cartApi, indianSku } from "../cart/test-helpers.ts";
import { getUser } from "../identity/service.ts";
import { sandboxWebhookBody } from "../payments/gateways/sandbox.ts";
import { coupons } from "../pricing/tables.ts";
import { addLifeBits } from "../users/service.ts";
import {
  BENGALURU,
  heldStockOf,
  lifeBitsOf,
  orderApi,
  orderRow,
  redemptionsOf,
  shopperWithCart,
  stockOf,
  testCoupon,
  timelineOf,
} from "./create-testing.ts";
import { notifyPlacedOrder } from "./effects.ts";
import { orders } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

function webhook(outcome: "captured" | "failed", gatewayOrderId: string, amount: number, paymentId: string) {
  const body = sandboxWebhookBody({
    outcome,
    gatewayOrderId,
    gatewayPaymentId: paymentId,
    amount,
    currency: "INR",
    at: Date.now(),
  });
  return postSandboxWebhook(ctx, body);
}

const confirmations = async (to: string, orderId: string) => {
  const res = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json().body.messages as { text: string }[]).filter((m) => m.text.includes(orderId)).length;
};

/** A referrer with their own code, and a new shopper with a cart who was referred by it. */
async function referredShopper(skuId: string) {
  const referrer = await signInByPhone(ctx);
  const code = (await browse(ctx, referrer.jar, { method: "GET", url: "/api/referral/v1/my-code" })).json()
    .body.code as string;
  const shopper = await shopperWithCart(ctx, [{ skuId }]);
  return { referrerId: referrer.user.id, code, shopper };
}

describe("PREPAID orders", () => {
  it("hold their stock for 15 minutes while the payment is pending, and answer the payment", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku, qty: 2 }]);
    const before = Date.now();
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().body;
    expect(body).toMatchObject({
      status: "PAYMENT_PENDING",
      paymentStatus: "PENDING",
      // ₹3,000 less the automatic 5% offer (AUTO5).
      payment: { gateway: "sandbox", amount: 285_000, currency: "INR", keyId: expect.any(String) },
    });
    expect(body.payment.checkoutUrl).toContain(body.payment.gatewayOrderId);
    const row = (await orderRow(ctx.deps.db, body.orderId))!;
    expect(row.stockState).toBe("HELD");
    expect(row.holdExpiresAt! - before).toBeGreaterThanOrEqual(15 * 60_000);
    expect(row.holdExpiresAt! - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(await stockOf(ctx, sku)).toBe(3);
    // Nothing a placed order does has happened yet.
    expect((await cartApi(ctx, shopper.jar).get()).json().body.cartItemList).toHaveLength(1);
    expect((await getUser(ctx.deps, shopper.userId)).metaData.firstPurchaseCompleted).toBe(false);
    expect(await lifeBitsOf(ctx.deps.db, shopper.userId)).toEqual([]);
  });

  it("a verify and the webhook capture once, and the order's effects happen once", async () => {
    const sku = await indianSku(ctx, 200_000, 5);
    const { referrerId, code, shopper } = await referredShopper(sku);
    const api = orderApi(ctx, shopper.jar);
    const created = (
      await api.create({
        paymentType: "PREPAID",
        addressTimestamp: shopper.addressTimestamp,
        referralCode: code,
      })
    ).json().body;
    const row = (await orderRow(ctx.deps.db, created.orderId))!;
    expect(row).toMatchObject({ couponCode: "REFER15", couponDiscount: 30_000, payableAmount: 170_000 });
    const redeemed = async () =>
      (await redemptionsOf(ctx.deps.db, "REFER15")).filter((r) => r.orderId === created.orderId).length;
    // The coupon's use is held with the stock, so its limits count this order already.
    expect(await redeemed()).toBe(1);

    const { gatewayOrderId } = created.payment;
    const [first, second] = await Promise.all([
      api.verify(created.orderId, gatewayOrderId, "pay_Verify000000001"),
      webhook("captured", gatewayOrderId, 170_000, "pay_Verify000000001"),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await api.verify(created.orderId, gatewayOrderId, "pay_Verify000000001")).statusCode).toBe(200);
    expect((await webhook("captured", gatewayOrderId, 170_000, "pay_Verify000000002")).statusCode).toBe(200);

    const placed = (await orderRow(ctx.deps.db, created.orderId))!;
    expect(placed).toMatchObject({
      orderStatus: "ORDER_PLACED",
      paymentStatus: "SUCCESS",
      shownStatus: "ORDER_PLACED",
      stockState: "TAKEN",
      holdExpiresAt: null,
    });
    expect(await timelineOf(ctx.deps.db, created.orderId)).toEqual([
      "CREATED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
    ]);
    expect(await stockOf(ctx, sku)).toBe(4);
    expect(await redeemed()).toBe(1);
    expect((await lifeBitsOf(ctx.deps.db, shopper.userId)).map((e) => e.delta)).toEqual([17]);
    const rewards = (await lifeBitsOf(ctx.deps.db, referrerId)).filter((e) => e.orderId === created.orderId);
    expect(rewards.map((e) => e.delta)).toEqual([200]);
    expect((await getUser(ctx.deps, shopper.userId)).metaData.firstPurchaseCompleted).toBe(true);
    expect((await cartApi(ctx, shopper.jar).get()).json().body.cartItemList).toEqual([]);

    expect(await notifyPlacedOrder(ctx.deps, created.orderId)).toBe(true);
    const phone = (await getUser(ctx.deps, shopper.userId)).phoneNumber!;
    expect(await confirmations(phone, created.orderId)).toBe(1);
  });

  it("takes only the ordered units out of the cart: what was added while paying stays", async () => {
    const [a, b] = [await indianSku(ctx, 150_000, 5), await indianSku(ctx, 20_000, 5)];
    const shopper = await shopperWithCart(ctx, [{ skuId: a }]);
    const api = orderApi(ctx, shopper.jar);
    const created = (
      await api.create({
        paymentType: "PREPAID",
        addressTimestamp: shopper.addressTimestamp,
        couponCode: "FLAT200",
      })
    ).json().body;
    const cart = cartApi(ctx, shopper.jar);
    await cart.add({ skuId: a, qty: 2 });
    await cart.add({ skuId: b });
    expect((await api.verify(created.orderId, created.payment.gatewayOrderId)).statusCode).toBe(200);
    const after = (await cart.get()).json().body;
    expect(after.cartItemList.map((i: { skuId: string; qty: number }) => [i.skuId, i.qty])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(after.couponCode).toBeNull();
  });

  it("a failed payment releases the stock, the coupon use and the life bits; a retry takes them again", async () => {
    const sku = await indianSku(ctx, 150_000, 3);
    const coupon = await testCoupon(ctx, { usesInAll: 5 });
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    await addLifeBits(ctx.deps, shopper.userId, { delta: 300, reason: "Test top-up" });
    const api = orderApi(ctx, shopper.jar);
    const created = (
      await api.create({
        paymentType: "PREPAID",
        addressTimestamp: shopper.addressTimestamp,
        couponCode: coupon,
        lifeBitsCouponCode: "BITS10",
      })
    ).json().body;
    const balance = async () =>
      (await lifeBitsOf(ctx.deps.db, shopper.userId)).reduce((n, e) => n + e.delta, 0);
    const uses = async () => (await redemptionsOf(ctx.deps.db, coupon)).length;
    expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([2, 1, 50]);

    const failed = await webhook(
      "failed",
      created.payment.gatewayOrderId,
      created.payment.amount,
      "pay_Failed00000001",
    );
    expect(failed.statusCode).toBe(200);
    const row = (await orderRow(ctx.deps.db, created.orderId))!;
    expect(row).toMatchObject({
      paymentStatus: "FAILED",
      shownStatus: "PAYMENT_UNSUCCESSFUL",
      stockState: "RELEASED",
    });
    expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([3, 0, 300]);
    expect(await heldStockOf(ctx.deps.db, created.orderId)).toEqual([]);
    // A second report of the failure changes nothing.
    expect((await api.fail(created.orderId)).json().body.paymentStatus).toBe("FAILED");
    expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([3, 0, 300]);

    const retried = await api.retry(created.orderId);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().body).toMatchObject({
      orderId: created.orderId,
      status: "PAYMENT_PENDING",
      paymentStatus: "PENDING",
      payment: { amount: created.payment.amount },
    });
    expect(retried.json().body.payment.gatewayOrderId).not.toBe(created.payment.gatewayOrderId);
    expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([2, 1, 50]);
    expect((await api.retry(created.orderId)).json().error.code).toBe(4009);

    const paid = await api.verify(created.orderId, retried.json().body.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(ctx.deps.db, created.orderId))!.shownStatus).toBe("ORDER_PLACED");
    expect([await stockOf(ctx, sku), await uses()]).toEqual([2, 1]);
    expect(await timelineOf(ctx.deps.db, created.orderId)).toEqual([
      "CREATED",
      "PENDING",
      "FAILED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
    ]);
  });

  it("a cancelled order gives back its stock, coupon use and life bits once, paid or not", async () => {
    for (const paymentType of ["COD", "PREPAID"] as const) {
      const sku = await indianSku(ctx, 150_000, 3);
      const coupon = await testCoupon(ctx, { usesInAll: 5 });
      const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
      await addLifeBits(ctx.deps, shopper.userId, { delta: 300, reason: "Test top-up" });
      const created = (
        await orderApi(ctx, shopper.jar).create({
          paymentType,
          addressTimestamp: shopper.addressTimestamp,
          couponCode: coupon,
          lifeBitsCouponCode: "BITS10",
        })
      ).json().body;
      if (paymentType === "PREPAID") {
        const paid = await orderApi(ctx, shopper.jar).verify(created.orderId, created.payment.gatewayOrderId);
        expect(paid.statusCode).toBe(200);
      }
      const balance = async () =>
        (await lifeBitsOf(ctx.deps.db, shopper.userId)).reduce((n, e) => n + e.delta, 0);
      const uses = async () => (await redemptionsOf(ctx.deps.db, coupon)).length;
      const earned = (await orderRow(ctx.deps.db, created.orderId))!.lifeBitsEarned;
      expect(earned).toBeGreaterThan(0);
      // BITS10 costs 250 life bits.
      expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([2, 1, 50 + earned]);
      const cancel = () =>
        browse(ctx, shopper.jar, {
          method: "POST",
          url: "/api/oms/v1/order/cancel",
          payload: { orderId: created.orderId, reason: "Ordered by mistake" },
        });
      const answers = await Promise.all([cancel(), cancel()]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await cancel()).statusCode).toBe(200);
      expect([await stockOf(ctx, sku), await uses(), await balance()]).toEqual([3, 0, 300]);
    }
  });

  it("a retry finds the stock gone (4010) and changes nothing", async () => {
    const sku = await indianSku(ctx, 150_000, 1);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const created = (
      await api.create({ paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp })
    ).json().body;
    await api.fail(created.orderId);
    const other = await shopperWithCart(ctx, [{ skuId: sku }]);
    expect(
      (
        await orderApi(ctx, other.jar).create({
          paymentType: "COD",
          addressTimestamp: other.addressTimestamp,
        })
      ).statusCode,
    ).toBe(201);
    const retried = await api.retry(created.orderId);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error.code).toBe(4010);
    expect((await orderRow(ctx.deps.db, created.orderId))!).toMatchObject({
      paymentStatus: "FAILED",
      stockState: "RELEASED",
    });
    expect(await stockOf(ctx, sku)).toBe(0);
  });

  it("only the owner may retry an order's payment", async () => {
    const sku = await indianSku(ctx, 150_000, 2);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const created = (
      await orderApi(ctx, shopper.jar).create({
        paymentType: "PREPAID",
        addressTimestamp: shopper.addressTimestamp,
      })
    ).json().body;
    await orderApi(ctx, shopper.jar).fail(created.orderId);
    const stranger = await signInByPhone(ctx);
    const res = await orderApi(ctx, stranger.jar).retry(created.orderId);
    expect(res.statusCode).toBe(404);
    expect(await stockOf(ctx, sku)).toBe(2);
  });

  it("places an order with nothing left to pay at once, without a payment", async () => {
    const sku = await indianSku(ctx, 150_000, 3);
    const code = await testCoupon(ctx);
    // All off, for this sku only: other test files' carts in the shared database must not see it.
    await ctx.deps.db
      .update(coupons)
      .set({ value: 100, maxDiscount: null, skuIds: [sku] })
      .where(eq(coupons.code, code));
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
      couponCode: code,
      expectedPayableAmount: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body).toEqual({
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/),
      status: "ORDER_PLACED",
      paymentStatus: "SUCCESS",
    });
    expect((await orderRow(ctx.deps.db, res.json().body.orderId))!.stockState).toBe("TAKEN");
    expect(await stockOf(ctx, sku)).toBe(2);
  });
});

describe("order confirmations", () => {
  async function placed() {
    const sku = await indianSku(ctx, 150_000, 3);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const orderId = (
      await orderApi(ctx, shopper.jar).create({
        paymentType: "COD",
        addressTimestamp: shopper.addressTimestamp,
      })
    ).json().body.orderId as string;
    const phone = (await getUser(ctx.deps, shopper.userId)).phoneNumber!;
    return { orderId, phone, sentBefore: await confirmations(phone, orderId) };
  }

  it("are given back for a later try when sending fails, and never undo the order", async () => {
    const { orderId, phone, sentBefore } = await placed();
    const failing = { ...ctx.deps, config: { ...ctx.deps.config, devOutbox: false } };
    await ctx.deps.db
      .update(orders)
      .set({ address: { ...BENGALURU, country: "India", emailId: "x@example.com" } })
      .where(eq(orders.orderId, orderId));
    const smtpDown = {
      ...failing,
      config: { ...failing.config, mail: { ...failing.config.mail, smtpUrl: "smtp://127.0.0.1:1" } },
    };
    await expect(notifyPlacedOrder(smtpDown, orderId)).rejects.toThrow();
    expect((await orderRow(ctx.deps.db, orderId))!).toMatchObject({
      notifiedAt: null,
      shownStatus: "ORDER_PLACED",
    });
    expect(await notifyPlacedOrder(ctx.deps, orderId)).toBe(true);
    expect(await notifyPlacedOrder(ctx.deps, orderId)).toBe(false);
    expect(await confirmations("x@example.com", orderId)).toBe(1);
    expect(await confirmations(phone, orderId)).toBe(sentBefore);
  });

  it("skip a channel nothing can carry instead of trying it again and again", async () => {
    const { orderId, phone, sentBefore } = await placed();
    const noOutbox = { ...ctx.deps, config: { ...ctx.deps.config, devOutbox: false } };
    expect(await notifyPlacedOrder(noOutbox, orderId)).toBe(true);
    expect((await orderRow(ctx.deps.db, orderId))!.notifiedAt).not.toBeNull();
    expect(await confirmations(phone, orderId)).toBe(sentBefore);
  });
});
