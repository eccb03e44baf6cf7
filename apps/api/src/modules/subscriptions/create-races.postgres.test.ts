// Buying plans at the same moment on PostgreSQL, where transactions really overlap: one open subscription
// per kind (the index), and a coupon limited to one use per shopper used once however many buys race for it.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { couponRedemptions } from "../pricing/tables.ts";
import { subscriptions } from "./tables.ts";

let ctx: TestContext;

const create = (jar: CookieJar, payload: object) =>
  browse(ctx, jar, { method: "POST", url: "/api/subscription/v1/sandbox/create", payload });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!inject("pgTemplate"))("buying plans at once on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
  });

  it("ten buys of one kind at once: one PENDING subscription and one payment, the rest 4009", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(jar, { planId: i % 2 ? "PL-SF-PRO-FXN" : "PL-WL-PRO-FXN" }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe(4009);
    }
    const rows = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(["PENDING"]);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.userId, user.id));
    expect(attempts).toHaveLength(1);
  });

  it("a once-per-shopper coupon raced by three buys of different kinds is used once", async () => {
    const { jar, user } = await signInByPhone(ctx);
    // Hold the coupon's row so all three buys are inside their transactions, waiting on it, at once.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = ctx.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`SELECT code FROM coupons WHERE code = 'ONCEPLAN' FOR UPDATE`);
      locked();
      await held;
    });
    await isLocked;
    const buys = ["PL-WL-PRO-FIT", "PL-WL-PRO-NUT", "PL-WL-PRO-FXN"].map((planId) =>
      create(jar, { planId, couponCode: "ONCEPLAN" }),
    );
    await pause(500);
    release();
    await holder;
    const answers = await Promise.all(buys);

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.json().error.code, refused.body).toBe(4002);
    }
    const uses = await ctx.deps.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(uses.map((u) => u.couponCode)).toEqual(["ONCEPLAN"]);
    const rows = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.couponCode).toBe("ONCEPLAN");
  });
});
