ALTER TABLE "users" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replacement" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "utm" jsonb;