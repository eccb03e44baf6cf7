import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lifeBitsEntries } from "../modules/users/tables.ts";
import { type TestContext, testContext } from "../test/harness.ts";
import type { Db } from "./client.ts";
import { databaseFailure } from "./errors.ts";
import { insertRows } from "./prepared.ts";
import { transactionSendingLast } from "./transaction.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const entry = (userId: string, n: number) => ({
  entryId: `${userId}-${n}`,
  userId,
  delta: n,
  reason: "test",
  orderId: null,
  at: 1_700_000_000_000 + n,
});

/** Started, not awaited: what sendLast takes. */
const insertEntry = (db: Db, userId: string, n: number) =>
  db.insert(lifeBitsEntries).values(entry(userId, n)).execute();

const deltasOf = async (userId: string) =>
  (await ctx.deps.db.select().from(lifeBitsEntries).where(eq(lifeBitsEntries.userId, userId)))
    .map((row) => row.delta)
    .sort();

describe("transactionSendingLast", () => {
  it("commits the work and the statements sent last together, and answers the work's result", async () => {
    const userId = `u-${randomUUID()}`;
    const result = await transactionSendingLast(ctx.deps.db, async (tx, sendLast) => {
      await insertRows(tx, lifeBitsEntries, [entry(userId, 1)], "test_insert");
      sendLast(Promise.all([insertEntry(tx, userId, 2), insertEntry(tx, userId, 3)]));
      return "done";
    });
    expect(result).toBe("done");
    expect(await deltasOf(userId)).toEqual([1, 2, 3]);
  });

  it("keeps nothing when a statement sent last fails in the database, and throws its error", async () => {
    const userId = `u-${randomUUID()}`;
    const attempt = transactionSendingLast(ctx.deps.db, async (tx, sendLast) => {
      await insertRows(tx, lifeBitsEntries, [entry(userId, 1)], "test_insert");
      // The second one repeats the first row's key: a unique violation, after the work has returned.
      sendLast(Promise.all([insertEntry(tx, userId, 2), insertEntry(tx, userId, 1)]));
      return "done";
    });
    const error = await attempt.catch((e: unknown) => e);
    expect(databaseFailure(error)?.code).toBe("23505");
    expect(await deltasOf(userId)).toEqual([]);
  });

  it("throws the work's own failure when it fails after sending, keeping nothing", async () => {
    const userId = `u-${randomUUID()}`;
    const attempt = transactionSendingLast(ctx.deps.db, async (tx, sendLast) => {
      sendLast(insertEntry(tx, userId, 1));
      await tx.execute(sql`select 1 / 0`);
      return "done";
    });
    const error = await attempt.catch((e: unknown) => e);
    expect(databaseFailure(error)?.code).toBe("22012");
    expect(await deltasOf(userId)).toEqual([]);
  });
});
