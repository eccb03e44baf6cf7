import type { UtmParams } from "@ojas/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The address an order ships to, copied at order time so later address edits never change it. */
export interface OrderAddressSnapshot {
  name: string;
  phoneNumber: string;
  emailId?: string | null;
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface ItemReplacement {
  skuId: string;
  name: string;
  market: string;
  qty: number;
  status: "HELD" | "SHIPPED" | "DELIVERED" | "RELEASED";
}

export interface OrderGifting {
  type: "SELF" | "GIFTING";
  recipient?: { name: string; phoneNumber: string; message?: string | null } | null;
  sender?: { name: string } | null;
}

/**
 * Placed (paid or cash on delivery) and not yet handed to the courier: the dashboard's orders to ship, and the
 * partial index that counts them.
 */
export const toShip = (t: {
  orderStatus: AnyPgColumn;
  paymentStatus: AnyPgColumn;
  fulfilmentStatus: AnyPgColumn;
}) =>
  sql`${t.orderStatus} in ('ORDER_PLACED', 'OMS_ORDER_CREATED', 'ORDER_CREATE_RESPONSE') and ${t.paymentStatus} in ('SUCCESS', 'COD_INITIATED') and (${t.fulfilmentStatus} is null or ${t.fulfilmentStatus} in ('ALLOCATED', 'ORDER_ALLOCATED', 'ORDER_PICKED', 'PACK_WAYBILL', 'READY_TO_DISPATCH'))`;

/**
 * One order: a cart or a buy-now choice turned into a promise to pay and ship. Its status lives on the five
 * axes of packages/domain/src/orders/status-machine.ts; `shown_status` is the one the shopper sees.
 * Amounts are integer minor units in the order's currency, fixed at order time.
 */
export const orders = pgTable(
  "orders",
  {
    orderId: text("order_id").primaryKey(),
    /**
     * The short number shown to shoppers and read out to customer care (packages/domain order-number.ts).
     * Order creation draws it with crypto and retries on the unique index; the default (the same alphabet,
     * from random()) numbers rows written elsewhere, and numbered the orders there were before it.
     */
    orderNumber: text("order_number").notNull().default(sql`order_number_random()`),
    userId: text("user_id").notNull(),
    market: text("market").notNull(),
    currency: text("currency").notNull(),
    /** CART, or the buy-now flow's product (RING, SKIN, ...). */
    source: text("source").notNull(),
    /** PREPAID or COD. */
    paymentType: text("payment_type").notNull(),
    orderStatus: text("order_status"),
    paymentStatus: text("payment_status"),
    fulfilmentStatus: text("fulfilment_status"),
    returnsStatus: text("returns_status"),
    /** RETURN or EXCHANGE once a return or exchange is opened. */
    returnsKind: text("returns_kind"),
    refundStatus: text("refund_status"),
    shownStatus: text("shown_status"),
    /**
     * What the order did to stock: HELD (PREPAID awaiting payment), TAKEN (paid or COD) or RELEASED
     * (failed, abandoned or cancelled). Stock moves only with a change of this column.
     */
    stockState: text("stock_state").notNull(),
    /** Epoch ms after which a HELD order's stock is released by the hold-expiry job. */
    holdExpiresAt: bigint("hold_expires_at", { mode: "number" }),
    totalBasePrice: integer("total_base_price").notNull(),
    totalDiscount: integer("total_discount").notNull(),
    couponDiscount: integer("coupon_discount").notNull(),
    lifeBitsDiscount: integer("life_bits_discount").notNull().default(0),
    shippingCharges: integer("shipping_charges").notNull(),
    codCharges: integer("cod_charges").notNull(),
    payableAmount: integer("payable_amount").notNull(),
    couponCode: text("coupon_code"),
    /** Every coupon this order uses (typed, automatic, life bits): their uses are given back with the stock. */
    couponCodes: text("coupon_codes").array().notNull().default(sql`'{}'::text[]`),
    lifeBitsCouponCode: text("life_bits_coupon_code"),
    /** Life bits this order spends (taken when it succeeds) and earns (credited when it succeeds). */
    lifeBitsSpent: integer("life_bits_spent").notNull().default(0),
    lifeBitsEarned: integer("life_bits_earned").notNull().default(0),
    referralCode: text("referral_code"),
    affiliateCode: text("affiliate_code"),
    address: jsonb("address").$type<OrderAddressSnapshot>().notNull(),
    gifting: jsonb("gifting").$type<OrderGifting>(),
    /** The campaign (UTM parameters) the shopper came from. */
    utm: jsonb("utm").$type<UtmParams>(),
    /** Set once the order's success effects (coupon use, life bits, referral, first purchase) ran. */
    effectsAppliedAt: bigint("effects_applied_at", { mode: "number" }),
    /** Set once the confirmation message and purchase event of a placed order went out (effects.ts). */
    notifiedAt: bigint("notified_at", { mode: "number" }),
    deliveredAt: bigint("delivered_at", { mode: "number" }),
    /**
     * The back office's search keys (docs/decisions/0035-staff-order-search.md), kept by PostgreSQL from the
     * address: the phone's last 9 digits (whatever prefix or spacing was typed) and the email in lower case.
     */
    contactPhone: text("contact_phone").generatedAlwaysAs(
      sql`nullif(right(regexp_replace(coalesce(address->>'phoneNumber', ''), '[^0-9]', '', 'g'), 9), '')`,
    ),
    contactEmail: text("contact_email").generatedAlwaysAs(
      sql`nullif(lower(btrim(coalesce(address->>'emailId', ''))), '')`,
    ),
    /** Epoch ms. */
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("orders_order_number_idx").on(t.orderNumber),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // The back office's search, newest first (queries.ts, staffSearch): one index per way in.
    index("orders_created_idx").on(t.createdAt, t.orderId),
    index("orders_shown_created_idx").on(t.shownStatus, t.createdAt, t.orderId),
    index("orders_market_created_idx").on(t.market, t.createdAt, t.orderId),
    index("orders_phone_created_idx").on(t.contactPhone, t.createdAt, t.orderId),
    index("orders_email_created_idx").on(t.contactEmail, t.createdAt, t.orderId),
    // The back office's affiliate report: placed orders that came with an affiliate code, by market and day.
    index("orders_affiliate_placed_idx")
      .on(t.market, t.effectsAppliedAt, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null and ${t.effectsAppliedAt} is not null`),
    // The hold-expiry job's scan: only orders still holding stock.
    index("orders_held_idx").on(t.holdExpiresAt).where(sql`${t.stockState} = 'HELD'`),
    // The notification job's scan: placed orders whose confirmation has not gone out yet.
    index("orders_unnotified_idx")
      .on(t.effectsAppliedAt)
      .where(sql`${t.effectsAppliedAt} is not null and ${t.notifiedAt} is null`),
    // The dashboard: a market's orders by local day (orders_market_created_idx above), its orders to ship
    // and its returns to check.
    index("orders_to_ship_idx").on(t.market).where(toShip(t)),
    index("orders_returns_idx").on(t.returnsStatus, t.market).where(sql`${t.returnsStatus} is not null`),
  ],
);

/** One line of an order. entity_id is what cancel, return and ring edit name. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: text("order_id").notNull(),
    entityId: text("entity_id").notNull(),
    skuId: text("sku_id").notNull(),
    productId: text("product_id").notNull(),
    /** The order item type (RING, SKINCARE_PRODUCTS, ...). */
    itemType: text("item_type").notNull(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    qty: integer("qty").notNull(),
    unitBasePrice: integer("unit_base_price").notNull(),
    unitPrice: integer("unit_price").notNull(),
    /** Parts of a bundle, or the picks of a build-your-own bundle: what stock was taken for. */
    bundledSkuIds: jsonb("bundled_sku_ids").$type<string[]>().notNull().default([]),
    /** The names of bundledSkuIds as they were ordered, in the same order. */
    bundledSkuNames: jsonb("bundled_sku_names").$type<string[]>().notNull().default([]),
    isFreebie: integer("is_freebie").notNull().default(0),
    /** Ring size and finish, sizing kit, plan: the buy-now choices. */
    attributes: jsonb("attributes").$type<Record<string, string | number | boolean>>().notNull().default({}),
    status: text("status"),
    /** An exchange's replacement; while HELD its stock is taken from inventory, RELEASED gives it back. */
    replacement: jsonb("replacement").$type<ItemReplacement>(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.entityId] })],
);

/** Every status change of an order, in order, with who or what made it. */
export const orderTimeline = pgTable(
  "order_timeline",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id").notNull(),
    /** order, payment, fulfilment, returns or refund. */
    axis: text("axis").notNull(),
    status: text("status").notNull(),
    /** user:{id}, staff:{id}, gateway:{name} or system:{job}. */
    actor: text("actor").notNull(),
    note: text("note"),
    /** Epoch ms. */
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [index("order_timeline_order_idx").on(t.orderId, t.id)],
);

/**
 * The first answer to a request carrying an Idempotency-Key, per caller. Written in the same transaction as
 * what the request created, so a retry after a crash either finds the answer or finds nothing was done.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The caller (user id) and route the key was used on. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is 4090. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").$type<unknown>().notNull(),
    /** Epoch ms. */
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("idempotency_keys_scope_key_idx").on(t.scope, t.key)],
);

/**
 * Cash a courier handed over for a delivered cash-on-delivery order, once per order, on one courier run
 * (the courier and the day, run_id). The back office sums runs from it (cod.ts).
 */
export const orderCodCollections = pgTable(
  "order_cod_collections",
  {
    orderId: text("order_id").primaryKey(),
    runId: text("run_id").notNull(),
    courier: text("courier").notNull(),
    /** YYYY-MM-DD. */
    runDate: text("run_date").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    collectedBy: text("collected_by").notNull(),
    /** Epoch ms. */
    collectedAt: bigint("collected_at", { mode: "number" }).notNull(),
  },
  (t) => [index("order_cod_collections_run_idx").on(t.runDate, t.runId)],
);
