// The staff access migration on a database that had staff before roles existed, and the demo staff kept out
// of production.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import * as schema from "../../db/schema.ts";
import { seedDemoData } from "../../db/seed/index.ts";

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ojas-staff-migration-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The migrations folder as it was before staff access: its journal stops short of `staff_access`. */
function folderBeforeStaffAccess(): string {
  fs.cpSync(migrations, tmp, { recursive: true });
  const journalFile = path.join(tmp, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("_staff_access"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return tmp;
}

describe("migration staff_access", () => {
  it("makes every staff account of before an ADMIN, and nobody else; production gets no demo staff", async () => {
    const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
    await client.exec("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folderBeforeStaffAccess() });
    await client.exec(`
      insert into users (user_id, email, is_staff, created_at, updated_at) values
        ('old-staff', 'old@ojas.in', true, now(), now()),
        ('a-shopper', 'shopper@example.com', false, now(), now())`);
    await migrate(db, { migrationsFolder: migrations });
    const roles = rowsOf<{ user_id: string; role: string }>(
      await db.execute("select user_id, role from staff_roles order by user_id"),
    );
    expect(roles.map((r) => ({ user_id: r.user_id, role: r.role }))).toEqual([
      { user_id: "old-staff", role: "ADMIN" },
    ]);

    // The demo data of a production start brings no staff accounts with known passwords.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(await seedDemoData(drizzle(client, { schema }) as unknown as Db, Date.now())).toBe(true);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const staff = rowsOf<{ email: string }>(await db.execute("select email from users where is_staff"));
    expect(staff.map((s) => s.email)).toEqual(["old@ojas.in"]);
    await client.close();
  }, 120_000);
});
