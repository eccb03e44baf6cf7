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
    const connection = watched(reserved);
    try {
      return await inTransaction(reserved, connection, options.replace(/[^a-z ]/gi, ""), work);
    } finally {
      // A lost connection is the pool's again already (closed, to be reconnected): releasing it would
      // list it as open and idle, and the next query sent down it would never be answered.
      if (!connection.lost()) reserved.release();
    }
  };
  return Object.assign(sql, { begin }) as postgres.Sql;
}

/** postgres.js's connection, as its undocumented `onexecute` query option hands it over. */
interface PoolConnection {
  reserved: unknown;
}

/**
 * Watches the reserved connection for its loss, and fails the statements sent after it.
 *
 * postgres.js 3.4.9 does not: a statement sent down a reserved connection whose server session ended
 * (PostgreSQL stopped, or the backend killed) is written to a socket that is gone, which throws outside
 * any promise (an uncaught TypeError that ends the process) and leaves the statement unanswered for ever
 * (porsager/postgres issues 1154 and 1208). When the connection closes the pool takes it back and clears
 * its `reserved` mark; a mark other than the one it had when the BEGIN went out means it is lost.
 * See docs/decisions/0052-transactions-watch-their-connection.md.
 */
function watched(reserved: postgres.ReservedSql) {
  let connection: PoolConnection | undefined;
  let mark: unknown;
  const lost = () => connection !== undefined && connection.reserved !== mark;
  const send = reserved.unsafe;
  // Statements sent before the BEGIN went out all carry it; the first to go out tells.
  const onexecute = (c: PoolConnection) => {
    connection ??= c;
    mark ??= c.reserved;
    return true;
  };
  const unsafe = (query: string, parameters: unknown[] = [], options: object = {}) => {
    if (lost()) return lostStatement();
    // Once the connection is known, statements go as they came.
    const found = connection ? options : { ...options, onexecute };
    return send(query, parameters as postgres.ParameterOrJSON<never>[], found as postgres.UnsafeQueryOptions);
  };
  Object.assign(reserved, { unsafe });
  return { lost };
}

/** What a statement sent down a lost connection answers: postgres.js's own error for a closed one. */
function lostStatement() {
  const error = Object.assign(new Error("write CONNECTION_CLOSED: the transaction's connection was lost"), {
    code: "CONNECTION_CLOSED",
  });
  const failed = Promise.reject(error);
  failed.catch(() => {});
  return Object.assign(failed, { values: () => failed, execute: () => failed });
}

async function inTransaction(
  reserved: postgres.ReservedSql,
  connection: { lost: () => boolean },
  options: string,
  work: Work,
) {
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
    // A lost session was rolled back by PostgreSQL as it ended.
    if (!connection.lost()) await reserved.unsafe("rollback");
    throw began.status === "rejected" ? began.reason : (done as PromiseRejectedResult).reason;
  }
  const result = done.value;
  const committed = await reserved.unsafe("commit");
  if (committed.command !== "COMMIT") {
    throw new Error(`the transaction was rolled back at its COMMIT (${committed.command})`);
  }
  return result;
}
