CREATE TABLE "blood_work_areas" (
	"market" text NOT NULL,
	"city" text NOT NULL,
	"pay_at_collection" boolean DEFAULT false NOT NULL,
	"default_capacity" integer NOT NULL,
	CONSTRAINT "blood_work_areas_market_city_pk" PRIMARY KEY("market","city")
);
--> statement-breakpoint
CREATE TABLE "blood_work_booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_work_bookings" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"market" text NOT NULL,
	"city" text NOT NULL,
	"package_id" text NOT NULL,
	"package_name" text NOT NULL,
	"booking_for" text NOT NULL,
	"user_info" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"slot_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_work_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"slot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_work_reports" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"pdf_base64" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_work_slots" (
	"slot_id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"city" text NOT NULL,
	"local_date" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blood_work_slots_within_capacity" CHECK ("blood_work_slots"."held" >= 0 AND "blood_work_slots"."booked" >= 0 AND "blood_work_slots"."held" + "blood_work_slots"."booked" <= "blood_work_slots"."capacity")
);
--> statement-breakpoint
CREATE INDEX "blood_work_booking_events_booking_idx" ON "blood_work_booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blood_work_bookings_key_idx" ON "blood_work_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "blood_work_bookings_user_idx" ON "blood_work_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "blood_work_bookings_slot_idx" ON "blood_work_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "blood_work_holds_open_idx" ON "blood_work_holds" USING btree ("expires_at") WHERE "blood_work_holds"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "blood_work_holds_user_idx" ON "blood_work_holds" USING btree ("user_id") WHERE "blood_work_holds"."status" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "blood_work_slots_area_start_idx" ON "blood_work_slots" USING btree ("market","city","starts_at");--> statement-breakpoint
CREATE INDEX "blood_work_slots_area_date_idx" ON "blood_work_slots" USING btree ("market","city","local_date");