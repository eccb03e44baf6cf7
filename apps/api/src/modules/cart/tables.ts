import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A shopper's server cart in one market (guests included), with the codes and choices applied to it.
 * Every change moves updated_at on (by at least 1 ms), and either locks this row first or writes only if
 * updated_at is still what it read, so concurrent changes never lose an update (repository.ts).
 */
export const carts = pgTable(
  "carts",
  {
    cartId: text("cart_id").primaryKey(),
    userId: text("user_id").notNull(),
    market: text("market").notNull(),
    couponCode: text("coupon_code"),
    lifeBitsCouponCode: text("life_bits_coupon_code"),
    referralCode: text("referral_code"),
    affiliateCode: text("affiliate_code"),
    /** PREPAID or COD */
    paymentType: text("payment_type").notNull().default("PREPAID"),
    pincode: text("pincode"),
    /** Epoch ms of the last change; never the same twice, even for two changes within 1 ms. */
    updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("carts_user_market_idx").on(t.userId, t.market)],
);

/** One line: a sku, or a build-your-own bundle with its picks (kept sorted, so picks match in any order). */
export const cartItems = pgTable(
  "cart_items",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.cartId, { onDelete: "cascade" }),
    skuId: text("sku_id").notNull(),
    byobBundledSkuIds: text("byob_bundled_sku_ids").array().notNull().default(sql`'{}'::text[]`),
    qty: integer("qty").notNull(),
    /** Epoch ms of the line's first add; lines are listed in this order. */
    addedAt: bigint("added_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.skuId, t.byobBundledSkuIds] }),
    index("cart_items_cart_idx").on(t.cartId, t.addedAt),
  ],
);

/** Local carts already merged into a user's cart, by the client's merge id (POST /v1/merge-cart). */
export const cartMerges = pgTable(
  "cart_merges",
  {
    userId: text("user_id").notNull(),
    mergeId: text("merge_id").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);
