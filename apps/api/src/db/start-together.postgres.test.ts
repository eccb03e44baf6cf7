// Instances started together on an empty PostgreSQL database (compose.yaml's two instances on first start):
// migrations and the demo data run under advisory locks, so one instance does the work and the others
// find it done, and none fails on what another wrote meanwhile.
import postgres from "postgres";
import { afterAll, describe, expect, inject, it } from "vitest";
import { withDb } from "../test/global-setup.ts";
import { openDatabase } from "./client.ts";
import { seedDemoData } from "./seed/index.ts";

const url = process.env.TEST_DATABASE_URL;
const name = `${inject("pgTemplate")}_together_${process.pid}`;
let admin: postgres.Sql | undefined;

describe.skipIf(!inject("pgTemplate"))("instances starting together on an empty database", () => {
  afterAll(async () => {
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it("migrate and load the demo data once between them", async () => {
    admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const seeded = await Promise.all(
      [0, 1, 2].map(async () => {
        const database = await openDatabase({ databaseUrl: withDb(url!, name), maxConnections: 2 });
        try {
          await database.migrate();
          return await seedDemoData(database.db, Date.now());
        } finally {
          await database.close();
        }
      }),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
  }, 60_000);
});
