CREATE TABLE "catalogue_images" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_images_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "sku_prices" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","product_id");--> statement-breakpoint
CREATE INDEX "sku_prices_market_published_idx" ON "sku_prices" USING btree ("market","published","sku_id");