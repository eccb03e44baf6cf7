import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/index.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite data-dir dump of a migrated, seeded database: each worker starts from it. */
    pgliteDump: string;
    /** PostgreSQL: a migrated, seeded template database each worker clones. */
    pgTemplate: string;
  }
}

const SEED_NOW = Date.now();

/** Prepares one migrated and seeded database per run; workers copy it instead of seeding again. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  if (project.name.endsWith("postgres")) {
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const template = `ojas_t_${runId}`;
    await admin.unsafe(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDb(url, template), maxConnections: 2 });
    await database.migrate();
    await seedDemoData(database.db, SEED_NOW);
    await database.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteDump", "");
    return async () => {
      const dbs = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${template}%`}`;
      for (const { datname } of dbs) {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  await seedDemoData(database.db, SEED_NOW);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const file = path.join(os.tmpdir(), `ojas-pglite-${runId}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDump", file);
  project.provide("pgTemplate", "");
  return () => fs.rmSync(file, { force: true });
}

export function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
