import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows, preparedQuery } from "../../db/prepared.ts";
import { RecentReads } from "../../db/recent-reads.ts";
import {
  customerSearchText,
  otpChallenges,
  outboxMessages,
  refreshTokens,
  sessionFamilies,
  ssoStates,
  userIdentities,
  users,
} from "./tables.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OtpRow = typeof otpChallenges.$inferSelect;
export type SsoStateRow = typeof ssoStates.$inferSelect;

// Users

// Every signed-in cart request reads its user (first-purchase flag): prepared.
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.userId, sql.placeholder("userId")))
    .prepare("identity_user_by_id"),
);

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ userId });
  return row;
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

/**
 * Users as read a moment ago, for the cart's pricing (service.ts recentUser). Every write to a user row
 * below forgets it, so this instance never prices with a row it changed.
 */
export const recentUsers = new RecentReads<UserRow | undefined>();

export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<Omit<NewUser, "userId">>,
): Promise<UserRow | undefined> {
  recentUsers.forget(userId);
  const [row] = await db.update(users).set(patch).where(eq(users.userId, userId)).returning();
  return row;
}

/** Sets first_purchase_completed if it was not set; true when this call set it. */
export async function markFirstPurchase(db: Db, userId: string, at: Date): Promise<boolean> {
  recentUsers.forget(userId);
  const rows = await firstPurchaseQuery(db).execute({ userId, at });
  return rows.length > 0;
}

const firstPurchaseQuery = preparedQuery((db) =>
  db
    .update(users)
    // A placeholder set goes through the column encoder at run time; drizzle's types only lack it.
    .set({ firstPurchaseCompleted: true, updatedAt: sql.placeholder("at") as unknown as Date })
    .where(and(eq(users.userId, sql.placeholder("userId")), eq(users.firstPurchaseCompleted, false)))
    .returning({ userId: users.userId })
    .prepare("identity_first_purchase"),
);

/** Frees an email that nobody proved they own, so the person who just proved it can use it. */
export async function releaseUnverifiedEmail(db: Db, email: string, at: Date): Promise<void> {
  recentUsers.clear();
  await db
    .update(users)
    .set({ email: null, updatedAt: at })
    .where(and(eq(users.email, email), eq(users.emailVerified, false)));
}

// SSO identities

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(db: Db, identity: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(identity).onConflictDoNothing();
}

// One-time codes

export async function findOtp(db: Db, identifier: string): Promise<OtpRow | undefined> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.identifier, identifier));
  return row;
}

/** A new code replaces the previous one and its wrong tries. */
export async function putOtp(db: Db, row: typeof otpChallenges.$inferInsert): Promise<void> {
  await db
    .insert(otpChallenges)
    .values(row)
    .onConflictDoUpdate({
      target: otpChallenges.identifier,
      set: {
        channel: row.channel,
        codeHash: row.codeHash,
        tries: 0,
        sentAt: row.sentAt,
        expiresAt: row.expiresAt,
        consumedAt: null,
      },
    });
}

/**
 * Claims one verification attempt on a live code and returns its hash; undefined when the code is used,
 * expired or out of attempts. Concurrent guesses cannot exceed the limit: the count is taken first.
 */
export async function claimOtpTry(
  db: Db,
  identifier: string,
  maxTries: number,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ tries: sql`${otpChallenges.tries} + 1` })
    .where(
      and(
        eq(otpChallenges.identifier, identifier),
        isNull(otpChallenges.consumedAt),
        lt(otpChallenges.tries, maxTries),
        gt(otpChallenges.expiresAt, at),
      ),
    )
    .returning({ codeHash: otpChallenges.codeHash });
  return row?.codeHash;
}

/** Uses the code once: of two concurrent verifications only one gets true. */
export async function consumeOtp(db: Db, identifier: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(
      and(
        eq(otpChallenges.identifier, identifier),
        eq(otpChallenges.codeHash, codeHash),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ identifier: otpChallenges.identifier });
  return rows.length === 1;
}

// SSO sign-ins in progress

export async function insertSsoState(db: Db, row: SsoStateRow): Promise<void> {
  await db.insert(ssoStates).values(row);
}

/** Takes the state out (single use) and drops expired ones on the way. */
export async function takeSsoState(db: Db, state: string, at: Date): Promise<SsoStateRow | undefined> {
  await db.delete(ssoStates).where(lt(ssoStates.expiresAt, at));
  const [row] = await db.delete(ssoStates).where(eq(ssoStates.state, state)).returning();
  return row;
}

// Sessions

export async function insertFamily(db: Db, row: typeof sessionFamilies.$inferInsert): Promise<void> {
  await db.insert(sessionFamilies).values(row);
}

// Read for every request with a session whose liveness is not cached (sessions.ts): prepared.
const familyById = preparedQuery((db) =>
  db
    .select({
      userId: sessionFamilies.userId,
      expiresAt: sessionFamilies.expiresAt,
      revokedAt: sessionFamilies.revokedAt,
    })
    .from(sessionFamilies)
    .where(eq(sessionFamilies.familyId, sql.placeholder("familyId")))
    .prepare("identity_family_by_id"),
);

export async function findFamily(db: Db, familyId: string) {
  const [row] = await familyById(db).execute({ familyId });
  return row;
}

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      tokenHash: refreshTokens.tokenHash,
      rotatedAt: refreshTokens.rotatedAt,
      familyId: sessionFamilies.familyId,
      userId: sessionFamilies.userId,
      expiresAt: sessionFamilies.expiresAt,
      revokedAt: sessionFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessionFamilies, eq(sessionFamilies.familyId, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used; false when it already was (a replay). */
export async function markRotated(db: Db, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, reason: string, at: Date): Promise<void> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessionFamilies.familyId, familyId), isNull(sessionFamilies.revokedAt)));
}

/** Every live session of a user, except `keepFamilyId` when given; answers how many it ended. */
export async function revokeUserFamilies(
  db: Db,
  userId: string,
  reason: string,
  at: Date,
  keepFamilyId?: string,
): Promise<number> {
  const conditions = [eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)];
  if (keepFamilyId) conditions.push(ne(sessionFamilies.familyId, keepFamilyId));
  const ended = await db
    .update(sessionFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(...conditions))
    .returning({ familyId: sessionFamilies.familyId });
  return ended.length;
}

/** A user's sessions neither revoked nor past their end (the session family index finds them). */
export async function countLiveFamilies(db: Db, userId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessionFamilies)
    .where(
      and(
        eq(sessionFamilies.userId, userId),
        isNull(sessionFamilies.revokedAt),
        gt(sessionFamilies.expiresAt, at),
      ),
    );
  return Number(row?.n ?? 0);
}

// Outbox

export async function insertOutboxMessage(db: Db, row: typeof outboxMessages.$inferInsert): Promise<void> {
  await insertRows(db, outboxMessages, [row], "identity_outbox_insert");
}

export async function listOutbox(db: Db, recipient: string, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.messageId))
    .limit(limit);
}

// Staff accounts (the staff module holds their roles)

/** Staff accounts by email, a page at a time. */
export async function listStaffUsers(db: Db, offset: number, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.isStaff, true))
    .orderBy(users.email, users.userId)
    .offset(offset)
    .limit(limit);
}

export async function findUsersByIds(db: Db, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.userId, [...userIds]));
}

// Customers (the back office's search)

export interface CustomerSearch {
  /** Lower-cased text found anywhere in the name, email or phone (tables.ts customerSearchText). */
  needle?: string;
  /** The (createdAt, userId) of the last row of the page before. */
  after?: { c: number; i: string };
}

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * Shoppers (not staff, guests or merged-away guests), newest first, paged by (createdAt, userId): the
 * trigram index on customerSearchText answers the text, users_created_idx the order.
 */
export async function searchCustomers(db: Db, search: CustomerSearch, limit: number): Promise<UserRow[]> {
  const where = [
    eq(users.isStaff, false),
    eq(users.isGuestUser, false),
    isNull(users.mergedIntoUserId),
    search.needle ? sql`${customerSearchText(users)} like ${likeText(search.needle)}` : undefined,
  ];
  if (search.after) {
    const at = new Date(search.after.c);
    where.push(or(lt(users.createdAt, at), and(eq(users.createdAt, at), lt(users.userId, search.after.i))));
  }
  return db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.userId))
    .limit(limit);
}
