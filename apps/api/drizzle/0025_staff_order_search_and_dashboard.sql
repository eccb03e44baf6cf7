CREATE TABLE "order_cod_collections" (
	"order_id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"courier" text NOT NULL,
	"run_date" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"collected_by" text NOT NULL,
	"collected_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text GENERATED ALWAYS AS (nullif(right(regexp_replace(coalesce(address->>'phoneNumber', ''), '[^0-9]', '', 'g'), 9), '')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text GENERATED ALWAYS AS (nullif(lower(btrim(coalesce(address->>'emailId', ''))), '')) STORED;--> statement-breakpoint
CREATE INDEX "order_cod_collections_run_idx" ON "order_cod_collections" USING btree ("run_date","run_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_shown_created_idx" ON "orders" USING btree ("shown_status","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_market_created_idx" ON "orders" USING btree ("market","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("contact_phone","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_email_created_idx" ON "orders" USING btree ("contact_email","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("market") WHERE "orders"."order_status" in ('ORDER_PLACED', 'OMS_ORDER_CREATED', 'ORDER_CREATE_RESPONSE') and "orders"."payment_status" in ('SUCCESS', 'COD_INITIATED') and ("orders"."fulfilment_status" is null or "orders"."fulfilment_status" in ('ALLOCATED', 'ORDER_ALLOCATED', 'ORDER_PICKED', 'PACK_WAYBILL', 'READY_TO_DISPATCH'));--> statement-breakpoint
CREATE INDEX "orders_returns_idx" ON "orders" USING btree ("returns_status","market") WHERE "orders"."returns_status" is not null;