ALTER TABLE "articles" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_videos" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencer_videos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "influencer_videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "landings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "state" text DEFAULT 'LIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_visible_idx" ON "articles" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at","slug");--> statement-breakpoint
CREATE INDEX "influencer_videos_visible_idx" ON "influencer_videos" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "influencer_videos_updated_idx" ON "influencer_videos" USING btree ("updated_at","video_id");--> statement-breakpoint
CREATE INDEX "landings_updated_idx" ON "landings" USING btree ("updated_at","market","page_key");--> statement-breakpoint
CREATE INDEX "recipes_visible_idx" ON "recipes" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "recipes_updated_idx" ON "recipes" USING btree ("updated_at","slug");--> statement-breakpoint
CREATE INDEX "testimonials_visible_idx" ON "testimonials" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "testimonials_updated_idx" ON "testimonials" USING btree ("updated_at","testimonial_id");--> statement-breakpoint
CREATE INDEX "trainers_visible_idx" ON "trainers" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "trainers_updated_idx" ON "trainers" USING btree ("updated_at","trainer_id");--> statement-breakpoint
CREATE INDEX "videos_visible_idx" ON "videos" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "videos_updated_idx" ON "videos" USING btree ("updated_at","video_id");