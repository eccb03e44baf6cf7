import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { JOBS_SCHEMA } from "../jobs/queue.ts";
import { openConfiguredDatabase } from "./open-from-config.ts";
import { seedDemoData } from "./seed/index.ts";

/** `npm run db:reset`: drops everything and loads the demo data again (stop the server first). */
const config = loadConfig();
if (!config.databaseUrl) {
  fs.rmSync(path.join(config.dataDir, "pglite"), { recursive: true, force: true });
}
const database = await openConfiguredDatabase(config);
if (config.databaseUrl) {
  await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  // The job queue's tables (jobs/queue.ts): pg-boss creates them again when the server starts.
  await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${JOBS_SCHEMA} CASCADE`));
  await database.db.execute(sql`CREATE SCHEMA public`);
}
await database.migrate();
await seedDemoData(database.db, Date.now());
await database.close();
console.log("Database reset and demo data loaded.");
