import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** What a product page describes; its sellable variants are skus. */
export const products = pgTable(
  "products",
  {
    productId: text("product_id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    subCategory: text("sub_category"),
    productType: text("product_type"),
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull(),
    /** ingredients, howToUse, benefits, claims, faqs, specs: shown on the product page. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    skinTypes: text("skin_types").array().notNull().default(sql`'{}'::text[]`),
    concerns: text("concerns").array().notNull().default(sql`'{}'::text[]`),
    ingredients: text("ingredients").array().notNull().default(sql`'{}'::text[]`),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Kept in step with approved reviews, so listings sort by rating without aggregating. */
    rating: real("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
  },
  (t) => [
    index("products_category_idx").on(t.category, t.subCategory),
    index("products_search_trgm_idx").using("gin", sql`(lower(${t.name})) gin_trgm_ops`),
    // The back office's product list, by name (docs/api.md, "Back office: catalogue").
    index("products_name_idx").on(t.name, t.productId),
  ],
);

export const skus = pgTable(
  "skus",
  {
    skuId: text("sku_id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.productId),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** The variant the listing shows for its product. */
    isDefault: boolean("is_default").notNull().default(false),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    volume: real("volume"),
    volumeUnit: text("volume_unit"),
    isBundledSku: boolean("is_bundled_sku").notNull().default(false),
    bundledSkuIds: text("bundled_sku_ids").array().notNull().default(sql`'{}'::text[]`),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    badges: text("badges").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("skus_product_idx").on(t.productId),
    // The fixed bundles a product page offers: those holding one of its skus (bundled_sku_ids && ids).
    index("skus_bundled_sku_ids_idx").using("gin", t.bundledSkuIds),
  ],
);

/**
 * A sku is sold in a market only when it has a price row there that is published: the back office prices a
 * product first and shows it when it publishes it in that market (docs/product.md, "Back office: catalogue").
 */
export const skuPrices = pgTable(
  "sku_prices",
  {
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.skuId),
    market: text("market").notNull(),
    currency: text("currency").notNull(),
    basePrice: integer("base_price").notNull(),
    discountPrice: integer("discount_price").notNull(),
    published: boolean("published").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.market] }),
    index("sku_prices_market_idx").on(t.market),
    index("sku_prices_market_published_idx").on(t.market, t.published, t.skuId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Product images staff upload, as WebP at each width the storefront shows (docs/decisions/0032): an image
 * id is the fingerprint of what was uploaded, so its URL never changes meaning and is cached for good.
 */
export const catalogueImages = pgTable(
  "catalogue_images",
  {
    imageId: text("image_id").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    webp: bytea("webp").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

/** The check a stock decrement that would sell below zero fails (order-stock.ts takeStock). */
export const INVENTORY_NOT_NEGATIVE = "inventory_available_to_promise_not_negative";

/** Stock per market. Bundles have no row: their stock is their parts' stock. */
export const inventory = pgTable(
  "inventory",
  {
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.skuId),
    market: text("market").notNull(),
    availableToPromise: integer("available_to_promise").notNull(),
    comingSoon: boolean("coming_soon").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.market] }),
    check(INVENTORY_NOT_NEGATIVE, sql`${t.availableToPromise} >= 0`),
    // The back office's stock list: a market's skus, fewest free units first (the low-stock list is its
    // head), paged by (available, sku).
    index("inventory_market_available_idx").on(t.market, t.availableToPromise, t.skuId),
  ],
);

/**
 * Every change staff made to a sku's stock in a market (stock-admin.ts): RECEIVED added `quantity`,
 * DAMAGED removed it, RECOUNT set the count on hand to it; `change` is what the units free to sell moved by.
 */
export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    skuId: text("sku_id")
      .notNull()
      .references(() => skus.skuId),
    market: text("market").notNull(),
    reason: text("reason").notNull(),
    quantity: integer("quantity").notNull(),
    change: integer("change").notNull(),
    availableBefore: integer("available_before").notNull(),
    availableAfter: integer("available_after").notNull(),
    /** Units unpaid orders held at the time. */
    held: integer("held").notNull(),
    note: text("note"),
    staffId: text("staff_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  // A sku's history in a market, newest first.
  (t) => [index("stock_adjustments_sku_idx").on(t.skuId, t.market, t.id)],
);

export const reviews = pgTable(
  "reviews",
  {
    reviewId: text("review_id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.productId),
    skuId: text("sku_id").notNull(),
    userId: text("user_id"),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /** PENDING until moderation approves or rejects it (packages/domain reviews.ts REVIEW_TRANSITIONS). */
    status: text("status").notNull().default("PENDING"),
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Why moderation turned it down: shown to its author. */
    rejectionReason: text("rejection_reason"),
    moderatedBy: text("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("reviews_product_status_idx").on(t.productId, t.status, t.createdAt, t.reviewId),
    // The moderation queue: one status, oldest (or newest) first.
    index("reviews_status_created_idx").on(t.status, t.createdAt, t.reviewId),
    // The author's own reviews, newest first.
    index("reviews_user_created_idx").on(t.userId, t.createdAt, t.reviewId),
  ],
);

/** Stock an order holds or took, per sku (bundle parts counted separately): what a release gives back. */
export const orderStock = pgTable(
  "order_stock",
  {
    orderId: text("order_id").notNull(),
    skuId: text("sku_id").notNull(),
    market: text("market").notNull(),
    qty: integer("qty").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.skuId] })],
);
