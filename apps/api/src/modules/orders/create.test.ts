import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { placeOrder } from "../../workflows/place-order.ts";
import { cartApi, guest, indianSku, testSku } from "../cart/test-helpers.ts";
import { getUser } from "../identity/service.ts";
import { engagementEvents } from "../support/tables.ts";
import { draftOrder } from "./create-draft.ts";
import {
  BENGALURU,
  heldStockOf,
  itemsOf,
  keysOf,
  lifeBitsOf,
  orderApi,
  orderRow,
  ordersOf,
  redemptionsOf,
  setStock,
  shopperWithCart,
  stockOf,
  testCoupon,
  timelineOf,
} from "./create-testing.ts";
import { notifyPlacedOrder } from "./effects.ts";
import { invoiceInputOf } from "./invoice.ts";
import { findOrder } from "./queries.ts";
import { ordersApi } from "./test-orders.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const outbox = async (to: string) =>
  (await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().body
    .messages as {
    text: string;
  }[];

describe("POST /api/oms/v3/order/create, cash on delivery", () => {
  it("places the server cart at once: stock taken, cart emptied, first purchase, life bits, confirmation", async () => {
    const sku = await indianSku(ctx, 60_000, 7);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku, qty: 2 }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
      expectedPayableAmount: 124_900,
    });
    expect(res.statusCode).toBe(201);
    const { orderId, orderNumber, ...rest } = res.json().body;
    expect(rest).toEqual({ status: "ORDER_PLACED", paymentStatus: "COD_INITIATED" });
    expect(orderNumber).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);

    const row = (await orderRow(ctx.deps.db, orderId))!;
    expect(row).toMatchObject({
      orderNumber,
      userId: shopper.userId,
      source: "CART",
      paymentType: "COD",
      stockState: "TAKEN",
      payableAmount: 124_900,
      totalBasePrice: 120_000,
      codCharges: 4_900,
      lifeBitsEarned: 12,
      address: { name: "Asha Rao", phoneNumber: "+919876543210", pincode: "560001", country: "India" },
    });
    expect(row.effectsAppliedAt).not.toBeNull();
    expect(await timelineOf(ctx.deps.db, orderId)).toEqual(["CREATED", "COD_INITIATED", "ORDER_PLACED"]);
    expect((await itemsOf(ctx.deps.db, orderId)).map((i) => [i.skuId, i.qty, i.itemType])).toEqual([
      [sku, 2, "FITNESS_ACCS"],
    ]);
    expect(await stockOf(ctx, sku)).toBe(5);
    expect((await heldStockOf(ctx.deps.db, orderId)).map((s) => [s.skuId, s.qty])).toEqual([[sku, 2]]);

    const cart = await cartApi(ctx, shopper.jar).get();
    expect(cart.json().body.cartItemList).toEqual([]);
    expect((await getUser(ctx.deps, shopper.userId)).metaData.firstPurchaseCompleted).toBe(true);
    expect((await lifeBitsOf(ctx.deps.db, shopper.userId)).map((e) => [e.delta, e.orderId])).toEqual([
      [12, orderId],
    ]);

    // The confirmation job queued with the order (nothing works the test queue) runs this.
    expect(await notifyPlacedOrder(ctx.deps, orderId)).toBe(true);
    const user = await getUser(ctx.deps, shopper.userId);
    const messages = await outbox(user.phoneNumber!);
    expect(messages.filter((m) => m.text.includes(orderId))).toHaveLength(1);
    expect(messages[0]!.text).toMatch(/to pay on delivery/);
    expect(messages[0]!.text).toContain(`Your Ojas order ${orderNumber} is placed.`);
    const events = await ctx.deps.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.eventId, `purchase-${orderId}`));
    expect(events.map((e) => [e.name, e.props.value])).toEqual([["purchase", 124_900]]);
  });

  it("takes a fixed bundle's parts from the shelf they share with the loose sku", async () => {
    const part = await indianSku(ctx, 10_000, 5);
    const other = await indianSku(ctx, 5_000, 5);
    const bundle = await testSku(ctx, {
      prices: { IN: { base: 15_000, discount: 14_000, stock: 0 } },
      bundleParts: [part, other],
    });
    const shopper = await shopperWithCart(ctx, [{ skuId: bundle, qty: 2 }, { skuId: part }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
    });
    expect(res.statusCode).toBe(201);
    expect([await stockOf(ctx, part), await stockOf(ctx, other)]).toEqual([2, 3]);
    const held = await heldStockOf(ctx.deps.db, res.json().body.orderId);
    expect(Object.fromEntries(held.map((s) => [s.skuId, s.qty]))).toEqual({ [part]: 3, [other]: 2 });
  });
});

describe("POST /api/oms/v3/order/create, refusals change nothing", () => {
  async function unchanged(shopper: { userId: string }, sku: string, stock: number) {
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toEqual([]);
    expect(await stockOf(ctx, sku)).toBe(stock);
  }

  it("reports a changed amount to pay with the new amount instead of charging it", async () => {
    const sku = await indianSku(ctx, 150_000, 4);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
      expectedPayableAmount: 140_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 4000,
      message: "The amount to pay changed from ₹1,400 to ₹1,500. Please review your order.",
      fields: { payableAmount: "150000" },
    });
    await unchanged(shopper, sku, 4);
  });

  it("refuses an invalid pincode (4000) and an unserviceable one (4004) in the address sent", async () => {
    const sku = await indianSku(ctx, 50_000, 4);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const bad = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      address: { ...BENGALURU, pincode: "5600" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 4000, fields: { "address.pincode": expect.any(String) } });
    const phone = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      address: { ...BENGALURU, phoneNumber: "12345" },
    });
    expect(phone.json().error).toMatchObject({
      code: 4000,
      fields: { "address.phoneNumber": expect.any(String) },
    });
    const far = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      address: { ...BENGALURU, pincode: "999999" },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().error.code).toBe(4004);
    await unchanged(shopper, sku, 4);
  });

  it("does not let a shopper ship to another shopper's saved address (4040)", async () => {
    const sku = await indianSku(ctx, 50_000, 4);
    const owner = await shopperWithCart(ctx, []);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: owner.addressTimestamp,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    await unchanged(shopper, sku, 4);
  });

  it("refuses what is out of stock by now (4010)", async () => {
    const sku = await indianSku(ctx, 50_000, 2);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku, qty: 2 }]);
    await setStock(ctx, sku, 1);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 4010, message: expect.stringMatching(/Only 1 unit/) });
    await unchanged(shopper, sku, 1);
  });

  it.each(["COD", "PREPAID"] as const)(
    "refuses %s with 4010 when the stock runs out at the decrement, after pricing, keeping nothing",
    async (paymentType) => {
      const plenty = await indianSku(ctx, 40_000, 9);
      const last = await indianSku(ctx, 50_000, 2);
      const coupon = await testCoupon(ctx, { usesInAll: 5 });
      const shopper = await shopperWithCart(ctx, [{ skuId: plenty }, { skuId: last, qty: 2 }]);
      const ref = {
        scope: `${shopper.userId} POST /api/oms/v3/order/create`,
        key: randomUUID(),
        hash: "test",
      };
      let orderId = "";
      // Priced with the 2 units still there; another checkout takes them before this one's transaction.
      const drafted = (stock: number) => async () => {
        const draft = await draftOrder(ctx.deps, {
          market: "IN",
          caller: { userId: shopper.userId, isGuestUser: false },
          lines: { kind: "server" },
          source: "CART",
          options: { paymentType, addressTimestamp: shopper.addressTimestamp, couponCode: coupon },
        });
        await setStock(ctx, last, stock);
        orderId = draft.orderId;
        return draft;
      };

      await expect(placeOrder(ctx.deps, ref, drafted(1))).rejects.toMatchObject({ code: 4010 });
      expect(await ordersOf(ctx.deps.db, shopper.userId)).toEqual([]);
      expect(await itemsOf(ctx.deps.db, orderId)).toEqual([]);
      expect(await timelineOf(ctx.deps.db, orderId)).toEqual([]);
      expect(await heldStockOf(ctx.deps.db, orderId)).toEqual([]);
      expect(await redemptionsOf(ctx.deps.db, coupon)).toEqual([]);
      expect(await keysOf(ctx.deps.db, shopper.userId)).toEqual([]);
      expect([await stockOf(ctx, plenty), await stockOf(ctx, last)]).toEqual([9, 1]);

      // The key was not used up: with the units back, the same request places its order.
      await setStock(ctx, last, 2);
      const placed = await placeOrder(ctx.deps, ref, drafted(2));
      expect(placed.statusCode).toBe(201);
      expect([await stockOf(ctx, plenty), await stockOf(ctx, last)]).toEqual([8, 0]);
      expect((await redemptionsOf(ctx.deps.db, coupon)).map((r) => r.orderId)).toEqual([orderId]);
    },
  );

  it("refuses a coupon that does not apply (4002), and an address outside the market", async () => {
    const sku = await indianSku(ctx, 50_000, 4);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const coupon = await orderApi(ctx, shopper.jar).create({
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
      couponCode: "EXPIRED50",
    });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().error).toEqual({ code: 4002, message: "Coupon has expired" });
    const abroad = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      address: { ...BENGALURU, pincode: "10001", country: "US", phoneNumber: "2125550123" },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().error.fields).toEqual({
      "address.country": "We can only deliver this order within India",
    });
    await unchanged(shopper, sku, 4);
  });

  it("refuses cash on delivery where it is not offered, saying why", async () => {
    const sku = await indianSku(ctx, 2_500_000, 4);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const res = await orderApi(ctx, shopper.jar).create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      paymentType: "Cash on delivery is available for orders up to ₹20,000",
    });
    await unchanged(shopper, sku, 4);
  });

  it("needs an Idempotency-Key, a session, and a signed-in shopper's own cart", async () => {
    const sku = await indianSku(ctx, 50_000, 4);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const noKey = await api.create({ paymentType: "COD", addressTimestamp: shopper.addressTimestamp }, null);
    expect(noKey.statusCode).toBe(400);
    expect(Object.keys(noKey.json().error.fields)).toEqual(["Idempotency-Key"]);
    const lines = await api.create({
      paymentType: "COD",
      addressTimestamp: shopper.addressTimestamp,
      cartItems: [{ skuId: sku, qty: 1 }],
    });
    expect(lines.json().error.fields).toEqual({ cartItems: expect.any(String) });
    const both = await api.create({ paymentType: "COD", addressTimestamp: 1, address: BENGALURU });
    expect(both.json().error.code).toBe(4000);
    const anonymous = await call(ctx, {
      method: "POST",
      url: "/api/oms/v3/order/create",
      payload: { paymentType: "COD", address: BENGALURU, cartItems: [{ skuId: sku }] },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    await unchanged(shopper, sku, 4);
  });
});

describe("guest orders", () => {
  it("orders the local cart sent with the order, to the address sent, as the guest user", async () => {
    const sku = await indianSku(ctx, 60_000, 3);
    const { jar, userId } = await guest(ctx);
    const res = await orderApi(ctx, jar).create({
      paymentType: "COD",
      cartItems: [{ skuId: sku, qty: 2 }],
      address: { ...BENGALURU, emailId: "guest.buyer@example.com" },
      gifting: {
        type: "GIFTING",
        recipient: { name: "Ravi Rao", phoneNumber: "9123456789", message: "Happy birthday" },
        sender: { name: "Asha" },
      },
    });
    expect(res.statusCode).toBe(201);
    const row = (await orderRow(ctx.deps.db, res.json().body.orderId))!;
    expect(row).toMatchObject({
      userId,
      source: "GUEST_CART",
      payableAmount: 124_900,
      gifting: { type: "GIFTING", recipient: { phoneNumber: "+919123456789" }, sender: { name: "Asha" } },
    });
    expect(await stockOf(ctx, sku)).toBe(1);
    // The confirmation job queued with the order (nothing works the test queue) runs this.
    expect(await notifyPlacedOrder(ctx.deps, row.orderId)).toBe(true);
    expect((await outbox("guest.buyer@example.com")).some((m) => m.text.includes(row.orderId))).toBe(true);
  });

  it("orders a build-your-own bundle with its picks: each pick's stock, their names on the order and invoice", async () => {
    const skin = (name: string, price: number, productType: string) =>
      indianSku(ctx, price, 5, { name, category: "SKINCARE_PRODUCT", productType });
    const serum = await skin("Peptide Firming Serum", 80_000, "serum");
    const spf = await skin("Invisible Gel Sunscreen SPF 50", 50_000, "sunscreen");
    const cream = await skin("Barrier Repair Moisturiser", 60_000, "moisturiser");
    const bundle = await testSku(ctx, {
      name: "Build your own skin bundle",
      category: "SKINCARE_PRODUCT",
      attributes: {
        byob: {
          pickCount: 3,
          discountPercentage: 20,
          allowedProductTypes: ["serum", "sunscreen", "moisturiser"],
          allowRepeats: false,
        },
      },
      prices: { IN: { base: 1, discount: 1, stock: 0 } },
    });
    const { jar } = await guest(ctx);
    const res = await orderApi(ctx, jar).create({
      paymentType: "COD",
      cartItems: [{ skuId: bundle, qty: 1, byobBundledSkuIds: [spf, serum, cream] }],
      address: { ...BENGALURU, emailId: "byob.buyer@example.com" },
    });
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json().body;
    expect([await stockOf(ctx, serum), await stockOf(ctx, spf), await stockOf(ctx, cream)]).toEqual([
      4, 4, 4,
    ]);
    const picks = [serum, spf, cream].sort();
    const names = {
      [serum]: "Peptide Firming Serum",
      [spf]: "Invisible Gel Sunscreen SPF 50",
      [cream]: "Barrier Repair Moisturiser",
    };
    const [item] = (await ordersApi(ctx, jar).get(orderId)).json().body.order.items;
    expect(item).toMatchObject({
      skuId: bundle,
      basePrice: 190_000,
      price: 152_000,
      bundledSkuIds: picks,
      bundledSkuNames: picks.map((id) => names[id]),
    });
    const invoice = await invoiceInputOf(ctx.deps, (await findOrder(ctx.deps.db, orderId))!);
    expect(invoice.lines[0]!.name).toBe(
      `Build your own skin bundle: ${picks.map((id) => names[id]).join(", ")}`,
    );
  });

  it("refuses a gift without a valid recipient phone", async () => {
    const sku = await indianSku(ctx, 30_000, 3);
    const { jar } = await guest(ctx);
    const res = await orderApi(ctx, jar).create({
      paymentType: "COD",
      cartItems: [{ skuId: sku }],
      address: BENGALURU,
      gifting: {
        type: "GIFTING",
        recipient: { name: "Ravi Rao", phoneNumber: "12" },
        sender: { name: "Asha" },
      },
    });
    expect(res.json().error.fields).toEqual({
      "gifting.recipient.phoneNumber": "Enter a valid mobile number",
    });
    expect(await stockOf(ctx, sku)).toBe(3);
  });
});
