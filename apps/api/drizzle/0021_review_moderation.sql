ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at","review_id");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at","review_id");