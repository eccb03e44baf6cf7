import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  sessionRoomMessages,
  sessionRoomPresence,
  sessions,
  webinarRegistrations,
  webinars,
} from "./tables.ts";

export type SessionRow = typeof sessions.$inferSelect;
export type PresenceRow = typeof sessionRoomPresence.$inferSelect;
export type MessageRow = typeof sessionRoomMessages.$inferSelect;
export type WebinarOnlyRow = typeof webinars.$inferSelect;
export type RegistrationRow = typeof webinarRegistrations.$inferSelect;

export async function lockSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.sessionId, sessionId)).for("update");
  return rows[0];
}

export async function webinarRowOf(db: Db, sessionId: string): Promise<WebinarOnlyRow | undefined> {
  const rows = await db.select().from(webinars).where(eq(webinars.webinarId, sessionId)).limit(1);
  return rows[0];
}

/** Marks the person as there now (their first heartbeat also says when they joined). */
export async function touchPresence(
  db: Db,
  row: { sessionId: string; userId: string; role: string; name: string; at: Date },
): Promise<void> {
  await db
    .insert(sessionRoomPresence)
    .values({
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      name: row.name,
      joinedAt: row.at,
      lastSeenAt: row.at,
    })
    .onConflictDoUpdate({
      target: [sessionRoomPresence.sessionId, sessionRoomPresence.userId],
      set: { lastSeenAt: row.at, role: row.role, name: row.name },
    });
}

/** Who sent a heartbeat at or after `since`, in the order they joined. */
export function presentSince(db: Db, sessionId: string, since: Date): Promise<PresenceRow[]> {
  return db
    .select()
    .from(sessionRoomPresence)
    .where(and(eq(sessionRoomPresence.sessionId, sessionId), gte(sessionRoomPresence.lastSeenAt, since)))
    .orderBy(asc(sessionRoomPresence.joinedAt), asc(sessionRoomPresence.userId));
}

export async function insertMessage(
  db: Db,
  row: typeof sessionRoomMessages.$inferInsert,
): Promise<MessageRow> {
  const rows = await db.insert(sessionRoomMessages).values(row).returning();
  return rows[0]!;
}

/** The latest `limit` messages, oldest first. */
export async function latestMessages(db: Db, sessionId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(sessionRoomMessages)
    .where(eq(sessionRoomMessages.sessionId, sessionId))
    .orderBy(desc(sessionRoomMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function updateSession(
  db: Db,
  sessionId: string,
  set: Partial<typeof sessions.$inferInsert>,
): Promise<SessionRow> {
  const rows = await db.update(sessions).set(set).where(eq(sessions.sessionId, sessionId)).returning();
  return rows[0]!;
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function insertWebinarRow(db: Db, row: typeof webinars.$inferInsert): Promise<void> {
  await db.insert(webinars).values(row);
}

export async function updateWebinarRow(
  db: Db,
  webinarId: string,
  set: Partial<typeof webinars.$inferInsert>,
): Promise<void> {
  await db.update(webinars).set(set).where(eq(webinars.webinarId, webinarId));
}

export interface SessionListRow {
  session: SessionRow;
  webinar: WebinarOnlyRow | null;
}

/**
 * Sessions by start time (then id), from the cursor on; `endsFrom` leaves out those that ended before it;
 * `kind` COACH is sessions without a webinar row, WEBINAR those with one.
 */
export async function listSessions(
  db: Db,
  filter: { kind?: "COACH" | "WEBINAR"; endsFrom?: number; after?: { s: number; i: string } },
  limit: number,
): Promise<SessionListRow[]> {
  const where: SQL[] = [];
  if (filter.endsFrom !== undefined) where.push(gte(sessions.endTime, filter.endsFrom));
  if (filter.kind === "COACH") where.push(isNull(webinars.webinarId));
  if (filter.kind === "WEBINAR") where.push(isNotNull(webinars.webinarId));
  if (filter.after) {
    const { s, i } = filter.after;
    where.push(or(gt(sessions.startTime, s), and(eq(sessions.startTime, s), gt(sessions.sessionId, i)))!);
  }
  return db
    .select({ session: sessions, webinar: webinars })
    .from(sessions)
    .leftJoin(webinars, eq(webinars.webinarId, sessions.sessionId))
    .where(and(...where))
    .orderBy(asc(sessions.startTime), asc(sessions.sessionId))
    .limit(limit);
}

/** A webinar's registrations in the order made, from the cursor on. */
export function registrationsOf(
  db: Db,
  webinarId: string,
  after: { c: number; i: string } | undefined,
  limit: number,
): Promise<RegistrationRow[]> {
  const where: SQL[] = [eq(webinarRegistrations.webinarId, webinarId)];
  if (after) {
    const at = new Date(after.c);
    where.push(
      or(
        gt(webinarRegistrations.createdAt, at),
        and(eq(webinarRegistrations.createdAt, at), gt(webinarRegistrations.registrationId, after.i)),
      )!,
    );
  }
  return db
    .select()
    .from(webinarRegistrations)
    .where(and(...where))
    .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.registrationId))
    .limit(limit);
}

export async function registrationCounts(db: Db, webinarIds: string[]): Promise<Map<string, number>> {
  if (webinarIds.length === 0) return new Map();
  const rows = await db
    .select({ webinarId: webinarRegistrations.webinarId, n: count() })
    .from(webinarRegistrations)
    .where(inArray(webinarRegistrations.webinarId, webinarIds))
    .groupBy(webinarRegistrations.webinarId);
  return new Map(rows.map((r) => [r.webinarId, Number(r.n)]));
}
