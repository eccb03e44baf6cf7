CREATE TABLE "inventory" (
	"sku_id" text NOT NULL,
	"market" text NOT NULL,
	"available_to_promise" integer NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventory_sku_id_market_pk" PRIMARY KEY("sku_id","market")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text,
	"product_type" text,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skin_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"user_id" text,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_prices" (
	"sku_id" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"base_price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	CONSTRAINT "sku_prices_sku_id_market_pk" PRIMARY KEY("sku_id","market")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"volume" real,
	"volume_unit" text,
	"is_bundled_sku" boolean DEFAULT false NOT NULL,
	"bundled_sku_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "skus_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" jsonb NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text NOT NULL,
	"image" text NOT NULL,
	"read_minutes" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"creator" text NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"thumbnail" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"product_slug" text
);
--> statement-breakpoint
CREATE TABLE "landings" (
	"page_key" text NOT NULL,
	"market" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "landings_page_key_market_pk" PRIMARY KEY("page_key","market")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"goal" text,
	"prep_minutes" integer NOT NULL,
	"calories" integer NOT NULL,
	"protein_grams" integer NOT NULL,
	"ingredients" text[] NOT NULL,
	"steps" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"testimonial_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"quote" text NOT NULL,
	"rating" integer NOT NULL,
	"category" text NOT NULL,
	"goal" text,
	"image" text NOT NULL,
	"transformation" jsonb
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"trainer_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"speciality" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text NOT NULL,
	"image" text NOT NULL,
	"experience_years" integer NOT NULL,
	"rating" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"trainer_id" text,
	"duration_seconds" integer NOT NULL,
	"level" text NOT NULL,
	"thumbnail" text NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"market" text NOT NULL,
	"code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod_available" boolean NOT NULL,
	"delivery_days" integer NOT NULL,
	CONSTRAINT "service_areas_market_code_pk" PRIMARY KEY("market","code")
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"plan_id" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"base_price" integer NOT NULL,
	"discount_price" integer NOT NULL,
	CONSTRAINT "plan_prices_plan_id_market_pk" PRIMARY KEY("plan_id","market")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"goal" text NOT NULL,
	"program_type" text NOT NULL,
	"age_group" text,
	"months" integer NOT NULL,
	"description" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"coach" jsonb,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"host_name" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"join_url" text
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_prices" ADD CONSTRAINT "sku_prices_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_trainer_id_trainers_trainer_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("trainer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sub_category");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ((lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at","review_id");--> statement-breakpoint
CREATE INDEX "sku_prices_market_idx" ON "sku_prices" USING btree ("market");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category","sub_category");--> statement-breakpoint
CREATE INDEX "plans_goal_kind_idx" ON "plans" USING btree ("goal","kind","tier");--> statement-breakpoint
CREATE INDEX "support_requests_kind_idx" ON "support_requests" USING btree ("kind","created_at");