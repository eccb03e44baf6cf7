import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

/** What both drivers' prepared queries keep of a built query (drizzle's PgPreparedQuery, internals). */
interface BuiltQuery {
  getQuery(): { sql: string; params: unknown[] };
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  isResponseInArrayMode(): boolean;
}

interface PreparingSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): BuiltQuery;
}

const sessionOf = (db: Db) => (db as unknown as { _: { session: PreparingSession } })._.session;

/**
 * The same prepared query for another handle (a transaction): its text, placeholders and result mapping
 * are reused, so nothing is built again; only the handle that runs it changes.
 */
function retarget<Q>(template: Q, db: Db, name: string | undefined): Q {
  const built = template as unknown as BuiltQuery;
  const query = sessionOf(db).prepareQuery(
    built.getQuery(),
    built.fields,
    name,
    built.isResponseInArrayMode(),
    built.customResultMapper,
  );
  if (built.joinsNotNullableMap !== undefined) query.joinsNotNullableMap = built.joinsNotNullableMap;
  return query as unknown as Q;
}

/**
 * A query built once, for a hot path: `build` ends in `.prepare(name)` with sql.placeholder values, so
 * each use only fills the placeholders (building a drizzle query costs more Node CPU than running it; see
 * docs/decisions/0011-cart-hot-path.md). Every other handle, a transaction included, gets the built query
 * bound to it: a statement of the outer handle would run outside the transaction.
 */
export function preparedQuery<Q>(build: (db: Db) => Q, name?: string): (db: Db) => Q {
  let template: Q | undefined;
  let templateDb: Db | undefined;
  const bound = new WeakMap<Db, Q>();
  return (db) => {
    if (!template) {
      template = build(db);
      templateDb = db;
    }
    if (db === templateDb) return template;
    let query = bound.get(db);
    if (!query) {
      query = retarget(template, db, name ?? "prepared");
      bound.set(db, query);
    }
    return query;
  };
}

interface InsertTemplate {
  query: { execute(values: Record<string, unknown>): Promise<unknown> };
  keys: string[];
}
const insertTemplates = new WeakMap<PgTable, Map<string, InsertTemplate>>();

/**
 * Inserts `rows` (all with the same keys) through a statement built once per table, row count and keys.
 * Values go through each column's encoder, as a built insert's would.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  name: string,
): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] as Record<string, unknown>;
  const keys = Object.keys(first).filter((k) => first[k] !== undefined);
  const definedKeys = (row: object) =>
    Object.entries(row)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k)
      .join(",");
  const uniform = rows.every((row) => definedKeys(row) === keys.join(","));
  if (!uniform) {
    await db.insert(table).values(rows as any);
    return;
  }
  const signature = `${rows.length}:${keys.join(",")}`;
  let byShape = insertTemplates.get(table);
  if (!byShape) {
    byShape = new Map();
    insertTemplates.set(table, byShape);
  }
  let template = byShape.get(signature);
  if (!template) {
    const placeholders = rows.map((_, i) =>
      Object.fromEntries(keys.map((k) => [k, sql.placeholder(`${i}.${k}`)])),
    );
    template = {
      query: db
        .insert(table)
        .values(placeholders as any)
        .prepare(name),
      keys,
    };
    byShape.set(signature, template);
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const k of template.keys) values[`${i}.${k}`] = (row as Record<string, unknown>)[k];
  });
  await retarget(template.query, db, name).execute(values);
}

interface TogetherTemplate {
  query: (db: Db) => { execute(values: Record<string, unknown>): Promise<unknown> };
  keys: string[][];
}
const togetherTemplates = new Map<string, TogetherTemplate>();

const definedKeysOf = (row: object) =>
  Object.entries(row)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);

/**
 * Inserts into several tables in one statement (data-modifying CTEs, the last part as the main insert):
 * one statement for the database instead of one per table, built once per name, row counts and keys.
 * Each table's rows are encoded as insertRows encodes them; a table whose rows differ in keys, or an
 * empty one, is left to insertRows. A constraint any part breaks fails the whole statement.
 */
export async function insertRowsTogether(
  db: Db,
  parts: readonly { table: PgTable; rows: readonly object[] }[],
  name: string,
): Promise<void> {
  const uniform = parts.filter(
    (p) =>
      p.rows.length > 0 && p.rows.every((r) => definedKeysOf(r).join() === definedKeysOf(p.rows[0]!).join()),
  );
  const others = parts.filter((p) => p.rows.length > 0 && !uniform.includes(p));
  const keys = uniform.map((p) => definedKeysOf(p.rows[0]!));
  const signature = `${name}|${uniform.map((p, t) => `${p.rows.length}:${keys[t]!.join(",")}`).join("|")}`;
  let template = togetherTemplates.get(signature);
  if (!template) {
    const inserts = uniform.map((p, t) =>
      db
        .insert(p.table)
        .values(
          p.rows.map((_, i) =>
            Object.fromEntries(keys[t]!.map((k) => [k, sql.placeholder(`${t}.${i}.${k}`)])),
          ) as never,
        )
        .getSQL(),
    );
    const last = inserts.pop();
    const query =
      inserts.length === 0
        ? last!
        : sql`with ${sql.join(
            inserts.map((q, t) => sql`${sql.identifier(`w${t}`)} as (${q})`),
            sql`, `,
          )} ${last}`;
    template = { query: preparedSql(query, name), keys };
    togetherTemplates.set(signature, template);
  }
  const values: Record<string, unknown> = {};
  uniform.forEach((p, t) => {
    p.rows.forEach((row, i) => {
      for (const k of template.keys[t]!) values[`${t}.${i}.${k}`] = (row as Record<string, unknown>)[k];
    });
  });
  await Promise.all([
    uniform.length > 0 ? template.query(db).execute(values) : undefined,
    ...others.map((p) => insertRows(db, p.table, p.rows as never, name)),
  ]);
}

const dialect = new PgDialect();

/**
 * Runs raw SQL as a prepared statement. On PostgreSQL, postgres.js describes a statement drizzle does not
 * prepare in a round trip of its own every time it is sent (and sends nothing after it meanwhile); a
 * prepared one is described once per connection, so the statements a transaction sends together go out
 * in one write. Builder queries get the same with `.prepare(name).execute()`.
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return executePreparedText<T>(db, text, params);
}

/** executePrepared for SQL text with $n placeholders and the values for them, ready for the driver. */
export async function executePreparedText<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, "raw", false);
  return rowsOf<T>(await prepared.execute());
}

/**
 * Raw SQL built once, for a hot path, like preparedQuery: its sql.placeholder values are filled on each
 * execute, and every other handle (a transaction) gets it bound to it.
 */
export function preparedSql(query: SQL, name: string) {
  const built = dialect.sqlToQuery(query);
  return preparedQuery((db) => db._.session.prepareQuery(built, undefined, name, false), name);
}

/** A value of a raw statement the way drizzle maps one: a column (decoded by it) or an expression. */
export interface SelectedField {
  path: string[];
  field: Column | SQL;
}

/**
 * A table's columns in their declared order: `list` selects them (from `alias`, when given), `fields`
 * maps a row of them back to the table's row type (under `path`, when given), as a builder query would.
 */
export function columnsOf(table: PgTable, { alias, path = [] }: { alias?: string; path?: string[] } = {}) {
  const columns = Object.entries(getTableColumns(table));
  const list = sql.join(
    columns.map(([, column]) =>
      alias ? sql`${sql.identifier(alias)}.${sql.identifier(column.name)}` : sql.identifier(column.name),
    ),
    sql`, `,
  );
  const fields: SelectedField[] = columns.map(([key, column]) => ({ path: [...path, key], field: column }));
  return { list, fields };
}

/**
 * preparedSql whose rows come back mapped like a builder query's: `fields` lists, in the statement's
 * select order, what each value is (columnsOf gives a table's).
 */
export function preparedRows<T>(query: SQL, fields: SelectedField[], name: string) {
  const built = dialect.sqlToQuery(query);
  return preparedQuery(
    (db) =>
      db._.session.prepareQuery(built, fields as never, name, false) as unknown as {
        execute(values: Record<string, unknown>): Promise<T[]>;
      },
    name,
  );
}

/**
 * A placeholder for a value of `column`, encoded by it and cast to its type (a statement's values are
 * not always where PostgreSQL can tell their type: a select list, a CASE).
 */
export function columnValue(column: Column, name: string): SQL {
  // A null is sent as it is (a built query does not give it to the encoder either).
  const encoder = {
    mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)),
  };
  return sql`${sql.param(sql.placeholder(name), encoder)}::${sql.raw(column.getSQLType())}`;
}
