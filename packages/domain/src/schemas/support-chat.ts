import { z } from "zod";
import { epochMsSchema } from "./common.ts";
import { CHAT_AUTHORS, CHAT_MESSAGE_MAX_LENGTH } from "./engagement-constants.ts";
import { auditEntrySchema } from "./staff.ts";

// The back office's chat replies (docs/api.md, "Back office: chat"): the support chat's conversations,
// newest activity first, and staff's replies to them.

export const CHAT_CONVERSATIONS_PAGE_SIZE = 20;

export const chatConversationsQuerySchema = z.object({
  /** Only conversations whose last message is the shopper's, waiting for staff. */
  unanswered: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_CONVERSATIONS_PAGE_SIZE),
});
export type ChatConversationsQuery = z.infer<typeof chatConversationsQuerySchema>;

export const staffChatConversationSchema = z.object({
  conversationId: z.string(),
  market: z.string(),
  /** The signed-in shopper who wrote, when they were signed in. */
  userId: z.string().nullable(),
  /** Where a reply is told while the shopper is away; null when none is known. */
  email: z.string().nullable(),
  startedAt: epochMsSchema,
  lastMessageAt: epochMsSchema,
  lastText: z.string(),
  lastAuthor: z.enum(CHAT_AUTHORS),
  /** The shopper wrote last: no staff reply since. */
  awaitingReply: z.boolean(),
  /** When the shopper's open chat panel last asked for messages; null when never. */
  lastSeenAt: epochMsSchema.nullable(),
});
export type StaffChatConversation = z.infer<typeof staffChatConversationSchema>;

export const chatConversationsResponseSchema = z.object({
  conversations: z.array(staffChatConversationSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type ChatConversationsResponse = z.infer<typeof chatConversationsResponseSchema>;

export const staffChatParamsSchema = z.object({ conversationId: z.string().min(1).max(100) });

export const staffChatMessageSchema = z.object({
  messageId: z.string(),
  author: z.enum(CHAT_AUTHORS),
  text: z.string(),
  sentAt: epochMsSchema,
  /** The member of staff who replied; null for the shopper and the shop's automatic answer. */
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
});
export type StaffChatMessage = z.infer<typeof staffChatMessageSchema>;

export const CHAT_REPLY_NOTICES = ["SHOPPER_PRESENT", "EMAIL_QUEUED", "NO_EMAIL"] as const;
export type ChatReplyNotice = (typeof CHAT_REPLY_NOTICES)[number];

export const staffChatDetailSchema = z.object({
  conversation: staffChatConversationSchema,
  /** Oldest first. */
  messages: z.array(staffChatMessageSchema),
  /** The staff replies' audit rows, newest first. */
  audit: z.array(auditEntrySchema),
  /** Whether the shopper's panel asked within CHAT_PRESENCE_WINDOW_MS. */
  shopperPresent: z.boolean(),
});
export type StaffChatDetail = z.infer<typeof staffChatDetailSchema>;

export const chatReplyBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write the reply")
    .max(CHAT_MESSAGE_MAX_LENGTH, `At most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatReplyBody = z.infer<typeof chatReplyBodySchema>;

export const chatReplyAnswerSchema = staffChatDetailSchema.extend({
  /** How the shopper learns of the reply: in the open panel, by an email queued now, or on their next visit. */
  notice: z.enum(CHAT_REPLY_NOTICES),
});
export type ChatReplyAnswer = z.infer<typeof chatReplyAnswerSchema>;
