import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
// Statements of a payment's start and capture are prepared (db/prepared.ts executePrepared): described
// once per connection on PostgreSQL rather than in a round trip of their own every time.
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { paymentAttempts, webhookEvents } from "./tables.ts";

export type AttemptRow = typeof paymentAttempts.$inferSelect;

const byOrder = eq(paymentAttempts.orderId, sql.placeholder("orderId"));
const lockOrderAttemptsQuery = preparedQuery((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(byOrder)
    .orderBy(asc(paymentAttempts.attemptId))
    .for("update")
    .prepare("payments_lock_order_attempts"),
);
const listAttemptsQuery = preparedQuery((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(byOrder)
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.attemptId))
    .prepare("payments_list_attempts"),
);
const attemptByGatewayOrderQuery = preparedQuery((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.gatewayOrderId, sql.placeholder("gatewayOrderId")))
    .limit(1)
    .prepare("payments_attempt_by_gateway_order"),
);
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type NewWebhookEvent = typeof webhookEvents.$inferInsert;

/**
 * Every attempt of an order, newest first, locked for the rest of the transaction. Rows are locked in
 * attempt id order whatever the result order, so two transactions on one order never deadlock.
 */
export async function lockOrderAttempts(db: Db, orderId: string): Promise<AttemptRow[]> {
  const rows = await lockOrderAttemptsQuery(db).execute({ orderId });
  return rows.sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.attemptId < b.attemptId ? 1 : -1),
  );
}

export async function findAttemptByGatewayOrderId(
  db: Db,
  gatewayOrderId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await attemptByGatewayOrderQuery(db).execute({ gatewayOrderId });
  return row;
}

/** The newest attempt of an order, unlocked: for reads and quick checks before a locked one. */
export async function latestAttempt(db: Db, orderId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.attemptId))
    .limit(1);
  return row;
}

export async function listAttempts(db: Db, orderId: string): Promise<AttemptRow[]> {
  return listAttemptsQuery(db).execute({ orderId });
}

export async function insertAttempt(db: Db, row: NewAttempt): Promise<AttemptRow> {
  const [inserted] = await db
    .insert(paymentAttempts)
    .values(row)
    .returning()
    .prepare("payments_insert")
    .execute();
  return inserted;
}

export async function updateAttempt(
  db: Db,
  attemptId: string,
  patch: Partial<Pick<AttemptRow, "status" | "gatewayPaymentId" | "failureReason" | "updatedAt">>,
): Promise<AttemptRow> {
  const [row] = await db
    .update(paymentAttempts)
    .set(patch)
    .where(eq(paymentAttempts.attemptId, attemptId))
    .returning()
    .prepare("payments_update")
    .execute();
  return row;
}

/**
 * Open attempts started before `before`, oldest first (the caller locks and re-checks each). Charges the
 * shop makes to a saved method (no page, so no saveMethod) are not abandoned here: one may have gone through
 * while its process died, and only a re-send with its gateway order (chargeSavedMethod) can tell.
 */
export async function expiredOpenAttempts(
  db: Db,
  before: Date,
  limit: number,
): Promise<Pick<AttemptRow, "attemptId" | "orderId">[]> {
  return db
    .select({ attemptId: paymentAttempts.attemptId, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, "CREATED"),
        lt(paymentAttempts.createdAt, before),
        or(eq(paymentAttempts.purpose, "ORDER"), eq(paymentAttempts.saveMethod, true)),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

/** Stores an event not seen before; false when (gateway, eventId) is already there. */
export async function insertWebhookEvent(db: Db, event: NewWebhookEvent): Promise<boolean> {
  const stored = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [webhookEvents.gateway, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id })
    .prepare("payments_insert_webhook_event")
    .execute();
  return stored.length > 0;
}

/** Gives a guest's attempts to the account it signed in to (the guest-merge flow). */
export async function moveAttemptsOfUser(db: Db, fromUserId: string, toUserId: string): Promise<void> {
  await db.update(paymentAttempts).set({ userId: toUserId }).where(eq(paymentAttempts.userId, fromUserId));
}
