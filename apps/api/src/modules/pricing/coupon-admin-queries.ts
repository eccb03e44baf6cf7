// The SQL of the back office's coupons (coupon-admin.ts) on pricing's own tables.
import type { Market, StaffCouponKind } from "@ojas/domain";
import { and, desc, eq, getTableColumns, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { couponRedemptions, coupons } from "./tables.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponWithUses = CouponRow & { uses: number };

/** Uses so far, counted by PostgreSQL along coupon_redemptions_code_idx: no redemption row reaches Node. */
const usesOf = sql<number>`(select count(*)::int from ${couponRedemptions} where ${couponRedemptions.couponCode} = ${coupons.code})`;

const withUses = { ...getTableColumns(coupons), uses: usesOf };

function kindFilter(kind: StaffCouponKind): SQL | undefined {
  switch (kind) {
    case "AUTOMATIC":
      return eq(coupons.automatic, true);
    case "LIFE_BITS":
      return isNotNull(coupons.lifeBitsCost);
    case "REFERRAL":
      return eq(coupons.referralOnly, true);
    case "PLAN":
    case "WEBINAR":
      return eq(coupons.appliesTo, kind);
    default:
      return eq(coupons.discountType, kind);
  }
}

export interface CouponSearch {
  /** The start of a code, upper case. */
  codePrefix?: string;
  kind?: StaffCouponKind;
  market?: Market;
  active?: boolean;
  /** The (createdAt, code) of the last row of the page before. */
  after?: { c: number; i: string };
}

const prefixOf = (text: string) => `${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Newest first, paged by (createdAt, code); each with its live use count. */
export async function searchCoupons(db: Db, search: CouponSearch, limit: number): Promise<CouponWithUses[]> {
  const where: (SQL | undefined)[] = [
    search.codePrefix ? sql`${coupons.code} like ${prefixOf(search.codePrefix)}` : undefined,
    search.kind ? kindFilter(search.kind) : undefined,
    search.active === undefined ? undefined : eq(coupons.active, search.active),
    search.market
      ? sql`(${coupons.markets} is null or ${coupons.markets} @> array[${search.market}]::text[])`
      : undefined,
    search.after
      ? sql`(${coupons.createdAt}, ${coupons.code}) < (${search.after.c}, ${search.after.i})`
      : undefined,
  ];
  const rows = await db
    .select(withUses)
    .from(coupons)
    .where(and(...where))
    .orderBy(desc(coupons.createdAt), desc(coupons.code))
    .limit(limit);
  return rows.map((r) => ({ ...r, uses: Number(r.uses) }));
}

export async function findCouponWithUses(db: Db, code: string): Promise<CouponWithUses | undefined> {
  const [row] = await db.select(withUses).from(coupons).where(eq(coupons.code, code));
  return row ? { ...row, uses: Number(row.uses) } : undefined;
}

export async function lockCoupon(tx: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
  return row;
}

/** Inserts unless the code exists; answers whether it did. */
export async function insertCoupon(tx: Db, row: typeof coupons.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(coupons)
    .values(row)
    .onConflictDoNothing({ target: coupons.code })
    .returning({ code: coupons.code });
  return inserted.length > 0;
}

export async function updateCoupon(tx: Db, code: string, patch: Partial<CouponRow>): Promise<void> {
  await tx.update(coupons).set(patch).where(eq(coupons.code, code));
}

/** A coupon's kind of use, for checks elsewhere (the referral programme's coupon). */
export async function findCouponBrief(db: Db, code: string) {
  const [row] = await db
    .select({
      code: coupons.code,
      appliesTo: coupons.appliesTo,
      active: coupons.active,
      automatic: coupons.automatic,
      lifeBitsCost: coupons.lifeBitsCost,
    })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row;
}
