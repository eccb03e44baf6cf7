import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../modules/orders/tables.ts";
import { lifeBitsEntries } from "../modules/users/tables.ts";
import { type TestContext, testContext } from "../test/harness.ts";
import type { Db } from "./client.ts";
import { insertRows, preparedQuery } from "./prepared.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const entriesOf = preparedQuery((db) =>
  db
    .select()
    .from(lifeBitsEntries)
    .where(eq(lifeBitsEntries.userId, sql.placeholder("userId")))
    .orderBy(lifeBitsEntries.entryId)
    .prepare("test_entries_of"),
);

const entry = (userId: string, n: number, orderId: string | null = null) => ({
  entryId: `${userId}-${n}`,
  userId,
  delta: n,
  reason: "test",
  orderId,
  at: 1_700_000_000_000 + n,
});

describe("insertRows", () => {
  it("inserts one row or many, with each column's encoder (json, bigint numbers, nulls)", async () => {
    const userId = `u-${randomUUID()}`;
    await insertRows(ctx.deps.db, lifeBitsEntries, [entry(userId, 1)], "test_insert");
    await insertRows(
      ctx.deps.db,
      lifeBitsEntries,
      [entry(userId, 2, "O-1"), entry(userId, 3)],
      "test_insert",
    );
    const rows = await entriesOf(ctx.deps.db).execute({ userId });
    expect(rows).toEqual([entry(userId, 1), entry(userId, 2, "O-1"), entry(userId, 3)]);

    const key = randomUUID();
    const response = { orderId: "O-1", nested: { list: [1, "two"] } };
    const answer = { scope: "s", key, requestHash: "h", statusCode: 201, response, createdAt: 5 };
    await insertRows(ctx.deps.db, idempotencyKeys, [answer], "test_insert_answer");
    const [stored] = await ctx.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toEqual(answer);
  });

  it("takes rows whose keys differ (a column left to its default in some)", async () => {
    const userId = `u-${randomUUID()}`;
    const { orderId: _, ...withoutOrder } = entry(userId, 2);
    await insertRows(ctx.deps.db, lifeBitsEntries, [entry(userId, 1, "O-9"), withoutOrder], "test_insert");
    const rows = await entriesOf(ctx.deps.db).execute({ userId });
    expect(rows.map((r) => r.orderId)).toEqual(["O-9", null]);
  });

  it("writes inside the caller's transaction, so a rollback keeps nothing", async () => {
    const userId = `u-${randomUUID()}`;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await insertRows(tx as unknown as Db, lifeBitsEntries, [entry(userId, 1)], "test_insert");
        expect(await entriesOf(tx as unknown as Db).execute({ userId })).toHaveLength(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await entriesOf(ctx.deps.db).execute({ userId })).toEqual([]);
  });
});

describe("preparedQuery", () => {
  it("runs a query built once on each handle it is given: a transaction sees its own writes", async () => {
    const userId = `u-${randomUUID()}`;
    await ctx.deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await insertRows(tx, lifeBitsEntries, [entry(userId, 1)], "test_insert");
      // Bound to the transaction: the uncommitted row is visible.
      expect(await entriesOf(tx).execute({ userId })).toHaveLength(1);
    });
    expect(await entriesOf(ctx.deps.db).execute({ userId })).toEqual([entry(userId, 1)]);
  });
});
