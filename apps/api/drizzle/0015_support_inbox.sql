CREATE TABLE "support_request_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_request_notes" ADD CONSTRAINT "support_request_notes_request_id_support_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_request_notes_request_idx" ON "support_request_notes" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_owner_idx" ON "support_requests" USING btree ("owner_id","created_at" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE "support_requests"."owner_id" is not null;