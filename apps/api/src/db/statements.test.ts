import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const texts = (statements: { text: string }[]) => statements.map((s) => s.text.trim().toLowerCase());

describe("StatementLog", () => {
  it("captures every statement the driver sends, with its values, BEGIN and COMMIT included", async () => {
    const { statements } = await ctx.statements.capture(async () => {
      await ctx.deps.db.execute(sql`select ${41}::int + 1 as answer`);
      await ctx.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
    });
    expect(texts(statements)).toEqual(["select $1::int + 1 as answer", "begin", "select 1", "commit"]);
    expect(statements[0]!.params.map(Number)).toEqual([41]);
  });

  it("settles once work left running has stopped sending statements", async () => {
    let running = true;
    const leftRunning = (async () => {
      for (let i = 0; i < 8; i++) {
        await ctx.deps.db.execute(sql`select ${i}::int`);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      running = false;
    })();
    await ctx.statements.settle(250);
    expect(running).toBe(false);
    await leftRunning;
    const started = Date.now();
    await ctx.statements.settle(60);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("counts the ROLLBACK of a transaction that failed, and nothing after the capture ended", async () => {
    const before = ctx.statements.count;
    const { statements } = await ctx.statements.capture(() =>
      ctx.deps.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error("changed my mind");
        })
        .catch(() => "rolled back"),
    );
    expect(texts(statements)).toEqual(["begin", "select 1", "rollback"]);
    await ctx.deps.db.execute(sql`select 2`);
    expect(statements).toHaveLength(3);
    expect(ctx.statements.count - before).toBe(4);
  });
});
