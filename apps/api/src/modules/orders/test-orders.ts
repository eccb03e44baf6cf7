// Orders written straight into the tables in a chosen state, for the tests of what happens after checkout
// (order creation has its own module and tests). Stock is taken with takeStock, so releases are real.
import { randomUUID } from "node:crypto";
import { MARKET_INFO, type Market, type OrderItemType } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import type { TestContext } from "../../test/harness.ts";
import { browse, CookieJar } from "../../test/sign-in.ts";
import { takeStock } from "../catalogue/service.ts";
import { inventory, products, skuPrices, skus } from "../catalogue/tables.ts";
import { sandboxId } from "../payments/gateways/sandbox.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { staffAudit } from "../staff/tables.ts";
import { newOrderNumber } from "./order-number.ts";
import { lockOrder, moveOrder } from "./state.ts";
import { orderItems, orders } from "./tables.ts";

export type TestOrderState =
  /** Cash on delivery, placed, not yet shipped. */
  | "COD_PLACED"
  /** Paid online and placed, not yet shipped. */
  | "PREPAID_PAID"
  /** Prepaid, waiting for the payment; its stock is held. */
  | "PREPAID_PENDING"
  /** Placed and handed to the courier. */
  | "DISPATCHED"
  /** Placed and delivered `deliveredDaysAgo` days ago. */
  | "DELIVERED";

export interface TestOrderItem {
  skuId: string;
  qty?: number;
  itemType?: OrderItemType;
  name?: string;
  /** Unit prices (minor units): default 100000 listed, 90000 charged. */
  basePrice?: number;
  price?: number;
  attributes?: Record<string, string>;
  productId?: string;
  /** A bundle's parts: its stock is theirs (decision 0003). */
  bundledSkuIds?: string[];
}

export interface TestOrderOptions {
  userId: string;
  state: TestOrderState;
  items: TestOrderItem[];
  market?: Market;
  /** PREPAID unless the state is COD_PLACED; DISPATCHED and DELIVERED may be either. */
  paymentType?: "PREPAID" | "COD";
  createdAt?: number;
  deliveredDaysAgo?: number;
  codCharges?: number;
  /** An order-level discount (coupon), taken off what is payable. */
  couponDiscount?: number;
  /**
   * A PREPAID order that is paid: record its payment as captured by the sandbox gateway, of this many
   * minor units (true: what is payable), so that it can be refunded through the gateway.
   */
  captured?: boolean | number;
  /** Changes to TEST_ADDRESS (Bengaluru, Karnataka) the order ships to. */
  address?: Partial<typeof TEST_ADDRESS> & { emailId?: string };
}

const DAY = 86_400_000;
export const TEST_ADDRESS = {
  name: "Asha Rao",
  phoneNumber: "+919876501234",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
  country: "IN",
};

export const UP_TO_DISPATCH = [
  "ORDER_ALLOCATED",
  "ORDER_PICKED",
  "PACK_WAYBILL",
  "READY_TO_DISPATCH",
  "DISPATCH_COMPLETE",
];

/** A return's pickup, up to the item being accepted at the warehouse (before its QC). */
export const PICKUP_TO_WAREHOUSE = [
  "OUT_FOR_PICKUP",
  "RETURN_PICKED_UP",
  "OUT_FOR_DELIVERY_TO_WAREHOUSE",
  "ITEM_ACCEPTED_IN_WAREHOUSE",
];

export const testOrderId = () => `ORD-T-${randomUUID().slice(0, 18).toUpperCase()}`;

/** Writes an order in the given state and answers its id and item entity ids (E1, E2, ...). */
export async function insertTestOrder(ctx: TestContext, options: TestOrderOptions) {
  const market = options.market ?? "IN";
  const paymentType = options.paymentType ?? (options.state === "COD_PLACED" ? "COD" : "PREPAID");
  const now = ctx.deps.now();
  const deliveredAt = options.state === "DELIVERED" ? now - (options.deliveredDaysAgo ?? 1) * DAY : undefined;
  const createdAt = options.createdAt ?? (deliveredAt ?? now) - 3 * DAY;
  const orderId = testOrderId();
  const orderNumber = newOrderNumber();
  const lines = options.items.map((item, i) => ({
    entityId: `E${i + 1}`,
    qty: item.qty ?? 1,
    basePrice: item.basePrice ?? 100_000,
    price: item.price ?? 90_000,
    ...item,
  }));
  const codCharges = paymentType === "COD" ? (options.codCharges ?? 4_900) : 0;
  const totalBasePrice = lines.reduce((s, l) => s + l.basePrice * l.qty, 0);
  const itemsPrice = lines.reduce((s, l) => s + l.price * l.qty, 0);
  const pending = options.state === "PREPAID_PENDING";
  const payableAmount = itemsPrice + codCharges - (options.couponDiscount ?? 0);

  await ctx.deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.insert(orders).values({
      orderId,
      orderNumber,
      userId: options.userId,
      market,
      currency: MARKET_INFO[market].currency,
      source: "CART",
      paymentType,
      stockState: pending ? "HELD" : "TAKEN",
      holdExpiresAt: pending ? now + 15 * 60_000 : null,
      totalBasePrice,
      totalDiscount: totalBasePrice - itemsPrice,
      couponDiscount: options.couponDiscount ?? 0,
      shippingCharges: 0,
      codCharges,
      payableAmount,
      address: { ...TEST_ADDRESS, ...options.address },
      createdAt,
      updatedAt: createdAt,
    });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId,
        entityId: l.entityId,
        skuId: l.skuId,
        productId: l.productId ?? `prd-${l.skuId.toLowerCase()}`,
        itemType: l.itemType ?? "FITNESS_ACCS",
        name: l.name ?? `Test item ${l.skuId}`,
        imageUrl: "/images/products/accessory-dumbbells.svg",
        qty: l.qty,
        unitBasePrice: l.basePrice,
        unitPrice: l.price,
        attributes: l.attributes ?? {},
        bundledSkuIds: l.bundledSkuIds ?? [],
      })),
    );
    await takeStock(
      tx,
      orderId,
      market,
      lines.flatMap((l) => (l.bundledSkuIds ?? [l.skuId]).map((skuId) => ({ skuId, qty: l.qty }))),
    );
    if (
      options.captured !== undefined &&
      options.captured !== false &&
      paymentType === "PREPAID" &&
      !pending
    ) {
      const at = new Date(createdAt);
      await tx.insert(paymentAttempts).values({
        attemptId: `pa_${randomUUID()}`,
        orderId,
        userId: options.userId,
        market,
        gateway: "sandbox",
        gatewayOrderId: sandboxId("order"),
        gatewayPaymentId: sandboxId("pay"),
        amount: options.captured === true ? payableAmount : options.captured,
        currency: MARKET_INFO[market].currency,
        status: "SUCCESS",
        returnUrl: "/order/confirmation",
        createdAt: at,
        updatedAt: at,
      });
    }
    const payment =
      paymentType === "COD" ? ["COD_INITIATED"] : pending ? ["PENDING"] : ["PENDING", "SUCCESS"];
    const placed = pending ? [] : ["ORDER_PLACED"];
    let row = await moveOrder(
      tx,
      (await lockOrder(tx, orderId))!,
      ["CREATED", ...payment, ...placed],
      "system:test",
      createdAt,
    );
    if (options.state === "DISPATCHED" || options.state === "DELIVERED") {
      row = await moveOrder(tx, row, [...UP_TO_DISPATCH, "IN_TRANSIT"], "system:test", createdAt + DAY);
    }
    if (options.state === "DELIVERED") {
      const cash = paymentType === "COD" ? ["SUCCESS"] : [];
      await moveOrder(tx, row, ["OUT_FOR_DELIVERY", ...cash, "DELIVERED"], "system:test", deliveredAt!, {
        deliveredAt,
      });
    }
  });
  return { orderId, orderNumber, entityIds: lines.map((l) => l.entityId) };
}

export async function stockOf(ctx: TestContext, skuId: string, market: Market = "IN"): Promise<number> {
  const [row] = await ctx.deps.db
    .select()
    .from(inventory)
    .where(and(eq(inventory.skuId, skuId), eq(inventory.market, market)));
  return row!.availableToPromise;
}

export async function orderRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.deps.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

/**
 * A ring product of the test's own: sizes 8 to 10 in silver and matte black, each variant with the given
 * stock in India (override per variant with `stock["silver/9"]`). Answers the sku id of each variant.
 */
export async function testRing(
  ctx: TestContext,
  { stock = 5, overrides = {} as Record<string, number>, price = 1_999_900 } = {},
) {
  const id = randomUUID().slice(0, 8).toUpperCase();
  const productId = `prd-test-ring-${id.toLowerCase()}`;
  await ctx.deps.db.insert(products).values({
    productId,
    slug: productId,
    name: `Test Ring ${id}`,
    category: "ELECTRONICS",
    subCategory: "ring",
    productType: "ring",
    description: "A titanium smart ring that tracks sleep, heart rate and activity.",
  });
  const variants: Record<string, string> = {};
  for (const finish of ["silver", "matte-black"]) {
    for (const size of ["8", "9", "10"]) {
      const skuId = `TRING-${id}-${finish === "silver" ? "SV" : "MB"}-${size}`;
      variants[`${finish}/${size}`] = skuId;
      await ctx.deps.db.insert(skus).values({
        skuId,
        productId,
        slug: skuId.toLowerCase(),
        name: `Test Ring ${id}, ${finish === "silver" ? "Silver" : "Matte Black"}, size ${size}`,
        attributes: { size, finish },
        images: [`/images/products/ring-${finish}.svg`],
      });
      await ctx.deps.db
        .insert(skuPrices)
        .values({ skuId, market: "IN", currency: "INR", basePrice: price, discountPrice: price });
      await ctx.deps.db.insert(inventory).values({
        skuId,
        market: "IN",
        availableToPromise: overrides[`${finish}/${size}`] ?? stock,
      });
    }
  }
  return { productId, variants };
}

/** The demo data's staff account, signed in. */
export async function signInStaff(ctx: TestContext): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await browse(ctx, jar, {
    method: "POST",
    url: "/api/auth/login-via-password",
    payload: { emailId: "ops@staff.ojas.in", password: "ojas-demo-staff" },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  return jar;
}

/** The order calls, as a browser holding this jar (an empty jar is an anonymous visitor). */
export function ordersApi(ctx: TestContext, jar: CookieJar) {
  const get = (url: string) => browse(ctx, jar, { method: "GET", url });
  const post = (url: string, payload: object) => browse(ctx, jar, { method: "POST", url, payload });
  return {
    list: (query = "") => get(`/api/oms/order/listOrders${query}`),
    get: (orderId: string) => get(`/api/oms/getOrder?orderId=${encodeURIComponent(orderId)}`),
    confirmation: (orderId: string) =>
      get(`/api/payment/v1/payment/cod-success-order-details?orderId=${encodeURIComponent(orderId)}`),
    cancel: (payload: object) => post("/api/oms/v1/order/cancel", payload),
    returnOrder: (payload: object) => post("/api/oms/order/return", payload),
    invoice: (orderId: string) => get(`/api/oms/getInvoiceUrlForAOrder/${encodeURIComponent(orderId)}`),
    ringEdit: (payload: object) => post("/api/oms/v1/order/ring/edit", payload),
    staffList: (query = "") => get(`/api/oms/staff/orders${query}`),
    staffMove: (orderId: string, payload: object) =>
      post(`/api/oms/staff/orders/${encodeURIComponent(orderId)}/status`, payload),
  };
}

/** Staff move the order through these statuses, each accepted; answers the order after the last move. */
export async function staffWalk(staff: ReturnType<typeof ordersApi>, orderId: string, statuses: string[]) {
  let order: any;
  for (const status of statuses) {
    const res = await staff.staffMove(orderId, { status });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
    order = res.json().body.order;
  }
  return order;
}

/** The staff audit log's actions on one order, oldest first, with who made them. */
export async function auditOfOrder(ctx: TestContext, orderId: string) {
  const rows = await ctx.deps.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, "order"), eq(staffAudit.entityId, orderId)))
    .orderBy(staffAudit.at);
  return rows.map((r) => ({ action: r.action, staffId: r.staffId, before: r.before, after: r.after }));
}
