import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { insertTestOrder, ordersApi, signInStaff } from "./test-orders.ts";

let ctx: TestContext;
let staff: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  staff = await signInStaff(ctx);
});

describe("GET /api/oms/order/listOrders", () => {
  it("lists the caller's orders newest first, a page at a time", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 50_000);
    const base = ctx.deps.now() - 86_400_000;
    const ids: string[] = [];
    // Two share a creation time: the page boundary falls between them and neither is lost nor repeated.
    for (const createdAt of [base, base + 1000, base + 1000, base + 2000, base + 3000]) {
      const { orderId } = await insertTestOrder(ctx, {
        userId: shopper.userId,
        state: "COD_PLACED",
        items: [{ skuId: sku }],
        createdAt,
      });
      ids.push(orderId);
    }
    const api = ordersApi(ctx, shopper.jar);
    const seen: string[] = [];
    let query = "?limit=2";
    for (let pageNo = 0; pageNo < 5; pageNo++) {
      const res = await api.list(query);
      expect(res.statusCode).toBe(200);
      const { orders, paginationData } = res.json().body;
      expect(orders.length).toBeLessThanOrEqual(2);
      seen.push(...orders.map((o: { orderId: string }) => o.orderId));
      if (!paginationData.nextToken) break;
      query = `?limit=2&nextToken=${encodeURIComponent(paginationData.nextToken)}`;
    }
    // The tied pair comes in the database's order of ids (its collation), each exactly once.
    expect(seen).toHaveLength(5);
    expect([seen[0], seen[1], seen[4]]).toEqual([ids[4], ids[3], ids[0]]);
    expect(new Set(seen.slice(2, 4))).toEqual(new Set([ids[1], ids[2]]));
  });

  it("filters by order item type", async () => {
    const shopper = await guest(ctx);
    const [a, b] = [await indianSku(ctx, 10_000), await indianSku(ctx, 10_000)];
    const ring = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: a, itemType: "RING" }],
    });
    const mixed = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [
        { skuId: b, itemType: "SUPPLEMENTS" },
        { skuId: a, itemType: "RING" },
      ],
    });
    const other = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: b, itemType: "SUPPLEMENTS" }],
    });
    const api = ordersApi(ctx, shopper.jar);
    const idsOf = async (query: string) =>
      (await api.list(query)).json().body.orders.map((o: { orderId: string }) => o.orderId);
    expect(new Set(await idsOf("?skuType=RING"))).toEqual(new Set([ring.orderId, mixed.orderId]));
    expect(new Set(await idsOf("?skuType=SUPPLEMENTS"))).toEqual(new Set([mixed.orderId, other.orderId]));
    expect(await idsOf("?skuType=CGM")).toEqual([]);
    expect((await api.list("?skuType=TOASTER")).json().error.code).toBe(4000);
  });

  it("shows nobody else's orders and refuses a forged page token", async () => {
    const [owner, other] = [await guest(ctx), await guest(ctx)];
    await insertTestOrder(ctx, {
      userId: owner.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const res = await ordersApi(ctx, other.jar).list();
    expect(res.json().body).toEqual({ orders: [], paginationData: { nextToken: null } });
    const forged = await ordersApi(ctx, other.jar).list("?nextToken=not-a-token");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({ code: 4000, fields: { nextToken: expect.any(String) } });
    expect((await ordersApi(ctx, new CookieJar()).list()).json().error.code).toBe(4011);
  });
});

describe("GET /api/oms/getOrder", () => {
  it("answers a cash-on-delivery order with amounts, address, timeline and what the shopper may do", async () => {
    const shopper = await signInByPhone(ctx);
    const sku = await indianSku(ctx, 120_000);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.user.id,
      state: "COD_PLACED",
      items: [{ skuId: sku, qty: 2, basePrice: 120_000, price: 99_900, name: "Yoga Mat Pro" }],
      codCharges: 4_900,
    });
    const res = await ordersApi(ctx, shopper.jar).get(orderId);
    expect(res.statusCode).toBe(200);
    const { order } = res.json().body;
    expect(order).toMatchObject({
      orderId,
      market: "IN",
      paymentType: "COD",
      status: "ORDER_PLACED",
      paymentStatus: "COD_INITIATED",
      fulfilmentStatus: null,
      returnStatus: null,
      refundStatus: null,
      amounts: {
        totalBasePrice: 240_000,
        totalDiscount: 40_200,
        couponDiscount: 0,
        shippingCharges: 0,
        codCharges: 4_900,
        payableAmount: 204_700,
        currency: "INR",
      },
      address: { name: "Asha Rao", city: "Bengaluru", pincode: "560001" },
      items: [
        {
          entityId: "E1",
          skuId: sku,
          name: "Yoga Mat Pro",
          qty: 2,
          basePrice: 120_000,
          price: 99_900,
          isFreebie: false,
          status: null,
        },
      ],
      actions: {
        cancel: true,
        returnOrExchange: false,
        editRing: false,
        retryPayment: false,
        downloadInvoice: true,
      },
      deliveredAt: null,
      returnWindowEndsAt: null,
      cancellationReason: null,
    });
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual([
      "CREATED",
      "COD_INITIATED",
      "ORDER_PLACED",
    ]);
  });

  it("answers a prepaid order awaiting payment as pending, cancellable and without an invoice", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const { order } = (await ordersApi(ctx, shopper.jar).get(orderId)).json().body;
    expect(order).toMatchObject({
      status: "PAYMENT_PENDING",
      paymentStatus: "PENDING",
      actions: { cancel: true, downloadInvoice: false, editRing: false, returnOrExchange: false },
    });
    expect(order.timeline.map((t: { status: string }) => t.status)).toEqual(["CREATED", "PAYMENT_PENDING"]);
  });

  it("offers return or exchange during the 7 days after delivery", async () => {
    const shopper = await guest(ctx);
    const sku = await indianSku(ctx, 10_000);
    const recent = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      deliveredDaysAgo: 2,
      items: [{ skuId: sku }],
    });
    const old = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "DELIVERED",
      deliveredDaysAgo: 8,
      items: [{ skuId: sku }],
    });
    const api = ordersApi(ctx, shopper.jar);
    const fresh = (await api.get(recent.orderId)).json().body.order;
    expect(fresh).toMatchObject({ status: "DELIVERED", actions: { returnOrExchange: true, cancel: false } });
    expect(fresh.returnWindowEndsAt).toBe(fresh.deliveredAt + 7 * 86_400_000);
    expect((await api.get(old.orderId)).json().body.order.actions.returnOrExchange).toBe(false);
  });

  it("is 4040 for another shopper's order, exactly as for no order at all, and open to staff", async () => {
    const [owner, other] = [await guest(ctx), await guest(ctx)];
    const { orderId } = await insertTestOrder(ctx, {
      userId: owner.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const theirs = await ordersApi(ctx, other.jar).get(orderId);
    const missing = await ordersApi(ctx, other.jar).get("ORD-NO-SUCH-ORDER");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await ordersApi(ctx, staff).get(orderId)).json().body.order.orderId).toBe(orderId);
    expect((await ordersApi(ctx, new CookieJar()).get(orderId)).json().error.code).toBe(4011);
  });
});

describe("GET /api/payment/v1/payment/cod-success-order-details", () => {
  it("summarises the order for its confirmation page, for its owner only", async () => {
    const [owner, other] = [await guest(ctx), await guest(ctx)];
    const sku = await indianSku(ctx, 10_000);
    const { orderId } = await insertTestOrder(ctx, {
      userId: owner.userId,
      state: "COD_PLACED",
      items: [
        { skuId: sku, qty: 2, name: "Resistance Bands" },
        { skuId: await indianSku(ctx, 10_000), name: "Foam Roller" },
      ],
    });
    const res = await ordersApi(ctx, owner.jar).confirmation(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({
      orderId,
      status: "ORDER_PLACED",
      paymentStatus: "COD_INITIATED",
      paymentType: "COD",
      payableAmount: 3 * 90_000 + 4_900,
      currency: "INR",
      itemCount: 3,
      items: [
        { name: "Resistance Bands", qty: 2 },
        { name: "Foam Roller", qty: 1 },
      ],
    });
    expect((await ordersApi(ctx, other.jar).confirmation(orderId)).json().error.code).toBe(4040);
  });
});
