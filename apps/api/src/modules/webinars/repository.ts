import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "./tables.ts";

export type SessionRow = typeof sessions.$inferSelect;

export async function findSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(sessions).where(eq(sessions.sessionId, sessionId)).limit(1);
  return rows[0];
}
