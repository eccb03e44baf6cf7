// The SQL of the support chat's conversations (chat-replies.ts, service.ts) on the module's own tables.
import { and, desc, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { supportChatConversations } from "./tables.ts";

export type ConversationRow = typeof supportChatConversations.$inferSelect;

/**
 * Records a message in its conversation's row (made with the first one): the latest activity, whether it
 * waits for staff, and the shopper's user id and email when this message brings them.
 */
export async function touchConversation(
  db: Db,
  row: {
    conversationId: string;
    market: string;
    at: Date;
    text: string;
    author: string;
    awaitingReply: boolean;
    userId?: string;
    email?: string;
  },
): Promise<void> {
  await db
    .insert(supportChatConversations)
    .values({
      conversationId: row.conversationId,
      market: row.market,
      userId: row.userId ?? null,
      email: row.email ?? null,
      startedAt: row.at,
      lastMessageAt: row.at,
      lastText: row.text,
      lastAuthor: row.author,
      awaitingReply: row.awaitingReply,
    })
    .onConflictDoUpdate({
      target: supportChatConversations.conversationId,
      set: {
        lastMessageAt: row.at,
        lastText: row.text,
        lastAuthor: row.author,
        awaitingReply: row.awaitingReply,
        ...(row.userId ? { userId: row.userId } : {}),
        ...(row.email ? { email: row.email } : {}),
      },
    });
}

/**
 * The shopper's open panel read the conversation at `at`: written at most once per `every` ms, so a panel
 * polling every few seconds costs one small update per interval.
 */
export async function markSeen(db: Db, conversationId: string, at: Date, every: number): Promise<void> {
  const stale = new Date(at.getTime() - every);
  await db
    .update(supportChatConversations)
    .set({ lastSeenAt: at })
    .where(
      and(
        eq(supportChatConversations.conversationId, conversationId),
        or(isNull(supportChatConversations.lastSeenAt), lt(supportChatConversations.lastSeenAt, stale)),
      ),
    );
}

export async function findConversation(db: Db, conversationId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(supportChatConversations)
    .where(eq(supportChatConversations.conversationId, conversationId));
  return row;
}

/** The conversation, locked for the reply written in `tx`. */
export async function lockConversation(tx: Db, conversationId: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportChatConversations)
    .where(eq(supportChatConversations.conversationId, conversationId))
    .for("update");
  return row;
}

/** Newest activity first, paged by (lastMessageAt, conversationId); each list has its index (tables.ts). */
export async function listConversations(
  db: Db,
  search: { awaitingOnly: boolean; after?: { c: number; i: string } },
  limit: number,
): Promise<ConversationRow[]> {
  const t = supportChatConversations;
  const where: (SQL | undefined)[] = [search.awaitingOnly ? sql`${t.awaitingReply}` : undefined];
  if (search.after) {
    const at = new Date(search.after.c);
    where.push(
      or(lt(t.lastMessageAt, at), and(eq(t.lastMessageAt, at), lt(t.conversationId, search.after.i))),
    );
  }
  return db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.lastMessageAt), desc(t.conversationId))
    .limit(limit);
}
