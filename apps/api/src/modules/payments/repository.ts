import { and, asc, desc, eq, getTableColumns, lt, or, sql } from "drizzle-orm";
// Statements of a payment's start and capture are prepared (db/prepared.ts executePrepared): described
// once per connection on PostgreSQL rather than in a round trip of their own every time.
import type { Db } from "../../db/client.ts";
import { columnsOf, columnValue, preparedQuery, preparedRows } from "../../db/prepared.ts";
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

const attemptColumns = getTableColumns(paymentAttempts);
const insertedColumns = Object.entries(attemptColumns);

/**
 * Writes an attempt in one statement unless the order already has one paid or open (the partial unique
 * index answers a concurrent open one): answers the row written, or undefined when it wrote nothing.
 */
const openAttemptQuery = preparedRows<AttemptRow>(
  sql`insert into ${paymentAttempts} (${sql.join(
    insertedColumns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  )})
    select ${sql.join(
      insertedColumns.map(([key, c]) => columnValue(c, key)),
      sql`, `,
    )}
    where not exists (
      select 1 from ${paymentAttempts}
      where order_id = ${sql.placeholder("orderId")} and status in ('SUCCESS', 'CREATED')
    )
    on conflict do nothing
    returning ${columnsOf(paymentAttempts).list}`,
  columnsOf(paymentAttempts).fields,
  "payments_open_attempt",
);

export async function insertAttemptIfNone(db: Db, row: AttemptRow): Promise<AttemptRow | undefined> {
  const [inserted] = await openAttemptQuery(db).execute(row);
  return inserted;
}

export interface CapturedAttempt {
  /** The attempt after the statement (SUCCESS, either way). */
  row: AttemptRow;
  /** Its status before: SUCCESS when it had been captured already and nothing changed. */
  previousStatus: string;
  /** Another attempt of the order had been captured before this one. */
  orderAlreadyPaid: boolean;
}

/**
 * Captures an attempt in one statement: the order's attempts are locked in attempt id order (as
 * lockOrderAttempts does, so two transactions on one order never deadlock), the attempt becomes SUCCESS
 * with its payment id (and the saved method, when it was asked to save one), and the order's other open
 * attempts ABANDONED. An attempt already SUCCESS is answered as it is, unchanged.
 */
const captureQuery = (() => {
  const attempt = sql.placeholder("attemptId");
  const now = columnValue(attemptColumns.updatedAt, "now");
  const token = columnValue(attemptColumns.paymentMethodToken, "token");
  const method = (column: "payment_method_token" | "payment_method_type" | "payment_method_label") => {
    const value =
      column === "payment_method_token"
        ? token
        : columnValue(
            column === "payment_method_type"
              ? attemptColumns.paymentMethodType
              : attemptColumns.paymentMethodLabel,
            column === "payment_method_type" ? "methodType" : "methodLabel",
          );
    return sql`${sql.identifier(column)} = case when a.save_method and ${token} is not null then ${value}
      else a.${sql.identifier(column)} end`;
  };
  const captured = columnsOf(paymentAttempts, { alias: "captured" });
  const target = columnsOf(paymentAttempts, { alias: "target" });
  const fields = [
    ...columnsOf(paymentAttempts, { path: ["row"] }).fields,
    { path: ["previousStatus"], field: sql`previous_status` },
    { path: ["orderAlreadyPaid"], field: sql`order_already_paid` },
  ];
  return preparedRows<CapturedAttempt>(
    sql`with locked as (
      select * from ${paymentAttempts} where order_id = ${sql.placeholder("orderId")}
      order by attempt_id for update
    ), target as (
      select * from locked where attempt_id = ${attempt}
    ), captured as (
      update ${paymentAttempts} a set status = 'SUCCESS',
        gateway_payment_id = ${columnValue(attemptColumns.gatewayPaymentId, "gatewayPaymentId")},
        failure_reason = null, updated_at = ${now},
        ${method("payment_method_token")}, ${method("payment_method_type")}, ${method("payment_method_label")}
      from target where a.attempt_id = target.attempt_id and target.status <> 'SUCCESS'
      returning a.*
    ), abandoned as (
      update ${paymentAttempts} a set status = 'ABANDONED',
        failure_reason = 'The order was paid through another attempt', updated_at = ${now}
      from locked
      where a.attempt_id = locked.attempt_id and locked.status = 'CREATED' and locked.attempt_id <> ${attempt}
        and exists (select 1 from captured)
    ), paid_before as (
      select exists (select 1 from locked where status = 'SUCCESS' and attempt_id <> ${attempt}) as paid
    )
    select ${captured.list}, target.status as previous_status, paid_before.paid as order_already_paid
      from captured, target, paid_before
    union all
    select ${target.list}, target.status, paid_before.paid
      from target, paid_before where not exists (select 1 from captured)`,
    fields,
    "payments_capture",
  );
})();

export async function captureAttempt(
  db: Db,
  target: Pick<AttemptRow, "attemptId" | "orderId">,
  gatewayPaymentId: string,
  at: Date,
  method?: { token: string; type: string; label: string },
): Promise<CapturedAttempt | undefined> {
  const [row] = await captureQuery(db).execute({
    attemptId: target.attemptId,
    orderId: target.orderId,
    gatewayPaymentId,
    now: at,
    token: method?.token ?? null,
    methodType: method?.type ?? null,
    methodLabel: method?.label ?? null,
  });
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
