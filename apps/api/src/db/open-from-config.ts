import path from "node:path";
import type { Config } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";

/** The database the config names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({ databaseUrl: config.databaseUrl, maxConnections: config.databasePoolSize });
  }
  const unlock = lockDataDir(config.dataDir);
  const database = await openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
  return {
    ...database,
    close: async () => {
      await database.close();
      unlock();
    },
  };
}
