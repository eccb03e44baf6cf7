import { randomBytes, randomUUID } from "node:crypto";
import {
  type B2bCallbackRequestBody,
  type CallbackRequestBody,
  type ChatConversation,
  type ChatMessage,
  type ChatMessageBody,
  countryForMarket,
  type EngagementBatch,
  MARKET_INFO,
  type Market,
  normaliseEmail,
  normalisePhone,
  phoneCountryByDialCode,
  type SupportRequestKind,
  type TrialRequestBody,
  type UtmParams,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { userDetails } from "../identity/service.ts";
import { planInMarket } from "../plans/service.ts";
import { markSeen, touchConversation } from "./chat-repository.ts";
import * as dashboard from "./dashboard-queries.ts";
import { queueSupportNotice } from "./notices.ts";

export { CHAT_REPLY_NOTICE, type ChatReplyNoticeJob, sendChatReplyNotice } from "./chat-notices.ts";
export { SUPPORT_NOTICE, type SupportNotice, sendSupportNotice } from "./notices.ts";

import {
  type ChatMessageRow,
  conversationExists,
  conversationMessages,
  conversationOwner,
  insertChatMessages,
  insertEngagementEvents,
  insertSupportRequest,
  staffHasReplied,
} from "./repository.ts";

const ID_PREFIX: Record<SupportRequestKind, string> = {
  CALLBACK: "CB",
  PLAN_LEAD: "PL",
  B2B_CALLBACK: "B2B",
  TRIAL: "TR",
};

/**
 * The phone in E.164. Without a dial code the market's applies; a full E.164 number keeps its own.
 * Throws 4000 naming the field at fault.
 */
export function e164Phone(market: Market, phoneNumber: string, countryCode: string | undefined): string {
  const dialCode = countryCode ?? MARKET_INFO[market].dialCode;
  const country = phoneCountryByDialCode(dialCode);
  if (!country) throw invalid({ countryCode: "We do not call this country yet" });
  const phone = normalisePhone(phoneNumber, dialCode);
  if (!phone.ok) throw invalid({ phoneNumber: `Enter a valid ${country.countryName} mobile number` });
  return phone.e164;
}

async function store(
  deps: Deps,
  kind: SupportRequestKind,
  market: Market,
  request: {
    name: string;
    phoneNumber: string;
    email?: string;
    details: Record<string, unknown>;
    utm: UtmParams | null;
  },
): Promise<{ requestId: string }> {
  const requestId = `${ID_PREFIX[kind]}-${randomUUID()}`;
  const at = new Date(deps.now());
  // The request reaches the back office's inbox as NEW; the shopper's confirmation is queued with it.
  await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await insertSupportRequest(tx, {
      requestId,
      kind,
      market,
      name: request.name,
      phoneNumber: request.phoneNumber,
      email: request.email ? normaliseEmail(request.email) : null,
      details: request.details,
      utm: request.utm,
      createdAt: at,
      updatedAt: at,
    });
    await queueSupportNotice(deps, tx, { requestId, event: "RECEIVED" });
  });
  return { requestId };
}

/** A call back; one naming a plan is a plan lead (PLAN_LEAD), with the plan's id and name in its details. */
export async function requestCallback(deps: Deps, market: Market, body: CallbackRequestBody) {
  const phoneNumber = e164Phone(market, body.phoneNumber, body.countryCode);
  const plan = body.planId ? await planInMarket(deps, body.planId, market) : undefined;
  if (body.planId && !plan?.price) throw invalid({ planId: "No such plan in this market" });
  return store(deps, plan ? "PLAN_LEAD" : "CALLBACK", market, {
    name: body.name,
    phoneNumber,
    email: body.email,
    details: {
      preferredTime: body.preferredTime ?? null,
      topic: body.topic ?? null,
      ...(plan ? { planId: plan.planId, planName: plan.name } : {}),
    },
    utm: body.utm,
  });
}

export function requestB2bCallback(deps: Deps, market: Market, body: B2bCallbackRequestBody) {
  if (!body.workEmail) throw new AppError(4007, undefined, { workEmail: "Enter your work email" });
  const phoneNumber = e164Phone(market, body.phoneNumber, body.countryCode);
  return store(deps, "B2B_CALLBACK", market, {
    name: body.name,
    phoneNumber,
    email: body.workEmail,
    details: { companyName: body.companyName, teamSize: body.teamSize, message: body.message ?? null },
    utm: body.utm,
  });
}

export function requestTrial(deps: Deps, market: Market, body: TrialRequestBody) {
  const phoneNumber = e164Phone(market, body.phoneNumber, body.countryCode);
  return store(deps, "TRIAL", market, {
    name: body.name,
    phoneNumber,
    details: { goal: body.goal ?? null },
    utm: body.utm,
  });
}

/** Server time for the storefront's clock-offset check, in whole seconds. */
export function ntpTime(deps: Deps): { unixtime: number } {
  return { unixtime: Math.floor(deps.now() / 1000) };
}

/** Stores a batch of storefront events; events seen before (same eventId) are skipped. */
export async function recordEngagement(deps: Deps, batch: EngagementBatch): Promise<{ accepted: number }> {
  const receivedAt = new Date(deps.now());
  const accepted = await insertEngagementEvents(
    deps.db,
    batch.events.map((event) => ({
      eventId: event.eventId,
      sessionId: batch.sessionId,
      name: event.name,
      market: batch.market,
      path: event.path,
      props: event.props ?? {},
      occurredAt: new Date(event.occurredAt),
      receivedAt,
    })),
  );
  return { accepted };
}

/** The panel's reads mark the shopper present at most this often (a write per interval, not per read). */
export const CHAT_SEEN_WRITE_EVERY_MS = 4_000;

/** A conversation shows at most this many of its latest messages. */
export const CHAT_HISTORY_LIMIT = 200;

/** The shop's stored answer to each shopper message: when care answers and how to reach it now. */
export function chatAcknowledgement(market: Market): string {
  const country = countryForMarket(market);
  return (
    `Thank you for writing to Ojas care. We have your message, and a care specialist will reply here ` +
    `during our hours, ${country.careHours}. For anything urgent, call ${country.carePhone} or email ` +
    `${country.careEmail}.`
  );
}

function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    messageId: row.messageId,
    author: row.author as ChatMessage["author"],
    text: row.text,
    sentAt: row.sentAt.getTime(),
  };
}

/**
 * Whether the caller may read or write a conversation: one that exists and either belongs to no account
 * (its id, kept by the browser, is the key) or to the caller's. Anyone else, with or without a session, is
 * told it does not exist (docs/api.md, "Back office: chat").
 */
async function mayUseConversation(deps: Deps, conversationId: string, shopper: string | undefined) {
  if (!(await conversationExists(deps.db, conversationId))) return false;
  const owner = await conversationOwner(deps.db, conversationId);
  return owner === null || owner === shopper;
}

/**
 * Adds a shopper message (starting a conversation when none is named) and, while no member of staff has
 * replied in the conversation, the shop's acknowledgement,
 * then answers the conversation. An unknown conversation is 4040. The conversation keeps whom to tell of a
 * staff reply while the shopper is away: the email given, else the signed-in shopper's account email.
 */
export async function sendChatMessage(
  deps: Deps,
  market: Market,
  body: ChatMessageBody,
  user: { userId: string; isGuestUser: boolean } | null = null,
): Promise<ChatConversation> {
  const conversationId = body.conversationId ?? randomBytes(18).toString("base64url");
  const shopper = user && !user.isGuestUser ? user.userId : undefined;
  if (body.conversationId && !(await mayUseConversation(deps, conversationId, shopper))) {
    throw notFound("This conversation does not exist");
  }
  const email = body.email ?? (shopper ? (await userDetails(deps, shopper))?.email : undefined) ?? undefined;
  const sentAt = new Date(deps.now());
  const acknowledgement = chatAcknowledgement(market);
  await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await insertChatMessages(tx, [
      {
        messageId: `msg_${randomUUID()}`,
        conversationId,
        market,
        author: "SHOPPER",
        text: body.text,
        sentAt,
      },
      // The automatic answer only until a member of staff has replied: then the shopper talks to them.
      ...(body.conversationId && (await staffHasReplied(tx, conversationId))
        ? []
        : [
            {
              messageId: `msg_${randomUUID()}`,
              conversationId,
              market,
              author: "OJAS_CARE",
              text: acknowledgement,
              sentAt,
            },
          ]),
    ]);
    await touchConversation(tx, {
      conversationId,
      market,
      at: sentAt,
      text: body.text,
      author: "SHOPPER",
      awaitingReply: true,
      userId: shopper,
      email,
    });
  });
  return { conversationId, messages: await chatMessages(deps, conversationId, user) };
}

/**
 * The conversation's latest messages, oldest first (4040 when unknown). The open chat panel reads this
 * every CHAT_POLL_INTERVAL_MS, so each read also marks the shopper present (docs/decisions/0036-chat-replies.md).
 */
export async function chatMessages(
  deps: Deps,
  conversationId: string,
  user: { userId: string; isGuestUser: boolean } | null = null,
): Promise<ChatMessage[]> {
  const shopper = user && !user.isGuestUser ? user.userId : undefined;
  if (!(await mayUseConversation(deps, conversationId, shopper))) {
    throw notFound("This conversation does not exist");
  }
  const rows = await conversationMessages(deps.db, conversationId, CHAT_HISTORY_LIMIT);
  if (rows.length === 0) throw notFound("This conversation does not exist");
  await markSeen(deps.db, conversationId, new Date(deps.now()), CHAT_SEEN_WRITE_EVERY_MS);
  return rows.map(toChatMessage);
}

/** The dashboard's funnel and waiting requests (docs/decisions/0038-dashboard-aggregates.md). */
export function dashboardFunnel(
  deps: Pick<Deps, "db">,
  markets: readonly Market[],
  range: { from: string; to: string },
) {
  return dashboard.funnelSessions(deps.db, markets, range);
}

export function requestsWaiting(deps: Pick<Deps, "db">, markets: readonly Market[]): Promise<number> {
  return dashboard.requestsWaiting(deps.db, markets);
}
