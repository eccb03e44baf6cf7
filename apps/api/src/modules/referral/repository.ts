import { asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { affiliates, referralCodes, referralProgramme } from "./tables.ts";

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type AffiliateRow = typeof affiliates.$inferSelect;

export async function findReferralCode(db: Db, code: string): Promise<ReferralCodeRow | undefined> {
  const rows = await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1);
  return rows[0];
}

export async function findReferralCodeOf(db: Db, ownerUserId: string): Promise<ReferralCodeRow | undefined> {
  const rows = await db
    .select()
    .from(referralCodes)
    .where(eq(referralCodes.ownerUserId, ownerUserId))
    .limit(1);
  return rows[0];
}

/** Inserts unless the code or the owner already has one; answers whether it did. */
export async function insertReferralCode(db: Db, row: ReferralCodeRow): Promise<boolean> {
  const inserted = await db
    .insert(referralCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return inserted.length > 0;
}

export async function findAffiliate(db: Db, code: string): Promise<AffiliateRow | undefined> {
  const rows = await db.select().from(affiliates).where(eq(affiliates.code, code)).limit(1);
  return rows[0];
}

// The back office (admin.ts)

export type ReferralProgrammeRow = typeof referralProgramme.$inferSelect;
export const PROGRAMME_ID = "programme";

export async function findProgramme(db: Db): Promise<ReferralProgrammeRow | undefined> {
  const [row] = await db.select().from(referralProgramme).where(eq(referralProgramme.id, PROGRAMME_ID));
  return row;
}

/** Locks the programme's row (inserting it first if it was never saved), so two saves run one after another. */
export async function lockProgramme(tx: Db, initial: ReferralProgrammeRow): Promise<ReferralProgrammeRow> {
  await tx.insert(referralProgramme).values(initial).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(referralProgramme)
    .where(eq(referralProgramme.id, PROGRAMME_ID))
    .for("update");
  return row!;
}

export async function saveProgramme(tx: Db, row: ReferralProgrammeRow): Promise<void> {
  await tx.update(referralProgramme).set(row).where(eq(referralProgramme.id, PROGRAMME_ID));
}

/** Gives every referral code the programme's reward; answers how many codes there are. */
export async function applyProgrammeToCodes(
  tx: Db,
  reward: { rewardLifeBits: number; refereeCouponCode: string | null },
): Promise<number> {
  const rows = await tx.update(referralCodes).set(reward).returning({ code: referralCodes.code });
  return rows.length;
}

export async function countReferralCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(referralCodes);
  return Number(row?.n ?? 0);
}

/** Affiliates by code, after the code of the page before. */
export async function listAffiliates(
  db: Db,
  after: string | undefined,
  limit: number,
): Promise<AffiliateRow[]> {
  return db
    .select()
    .from(affiliates)
    .where(after ? gt(affiliates.code, after) : undefined)
    .orderBy(asc(affiliates.code))
    .limit(limit);
}

export async function affiliatesByCodes(db: Db, codes: string[]): Promise<AffiliateRow[]> {
  if (codes.length === 0) return [];
  return db.select().from(affiliates).where(inArray(affiliates.code, codes));
}

/** Inserts unless the code exists; answers whether it did. */
export async function insertAffiliate(tx: Db, row: AffiliateRow): Promise<boolean> {
  const rows = await tx
    .insert(affiliates)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: affiliates.code });
  return rows.length > 0;
}

export async function lockAffiliate(tx: Db, code: string): Promise<AffiliateRow | undefined> {
  const [row] = await tx.select().from(affiliates).where(eq(affiliates.code, code)).for("update");
  return row;
}

export async function updateAffiliate(tx: Db, code: string, patch: Partial<AffiliateRow>): Promise<void> {
  await tx.update(affiliates).set(patch).where(eq(affiliates.code, code));
}
