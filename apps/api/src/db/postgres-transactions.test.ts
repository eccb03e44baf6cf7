// postgres.js 3.4.9's own sql.begin sends its BEGIN down whichever pool connection comes next, busy ones
// included, and when that connection's pipeline is full it forgets to keep the connection for the
// transaction: the BEGIN fails with UNSAFE_TRANSACTION and the connection goes back to the pool inside an
// open transaction. Transactions here take a connection of their own first (postgres-transactions.ts),
// and watch it: a statement sent after its session ended must fail, not end the process or hang.
import { sql } from "drizzle-orm";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "./client.ts";
import { withOwnConnectionTransactions } from "./postgres-transactions.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

let database: Database;
let client: postgres.Sql;

describe.skipIf(!inject("pgTemplate"))("transactions on a busy PostgreSQL pool", () => {
  beforeAll(async () => {
    // The run's base database: these tests read nothing of the shop's.
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, maxConnections: 2 });
    client = (database.db as unknown as { $client: postgres.Sql }).$client;
    // Both connections open, with the fillers' statement prepared on each, and idle.
    await Promise.all([client`select 1`, client`select 2`]);
    await Promise.all(fillPipelines());
  });
  afterAll(() => database?.close());

  /** Queries sent at once, not awaited: 100 down each of the two connections fills both pipelines. */
  const fillPipelines = () => Array.from({ length: 200 }, (_, i) => client`select ${i}::int as n`.execute());

  it("runs a transaction begun while every connection's pipeline is full", async () => {
    const fillers = fillPipelines();
    const answer = await database.db.transaction(async (tx) => {
      const rows = (await tx.execute(sql`select 1 as ok`)) as unknown as { ok: number }[];
      return rows[0]?.ok;
    });
    expect(answer).toBe(1);
    expect((await Promise.all(fillers)).map((rows) => rows[0]?.n)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
  });

  it("leaves no connection inside a transaction afterwards", async () => {
    const fillers = fillPipelines();
    await database.db.transaction((tx) => tx.execute(sql`select 1`)).catch(() => undefined);
    await Promise.all(fillers);
    const [row] = await client<{ open: number }[]>`
      select count(*)::int as open from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`;
    expect(row?.open).toBe(0);
  });

  it("rolls a nested transaction back to its savepoint and commits the rest", async () => {
    const answer = await database.db.transaction(async (tx) => {
      const failed = await tx.transaction((inner) => inner.execute(sql`select 1 / 0`)).catch((e) => e);
      expect(failed).toBeInstanceOf(Error);
      const rows = (await tx.execute(sql`select 2 as ok`)) as unknown as { ok: number }[];
      return rows[0]?.ok;
    });
    expect(answer).toBe(2);
  });

  it("throws when a statement the work did not await made the COMMIT a rollback", async () => {
    let unawaited: Promise<unknown> | undefined;
    const attempt = database.db.transaction(async (tx) => {
      unawaited = tx.execute(sql`select 1 / 0`).catch((e) => e);
    });
    await expect(attempt).rejects.toThrow(/rolled back/);
    expect(await unawaited).toBeInstanceOf(Error);
  });

  /** Ends the session of the transaction `tx` runs in, and waits until this process has seen it close. */
  async function endSession(tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0]) {
    const [own] = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { pid: number }[];
    await client`select pg_terminate_backend(${own!.pid})`;
    for (;;) {
      const [row] = await client<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where pid = ${own!.pid}`;
      if (row?.n === 0) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Every connection of the pool answers: none was left listed as idle after its session ended. */
  const poolAnswers = () =>
    Promise.all(Array.from({ length: 6 }, (_, i) => client`select ${i}::int as n, pg_sleep(0.01)`));

  it("fails a statement sent after its session ended, and the pool serves on", async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await endSession(tx);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect((await poolAnswers()).map((rows) => rows[0]?.n)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("sends no ROLLBACK down a lost session when the work fails of its own accord", async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await endSession(tx);
        throw new Error("the work's own failure");
      })
      .catch((error: Error) => error.message);
    expect(failed).toBe("the work's own failure");
    expect((await poolAnswers()).length).toBe(6);
  });
});

describe("a transaction's BEGIN", () => {
  /** A connection that records what is sent and answers each statement only when told. */
  function fakeConnection(fail?: string) {
    const sent: string[] = [];
    const pending: (() => void)[] = [];
    const unsafe = (text: string) => {
      sent.push(text);
      const answer = new Promise((resolve, reject) => {
        pending.push(() =>
          text === fail ? reject(new Error(`${text} failed`)) : resolve({ command: text.toUpperCase() }),
        );
      });
      return Object.assign(answer, { execute: () => answer });
    };
    const reserved = { unsafe, release: () => {} };
    const sql = { reserve: async () => reserved } as unknown as postgres.Sql;
    // Answers what is sent until nothing more comes.
    const answerAll = async () => {
      for (let idle = 0; idle < 3; idle++) {
        await new Promise((resolve) => setImmediate(resolve));
        if (pending.length > 0) idle = -1;
        pending.shift()?.();
      }
    };
    return { sql: withOwnConnectionTransactions(sql), sent, answerAll };
  }

  it("is followed by the work's first statement before its answer comes back", async () => {
    const { sql: client, sent, answerAll } = fakeConnection();
    const done = client.begin((tx) => tx.unsafe("select 1"));
    await new Promise((resolve) => setImmediate(resolve));
    // Nothing answered yet, and the statement is already on its way behind the BEGIN.
    expect(sent).toEqual(["begin ", "select 1"]);
    await answerAll();
    await done;
    expect(sent).toEqual(["begin ", "select 1", "commit"]);
  });

  it("fails the transaction with its own error, and rolls back, when it fails", async () => {
    const { sql: client, sent, answerAll } = fakeConnection("begin ");
    const done = client.begin((tx) => tx.unsafe("select 1")).catch((error: Error) => error.message);
    await answerAll();
    expect(await done).toBe("begin  failed");
    expect(sent).toEqual(["begin ", "select 1", "rollback"]);
  });
});
