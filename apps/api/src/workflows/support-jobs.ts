// The support jobs (docs/architecture.md, "Background jobs"): the notices a shopper gets about their
// request (received, taken by staff), queued in the transaction of the change they tell of
// (modules/support/notices.ts), and the email telling a shopper who is away that staff replied in the chat
// (modules/support/chat-notices.ts); sent here at least once, retried with backoff when the mail server fails.
import type { Queue } from "pg-boss";
import type { Deps } from "../deps.ts";
import { DEFAULT_QUEUE_OPTIONS, type JobDefinition } from "../jobs/worker.ts";
import {
  CHAT_REPLY_NOTICE,
  type ChatReplyNoticeJob,
  SUPPORT_NOTICE,
  type SupportNotice,
  sendChatReplyNotice,
  sendSupportNotice,
} from "../modules/support/service.ts";

// At most one job per notice waiting or running (keyed by request and event).
const NOTICE_QUEUE: Queue = { name: SUPPORT_NOTICE, ...DEFAULT_QUEUE_OPTIONS, policy: "exclusive" };

// At most one chat reply email per conversation waiting (it quotes the latest reply when it runs).
const CHAT_REPLY_QUEUE: Queue = { name: CHAT_REPLY_NOTICE, ...DEFAULT_QUEUE_OPTIONS, policy: "exclusive" };

/** The support queues' names and settings (jobs/start.ts creates them before any is worked). */
export const SUPPORT_QUEUES: readonly Queue[] = [NOTICE_QUEUE, CHAT_REPLY_QUEUE];

export function supportJobs(deps: Deps): JobDefinition<object>[] {
  const notice: JobDefinition<SupportNotice> = {
    queue: NOTICE_QUEUE,
    handle: async (data) => {
      await sendSupportNotice(deps, data);
    },
  };
  const chatReply: JobDefinition<ChatReplyNoticeJob> = {
    queue: CHAT_REPLY_QUEUE,
    handle: async (data) => {
      await sendChatReplyNotice(deps, data);
    },
  };
  return [notice, chatReply] as JobDefinition<object>[];
}
