CREATE TABLE "sandbox_charges" (
	"gateway_payment_id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"token" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"subscription_id" text NOT NULL,
	"number" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"charge_key" text NOT NULL,
	"attempt_id" text,
	"gateway_payment_id" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"source_order_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_periods_subscription_id_number_pk" PRIMARY KEY("subscription_id","number")
);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "save_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_method_type" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_method_label" text;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_plan_id_plans_plan_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "market" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_period_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_months" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_label" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source" text DEFAULT 'PLAN' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source_order_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
-- Subscriptions written before billing existed (the demo data) become one paid period each, with no saved
-- payment method, so they end when that period ends unless a method is added. CREATED ones were never paid.
UPDATE "subscriptions" s SET
	"kind" = p."kind",
	"market" = 'IN',
	"currency" = 'INR',
	"period_amount" = COALESCE(pp."discount_price", 0),
	"first_period_amount" = COALESCE(pp."discount_price", 0),
	"period_months" = p."months",
	"status" = CASE s."status" WHEN 'CREATED' THEN 'CANCELLED' WHEN 'EXPIRED' THEN 'CANCELLED' ELSE s."status" END,
	"current_period_number" = CASE WHEN s."status" IN ('ACTIVE', 'EXPIRED', 'CANCELLED') THEN 1 ELSE 0 END,
	"current_period_start" = CASE WHEN s."status" <> 'CREATED' THEN s."starts_at" END,
	"current_period_end" = CASE WHEN s."status" <> 'CREATED' THEN s."ends_at" END,
	"cancel_at_period_end" = s."status" = 'ACTIVE',
	"cancel_reason" = CASE WHEN s."status" = 'ACTIVE' THEN 'No saved payment method' END,
	"updated_at" = s."created_at"
FROM "plans" p LEFT JOIN "plan_prices" pp ON pp."plan_id" = p."plan_id" AND pp."market" = 'IN'
WHERE p."plan_id" = s."plan_id";--> statement-breakpoint
INSERT INTO "subscription_periods" ("subscription_id", "number", "start", "end", "amount", "currency", "plan_id", "status", "charge_key", "created_at", "updated_at", "paid_at")
SELECT "subscription_id", 1, "starts_at", "ends_at", "period_amount", "currency", "plan_id", 'PAID', "subscription_id" || ':p1', "created_at", "created_at", "created_at"
FROM "subscriptions" WHERE "current_period_number" = 1;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "market" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "period_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "first_period_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "period_months" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "starts_at";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "ends_at";--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_idx" ON "sandbox_charges" USING btree ("key");--> statement-breakpoint
CREATE INDEX "subscription_events_sub_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_charge_key_idx" ON "subscription_periods" USING btree ("charge_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_open_per_kind" ON "subscriptions" USING btree ("user_id","kind") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'PAST_DUE');--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."status" in ('ACTIVE', 'PAST_DUE') and "subscriptions"."next_charge_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_source_order_idx" ON "subscriptions" USING btree ("source_order_id","plan_id");
