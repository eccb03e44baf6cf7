CREATE TABLE "referral_programme" (
	"id" text PRIMARY KEY NOT NULL,
	"reward_life_bits" integer NOT NULL,
	"referee_coupon_code" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_affiliate_placed_idx" ON "orders" USING btree ("market","effects_applied_at","affiliate_code") WHERE "orders"."affiliate_code" is not null and "orders"."effects_applied_at" is not null;--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "coupons_code_prefix_idx" ON "coupons" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "coupons_kind_idx" ON "coupons" USING btree ("applies_to","discount_type","created_at");--> statement-breakpoint
CREATE INDEX "coupons_active_created_idx" ON "coupons" USING btree ("active","created_at","code");--> statement-breakpoint
CREATE INDEX "coupons_markets_idx" ON "coupons" USING gin ("markets");