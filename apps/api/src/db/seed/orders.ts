import { DEMO_COD_RULES, DEMO_SHIPPING_RULES, type OrderItemType } from "@ojas/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type Actor, lockOrder, moveOrder } from "../../modules/orders/state.ts";
import type { Db } from "../client.ts";
import { orderItems, orderStock, orders, products, skuPrices, skus, users } from "../schema.ts";
import { DEMO_SHOPPER_ID, DEMO_SHOPPER_PHONE } from "./accounts.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DEMO: Actor = "system:demo";

const ADDRESS = {
  name: "Priya Sharma",
  phoneNumber: DEMO_SHOPPER_PHONE,
  line1: "Flat 3B, Lavelle Residency, 12 Lavelle Road",
  landmark: "Near UB City",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
  country: "India",
};

const FULFILMENT = [
  "ORDER_ALLOCATED",
  "ORDER_PICKED",
  "PACK_WAYBILL",
  "READY_TO_DISPATCH",
  "DISPATCH_COMPLETE",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
];

interface DemoOrder {
  orderId: string;
  paymentType: "PREPAID" | "COD";
  items: { skuId: string; qty: number; itemType: OrderItemType; attributes?: Record<string, string> }[];
  /** Days before now it was placed. */
  placedDaysAgo: number;
  /** Steps after placing, each with how many days after placing it happened. */
  steps: [status: string, afterDays: number, note?: string][];
  /** Placed and not yet shipped: it holds its stock (the seeded stock is what is left after it). */
  holdsStock?: boolean;
}

// The demo shopper's order history (docs/product.md, demo data): one of each kind the order pages show.
const DEMO_ORDERS: DemoOrder[] = [
  {
    orderId: "ORD-DEMO-1001",
    paymentType: "PREPAID",
    items: [
      { skuId: "SE-VTC-30", qty: 1, itemType: "SKINCARE_PRODUCTS" },
      { skuId: "FW-HYD-100", qty: 1, itemType: "SKINCARE_PRODUCTS" },
    ],
    placedDaysAgo: 32,
    steps: [...FULFILMENT.map((s, i): [string, number] => [s, i * 0.3]), ["DELIVERED", 3], ["COMPLETED", 11]],
  },
  {
    orderId: "ORD-DEMO-1002",
    paymentType: "PREPAID",
    items: [{ skuId: "FW-SAL-100", qty: 2, itemType: "SKINCARE_PRODUCTS" }],
    placedDaysAgo: 14,
    steps: [
      ["ORDER_CANCELLED", 0.2, "Ordered by mistake"],
      ["REFUND_REQUESTED", 0.2],
      ["REFUND_INITIATED", 1],
      ["REFUND_SUCCESSFUL", 4],
    ],
  },
  {
    orderId: "ORD-DEMO-1003",
    paymentType: "COD",
    items: [{ skuId: "NUT-WHEY-CHOC-1KG", qty: 1, itemType: "SUPPLEMENTS" }],
    placedDaysAgo: 6,
    steps: [...FULFILMENT.map((s, i): [string, number] => [s, i * 0.25]), ["SUCCESS", 3], ["DELIVERED", 3]],
  },
  {
    orderId: "ORD-DEMO-1004",
    paymentType: "PREPAID",
    items: [{ skuId: "SE-NIA-30", qty: 2, itemType: "SKINCARE_PRODUCTS" }],
    placedDaysAgo: 2,
    steps: FULFILMENT.slice(0, 6).map((s, i): [string, number] => [s, i * 0.25]),
  },
  {
    orderId: "ORD-DEMO-1005",
    paymentType: "PREPAID",
    items: [{ skuId: "RING-SV-9", qty: 1, itemType: "RING", attributes: { size: "9", finish: "silver" } }],
    placedDaysAgo: 0.1,
    steps: [],
    holdsStock: true,
  },
];

/**
 * The demo shopper's orders in India, each with its timeline. Needs the catalogue and accounts. Their
 * payments succeeded, so the shopper's first purchase is completed as a live order would have done.
 */
export async function seedOrders(db: Db, now: number): Promise<void> {
  const skuIds = [...new Set(DEMO_ORDERS.flatMap((o) => o.items.map((i) => i.skuId)))];
  const catalogue = await db
    .select({
      skuId: skus.skuId,
      productId: skus.productId,
      name: skus.name,
      images: skus.images,
      productImages: products.images,
      basePrice: skuPrices.basePrice,
      discountPrice: skuPrices.discountPrice,
    })
    .from(skus)
    .innerJoin(products, eq(products.productId, skus.productId))
    .innerJoin(skuPrices, and(eq(skuPrices.skuId, skus.skuId), eq(skuPrices.market, "IN")))
    .where(inArray(skus.skuId, skuIds));
  const bySku = new Map(catalogue.map((c) => [c.skuId, c]));

  for (const demo of DEMO_ORDERS) {
    const placedAt = Math.round(now - demo.placedDaysAgo * DAY);
    const lines = demo.items.map((item, i) => {
      const sku = bySku.get(item.skuId);
      if (!sku) throw new Error(`Demo order ${demo.orderId} names unknown sku ${item.skuId}`);
      return { ...item, sku, entityId: `E${i + 1}` };
    });
    const totalBasePrice = lines.reduce((s, l) => s + l.sku.basePrice * l.qty, 0);
    const itemsPrice = lines.reduce((s, l) => s + l.sku.discountPrice * l.qty, 0);
    const shipping = DEMO_SHIPPING_RULES.IN;
    const shippingCharges = itemsPrice >= shipping.freeAbove ? 0 : shipping.flatCharge;
    const codCharges = demo.paymentType === "COD" ? DEMO_COD_RULES.IN.charges : 0;
    await db.insert(orders).values({
      orderId: demo.orderId,
      userId: DEMO_SHOPPER_ID,
      market: "IN",
      currency: "INR",
      source: "CART",
      paymentType: demo.paymentType,
      stockState: demo.holdsStock ? "TAKEN" : "RELEASED",
      totalBasePrice,
      totalDiscount: totalBasePrice - itemsPrice,
      couponDiscount: 0,
      shippingCharges,
      codCharges,
      payableAmount: itemsPrice + shippingCharges + codCharges,
      address: ADDRESS,
      effectsAppliedAt: placedAt,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await db.insert(orderItems).values(
      lines.map((l) => ({
        orderId: demo.orderId,
        entityId: l.entityId,
        skuId: l.skuId,
        productId: l.sku.productId,
        itemType: l.itemType,
        name: l.sku.name,
        imageUrl: l.sku.images[0] ?? l.sku.productImages[0] ?? null,
        qty: l.qty,
        unitBasePrice: l.sku.basePrice,
        unitPrice: l.sku.discountPrice,
        attributes: l.attributes ?? {},
      })),
    );
    if (demo.holdsStock) {
      await db
        .insert(orderStock)
        .values(lines.map((l) => ({ orderId: demo.orderId, skuId: l.skuId, market: "IN", qty: l.qty })));
    }
    const payment = demo.paymentType === "COD" ? ["COD_INITIATED"] : ["PENDING", "SUCCESS"];
    let row = await moveOrder(
      db,
      (await lockOrder(db, demo.orderId))!,
      ["CREATED", ...payment, "ORDER_PLACED"],
      DEMO,
      placedAt,
    );
    for (const [status, afterDays, note] of demo.steps) {
      const at = placedAt + Math.round(afterDays * DAY) + HOUR;
      row = await moveOrder(
        db,
        row,
        [status],
        DEMO,
        at,
        status === "DELIVERED" ? { deliveredAt: at } : {},
        note,
      );
    }
  }
  await db.update(users).set({ firstPurchaseCompleted: true }).where(eq(users.userId, DEMO_SHOPPER_ID));
}
