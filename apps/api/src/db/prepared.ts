import type { Db } from "./client.ts";

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
