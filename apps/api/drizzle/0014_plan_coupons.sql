ALTER TABLE "coupons" ADD COLUMN "applies_to" text DEFAULT 'CART' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_tiers" text[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_kinds" text[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_ids" text[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_period_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "plan_amounts" jsonb;