// The SQL of subscription changes (changes.ts, staff.ts, invoice.ts) on the module's own tables.
import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PeriodRow, SubscriptionRow } from "./repository.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";

export type EventRow = typeof subscriptionEvents.$inferSelect;

export async function findPeriod(
  db: Db,
  subscriptionId: string,
  number: number,
): Promise<PeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPeriods)
    .where(
      and(eq(subscriptionPeriods.subscriptionId, subscriptionId), eq(subscriptionPeriods.number, number)),
    );
  return row;
}

export async function eventsOf(db: Db, subscriptionId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionEvents.at), asc(subscriptionEvents.id));
}

export async function countEvents(db: Db, subscriptionId: string, event: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.subscriptionId, subscriptionId), eq(subscriptionEvents.event, event)));
  return row?.n ?? 0;
}

/** The subscription's first event that also matches `where`. */
async function firstEventWhere(db: Db, subscriptionId: string, where: SQL): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.subscriptionId, subscriptionId), where))
    .orderBy(asc(subscriptionEvents.id))
    .limit(1);
  return row;
}

/** The event a request with this Idempotency-Key made (its detail keeps the request and its answer). */
export function eventOfRequest(
  db: Db,
  subscriptionId: string,
  actor: string,
  key: string,
): Promise<EventRow | undefined> {
  return firstEventWhere(
    db,
    subscriptionId,
    and(
      eq(subscriptionEvents.actor, actor),
      sql`${subscriptionEvents.detail} -> 'request' ->> 'key' = ${key}`,
    ) as SQL,
  );
}

/** Keeps a request's answer on the event it made, in the change's transaction. */
export async function keepAnswer(
  tx: Db,
  subscriptionId: string,
  actor: string,
  key: string,
  answer: unknown,
): Promise<void> {
  await tx
    .update(subscriptionEvents)
    .set({
      detail: sql`${subscriptionEvents.detail} || jsonb_build_object('answer', ${JSON.stringify(answer)}::jsonb)`,
    })
    .where(
      and(
        eq(subscriptionEvents.subscriptionId, subscriptionId),
        eq(subscriptionEvents.actor, actor),
        sql`${subscriptionEvents.detail} -> 'request' ->> 'key' = ${key}`,
      ),
    );
}

export interface SubscriptionSearch {
  status?: string;
  /** Matches the subscription id or plan id (exactly, any case) or a plan id containing it. */
  text?: string;
  /** Subscriptions of these users (found by phone or email). */
  userIds?: string[];
  after?: { c: number; i: string };
}

/** Newest first, paged by (createdAt, subscriptionId) of the last row of the page before. */
export async function searchSubscriptions(
  db: Db,
  search: SubscriptionSearch,
  limit: number,
): Promise<SubscriptionRow[]> {
  const text = search.text;
  const matches = text
    ? or(
        eq(subscriptions.subscriptionId, text.toUpperCase()),
        ilike(subscriptions.planId, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
        search.userIds && search.userIds.length > 0
          ? inArray(subscriptions.userId, search.userIds)
          : undefined,
      )
    : undefined;
  const after = search.after
    ? or(
        lt(subscriptions.createdAt, new Date(search.after.c)),
        and(
          eq(subscriptions.createdAt, new Date(search.after.c)),
          lt(subscriptions.subscriptionId, search.after.i),
        ),
      )
    : undefined;
  return db
    .select()
    .from(subscriptions)
    .where(and(search.status ? eq(subscriptions.status, search.status) : undefined, matches, after))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.subscriptionId))
    .limit(limit);
}

/**
 * The next invoice number's sequence in a series (market and financial year): one more than the highest
 * issued. The caller holds the series' advisory lock, so two issuers never take the same number.
 */
export async function nextInvoiceSequence(tx: Db, prefix: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription-invoice ${prefix}`}))`);
  const [row] = await tx
    .select({
      top: sql<
        number | null
      >`max(cast(substring(${subscriptionPeriods.invoiceNumber} from ${prefix.length + 1}) as integer))`,
    })
    .from(subscriptionPeriods)
    .where(sql`${subscriptionPeriods.invoiceNumber} like ${`${prefix}%`}`);
  return (row?.top ?? 0) + 1;
}

/** The subscription's event of this kind about one charge (its detail's chargeKey), if any. */
export function eventOfCharge(
  db: Db,
  subscriptionId: string,
  event: string,
  chargeKey: string,
): Promise<EventRow | undefined> {
  return firstEventWhere(
    db,
    subscriptionId,
    and(
      eq(subscriptionEvents.event, event),
      sql`${subscriptionEvents.detail} ->> 'chargeKey' = ${chargeKey}`,
    ) as SQL,
  );
}
