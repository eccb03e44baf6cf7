-- Orders get a short number a person can read out (packages/domain/src/orders/order-number.ts): 10 characters
-- of Crockford's base 32 less 0 and 1. The column's default numbers every existing row as it is added
-- (a volatile default is evaluated per row) and any row written without one; order creation draws its own.
CREATE OR REPLACE FUNCTION order_number_random() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '')
  FROM generate_series(1, 10)
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT order_number_random() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
