import type { UtmParams } from "@ojas/domain";
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Call-back, B2B and trial requests from the contact forms, and where each stands in the back office's
 * support inbox (docs/product.md, "Support inbox"): its status and the member of staff who has it.
 */
export const supportRequests = pgTable(
  "support_requests",
  {
    requestId: text("request_id").primaryKey(),
    kind: text("kind").notNull(),
    market: text("market").notNull(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** The campaign (UTM parameters) the lead came from. */
    utm: jsonb("utm").$type<UtmParams>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** NEW, IN_PROGRESS, DONE or CLOSED (packages/domain: support/inbox.ts). */
    status: text("status").notNull().default("NEW"),
    /** The member of staff working on it (a user id), once someone took it. */
    ownerId: text("owner_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  // The inbox lists newest first, filtered by kind, status or owner: one index per filter, each in the
  // list's order, and one for the unfiltered list.
  (t) => [
    index("support_requests_kind_idx").on(t.kind, t.createdAt),
    index("support_requests_created_idx").on(t.createdAt.desc(), t.requestId.desc()),
    index("support_requests_status_idx").on(t.status, t.createdAt.desc(), t.requestId.desc()),
    index("support_requests_owner_idx")
      .on(t.ownerId, t.createdAt.desc(), t.requestId.desc())
      .where(sql`${t.ownerId} is not null`),
  ],
);

/** Staff's notes on a support request, in the order written. */
export const supportRequestNotes = pgTable(
  "support_request_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => supportRequests.requestId),
    staffId: text("staff_id").notNull(),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("support_request_notes_request_idx").on(t.requestId, t.id)],
);

/** Engagement events of the storefront (page and product views ...), sent in batches by beacon. */
export const engagementEvents = pgTable(
  "engagement_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Made by the browser: a retried batch stores each event once. */
    eventId: text("event_id").notNull().unique(),
    sessionId: text("session_id").notNull(),
    name: text("name").notNull(),
    market: text("market").notNull(),
    path: text("path").notNull(),
    props: jsonb("props").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** The browser's clock; receivedAt is the server's. */
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("engagement_events_name_idx").on(t.name, t.occurredAt),
    index("engagement_events_session_idx").on(t.sessionId),
  ],
);

/** The support chat: shopper messages and the shop's stored answers, in the order they were written. */
export const supportChatMessages = pgTable(
  "support_chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: text("message_id").notNull().unique(),
    conversationId: text("conversation_id").notNull(),
    market: text("market").notNull(),
    /** SHOPPER or OJAS_CARE. */
    author: text("author").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The member of staff who wrote an OJAS_CARE reply; null for the shop's automatic answer. */
    staffId: text("staff_id"),
  },
  (t) => [index("support_chat_messages_conversation_idx").on(t.conversationId, t.id)],
);

/**
 * Each support chat conversation as the back office lists it (docs/api.md, "Back office: chat"): its
 * latest activity, whether it waits for staff, whom to tell of a reply and when the shopper's open panel
 * last asked for messages (docs/decisions/0036-chat-replies.md).
 */
export const supportChatConversations = pgTable(
  "support_chat_conversations",
  {
    conversationId: text("conversation_id").primaryKey(),
    market: text("market").notNull(),
    /** The signed-in shopper who wrote (the latest one, when several did). */
    userId: text("user_id"),
    /** Lower-cased; given in the panel or the signed-in shopper's account email. */
    email: text("email"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, mode: "date" }).notNull(),
    lastText: text("last_text").notNull(),
    lastAuthor: text("last_author").notNull(),
    /** The shopper wrote last and no member of staff has replied since. */
    awaitingReply: boolean("awaiting_reply").notNull(),
    /** The shopper's open chat panel last read the conversation (its poll is the heartbeat). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }),
  },
  // The back office lists newest activity first, all or only those waiting: one index for each.
  (t) => [
    index("support_chat_conversations_activity_idx").on(t.lastMessageAt.desc(), t.conversationId.desc()),
    index("support_chat_conversations_waiting_idx")
      .on(t.lastMessageAt.desc(), t.conversationId.desc())
      .where(sql`${t.awaitingReply}`),
  ],
);
