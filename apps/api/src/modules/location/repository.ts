import type { Market } from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serviceAreas } from "./tables.ts";

export type ServiceArea = typeof serviceAreas.$inferSelect;

export async function findServiceArea(
  db: Db,
  market: Market,
  code: string,
): Promise<ServiceArea | undefined> {
  const rows = await db
    .select()
    .from(serviceAreas)
    .where(and(eq(serviceAreas.market, market), eq(serviceAreas.code, code)))
    .limit(1)
    .prepare("location_service_area")
    .execute();
  return rows[0];
}
