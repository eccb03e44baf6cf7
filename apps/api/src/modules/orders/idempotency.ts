// Exactly-once order creation: the first answer to a (caller, route, Idempotency-Key) is kept in
// idempotency_keys, written in the transaction that creates the order, and every later request with the
// same key gets it back (docs/decisions/0012-order-checkout.md).
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows, preparedQuery } from "../../db/prepared.ts";
import { AppError } from "../../http/app-error.ts";
import { idempotencyKeys } from "./tables.ts";

export interface IdempotencyRef {
  /** The caller and the route: `${userId} ${route}`. */
  scope: string;
  key: string;
  /** What the request asked for (requestHash); the same key with another body is 4090. */
  hash: string;
}

export interface StoredAnswer<T> {
  statusCode: number;
  response: T;
}

const byKey = and(
  eq(idempotencyKeys.scope, sql.placeholder("scope")),
  eq(idempotencyKeys.key, sql.placeholder("key")),
);
const findAnswerQuery = preparedQuery((db) =>
  db.select().from(idempotencyKeys).where(byKey).prepare("orders_find_answer"),
);
const completeAnswerQuery = preparedQuery((db) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql.placeholder("response") })
    .where(byKey)
    .prepare("orders_complete_answer"),
);

/** JSON with object keys sorted at every level, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of the request as validated (market and parsed body), independent of key order and spacing. */
export function requestHash(request: unknown): string {
  return createHash("sha256").update(canonical(request)).digest("hex");
}

/**
 * The answer stored under the key, or undefined when the key is new. A stored answer for another request
 * body is 4090: nothing is created or returned for it.
 */
export async function findAnswer<T>(db: Db, ref: IdempotencyRef): Promise<StoredAnswer<T> | undefined> {
  const [row] = await findAnswerQuery(db).execute({ scope: ref.scope, key: ref.key });
  if (!row) return undefined;
  if (row.requestHash !== ref.hash) throw new AppError(4090);
  return { statusCode: row.statusCode, response: row.response as T };
}

/**
 * Stores the first answer, in the transaction that did the work. Two requests with one key: the second
 * insert waits for the first transaction and then fails with a unique violation (isUniqueViolation), so
 * its transaction rolls back and it answers what the first stored.
 */
export async function saveAnswer<T>(tx: Db, ref: IdempotencyRef, answer: StoredAnswer<T>, at: number) {
  await insertRows(tx, idempotencyKeys, [answerRow(ref, answer, at)], "orders_save_answer");
}

/** The key's row as saveAnswer writes it (for a caller writing it together with other rows). */
export function answerRow<T>(ref: IdempotencyRef, answer: StoredAnswer<T>, at: number) {
  return {
    scope: ref.scope,
    key: ref.key,
    requestHash: ref.hash,
    statusCode: answer.statusCode,
    response: answer.response,
    createdAt: at,
  };
}

/** Completes a stored answer with what only came after the commit (a PREPAID order's payment). */
export async function completeAnswer<T>(db: Db, ref: IdempotencyRef, response: T): Promise<void> {
  await completeAnswerQuery(db).execute({ scope: ref.scope, key: ref.key, response });
}
