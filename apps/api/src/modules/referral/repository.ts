import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { affiliates, referralCodes } from "./tables.ts";

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
