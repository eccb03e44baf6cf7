// Many shoppers checking out a few units at once through an app whose PostgreSQL pool is small, so that
// every connection carries a long pipeline of other shoppers' statements: each checkout answers 201 or
// 4010 (never 5000), and stock adds up. postgres.js's own sql.begin failed under such load now and then
// with UNSAFE_TRANSACTION; db/postgres-transactions.test.ts provokes that failure every time.
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { orderStock } from "../catalogue/tables.ts";
import { BENGALURU, orderApi, stockOf } from "./create-testing.ts";

const SHOPPERS = 80;
const ROUNDS = 3;
const UNITS = 5;

let ctx: TestContext;
let busy: TestContext;
let database: Database | undefined;
let app: FastifyInstance | undefined;
let shoppers: { jar: CookieJar }[];

describe.skipIf(!inject("pgTemplate"))("checkout races on a busy PostgreSQL pool", () => {
  beforeAll(async () => {
    ctx = await testContext();
    database = await openDatabase({ databaseUrl: ctx.databaseUrl, maxConnections: 2 });
    app = await buildApp({ deps: { ...ctx.deps, db: database.db } });
    await app.ready();
    busy = { ...ctx, app, database, deps: { ...ctx.deps, db: database.db } };
    shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 50) {
      shoppers.push(...(await Promise.all(Array.from({ length: 50 }, () => guest(busy)))));
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers every checkout 201 or 4010 and sells each unit once, round after round", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const sku = await indianSku(ctx, 99_000, UNITS);
      const answers = await Promise.all(
        shoppers.map((s, i) =>
          orderApi(busy, s.jar).create({
            paymentType: i % 2 === 0 ? "PREPAID" : "COD",
            cartItems: [{ skuId: sku, qty: 1 }],
            address: BENGALURU,
          }),
        ),
      );
      const outcomes = answers.map((a) =>
        a.statusCode === 201 ? 201 : `${a.statusCode}/${a.json().error?.code}`,
      );
      expect(outcomes.filter((o) => o !== 201 && o !== "409/4010")).toEqual([]);
      const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().body.orderId as string);
      expect(placed).toHaveLength(UNITS);
      expect(await stockOf(ctx, sku)).toBe(0);
      const taken = await ctx.deps.db.select().from(orderStock).where(inArray(orderStock.orderId, placed));
      expect(taken.reduce((sum, row) => sum + row.qty, 0)).toBe(UNITS);
    }
  }, 60_000);
});
