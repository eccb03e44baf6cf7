CREATE TABLE "engagement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"session_id" text NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"path" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "support_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"market" text NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_chat_messages_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE INDEX "engagement_events_name_idx" ON "engagement_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "engagement_events_session_idx" ON "engagement_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "support_chat_messages_conversation_idx" ON "support_chat_messages" USING btree ("conversation_id","id");