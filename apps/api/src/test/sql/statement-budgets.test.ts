// No N+1 on the busiest endpoints (docs/decisions/0045-statement-budgets.md): each request is sent for 1 and
// for 5 things (lines, skus, orders, ...) and must send the same number of SQL statements both times, at most
// its ceiling. Counted at the driver (db/statements.ts), BEGIN and COMMIT included, after one uncounted
// request of the endpoint (first-use work such as lazily built queries is not per request), once the database
// has been quiet for a moment (what setting up the request left running is not the request's). The test
// config turns the catalogue and cart-read caches off, so every count is what a cache miss costs.
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../harness.ts";
import { HOT_PATHS } from "./hot-paths.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const SIZES = [1, 5];

describe("SQL statements per request of the busiest endpoints", () => {
  it.each(HOT_PATHS)("$endpoint: as many for 1 as for 5 $per, within its ceiling", async (path) => {
    const warmUp = await path.prepare(ctx, 1);
    expect((await warmUp()).statusCode).toBeLessThan(300);
    const counts: number[] = [];
    for (const n of SIZES) {
      const send = await path.prepare(ctx, n);
      await ctx.statements.settle();
      const { result, statements } = await ctx.statements.capture(send);
      expect(result.statusCode, result.body).toBeLessThan(300);
      counts.push(statements.length);
      if (process.env.SQL_BUDGETS_PRINT) {
        console.log(
          `${path.endpoint} n=${n}: ${statements.length}\n  ${statements.map((s) => s.text.replace(/\s+/g, " ").slice(0, 160)).join("\n  ")}`,
        );
      }
    }
    const perThing = path.perThing?.statements ?? 0;
    expect(counts, `statements for ${SIZES.join(" and ")} ${path.per}`).toEqual(
      SIZES.map((n) => counts[0]! + (n - SIZES[0]!) * perThing),
    );
    expect(counts.at(-1), `statements per request for ${SIZES.at(-1)} ${path.per}`).toBeLessThanOrEqual(
      path.ceiling,
    );
  });
});
