CREATE TABLE "stock_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" text NOT NULL,
	"market" text NOT NULL,
	"reason" text NOT NULL,
	"quantity" integer NOT NULL,
	"change" integer NOT NULL,
	"available_before" integer NOT NULL,
	"available_after" integer NOT NULL,
	"held" integer NOT NULL,
	"note" text,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_sku_id_skus_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("sku_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_sku_idx" ON "stock_adjustments" USING btree ("sku_id","market","id");--> statement-breakpoint
CREATE INDEX "inventory_market_available_idx" ON "inventory" USING btree ("market","available_to_promise","sku_id");