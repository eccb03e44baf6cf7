import { OPEN_SUBSCRIPTION_STATUSES, RUNNING_SUBSCRIPTION_STATUSES } from "@ojas/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;
export type SubscriptionPatch = Partial<Omit<typeof subscriptions.$inferInsert, "subscriptionId">>;

export async function findSubscription(db: Db, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  return row;
}

/** The subscription, locked for the rest of the transaction: the first step of every change to it. */
export async function lockSubscription(tx: Db, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionId, subscriptionId))
    .for("update");
  return row;
}

export async function insertSubscription(tx: Db, row: typeof subscriptions.$inferInsert): Promise<void> {
  await tx.insert(subscriptions).values(row);
}

export async function updateSubscription(
  tx: Db,
  subscriptionId: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set(patch)
    .where(eq(subscriptions.subscriptionId, subscriptionId))
    .returning();
  if (!row) throw new Error(`Subscription ${subscriptionId} vanished while locked`);
  return row;
}

export async function insertEvent(tx: Db, row: typeof subscriptionEvents.$inferInsert): Promise<void> {
  await tx.insert(subscriptionEvents).values(row);
}

/** A user's subscriptions that give access now (ACTIVE, or PAST_DUE in grace). */
export async function runningSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...RUNNING_SUBSCRIPTION_STATUSES]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
}

/** A user's subscriptions that block another of the same kind (PENDING, ACTIVE, PAST_DUE). */
export async function openSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...OPEN_SUBSCRIPTION_STATUSES])),
    );
}

export async function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
}

export async function periodsOf(db: Db, subscriptionIds: string[]): Promise<PeriodRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionPeriods)
    .where(inArray(subscriptionPeriods.subscriptionId, subscriptionIds))
    .orderBy(desc(subscriptionPeriods.number));
}

export async function lockPeriod(
  tx: Db,
  subscriptionId: string,
  number: number,
): Promise<PeriodRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptionPeriods)
    .where(
      and(eq(subscriptionPeriods.subscriptionId, subscriptionId), eq(subscriptionPeriods.number, number)),
    )
    .for("update");
  return row;
}

export async function updatePeriod(
  tx: Db,
  period: Pick<PeriodRow, "subscriptionId" | "number">,
  patch: Partial<typeof subscriptionPeriods.$inferInsert>,
): Promise<void> {
  await tx
    .update(subscriptionPeriods)
    .set(patch)
    .where(
      and(
        eq(subscriptionPeriods.subscriptionId, period.subscriptionId),
        eq(subscriptionPeriods.number, period.number),
      ),
    );
}
