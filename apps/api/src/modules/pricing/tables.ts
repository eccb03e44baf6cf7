import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

type MarketAmounts = Partial<Record<"IN" | "AE" | "US", number>>;

/**
 * Coupon rules (packages/domain CouponRule as columns); codes are stored upper case, so the primary key keeps
 * them unique whatever the case. The indexes serve the back office's list (newest first, by kind, market,
 * active, and a code's start).
 */
export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** ABSOLUTE, PERCENTAGE, FREE or FREEBIE */
    discountType: text("discount_type").notNull(),
    value: integer("value").notNull(),
    maxDiscount: jsonb("max_discount").$type<MarketAmounts>(),
    minCartValue: jsonb("min_cart_value").$type<MarketAmounts>(),
    /** Null: every market. */
    markets: text("markets").array(),
    categories: text("categories").array(),
    skuIds: text("sku_ids").array(),
    freeSkuIds: text("free_sku_ids").array(),
    freebieSkuIds: text("freebie_sku_ids").array(),
    firstPurchaseOnly: boolean("first_purchase_only").notNull().default(false),
    /** Epoch ms, inclusive. */
    validFrom: bigint("valid_from", { mode: "number" }),
    /** Epoch ms; the instant itself is already expired. */
    validUntil: bigint("valid_until", { mode: "number" }),
    usesPerUser: integer("uses_per_user"),
    usesInAll: integer("uses_in_all"),
    automatic: boolean("automatic").notNull().default(false),
    /** Set for coupons bought with life bits. */
    lifeBitsCost: integer("life_bits_cost"),
    /** Given through a referral link only: never listed, and refused when typed without one. */
    referralOnly: boolean("referral_only").notNull().default(false),
    /**
     * CART, PLAN or WEBINAR: a PLAN coupon prices coaching plans only, a WEBINAR coupon paid webinar seats
     * only; neither is ever offered to a cart.
     */
    appliesTo: text("applies_to").notNull().default("CART"),
    /** PLAN coupons: only plans of these tiers / kinds / ids (null: any). */
    planTiers: text("plan_tiers").array(),
    planKinds: text("plan_kinds").array(),
    planIds: text("plan_ids").array(),
    /** PLAN coupons: off the first period only (else every period). */
    firstPeriodOnly: boolean("first_period_only").notNull().default(false),
    /** ABSOLUTE PLAN coupons: the amount off per market. */
    planAmounts: jsonb("plan_amounts").$type<MarketAmounts>(),
    /** WEBINAR coupons: which webinars (ids, topics) and, for ABSOLUTE ones, the amount off per market. */
    webinarTerms: jsonb("webinar_terms").$type<{
      webinarIds?: string[];
      topics?: string[];
      amounts?: MarketAmounts;
    }>(),
    active: boolean("active").notNull().default(true),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("coupons_created_idx").on(t.createdAt, t.code),
    index("coupons_code_prefix_idx").on(t.code.op("text_pattern_ops")),
    index("coupons_kind_idx").on(t.appliesTo, t.discountType, t.createdAt),
    index("coupons_active_created_idx").on(t.active, t.createdAt, t.code),
    index("coupons_markets_idx").using("gin", t.markets),
  ],
);

/**
 * One order placed with a coupon; written by checkout, and by a subscription's create for a plan coupon
 * (orderId is then the subscription id; the use is released when the subscription is abandoned); read
 * here for the per-user and overall limits.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    redemptionId: text("redemption_id").primaryKey(),
    couponCode: text("coupon_code").notNull(),
    userId: text("user_id").notNull(),
    orderId: text("order_id").notNull(),
    /** Epoch ms. */
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("coupon_redemptions_code_idx").on(t.couponCode),
    index("coupon_redemptions_user_idx").on(t.userId, t.couponCode),
  ],
);

/** Delivery charge and cash-on-delivery rules per market. */
export const deliveryRules = pgTable("delivery_rules", {
  market: text("market").primaryKey(),
  shippingFlatCharge: integer("shipping_flat_charge").notNull(),
  /** Cart value (after catalogue discount) from which delivery is free. */
  shippingFreeAbove: integer("shipping_free_above").notNull(),
  codEnabled: boolean("cod_enabled").notNull(),
  codCharges: integer("cod_charges").notNull(),
  codMaxCartValue: integer("cod_max_cart_value").notNull(),
  codExcludedCategories: text("cod_excluded_categories").array().notNull().default(sql`'{}'::text[]`),
});
