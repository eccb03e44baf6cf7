import { OPEN_SUBSCRIPTION_STATUSES, RUNNING_SUBSCRIPTION_STATUSES } from "@ojas/domain";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { columnsOf, preparedRows } from "../../db/prepared.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;
export type SubscriptionPatch = Partial<Omit<typeof subscriptions.$inferInsert, "subscriptionId">>;
export type PeriodPatch = Partial<Omit<typeof subscriptionPeriods.$inferInsert, "subscriptionId" | "number">>;

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

const lockWithPeriodQuery = preparedRows<{ sub: SubscriptionRow; period: PeriodRow }>(
  sql`select ${columnsOf(subscriptions, { alias: "s" }).list}, ${columnsOf(subscriptionPeriods, { alias: "p" }).list}
    from ${subscriptions} s
    join ${subscriptionPeriods} p on p.subscription_id = s.subscription_id and p.number = ${sql.placeholder("number")}
    where s.subscription_id = ${sql.placeholder("subscriptionId")}
    for update`,
  [
    ...columnsOf(subscriptions, { path: ["sub"] }).fields,
    ...columnsOf(subscriptionPeriods, { path: ["period"] }).fields,
  ],
  "subscriptions_lock_with_period",
);

/**
 * The subscription and one of its periods, both locked for the rest of the transaction, in one
 * statement (the subscription's row first, as lockSubscription then lockPeriod would); undefined when
 * either is missing.
 */
export async function lockSubscriptionWithPeriod(
  tx: Db,
  subscriptionId: string,
  number: number,
): Promise<{ sub: SubscriptionRow; period: PeriodRow } | undefined> {
  const [row] = await lockWithPeriodQuery(tx).execute({ subscriptionId, number });
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

export type EventRow = typeof subscriptionEvents.$inferSelect;

export async function insertPeriod(tx: Db, row: typeof subscriptionPeriods.$inferInsert): Promise<void> {
  await tx.insert(subscriptionPeriods).values(row);
}

/**
 * The events one actor (say order:{id}) wrote on a user's subscriptions, oldest first: found through the
 * user's subscriptions (subscriptions_user_idx), then each one's events (subscription_events_sub_idx).
 */
export async function eventsOfActor(db: Db, userId: string, actor: string): Promise<EventRow[]> {
  const rows = await db
    .select({ event: subscriptionEvents })
    .from(subscriptionEvents)
    .innerJoin(subscriptions, eq(subscriptions.subscriptionId, subscriptionEvents.subscriptionId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptionEvents.actor, actor)))
    .orderBy(asc(subscriptionEvents.id));
  return rows.map((r) => r.event);
}
