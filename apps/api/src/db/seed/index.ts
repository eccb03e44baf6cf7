import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { rowsOf } from "../rows.ts";
import { seedAccounts } from "./accounts.ts";
import { seedBloodWork } from "./bloodwork.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedContent } from "./content.ts";
import { seedLandings } from "./landings.ts";
import { seedLocation } from "./location.ts";
import { seedOffers } from "./offers.ts";
import { seedOrders } from "./orders.ts";
import { refreshDemoSessions, seedPlans } from "./plans.ts";
import { seedProShopper } from "./pro-shopper.ts";
import { seedStaff } from "./staff.ts";
import { refreshDemoWebinars } from "./webinars.ts";
import { seedWorkouts } from "./workouts.ts";

/** The advisory lock key seeding runs under (any constant no other lock uses). */
const SEED_LOCK = 390_039_002;

/** True when the database has no catalogue yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products`));
  return Number(rows[0]?.n) === 0;
}

/**
 * Loads the demo data of docs/product.md into an empty database, in one transaction so a crash
 * leaves either nothing or everything. Returns whether it loaded anything.
 */
export async function seedDemoData(
  db: Db,
  now: number,
  { staffAccounts = process.env.NODE_ENV !== "production" }: { staffAccounts?: boolean } = {},
): Promise<boolean> {
  const loaded = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Instances starting together on an empty database: one seeds, the others wait and find it full.
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(t))) return false;
    await seedCatalogue(t);
    await seedContent(t, now);
    await seedPlans(t);
    await seedLocation(t);
    await seedLandings(t);
    await seedAccounts(t, now);
    await seedProShopper(t, now);
    // Known passwords with every permission: demo data only, never in production.
    if (staffAccounts) await seedStaff(t, now);
    await seedOffers(t, now);
    await seedOrders(t, now);
    return true;
  });
  // What every start refreshes, one instance after the other as well.
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // FitBot's workouts came after the first demo data: a database seeded before them gets them now.
    await seedWorkouts(t);
    // Demo sessions sit around "now" (one upcoming, one ongoing, one finished) on every start.
    await refreshDemoSessions(t, now);
    // Demo webinars too, so /webinars always lists upcoming ones.
    await refreshDemoWebinars(t, now);
    // Blood-work collection areas, and their slots for today and the next 14 days, on every start.
    await seedBloodWork(t, now);
  });
  return loaded;
}
