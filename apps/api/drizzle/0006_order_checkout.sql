ALTER TABLE "orders" ADD COLUMN "coupon_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notified_at" bigint;--> statement-breakpoint
CREATE INDEX "orders_unnotified_idx" ON "orders" USING btree ("effects_applied_at") WHERE "orders"."effects_applied_at" is not null and "orders"."notified_at" is null;