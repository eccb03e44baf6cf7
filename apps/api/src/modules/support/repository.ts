import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import {
  engagementEvents,
  supportChatConversations,
  supportChatMessages,
  supportRequests,
} from "./tables.ts";

export type NewSupportRequest = typeof supportRequests.$inferInsert;
export type NewEngagementEvent = typeof engagementEvents.$inferInsert;
export type NewChatMessage = typeof supportChatMessages.$inferInsert;
export type ChatMessageRow = typeof supportChatMessages.$inferSelect;

export async function insertSupportRequest(db: Db, request: NewSupportRequest): Promise<void> {
  await db.insert(supportRequests).values(request);
}

const engagementInserts = new Map<string, ReturnType<typeof engagementInsert>>();

/** The events insert for `count` events with these keys, its values as placeholders: built once. */
function engagementInsert(count: number, keys: readonly string[]) {
  return preparedQuery(
    (db) =>
      db
        .insert(engagementEvents)
        .values(
          Array.from(
            { length: count },
            (_, i) => Object.fromEntries(keys.map((k) => [k, sql.placeholder(`${i}.${k}`)])) as never,
          ),
        )
        .onConflictDoNothing({ target: engagementEvents.eventId })
        .returning({ id: engagementEvents.id })
        .prepare("support_engagement_insert"),
    "support_engagement_insert",
  );
}

const definedKeys = (row: object) =>
  Object.entries(row)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);

/**
 * Stores the events not stored before (by eventId); answers how many were new. Each placed order's
 * confirmation stores one: the statement is built once per number of events and keys (decision 0046).
 */
export async function insertEngagementEvents(db: Db, events: NewEngagementEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const keys = definedKeys(events[0]!);
  const shape = keys.join(",");
  if (!events.every((e) => definedKeys(e).join(",") === shape)) {
    const stored = await db
      .insert(engagementEvents)
      .values(events)
      .onConflictDoNothing({ target: engagementEvents.eventId })
      .returning({ id: engagementEvents.id });
    return stored.length;
  }
  const signature = `${events.length}:${shape}`;
  let insert = engagementInserts.get(signature);
  if (!insert) {
    insert = engagementInsert(events.length, keys);
    engagementInserts.set(signature, insert);
  }
  const values: Record<string, unknown> = {};
  events.forEach((event, i) => {
    for (const k of keys) values[`${i}.${k}`] = (event as Record<string, unknown>)[k];
  });
  const stored = await insert(db).execute(values);
  return stored.length;
}

/** Rows are written in the order given, so a message and its answer keep that order. */
export async function insertChatMessages(db: Db, messages: NewChatMessage[]): Promise<void> {
  await db.insert(supportChatMessages).values(messages);
}

/** The account a conversation belongs to: null when it was started and kept without one. */
export async function conversationOwner(db: Db, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: supportChatConversations.userId })
    .from(supportChatConversations)
    .where(eq(supportChatConversations.conversationId, conversationId))
    .limit(1);
  return row?.userId ?? null;
}

export async function conversationExists(db: Db, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: supportChatMessages.id })
    .from(supportChatMessages)
    .where(eq(supportChatMessages.conversationId, conversationId))
    .limit(1);
  return rows.length > 0;
}

/** Whether a member of staff has written in the conversation (the automatic answers carry no staff id). */
export async function staffHasReplied(db: Db, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: supportChatMessages.id })
    .from(supportChatMessages)
    .where(
      and(eq(supportChatMessages.conversationId, conversationId), isNotNull(supportChatMessages.staffId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The latest `limit` messages of a conversation, oldest first. */
export async function conversationMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  const latest = await db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.conversationId, conversationId))
    .orderBy(desc(supportChatMessages.id))
    .limit(limit);
  return latest.reverse();
}

export async function findChatMessage(db: Db, messageId: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.messageId, messageId));
  return row;
}
