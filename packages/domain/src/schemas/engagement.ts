import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { epochMsSchema, marketSchema } from "./common.ts";
import {
  CHAT_AUTHORS,
  CHAT_MESSAGE_MAX_LENGTH,
  ENGAGEMENT_BATCH_MAX_EVENTS,
  ENGAGEMENT_EVENT_MAX_PROPS,
  ENGAGEMENT_EVENT_NAME_PATTERN,
} from "./engagement-constants.ts";

// The storefront's first-party engagement events and the support chat (support module of the API).

/** Random ids made by the browser or the server: URL-safe, long enough not to be guessed. */
const randomId = (min: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},64}$`), "Invalid id");

const propValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const engagementEventSchema = z.object({
  /** Made by the browser; a batch sent twice (a retried beacon) stores each event once. */
  eventId: randomId(8),
  name: z.string().regex(ENGAGEMENT_EVENT_NAME_PATTERN, "Use lower-case letters, digits and _"),
  occurredAt: epochMsSchema,
  /** Path and query of the page, without the origin. */
  path: z.string().startsWith("/").max(500),
  props: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), propValue)
    .refine((props) => Object.keys(props).length <= ENGAGEMENT_EVENT_MAX_PROPS, {
      message: `At most ${ENGAGEMENT_EVENT_MAX_PROPS} properties`,
    })
    .optional(),
});
export type EngagementEvent = z.infer<typeof engagementEventSchema>;

export const engagementBatchSchema = z.object({
  /** The engagement session id of the browser (a cookie that lasts ENGAGEMENT_SESSION_COOKIE_DAYS). */
  sessionId: randomId(16),
  /** In the body: a beacon cannot send the X-Market header. */
  market: marketSchema,
  events: z.array(engagementEventSchema).min(1).max(ENGAGEMENT_BATCH_MAX_EVENTS),
});
export type EngagementBatch = z.infer<typeof engagementBatchSchema>;

export const engagementBatchAcceptedSchema = z.object({ accepted: z.int().min(0) });

/** The server makes conversation ids (random, 24 characters); any other id is simply unknown (4040). */
export const chatConversationIdSchema = z.string().min(1).max(100);

export const chatMessageBodySchema = z.object({
  /** Absent for the first message: the answer starts a conversation and names it. */
  conversationId: chatConversationIdSchema.optional(),
  text: z.string().trim().min(1, "Write a message").max(CHAT_MESSAGE_MAX_LENGTH),
  /** Where to tell the shopper of a reply while they are away; a signed-in shopper's account email serves. */
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || isValidEmail(v), "Enter a valid email")
    .transform((v) => (v === "" ? undefined : v.toLowerCase()))
    .optional(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

export const chatParamsSchema = z.object({ conversationId: chatConversationIdSchema });

export const chatMessageSchema = z.object({
  messageId: z.string(),
  author: z.enum(CHAT_AUTHORS),
  text: z.string(),
  sentAt: epochMsSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  conversationId: z.string(),
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema) });
