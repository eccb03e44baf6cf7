import { and, asc, eq, gte, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, webinarRegistrations, webinars } from "./tables.ts";

export type SessionRow = typeof sessions.$inferSelect;
export type WebinarRegistrationRow = typeof webinarRegistrations.$inferSelect;

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.sessionId, sessionId)).limit(1);
  return rows[0];
}

const webinarColumns = {
  webinarId: webinars.webinarId,
  market: webinars.market,
  description: webinars.description,
  topic: webinars.topic,
  price: webinars.price,
  currency: webinars.currency,
  title: sessions.title,
  host: sessions.hostName,
  startTime: sessions.startTime,
  endTime: sessions.endTime,
};

export type WebinarRow = {
  webinarId: string;
  market: string;
  description: string | null;
  topic: string | null;
  price: number | null;
  currency: string | null;
  title: string;
  host: string;
  startTime: number;
  endTime: number;
};

/** A market's webinars ending at or after `endsFrom`, soonest first. */
export function marketWebinars(db: Db, market: string, endsFrom: number): Promise<WebinarRow[]> {
  return db
    .select(webinarColumns)
    .from(webinars)
    .innerJoin(sessions, eq(sessions.sessionId, webinars.webinarId))
    .where(and(eq(webinars.market, market), gte(sessions.endTime, endsFrom)))
    .orderBy(asc(sessions.startTime), asc(webinars.webinarId));
}

export async function findWebinar(db: Db, webinarId: string): Promise<WebinarRow | undefined> {
  const rows = await db
    .select(webinarColumns)
    .from(webinars)
    .innerJoin(sessions, eq(sessions.sessionId, webinars.webinarId))
    .where(eq(webinars.webinarId, webinarId))
    .limit(1);
  return rows[0];
}

/** Which of `webinarIds` the account (or its phone) is registered for. */
export async function registeredAmong(
  db: Db,
  webinarIds: string[],
  who: { userId: string; phoneNumber: string | null },
): Promise<Set<string>> {
  if (webinarIds.length === 0) return new Set();
  const whom: SQL[] = [eq(webinarRegistrations.userId, who.userId)];
  if (who.phoneNumber) whom.push(eq(webinarRegistrations.phoneNumber, who.phoneNumber));
  const rows = await db
    .selectDistinct({ webinarId: webinarRegistrations.webinarId })
    .from(webinarRegistrations)
    .where(and(inArray(webinarRegistrations.webinarId, webinarIds), or(...whom)));
  return new Set(rows.map((r) => r.webinarId));
}

/** Inserts the registration unless the phone already holds one for the webinar (then answers undefined). */
export async function insertRegistration(
  db: Db,
  row: typeof webinarRegistrations.$inferInsert,
): Promise<WebinarRegistrationRow | undefined> {
  const rows = await db
    .insert(webinarRegistrations)
    .values(row)
    .onConflictDoNothing({ target: [webinarRegistrations.webinarId, webinarRegistrations.phoneNumber] })
    .returning();
  return rows[0];
}

export async function findRegistration(
  db: Db,
  registrationId: string,
): Promise<WebinarRegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.registrationId, registrationId))
    .limit(1);
  return rows[0];
}
