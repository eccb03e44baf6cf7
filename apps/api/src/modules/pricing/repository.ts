import type { Market } from "@ojas/domain";
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows, preparedQuery } from "../../db/prepared.ts";
import { couponRedemptions, coupons, deliveryRules } from "./tables.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type DeliveryRuleRow = typeof deliveryRules.$inferSelect;

export async function activeCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).where(eq(coupons.active, true)).orderBy(coupons.code);
}

export async function findDeliveryRule(db: Db, market: Market): Promise<DeliveryRuleRow | undefined> {
  const rows = await db.select().from(deliveryRules).where(eq(deliveryRules.market, market)).limit(1);
  return rows[0];
}

export interface CouponUseCount {
  code: string;
  inAll: number;
  byUser: number;
}

// Read for every cart that names a coupon with use limits: prepared.
const useCountsQuery = preparedQuery((db) =>
  db
    .select({
      code: couponRedemptions.couponCode,
      inAll: sql<number>`count(*)::int`,
      byUser: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${sql.placeholder("userId")}))::int`,
    })
    .from(couponRedemptions)
    .where(sql`${couponRedemptions.couponCode} = any(${sql.placeholder("codes")}::text[])`)
    .groupBy(couponRedemptions.couponCode)
    .prepare("pricing_coupon_use_counts"),
);

/** Orders placed with each of the codes, by everyone and by one user (null: nobody in particular). */
export async function couponUseCounts(
  db: Db,
  userId: string | null,
  codes: string[],
): Promise<CouponUseCount[]> {
  const rows = await useCountsQuery(db).execute({ userId: userId ?? "", codes });
  return rows.map((r) => ({ code: r.code, inAll: Number(r.inAll), byUser: Number(r.byUser) }));
}

export async function insertRedemption(db: Db, row: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}

/**
 * Locks the rows of the codes that have a use limit, in code order (so two orders never wait on each
 * other), until the transaction ends; answers their limits.
 */
export async function lockLimitedCoupons(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: coupons.code, usesInAll: coupons.usesInAll, usesPerUser: coupons.usesPerUser })
    .from(coupons)
    .where(
      and(inArray(coupons.code, codes), or(isNotNull(coupons.usesInAll), isNotNull(coupons.usesPerUser))),
    )
    .orderBy(asc(coupons.code))
    .for("update")
    .prepare("pricing_lock_limited_coupons")
    .execute();
}

export async function insertRedemptions(db: Db, rows: (typeof couponRedemptions.$inferInsert)[]) {
  await insertRows(db, couponRedemptions, rows, "pricing_redeem");
}

/** Deletes an order's redemptions; answers how many there were. */
export async function deleteRedemptionsOfOrder(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ id: couponRedemptions.redemptionId });
  return rows.length;
}
