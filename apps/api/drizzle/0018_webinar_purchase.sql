ALTER TABLE "coupons" ADD COLUMN "webinar_terms" jsonb;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "topic" text;