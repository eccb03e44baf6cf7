// The back office's chat replies (docs/api.md, "Back office: chat"; docs/product.md, "Chat"): the support
// chat's conversations, newest activity first (optionally only those waiting for staff), and staff's
// replies. A reply is written once per Idempotency-Key, with its staff audit row in the same transaction.
// The shopper sees it in the open chat panel, which reads the conversation from the database every few
// seconds (so any instance serves it); a shopper whose panel has not asked within CHAT_PRESENCE_WINDOW_MS
// is away and is told by email when the conversation has one (docs/decisions/0036-chat-replies.md).
import { randomUUID } from "node:crypto";
import {
  CHAT_PRESENCE_WINDOW_MS,
  type ChatAuthor,
  type ChatConversationsQuery,
  type ChatConversationsResponse,
  type ChatReplyAnswer,
  type ChatReplyBody,
  type ChatReplyNotice,
  type StaffChatConversation,
  type StaffChatDetail,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { staffProfilesByIds } from "../identity/service.ts";
import { auditOf, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { queueChatReplyNotice } from "./chat-notices.ts";
import * as chats from "./chat-repository.ts";
import { conversationMessages, insertChatMessages } from "./repository.ts";

export const CHAT_AUDIT_ENTITY = "support_chat";
const NOT_FOUND = "No such conversation";
const HISTORY_LIMIT = 200;

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string" &&
  (v as { i: string }).i.length <= 100;

function toDto(row: chats.ConversationRow): StaffChatConversation {
  return {
    conversationId: row.conversationId,
    market: row.market,
    userId: row.userId,
    email: row.email,
    startedAt: row.startedAt.getTime(),
    lastMessageAt: row.lastMessageAt.getTime(),
    lastText: row.lastText,
    lastAuthor: row.lastAuthor as ChatAuthor,
    awaitingReply: row.awaitingReply,
    lastSeenAt: row.lastSeenAt?.getTime() ?? null,
  };
}

/** Whether the shopper's open panel asked within CHAT_PRESENCE_WINDOW_MS of `now`. */
export const isShopperPresent = (row: chats.ConversationRow, now: number) =>
  row.lastSeenAt !== null && now - row.lastSeenAt.getTime() <= CHAT_PRESENCE_WINDOW_MS;

/** GET /api/staff/chat/conversations: newest activity first, paged by (lastMessageAt, conversationId). */
export async function listConversations(
  deps: Deps,
  query: ChatConversationsQuery,
): Promise<ChatConversationsResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await chats.listConversations(
    deps.db,
    { awaitingOnly: query.unanswered === true, after },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last
      ? encodePageToken({ c: last.lastMessageAt.getTime(), i: last.conversationId })
      : null;
  return { conversations: page.map(toDto), paginationData: { nextToken } };
}

/** One conversation with its messages (oldest first) and its audit rows; 4040 when unknown. */
export async function conversationDetail(
  deps: Deps,
  db: Db,
  conversationId: string,
): Promise<StaffChatDetail> {
  const row = await chats.findConversation(db, conversationId);
  if (!row) throw notFound(NOT_FOUND);
  const [messages, audit] = await Promise.all([
    conversationMessages(db, conversationId, HISTORY_LIMIT),
    auditOf(db, CHAT_AUDIT_ENTITY, conversationId),
  ]);
  const staffIds = [...new Set(messages.flatMap((m) => (m.staffId ? [m.staffId] : [])))];
  const names = new Map((await staffProfilesByIds(db, staffIds)).map((p) => [p.id, p.name]));
  return {
    conversation: toDto(row),
    messages: messages.map((m) => ({
      messageId: m.messageId,
      author: m.author as ChatAuthor,
      text: m.text,
      sentAt: m.sentAt.getTime(),
      staffId: m.staffId,
      staffName: m.staffId ? (names.get(m.staffId) ?? null) : null,
    })),
    audit,
    shopperPresent: isShopperPresent(row, deps.now()),
  };
}

/**
 * POST /api/staff/chat/conversations/{id}/replies: the reply joins the conversation (the shopper's panel
 * shows it on its next read) and the conversation no longer waits. A shopper away is told by email when
 * the conversation has one; without one, the reply waits for their next visit (the browser keeps the
 * conversation's id), which the answer's `notice` says.
 */
export async function replyToConversation(
  deps: Deps,
  staff: StaffCaller,
  conversationId: string,
  body: ChatReplyBody,
  idempotencyKey: string,
): Promise<ChatReplyAnswer> {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `support_chat.reply ${conversationId}`, key: idempotencyKey, body },
    async (tx) => {
      const locked = await chats.lockConversation(tx, conversationId);
      if (!locked) throw notFound(NOT_FOUND);
      const at = deps.now();
      const messageId = `msg_${randomUUID()}`;
      await insertChatMessages(tx, [
        {
          messageId,
          conversationId,
          market: locked.market,
          author: "OJAS_CARE",
          text: body.text,
          sentAt: new Date(at),
          staffId: staff.userId,
        },
      ]);
      await chats.touchConversation(tx, {
        conversationId,
        market: locked.market,
        at: new Date(at),
        text: body.text,
        author: "OJAS_CARE",
        awaitingReply: false,
      });
      const notice: ChatReplyNotice = isShopperPresent(locked, at)
        ? "SHOPPER_PRESENT"
        : locked.email
          ? "EMAIL_QUEUED"
          : "NO_EMAIL";
      if (notice === "EMAIL_QUEUED") await queueChatReplyNotice(deps, tx, { conversationId, messageId });
      await recordAudit(tx, staff.userId, at, {
        action: `${CHAT_AUDIT_ENTITY}.reply`,
        entity: CHAT_AUDIT_ENTITY,
        entityId: conversationId,
        before: { awaitingReply: locked.awaitingReply },
        after: { awaitingReply: false, messageId, text: body.text, notice },
      });
      return {
        statusCode: 200,
        response: { ...(await conversationDetail(deps, tx, conversationId)), notice },
      };
    },
  );
  return answer.response;
}
