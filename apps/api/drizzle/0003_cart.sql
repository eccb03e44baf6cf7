CREATE TABLE "cart_items" (
	"cart_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"byob_bundled_sku_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"qty" integer NOT NULL,
	"added_at" bigint NOT NULL,
	CONSTRAINT "cart_items_cart_id_sku_id_byob_bundled_sku_ids_pk" PRIMARY KEY("cart_id","sku_id","byob_bundled_sku_ids")
);
--> statement-breakpoint
CREATE TABLE "cart_merges" (
	"user_id" text NOT NULL,
	"merge_id" text NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "cart_merges_user_id_merge_id_pk" PRIMARY KEY("user_id","merge_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"market" text NOT NULL,
	"coupon_code" text,
	"life_bits_coupon_code" text,
	"referral_code" text,
	"affiliate_code" text,
	"payment_type" text DEFAULT 'PREPAID' NOT NULL,
	"pincode" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"redemption_id" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" jsonb,
	"min_cart_value" jsonb,
	"markets" text[],
	"categories" text[],
	"sku_ids" text[],
	"free_sku_ids" text[],
	"freebie_sku_ids" text[],
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"valid_from" bigint,
	"valid_until" bigint,
	"uses_per_user" integer,
	"uses_in_all" integer,
	"automatic" boolean DEFAULT false NOT NULL,
	"life_bits_cost" integer,
	"referral_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"market" text PRIMARY KEY NOT NULL,
	"shipping_flat_charge" integer NOT NULL,
	"shipping_free_above" integer NOT NULL,
	"cod_enabled" boolean NOT NULL,
	"cod_charges" integer NOT NULL,
	"cod_max_cart_value" integer NOT NULL,
	"cod_excluded_categories" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"commission_percent" real NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"reward_life_bits" integer NOT NULL,
	"referee_coupon_code" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "referral_codes_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_market_idx" ON "carts" USING btree ("user_id","market");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_code_idx" ON "coupon_redemptions" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id","coupon_code");