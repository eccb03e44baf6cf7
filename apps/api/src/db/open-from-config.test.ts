import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "./open-from-config.ts";
import { rowsOf } from "./rows.ts";

// Only the PostgreSQL project has a server to connect to.
describe.skipIf(!inject("pgTemplate"))("openConfiguredDatabase on PostgreSQL", () => {
  it("opens no more connections than DATABASE_POOL_SIZE", async () => {
    const config = loadConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_POOL_SIZE: "2" });
    const database = await openConfiguredDatabase(config);
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          database.db.execute(sql`select pg_backend_pid() as pid from pg_sleep(0.05)`),
        ),
      );
      const pids = new Set(results.map((r) => rowsOf<{ pid: number }>(r)[0]!.pid));
      expect(pids.size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
