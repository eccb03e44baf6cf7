import type { PGlite, Transaction } from "@electric-sql/pglite";

/** One statement sent to the database: its text and the values sent for its $n placeholders. */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

/** postgres.js's read of the array types, sent once on each new connection (connection.js). */
const ARRAY_TYPES_READ = /^\s*select b\.oid, b\.typarray\s+from pg_catalog\.pg_type a\b/;

/**
 * The statements a database handle sends, counted at the driver (BEGIN, COMMIT and savepoints included),
 * for the statement budgets of tests and benches (docs/decisions/0045-statement-budgets.md). Pass one to
 * openDatabase as `statements` (postgres.js then keeps a stack trace per query: tests and benches only).
 */
export class StatementLog {
  /** Statements sent since the log was made. */
  count = 0;
  private readonly listeners = new Set<(statement: Statement) => void>();

  record(text: string, params: readonly unknown[]): void {
    this.count += 1;
    for (const listener of this.listeners) listener({ text, params });
  }

  /**
   * Resolves once no statement has been sent for `quietMs` (or after `maxMs` at most), so that work an
   * earlier request left running (an order's effects, say) is not counted as the next request's.
   */
  async settle(quietMs = 50, maxMs = 2000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let seen = this.count;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (this.count !== seen) {
        seen = this.count;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= quietMs) {
        return;
      }
    }
  }

  /** Runs `work` and answers the statements sent while it ran (by anyone on this handle). */
  async capture<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
    const statements: Statement[] = [];
    const listener = (statement: Statement) => {
      statements.push(statement);
    };
    this.listeners.add(listener);
    try {
      const result = await work();
      return { result, statements };
    } finally {
      this.listeners.delete(listener);
    }
  }

  /**
   * postgres.js's `debug` option: called with each statement as it is sent. The array types a new
   * connection reads first are left out: they belong to the connection, not to a request.
   */
  readonly postgresDebug = (_connection: number, text: string, params: unknown[]): void => {
    if (ARRAY_TYPES_READ.test(text)) return;
    this.record(text, params);
  };

  /**
   * Has a PGlite client report to this log: PGlite has no hook for it, so its query, exec and
   * transaction methods are wrapped (a transaction's BEGIN and COMMIT or ROLLBACK are sent inside it).
   */
  watchPglite(client: PGlite): void {
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((text: string, params?: unknown[], options?: never) => {
      this.record(text, params ?? []);
      return query(text, params, options);
    }) as PGlite["query"];
    client.exec = ((text: string, options?: never) => {
      this.record(text, []);
      return exec(text, options);
    }) as PGlite["exec"];
    client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
      this.record("BEGIN", []);
      let ended = false;
      return transaction(async (tx) => {
        const counted: Transaction = Object.create(tx, {
          query: {
            value: (text: string, params?: unknown[], options?: never) => {
              this.record(text, params ?? []);
              return tx.query(text, params, options);
            },
          },
          exec: {
            value: (text: string, options?: never) => {
              this.record(text, []);
              return tx.exec(text, options);
            },
          },
          rollback: {
            value: () => {
              ended = true;
              this.record("ROLLBACK", []);
              return tx.rollback();
            },
          },
        });
        try {
          const result = await work(counted);
          if (!ended) this.record("COMMIT", []);
          return result;
        } catch (error) {
          if (!ended) this.record("ROLLBACK", []);
          throw error;
        }
      });
    }) as PGlite["transaction"];
  }
}
