CREATE TABLE "support_chat_conversations" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"user_id" text,
	"email" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_text" text NOT NULL,
	"last_author" text NOT NULL,
	"awaiting_reply" boolean NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD COLUMN "staff_id" text;--> statement-breakpoint
CREATE INDEX "support_chat_conversations_activity_idx" ON "support_chat_conversations" USING btree ("last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_chat_conversations_waiting_idx" ON "support_chat_conversations" USING btree ("last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST) WHERE "support_chat_conversations"."awaiting_reply";--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);