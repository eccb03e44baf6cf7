import type postgres from "postgres";

type Work = (sql: postgres.TransactionSql) => unknown;

/**
 * Gives `sql` a `begin` (the one drizzle's db.transaction calls) that first takes a connection of its own
 * (sql.reserve) and then sends BEGIN, the work, and COMMIT or ROLLBACK down it.
 *
 * postgres.js's own `begin` (3.4.9) sends its BEGIN down whichever connection comes next, one busy with
 * other queries included, and marks that connection as the transaction's only when the BEGIN did not
 * fill its pipeline (100 queries): under load a checkout's BEGIN could fail with UNSAFE_TRANSACTION,
 * and the connection went back to the pool inside an open transaction. A reserved connection is the
 * transaction's until it is released, whatever its pipeline holds. See docs/decisions/0012.
 *
 * A COMMIT that PostgreSQL answers with a rollback (a statement the work did not await failed) throws, as
 * PGlite's does; postgres.js's own `begin` resolved it.
 */
export function withOwnConnectionTransactions(sql: postgres.Sql): postgres.Sql {
  const begin = async (...args: [Work] | [string, Work]) => {
    const [options, work] = args.length === 2 ? args : ["", args[0]];
    const reserved = await sql.reserve();
    try {
      return await inTransaction(reserved, options.replace(/[^a-z ]/gi, ""), work);
    } finally {
      reserved.release();
    }
  };
  return Object.assign(sql, { begin }) as postgres.Sql;
}

async function inTransaction(reserved: postgres.ReservedSql, options: string, work: Work) {
  let savepoints = 0;
  const savepoint = async (...args: [Work] | [string, Work]) => {
    const [name, inner] = args.length === 2 ? args : ["", args[0]];
    const id = `s${savepoints++}${name ? `_${name.replace(/\W/g, "")}` : ""}`;
    await reserved.unsafe(`savepoint ${id}`);
    try {
      return await inner(scope);
    } catch (error) {
      await reserved.unsafe(`rollback to ${id}`);
      throw error;
    }
  };
  const scope = Object.assign(reserved, { savepoint }) as unknown as postgres.TransactionSql;

  // The BEGIN is not waited for: the work's first statements go down the connection behind it, in the
  // same socket write, which saves a round trip per transaction (docs/decisions/0050-begin-pipelined.md).
  // The connection runs them in order, so they run inside the transaction; a BEGIN that fails (the
  // connection lost) fails them too, and its error is the transaction's.
  const begun = reserved.unsafe(`begin ${options}`).execute();
  const [began, done] = await Promise.allSettled([begun, (async () => work(scope))()]);
  if (began.status === "rejected" || done.status === "rejected") {
    await reserved.unsafe("rollback");
    throw began.status === "rejected" ? began.reason : (done as PromiseRejectedResult).reason;
  }
  const result = done.value;
  const committed = await reserved.unsafe("commit");
  if (committed.command !== "COMMIT") {
    throw new Error(`the transaction was rolled back at its COMMIT (${committed.command})`);
  }
  return result;
}
