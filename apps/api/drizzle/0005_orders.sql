CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_id" text NOT NULL,
	"item_type" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"qty" integer NOT NULL,
	"unit_base_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"bundled_sku_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_freebie" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text,
	CONSTRAINT "order_items_order_id_entity_id_pk" PRIMARY KEY("order_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "order_stock" (
	"order_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"market" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_stock_order_id_sku_id_pk" PRIMARY KEY("order_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "order_timeline" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"axis" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"payment_type" text NOT NULL,
	"order_status" text,
	"payment_status" text,
	"fulfilment_status" text,
	"returns_status" text,
	"returns_kind" text,
	"refund_status" text,
	"shown_status" text,
	"stock_state" text NOT NULL,
	"hold_expires_at" bigint,
	"total_base_price" integer NOT NULL,
	"total_discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"life_bits_discount" integer DEFAULT 0 NOT NULL,
	"shipping_charges" integer NOT NULL,
	"cod_charges" integer NOT NULL,
	"payable_amount" integer NOT NULL,
	"coupon_code" text,
	"life_bits_coupon_code" text,
	"life_bits_spent" integer DEFAULT 0 NOT NULL,
	"life_bits_earned" integer DEFAULT 0 NOT NULL,
	"referral_code" text,
	"affiliate_code" text,
	"address" jsonb NOT NULL,
	"gifting" jsonb,
	"effects_applied_at" bigint,
	"delivered_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_idx" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE INDEX "order_timeline_order_idx" ON "order_timeline" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_held_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."stock_state" = 'HELD';