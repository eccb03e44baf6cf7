import { type SubscriptionEvent, type SubscriptionStatus, subscriptionTransition } from "@ojas/domain";
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { columnsOf, columnValue, preparedRows } from "../../db/prepared.ts";
import { AppError } from "../../http/app-error.ts";
import type * as repo from "./repository.ts";
import { subscriptionEvents, subscriptionPeriods, subscriptions } from "./tables.ts";

/** Who made a change: user:{id}, staff:{id}, job:renewals, gateway:{name} or order:{orderId}. */
export type SubscriptionActor = `${"user" | "staff" | "job" | "gateway" | "order"}:${string}`;

export interface Transition {
  event: SubscriptionEvent;
  actor: SubscriptionActor;
  at: number;
  /** The columns the event changes besides the status (and updatedAt). */
  patch?: repo.SubscriptionPatch;
  /** What the event row keeps beside from and to (amounts, reasons, the period). */
  detail?: Record<string, unknown>;
}

/** A change to one of the subscription's periods written with the transition (the caller locked it). */
export interface PeriodChange {
  number: number;
  patch: repo.PeriodPatch;
}

/**
 * Applies one event of the status machine (packages/domain, subscriptions/status-machine.ts) to a
 * subscription the caller has locked in `tx`: checks that its status takes the event, writes the new
 * status with the patch, and records the event, all in the caller's transaction. A status that does not
 * take the event is 4000 with a message for people (nothing changes). With `period`, that period's change
 * is written too. One statement does it all (transitionStatement); it writes only while the subscription
 * is in the status checked here, so a change it did not expect makes it throw rather than write.
 */
export async function applyTransition(
  tx: Db,
  locked: repo.SubscriptionRow,
  transition: Transition,
  period?: PeriodChange,
): Promise<repo.SubscriptionRow> {
  const from = locked.status as SubscriptionStatus;
  let to: SubscriptionStatus;
  try {
    to = subscriptionTransition(from, transition.event);
  } catch {
    throw new AppError(
      4000,
      `This subscription is ${from.toLowerCase().replace("_", " ")}: it cannot take that change`,
      { status: from },
    );
  }
  const at = new Date(transition.at);
  const patch = defined({ ...transition.patch, status: to, updatedAt: at });
  const periodPatch = period ? defined(period.patch) : undefined;
  const values: Record<string, unknown> = {
    subscriptionId: locked.subscriptionId,
    from,
    event: transition.event,
    to,
    actor: transition.actor,
    detail: transition.detail ?? null,
    at,
    number: period?.number ?? null,
  };
  for (const [key, value] of Object.entries(patch)) values[`s.${key}`] = value;
  for (const [key, value] of Object.entries(periodPatch ?? {})) values[`p.${key}`] = value;
  const [row] = await transitionStatement(
    Object.keys(patch),
    periodPatch && Object.keys(periodPatch),
  )(tx).execute(values);
  if (!row) {
    throw new Error(
      `Subscription ${locked.subscriptionId} was not ${from} when it was to take ${transition.event}`,
    );
  }
  return row;
}

/** The patch without its undefined keys, in key order (one statement per set of keys). */
function defined<T extends object>(patch: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(patch).sort()) {
    const value = (patch as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (is(value, SQL)) throw new Error(`applyTransition takes values, not SQL (${key})`);
    out[key] = value;
  }
  return out as Partial<T>;
}

const subscriptionColumns = getTableColumns(subscriptions);
const periodColumns = getTableColumns(subscriptionPeriods);
const eventColumns = getTableColumns(subscriptionEvents);
type Statement = ReturnType<typeof preparedRows<repo.SubscriptionRow>>;
const statements = new Map<string, Statement>();

const setList = (columns: Record<string, { name: string }>, keys: string[], prefix: string) =>
  sql.join(
    keys.map((key) => {
      const column = columns[key] as (typeof subscriptionColumns)[keyof typeof subscriptionColumns];
      if (!column) throw new Error(`No column ${key}`);
      return sql`${sql.identifier(column.name)} = ${columnValue(column, `${prefix}.${key}`)}`;
    }),
    sql`, `,
  );

/**
 * The statement of a transition writing these subscription columns (and these period columns): the
 * period's update, the subscription's (only from the expected status) and the event row, built once per
 * set of keys and prepared (db/prepared.ts).
 */
function transitionStatement(keys: string[], periodKeys: string[] | undefined): Statement {
  const signature = `${keys.join(",")}|${periodKeys?.join(",") ?? "-"}`;
  let statement = statements.get(signature);
  if (statement) return statement;
  const id = columnValue(subscriptionColumns.subscriptionId, "subscriptionId");
  const from = columnValue(subscriptionColumns.status, "from");
  const periodStep = periodKeys
    ? sql`period as (
        update ${subscriptionPeriods} set ${setList(periodColumns, periodKeys, "p")}
        where subscription_id = ${id} and number = ${columnValue(periodColumns.number, "number")}
      ), `
    : sql``;
  const columns = columnsOf(subscriptions, { alias: "moved" });
  statement = preparedRows<repo.SubscriptionRow>(
    sql`with ${periodStep}moved as (
      update ${subscriptions} set ${setList(subscriptionColumns, keys, "s")}
      where subscription_id = ${id} and status = ${from}
      returning *
    ), event as (
      insert into ${subscriptionEvents} (subscription_id, event, from_status, to_status, actor, detail, at)
      select subscription_id, ${columnValue(eventColumns.event, "event")}, ${from},
        ${columnValue(eventColumns.toStatus, "to")}, ${columnValue(eventColumns.actor, "actor")},
        ${columnValue(eventColumns.detail, "detail")}, ${columnValue(eventColumns.at, "at")}
      from moved
    )
    select ${columns.list} from moved`,
    columnsOf(subscriptions).fields,
    "subscriptions_transition",
  );
  statements.set(signature, statement);
  return statement;
}
