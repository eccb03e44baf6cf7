import type { Market } from "@ojas/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
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

/** Orders placed with each of the codes, by everyone and by one user (null: nobody in particular). */
export async function couponUseCounts(
  db: Db,
  userId: string | null,
  codes: string[],
): Promise<CouponUseCount[]> {
  const result = await db.execute(sql`
    select ${couponRedemptions.couponCode} as code,
           count(*)::int as "inAll",
           count(*) filter (where ${couponRedemptions.userId} = ${userId ?? ""})::int as "byUser"
    from ${couponRedemptions}
    where ${couponRedemptions.couponCode} in (${sql.join(
      codes.map((c) => sql`${c}`),
      sql`, `,
    )})
    group by ${couponRedemptions.couponCode}`);
  return rowsOf<CouponUseCount>(result).map((r) => ({
    code: r.code,
    inAll: Number(r.inAll),
    byUser: Number(r.byUser),
  }));
}

export async function insertRedemption(db: Db, row: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}
