// Limits and names shared by the engagement and chat schemas (engagement.ts) and the storefront. Kept apart
// from the zod schemas so that the browser bundle can use them without pulling in zod.

export const ENGAGEMENT_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_]{1,47}$/;
export const ENGAGEMENT_BATCH_MAX_EVENTS = 50;
export const ENGAGEMENT_EVENT_MAX_PROPS = 20;
/** Holds the browser's engagement session id for ENGAGEMENT_SESSION_COOKIE_DAYS (constants.ts). */
export const ENGAGEMENT_SESSION_COOKIE = "ojas_engagement_sid";

export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_AUTHORS = ["SHOPPER", "OJAS_CARE"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
/** Local-storage key of the shopper's support chat conversation id. */
export const CHAT_CONVERSATION_STORAGE_KEY = "support_chat_conversation";

/** How often the open chat panel asks for new messages (docs/decisions/0036-chat-replies.md). */
export const CHAT_POLL_INTERVAL_MS = 5_000;
/**
 * A shopper whose open panel asked within this long is on the site: a staff reply then reaches them in the
 * panel; otherwise they are told by email (when one is known).
 */
export const CHAT_PRESENCE_WINDOW_MS = 30_000;
