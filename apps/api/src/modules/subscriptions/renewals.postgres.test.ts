// The renewal job on PostgreSQL (docs/decisions/0029-renewals-exactly-once.md): two workers racing over
// the same due subscriptions charge each period once, and a worker killed between the gateway's charge
// and the shop's record leaves a charge the next run finishes without charging again.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { queueSubscriptionNotice } from "../../workflows/subscription-jobs.ts";
import { chargesPerPeriod, seedDueSubscriptions } from "./renewals-testing.ts";
import { RENEWAL_LEASE_MS, renewAllDue } from "./service.ts";

const fixture = fileURLToPath(new URL("../../test/renewal-crash.fixture.ts", import.meta.url));

let ctx: TestContext;
const pools: Database[] = [];
let child: ChildProcess | undefined;

const tag = () => `t${randomBytes(4).toString("hex")}`;

async function eventCounts(ids: string[]) {
  const result = await ctx.deps.db.execute(sql`
    select subscription_id, count(*) filter (where event = 'RENEWED')::int as renewed, count(*)::int as events
    from subscription_events where subscription_id = any(string_to_array(${ids.join(",")}, ',')) group by subscription_id`);
  return rowsOf<{ subscription_id: string; renewed: number; events: number }>(result);
}

async function periodCounts(ids: string[]) {
  const result = await ctx.deps.db.execute(sql`
    select count(*)::int as periods, count(*) filter (where status = 'PAID')::int as paid
    from subscription_periods where subscription_id = any(string_to_array(${ids.join(",")}, ','))`);
  return rowsOf<{ periods: number; paid: number }>(result)[0]!;
}

describe.skipIf(!inject("pgTemplate"))("renewals on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await Promise.all(pools.map((pool) => pool.close()));
  });

  const worker = async (): Promise<Deps> => {
    const database = await openDatabase({ databaseUrl: ctx.databaseUrl!, maxConnections: 5 });
    pools.push(database);
    return { ...ctx.deps, db: database.db };
  };

  it("two workers racing over 500 due subscriptions charge each period exactly once", async () => {
    const now = Date.now();
    const ids = await seedDueSubscriptions(ctx.deps.db, { count: 500, periodEnd: now - 60_000, tag: tag() });
    expect(ids).toHaveLength(500);
    const [a, b] = [await worker(), await worker()];
    const run = (deps: Deps) =>
      renewAllDue(deps, {
        limit: 50,
        concurrency: 4,
        now,
        notify: (tx, notice) => queueSubscriptionNotice(deps, tx, notice),
      });
    const [ra, rb] = await Promise.all([run(a), run(b)]);
    expect(ra.errors).toEqual([]);
    expect(rb.errors).toEqual([]);
    // Both took part, and between them renewed every one once.
    expect(ra.renewed).toBeGreaterThan(0);
    expect(rb.renewed).toBeGreaterThan(0);

    const charges = await chargesPerPeriod(ctx.deps.db, ids);
    expect(charges).toHaveLength(500);
    expect(charges.every((c) => c.charges === 1 && c.captured === 1 && c.key.endsWith(":p2"))).toBe(true);
    expect(await periodCounts(ids)).toEqual({ periods: 1000, paid: 1000 });
    const events = await eventCounts(ids);
    expect(events).toHaveLength(500);
    expect(events.every((e) => e.renewed === 1 && e.events === 1)).toBe(true);
  }, 60_000);

  it("a worker killed between the charge and its record: the next run finishes it with that one charge", async () => {
    const now = Date.now();
    // Nothing else due, so the child's one claim is this subscription.
    await renewAllDue(ctx.deps, { now });
    const [id] = await seedDueSubscriptions(ctx.deps.db, { count: 1, periodEnd: now - 60_000, tag: tag() });
    child = spawn(process.execPath, ["--import", "tsx", fixture], {
      env: { ...process.env, RENEW_URL: ctx.databaseUrl },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const exit = await new Promise<string | null>((resolve) =>
      child!.once("exit", (_code, signal) => resolve(signal)),
    );
    expect(exit).toBe("SIGKILL");
    // The gateway took the money; the shop has a claimed period and an open attempt, nothing recorded.
    expect(await chargesPerPeriod(ctx.deps.db, [id!])).toEqual([
      { key: `${id}:p2`, charges: 1, captured: 1 },
    ]);
    expect(await periodCounts([id!])).toEqual({ periods: 2, paid: 1 });
    expect(await eventCounts([id!])).toEqual([]);

    // Before the lease runs out nobody takes it; after, the next run completes it.
    expect((await renewAllDue(ctx.deps, { now: Date.now() })).claimed).toBe(0);
    const later = Date.now() + RENEWAL_LEASE_MS + 1_000;
    const deps: Deps = { ...ctx.deps, now: () => later };
    const run = await renewAllDue(deps, { now: later });
    expect(run.errors).toEqual([]);
    expect(await chargesPerPeriod(ctx.deps.db, [id!])).toEqual([
      { key: `${id}:p2`, charges: 1, captured: 1 },
    ]);
    expect(await periodCounts([id!])).toEqual({ periods: 2, paid: 2 });
    expect(await eventCounts([id!])).toEqual([{ subscription_id: id, renewed: 1, events: 1 }]);
  }, 60_000);
});
