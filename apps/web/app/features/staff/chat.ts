import type { ChatReplyNotice } from "@ojas/domain";

// The back office's chat replies (docs/product.md, "Chat"): the list's filter as the page's query string
// carries it, and what staff are told about how the shopper learns of their reply.

/** The page's own query string for the filter (and a page token), for links. */
export function chatSearch(unanswered: boolean, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (unanswered) params.set("unanswered", "1");
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const REPLY_NOTICE_TEXT: Readonly<Record<ChatReplyNotice, string>> = {
  SHOPPER_PRESENT: "Reply sent. The shopper has the chat open and sees it now.",
  EMAIL_QUEUED: "Reply sent. The shopper is away, so we are emailing them that you replied.",
  NO_EMAIL:
    "Reply sent. The shopper is away and gave no email: they see it when they next open the chat in the same browser.",
};

/** A short line of a message for the list. */
export function preview(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
