// Telling a shopper who is away that staff replied in the support chat (docs/decisions/0036-chat-replies.md):
// queued as a job in the reply's transaction (workflows/support-jobs.ts works it), sent by email at least
// once. A shopper who opened the chat after the reply (the panel's read marks them seen) is not emailed.
import { countryForMarket, type Market } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { sendInTransaction } from "../../jobs/send.ts";
import { deliver } from "../identity/service.ts";
import { type ConversationRow, findConversation } from "./chat-repository.ts";
import { findChatMessage } from "./repository.ts";

export const CHAT_REPLY_NOTICE = "support.chat_reply";

export interface ChatReplyNoticeJob {
  conversationId: string;
  messageId: string;
}

/**
 * Queues the email in `tx`. One job per conversation waits at a time: replies written while one waits are
 * told by it (it quotes the latest reply when it runs). Without a job queue this process sends it once the
 * transaction has ended, which a crash can lose.
 */
export function queueChatReplyNotice(deps: Deps, tx: Db, job: ChatReplyNoticeJob): Promise<unknown> {
  if (deps.jobs) {
    return sendInTransaction(deps.jobs, tx, CHAT_REPLY_NOTICE, job, { key: job.conversationId });
  }
  setImmediate(() => {
    void sendChatReplyNotice(deps, job).catch(() => undefined);
  });
  return Promise.resolve(null);
}

export function chatReplyText(conversation: ConversationRow, reply: string) {
  const country = countryForMarket(conversation.market as Market);
  return {
    subject: "Ojas care replied to your message",
    text: [
      "Ojas care replied in your chat:",
      "",
      reply,
      "",
      "Open the chat on the Ojas website in this browser to read the conversation and answer.",
      `For anything urgent, call ${country.carePhone} or email ${country.careEmail}.`,
    ].join("\n"),
  };
}

/**
 * Sends the email: false (nothing sent) when the conversation has no email, the shopper opened the chat
 * since the reply, or no mail transport is configured. Throws when the transport fails, so the job is
 * tried again.
 */
export async function sendChatReplyNotice(deps: Deps, job: ChatReplyNoticeJob): Promise<boolean> {
  const [conversation, message] = await Promise.all([
    findConversation(deps.db, job.conversationId),
    findChatMessage(deps.db, job.messageId),
  ]);
  if (!conversation?.email || !message) return false;
  if (conversation.lastSeenAt && conversation.lastSeenAt >= message.sentAt) return false;
  const { devOutbox, mail } = deps.config;
  if (!(devOutbox || mail.smtpUrl !== undefined)) return false;
  const latest = conversation.lastAuthor === "OJAS_CARE" ? conversation.lastText : message.text;
  await deliver(deps, {
    to: { kind: "email", value: conversation.email },
    ...chatReplyText(conversation, latest),
  });
  return true;
}
