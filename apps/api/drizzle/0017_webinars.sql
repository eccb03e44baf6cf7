CREATE TABLE "webinar_registrations" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"webinar_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"webinar_id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"description" text,
	"price" integer,
	"currency" text
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_webinar_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("webinar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_webinar_id_sessions_session_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_phone_uq" ON "webinar_registrations" USING btree ("webinar_id","phone_number");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_market_idx" ON "webinars" USING btree ("market");