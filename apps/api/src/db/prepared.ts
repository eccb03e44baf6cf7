import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * A query built once per database handle, for a hot path: `build` ends in `.prepare(name)` with
 * sql.placeholder values, so each use only fills the placeholders (building a drizzle query costs more Node
 * CPU than running it; see docs/decisions/0011-cart-hot-path.md). A transaction is its own handle: its
 * queries are built for it, since a statement of the outer handle would run outside the transaction.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * Runs raw SQL as a prepared statement. On PostgreSQL, postgres.js describes a statement drizzle does not
 * prepare in a round trip of its own every time it is sent (and sends nothing after it meanwhile); a
 * prepared one is described once per connection, so the statements a transaction sends together go out
 * in one write. Builder queries get the same with `.prepare(name).execute()`.
 */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, "raw", false);
  return rowsOf<T>(await prepared.execute());
}
