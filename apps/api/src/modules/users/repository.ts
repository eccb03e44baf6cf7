import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executePrepared, insertRows, preparedQuery } from "../../db/prepared.ts";
import { RecentReads } from "../../db/recent-reads.ts";
import { addresses, lifeBitsEntries, quizResponses } from "./tables.ts";

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

/** Serialises one user's address changes (first-is-default, one default, unique timestamps). */
export async function lockUserAddresses(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(4001, hashtext(${userId}))`);
}

export async function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.timestamp));
}

export async function findAddress(
  db: Db,
  userId: string,
  timestamp: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.timestamp, timestamp)));
  return row;
}

export async function insertAddress(db: Db, row: NewAddress): Promise<AddressRow> {
  const [inserted] = await db.insert(addresses).values(row).returning();
  return inserted!;
}

export async function updateAddress(
  db: Db,
  userId: string,
  timestamp: number,
  patch: Partial<NewAddress>,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.userId, userId), eq(addresses.timestamp, timestamp)))
    .returning();
  return row;
}

/** Clears the default flag on every address of the user except `keepTimestamp`. */
export async function clearOtherDefaults(db: Db, userId: string, keepTimestamp: number): Promise<void> {
  await db
    .update(addresses)
    .set({ defaultAddress: false })
    .where(
      and(
        eq(addresses.userId, userId),
        ne(addresses.timestamp, keepTimestamp),
        eq(addresses.defaultAddress, true),
      ),
    );
}

export async function deleteAddress(
  db: Db,
  userId: string,
  timestamp: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.timestamp, timestamp)))
    .returning();
  return row;
}

export async function moveAddress(
  db: Db,
  from: { userId: string; timestamp: number },
  to: { userId: string; timestamp: number; defaultAddress: boolean },
): Promise<void> {
  await db
    .update(addresses)
    .set(to)
    .where(and(eq(addresses.userId, from.userId), eq(addresses.timestamp, from.timestamp)));
}

// Quiz

export async function findQuizResponse(db: Db, userId: string) {
  const [row] = await db.select().from(quizResponses).where(eq(quizResponses.userId, userId));
  return row;
}

export async function putQuizResponse(db: Db, userId: string, response: string, at: Date): Promise<void> {
  await db
    .insert(quizResponses)
    .values({ userId, response, updatedAt: at })
    .onConflictDoUpdate({ target: quizResponses.userId, set: { response, updatedAt: at } });
}

export async function deleteQuizResponse(db: Db, userId: string): Promise<void> {
  await db.delete(quizResponses).where(eq(quizResponses.userId, userId));
}

// Life bits

/**
 * Balances as read a moment ago, for the cart's pricing (service.ts recentLifeBitsBalance). Every write
 * of entries below forgets the users it touches, so this instance never prices with a balance it changed.
 */
export const recentBalances = new RecentReads<number>();

export async function insertLifeBits(db: Db, row: typeof lifeBitsEntries.$inferInsert): Promise<void> {
  recentBalances.forget(row.userId);
  await insertRows(db, lifeBitsEntries, [row], "users_life_bits_insert");
}

/** A user's entries for one order (the user's index finds them). */
export async function lifeBitsOfOrder(db: Db, userId: string, orderId: string) {
  return db
    .select()
    .from(lifeBitsEntries)
    .where(and(eq(lifeBitsEntries.userId, userId), eq(lifeBitsEntries.orderId, orderId)));
}

/** A user's net life bits per order, for these orders (grants less what was taken back). */
export async function lifeBitsPerOrder(db: Db, userId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: lifeBitsEntries.orderId, total: sql<number>`sum(${lifeBitsEntries.delta})::int` })
    .from(lifeBitsEntries)
    .where(and(eq(lifeBitsEntries.userId, userId), inArray(lifeBitsEntries.orderId, orderIds)))
    .groupBy(lifeBitsEntries.orderId);
}

export async function hasLifeBitsEntry(db: Db, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ entryId: lifeBitsEntries.entryId })
    .from(lifeBitsEntries)
    .where(eq(lifeBitsEntries.entryId, entryId));
  return row !== undefined;
}

export async function listLifeBits(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(lifeBitsEntries)
    .where(eq(lifeBitsEntries.userId, userId))
    .orderBy(desc(lifeBitsEntries.at), desc(lifeBitsEntries.entryId))
    .limit(limit);
}

// Every signed-in cart request prices with the balance: prepared.
const lifeBitsTotalQuery = preparedQuery((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${lifeBitsEntries.delta}), 0)::int` })
    .from(lifeBitsEntries)
    .where(eq(lifeBitsEntries.userId, sql.placeholder("userId")))
    .prepare("users_life_bits_total"),
);

export async function lifeBitsTotal(db: Db, userId: string): Promise<number> {
  const [row] = await lifeBitsTotalQuery(db).execute({ userId });
  return Number(row?.total ?? 0);
}

/** Holds the user's life bits until the transaction ends, so two spends never both see the same balance. */
export async function lockLifeBits(db: Db, userId: string): Promise<void> {
  await executePrepared(db, sql`select pg_advisory_xact_lock(4002, hashtext(${userId}))`);
}

export async function moveLifeBits(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  recentBalances.forget(fromUserId);
  recentBalances.forget(toUserId);
  await db.update(lifeBitsEntries).set({ userId: toUserId }).where(eq(lifeBitsEntries.userId, fromUserId));
}
