// What the back office's dashboard counts of the catalogue (docs/decisions/0038-dashboard-aggregates.md).
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviews } from "./tables.ts";

/** Reviews waiting for moderation (PENDING), of every market: products and their reviews are shared. */
export async function reviewsWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.status, "PENDING"));
  return row?.n ?? 0;
}
