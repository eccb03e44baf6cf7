import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "./tables.ts";

/** ACTIVE subscriptions of a user that have started and not ended at `at`. */
export async function activeSubscriptions(db: Db, userId: string, at: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "ACTIVE"),
        lte(subscriptions.startsAt, at),
        gt(subscriptions.endsAt, at),
      ),
    )
    .orderBy(asc(subscriptions.endsAt));
}
