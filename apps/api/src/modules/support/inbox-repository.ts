// The SQL of the back office's support inbox (inbox.ts) on the module's own tables.

import { phoneSearchDigits } from "@ojas/domain";
import { and, asc, desc, eq, ilike, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { supportRequestNotes, supportRequests } from "./tables.ts";

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportNoteRow = typeof supportRequestNotes.$inferSelect;

export interface InboxSearch {
  kind?: string;
  status?: string;
  /** A staff id, or null for requests nobody has taken. */
  ownerId?: string | null;
  text?: string;
  /** The (createdAt, requestId) of the last row of the page before. */
  after?: { c: number; i: string };
}

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Newest first, paged by (createdAt, requestId); each filter has an index in this order (tables.ts). */
export async function searchRequests(
  db: Db,
  search: InboxSearch,
  limit: number,
): Promise<SupportRequestRow[]> {
  const where: (SQL | undefined)[] = [
    search.kind ? eq(supportRequests.kind, search.kind) : undefined,
    search.status ? eq(supportRequests.status, search.status) : undefined,
    search.ownerId === null
      ? isNull(supportRequests.ownerId)
      : search.ownerId
        ? eq(supportRequests.ownerId, search.ownerId)
        : undefined,
  ];
  if (search.text) {
    const like = likeText(search.text);
    const digits = phoneSearchDigits(search.text) ?? "";
    where.push(
      or(
        eq(supportRequests.requestId, search.text),
        ilike(supportRequests.name, like),
        ilike(supportRequests.email, like),
        digits.length >= 4 ? ilike(supportRequests.phoneNumber, `%${digits}%`) : undefined,
      ),
    );
  }
  if (search.after) {
    const at = new Date(search.after.c);
    where.push(
      or(
        lt(supportRequests.createdAt, at),
        and(eq(supportRequests.createdAt, at), lt(supportRequests.requestId, search.after.i)),
      ),
    );
  }
  return db
    .select()
    .from(supportRequests)
    .where(and(...where))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.requestId))
    .limit(limit);
}

export async function findRequest(db: Db, requestId: string): Promise<SupportRequestRow | undefined> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.requestId, requestId));
  return row;
}

/** The request, locked for the change made in `tx`. */
export async function lockRequest(tx: Db, requestId: string): Promise<SupportRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.requestId, requestId))
    .for("update");
  return row;
}

export async function updateRequest(
  tx: Db,
  requestId: string,
  patch: Partial<Pick<SupportRequestRow, "status" | "ownerId" | "updatedAt">>,
): Promise<SupportRequestRow> {
  const [row] = await tx
    .update(supportRequests)
    .set(patch)
    .where(eq(supportRequests.requestId, requestId))
    .returning();
  if (!row) throw new Error(`Support request ${requestId} vanished`);
  return row;
}

export async function insertNote(
  tx: Db,
  note: typeof supportRequestNotes.$inferInsert,
): Promise<SupportNoteRow> {
  const [row] = await tx.insert(supportRequestNotes).values(note).returning();
  return row!;
}

/** A request's notes, oldest first. */
export async function notesOf(db: Db, requestId: string): Promise<SupportNoteRow[]> {
  return db
    .select()
    .from(supportRequestNotes)
    .where(eq(supportRequestNotes.requestId, requestId))
    .orderBy(asc(supportRequestNotes.id));
}
